import { useCallback, useEffect, useState } from "react";
import type { Listing } from "~/lib/projects/files/view";

/** The browser's side of /resources/project-files/<id> (ADR 016): the listing, uploads with progress, actions. */

export type Refusal = { error: string; message: string; upgrade?: string; uses?: { draft: boolean; otherDrafts: string[]; published: string[] } };
export type Upload = { id: number; name: string; loaded: number; total: number };

export const filesEndpoint = (projectId: string) => `/resources/project-files/${encodeURIComponent(projectId)}`;

export function useListing(projectId: string) {
  const [path, setPath] = useState("/");
  const [listing, setListing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const reload = useCallback(async () => {
    const res = await fetch(`${filesEndpoint(projectId)}?path=${encodeURIComponent(path)}`, { headers: { Accept: "application/json" } }).catch(() => null);
    const body = res ? ((await res.json().catch(() => null)) as Listing | Refusal | null) : null;
    if (res?.ok && body && "files" in body) {
      setListing(body);
      setFailure(null);
    } else setFailure(body && "message" in body ? body : { error: "network", message: "" });
  }, [projectId, path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { path, setPath, listing, failure, reload };
}

/** XMLHttpRequest, not fetch: only it reports upload progress. The raw file is the body, so Content-Length is its size. */
export function sendFile(projectId: string, path: string, file: File, onProgress: (loaded: number) => void): Promise<{ ok: true } | { ok: false; refusal: Refusal | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ name: file.name, path });
    xhr.open("PUT", `${filesEndpoint(projectId)}?${query}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status === 201) return resolve({ ok: true });
      let refusal: Refusal | null = null;
      try {
        refusal = JSON.parse(xhr.responseText) as Refusal;
      } catch {
        refusal = null;
      }
      resolve({ ok: false, refusal });
    };
    xhr.onerror = () => resolve({ ok: false, refusal: null });
    xhr.send(file);
  });
}

export async function postAction(projectId: string, action: Record<string, unknown>): Promise<{ ok: true } | { ok: false; refusal: Refusal | null }> {
  const res = await fetch(filesEndpoint(projectId), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(action),
  }).catch(() => null);
  if (res?.ok) return { ok: true };
  return { ok: false, refusal: res ? ((await res.json().catch(() => null)) as Refusal | null) : null };
}

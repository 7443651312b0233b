import { useCallback, useEffect, useState } from "react";
import type { AiImagesStatus } from "~/lib/ai-images/formats";
import type { FileView } from "~/lib/projects/files/view";
import type { Refusal } from "./use-project-files";

/** The browser's side of /resources/project-images/<id> (ADR 045): what is left this month, and generating. */

const endpoint = (projectId: string) => `/resources/project-images/${encodeURIComponent(projectId)}`;

export function useAiImages(projectId: string) {
  const [status, setStatus] = useState<AiImagesStatus | null>(null);
  const reload = useCallback(async () => {
    const res = await fetch(endpoint(projectId), { headers: { Accept: "application/json" } }).catch(() => null);
    if (res?.ok) setStatus((await res.json()) as AiImagesStatus);
  }, [projectId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { status, setStatus, reload };
}

export async function generateImage(
  projectId: string,
  input: { prompt: string; format: string; path: string },
): Promise<{ ok: true; file: FileView; status: AiImagesStatus } | { ok: false; refusal: Refusal | null }> {
  const res = await fetch(endpoint(projectId), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(input),
  }).catch(() => null);
  const body = res ? ((await res.json().catch(() => null)) as { file: FileView; status: AiImagesStatus } | Refusal | null) : null;
  if (res?.status === 201 && body && "file" in body) return { ok: true, file: body.file, status: body.status };
  return { ok: false, refusal: body && "message" in body ? body : null };
}

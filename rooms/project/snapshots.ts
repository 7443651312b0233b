import { internalDraftPath, DRAFT_SNAPSHOT_TYPE } from "../../app/lib/drafts/internal";
import { backendOf, callBackend } from "../backend";

/** The project room's side of the backend's internal draft API (app/lib/drafts/internal.ts). */

const who = "project room";

export type SnapshotLookup =
  | { kind: "found"; update: Uint8Array }
  | { kind: "none"; start: Record<string, unknown> | null }
  | { kind: "no_project" }
  | { kind: "unavailable" };

/**
 * The draft's last snapshot; "none" when the project has never been saved from a room, with the
 * definition its document starts from (a starter's, a duplicate's, or a blank one).
 */
export async function fetchSnapshot(env: Record<string, unknown>, projectId: string): Promise<SnapshotLookup> {
  const backend = backendOf(env, who);
  if (!backend) return { kind: "unavailable" };
  try {
    const res = await callBackend(backend, internalDraftPath(projectId), { headers: { Accept: `${DRAFT_SNAPSHOT_TYPE}, application/json` } });
    if (res.status === 404) {
      const body = (await res.json().catch(() => null)) as { error?: unknown; start?: unknown } | null;
      if (body?.error !== "no_snapshot") return { kind: "no_project" };
      const start = body.start;
      return { kind: "none", start: typeof start === "object" && start !== null && !Array.isArray(start) ? (start as Record<string, unknown>) : null };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { kind: "unavailable" };
    }
    return { kind: "found", update: new Uint8Array(await res.arrayBuffer()) };
  } catch {
    return { kind: "unavailable" }; // unreachable or timed out
  }
}

/** "too_large" and "gone" (the project was deleted) will never be taken; "retry": try again later. */
export type SaveOutcome = "saved" | "too_large" | "gone" | "retry";

export async function putSnapshot(env: Record<string, unknown>, projectId: string, update: Uint8Array): Promise<SaveOutcome> {
  const backend = backendOf(env, who);
  if (!backend) return "retry";
  try {
    const res = await callBackend(backend, internalDraftPath(projectId), {
      method: "PUT",
      headers: { "Content-Type": DRAFT_SNAPSHOT_TYPE },
      // A copy on its own ArrayBuffer: the update may be a view into a larger one.
      body: update.slice().buffer,
    });
    await res.body?.cancel();
    if (res.ok) return "saved";
    // 401 is a credential being rotated or mistyped: worth retrying once it is fixed.
    if (res.status === 413) return "too_large";
    return res.status === 404 ? "gone" : "retry";
  } catch {
    return "retry";
  }
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { withRequestIdHeader } from "../observability/request-context.server";
import { projectRoomPath, type FlushAnswer, type RoomRequest } from "./room-requests";

/**
 * The backend asking a project room for something (app/lib/drafts/room-requests.ts), at the rooms host
 * the browsers use (PROJECT_SOCKET_HOST), with the rooms' service credential.
 */

type RoomsEnv = Pick<AppLoadContext["env"], "PROJECT_SOCKET_HOST" | "ROOM_SERVICE_SECRET">;
type WithEnv = RoomsEnv | { env: RoomsEnv };

const timeoutMs = 8_000;

/** "saved": the room sent its current draft, `projects.draft` is current; "idle": nobody had it open, it already was. */
export type FlushOutcome = "saved" | "idle" | "unreachable";

const envOf = (from: WithEnv): RoomsEnv => ("env" in from ? from.env : from);

async function askRoom(from: WithEnv, projectId: string, request: RoomRequest): Promise<Response | null> {
  const env = envOf(from);
  if (!env.ROOM_SERVICE_SECRET || !env.PROJECT_SOCKET_HOST) return null;
  try {
    return await fetch(new URL(projectRoomPath(projectId), env.PROJECT_SOCKET_HOST), {
      method: "POST",
      // The request id goes on, so the room's log lines of this call carry the worker's (ADR 048).
      headers: withRequestIdHeader({ Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}`, "Content-Type": "application/json" }),
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return null;
  }
}

/**
 * Makes the room send its draft now, so a publish or a test-play right after an edit reads the latest
 * JSON. A room nobody has open answers at once. "unreachable" (rooms down, or the room could not
 * save): the caller goes on with the last JSON it has, which is at most one debounce old.
 */
export async function flushDraft(from: WithEnv, projectId: string): Promise<FlushOutcome> {
  const res = await askRoom(from, projectId, { action: "flush" });
  if (!res) return "unreachable";
  const body = (await res.json().catch(() => null)) as FlushAnswer | null;
  if (!res.ok || !body?.ok) return "unreachable";
  return body.saved ? "saved" : "idle";
}

/** Has the room replace its document with a version's definition; false when the room could not. */
export async function restoreInRoom(from: WithEnv, projectId: string, definition: Record<string, unknown>, name: string, by: string): Promise<boolean> {
  const res = await askRoom(from, projectId, { action: "restore", definition, name, by });
  if (!res) return false;
  await res.body?.cancel();
  return res.ok;
}

/**
 * Tells the room that a person's role changed (ADR 026): their open editors close or reopen with it. False
 * when the rooms could not be reached: their editor then learns it when it next asks for a ticket (they
 * live a few minutes), so an unreachable room only delays the closing.
 */
export async function changeAccessInRoom(from: WithEnv, projectId: string, userId: string, access: "edit" | "view" | "none"): Promise<boolean> {
  const res = await askRoom(from, projectId, { action: "access", userId, access, at: Date.now() });
  if (!res) return false;
  await res.body?.cancel();
  return res.ok;
}

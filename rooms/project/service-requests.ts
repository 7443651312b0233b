import type * as Party from "partykit/server";
import * as v from "valibot";
import { RoomRequestSchema, type FlushAnswer } from "../../app/lib/drafts/room-requests";
import { encodeServerMessage } from "../protocol";
import type { Draft } from "./draft";

/**
 * The backend's calls to a project room (app/lib/drafts/room-requests.ts): flush the snapshot now,
 * restore a version, or apply a collaborator's new role. Only the rooms' service credential opens them; editors never write over HTTP.
 */

const encoder = new TextEncoder();
const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

/** Both sides hashed first, so the comparison takes the same time whatever a caller sent. */
export async function fromRoomService(req: Party.Request, env: Record<string, unknown>): Promise<boolean> {
  const secret = env.ROOM_SERVICE_SECRET;
  if (typeof secret !== "string" || !secret) return false;
  const sent = /^Bearer +(.+)$/i.exec(req.headers.get("Authorization") ?? "")?.[1] ?? "";
  const [a, b] = await Promise.all([digest(sent), digest(secret)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

type ChangeAccess = (userId: string, access: "edit" | "view" | "none", at: number) => Promise<void>;

export async function serveRoomRequest(req: Party.Request, room: Party.Room, draft: Draft, changeAccess: ChangeAccess): Promise<Response> {
  if (req.method !== "POST") return answer({ error: "not_found" }, 404);
  const body: unknown = await req.json().catch(() => null);
  const parsed = v.safeParse(RoomRequestSchema, body);
  if (!parsed.success) return answer({ error: "invalid_request", message: v.summarize(parsed.issues) }, 400);
  const request = parsed.output;

  if (request.action === "flush") {
    // Nobody editing: the last one to leave already sent the snapshot, nothing newer is in memory.
    if ([...room.getConnections()].length === 0) return answer({ ok: true, saved: false } satisfies FlushAnswer);
    const outcome = await draft.saveNow();
    if (outcome === "saved") return answer({ ok: true, saved: true } satisfies FlushAnswer);
    return answer({ error: "not_saved", outcome }, 503);
  }

  if (request.action === "access") {
    await changeAccess(request.userId, request.access, request.at);
    return answer({ ok: true });
  }

  if (!(await draft.restore(request.definition))) return answer({ error: "draft_unavailable" }, 503);
  room.broadcast(encodeServerMessage({ type: "draftRestored", name: request.name, by: request.by, at: Date.now() }));
  const outcome = await draft.saveNow();
  return outcome === "saved" ? answer({ ok: true }) : answer({ error: "not_saved", outcome }, 503);
}

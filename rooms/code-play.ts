import type * as Party from "partykit/server";
import { requestIdOf } from "../app/lib/observability/log.server";
import { reportRoomError } from "./observability";
import * as v from "valibot";
import { refuse } from "./admission";
import { isCustomOrigin } from "./custom-origins";
import { guardRoomId } from "./guard";
import { EventCodeSchema } from "../app/lib/events/internal";
import { GameSessionSchema, GetCodePlayRequestSchema, type GameSession, type GetCodePlayResponse } from "./protocol";

/**
 * getCodePlay (spec section 7), served by the game party's static onFetch: the code names a game room,
 * which answers from its storage (loading the session from the backend if nobody joined yet). Lookups
 * go through the caller's `guard` room, which limits them per address; our own worker, which limits
 * its no-JavaScript /code form per client itself, asks directly with the service credential. A code
 * of seven digits is a live event's (ADR 054): its `event` room answers, and the answer leads to the event.
 */

const maxBodyBytes = 1024;

function allowedOrigin(origin: string | null, configured: unknown): string | null {
  if (!origin || typeof configured !== "string") return null;
  const allowed = configured.split(",").map((o) => o.trim()).filter(Boolean);
  // Exact matches only: a "*" entry is ignored rather than opening the host to every site.
  return allowed.includes(origin) && origin !== "*" ? origin : null;
}

function reply(body: GetCodePlayResponse | { msg: "Invalid"; error: "rate_limited" }, status: number, origin: string | null, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Origin", ...extra });
  if (origin) headers.set("Access-Control-Allow-Origin", origin);
  return Response.json(body, { status, headers });
}

async function readBody(req: Party.Request): Promise<unknown> {
  // A code fits in a few bytes: refuse big bodies before reading them.
  if (Number(req.headers.get("Content-Length") ?? 0) > maxBodyBytes) return null;
  let text: string;
  try {
    text = await req.text();
  } catch {
    return null; // aborted or undecodable body
  }
  if (text.length > maxBodyBytes) return null;
  try {
    return JSON.parse(text);
  } catch {
    // The historical client may post a form (id=123); ours posts JSON.
    const isForm = req.headers.get("Content-Type")?.includes("application/x-www-form-urlencoded");
    return isForm ? Object.fromEntries(new URLSearchParams(text)) : null;
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** Our worker's service credential; both sides are hashed first so the comparison leaks nothing of it. */
async function isOurService(req: Party.Request, env: Record<string, unknown>): Promise<boolean> {
  const secret = env.ROOM_SERVICE_SECRET;
  const given = req.headers.get("Authorization");
  if (typeof secret !== "string" || !secret || !given) return false;
  return (await sha256(given)) === (await sha256(`Bearer ${secret}`));
}

type Lookup =
  | { kind: "found"; session: GameSession }
  | { kind: "event" }
  | { kind: "absent" }
  | { kind: "limited"; retryAfter: string }
  | { kind: "unavailable" };

// What an event room answers for a live event's code.
const EventAnswerSchema = v.object({ title: v.string() });

async function readAnswer(res: Response, isEvent: boolean): Promise<Lookup> {
  if (res.status === 404) return { kind: "absent" };
  if (res.status === 429) return { kind: "limited", retryAfter: res.headers.get("Retry-After") ?? "600" };
  if (!res.ok) return { kind: "unavailable" };
  if (isEvent) return v.is(EventAnswerSchema, await res.json()) ? { kind: "event" } : { kind: "absent" };
  const session = v.safeParse(GameSessionSchema, await res.json());
  return session.success ? { kind: "found", session: session.output } : { kind: "absent" };
}

async function lookUp(req: Party.Request, lobby: Party.FetchLobby, code: string): Promise<Lookup> {
  // The length of a code says which room answers it: seven digits an event, nine a session.
  const isEvent = v.is(EventCodeSchema, code);
  if (await isOurService(req, lobby.env)) {
    const room = (isEvent ? lobby.parties.event : lobby.parties.game)?.get(code);
    return room ? readAnswer(await room.fetch({ method: "GET" }), isEvent) : { kind: "unavailable" };
  }
  // Cloudflare sets this header itself (a client cannot); under `partykit dev` there is none.
  const address = req.headers.get("cf-connecting-ip") ?? "local";
  const guard = lobby.parties.guard?.get(await guardRoomId(address));
  if (!guard) return { kind: "unavailable" };
  return readAnswer(await guard.fetch({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }) }), isEvent);
}

export async function serveCodePlay(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname !== "/getCodePlay") return refuse(404, "not_found");

  const requestOrigin = req.headers.get("Origin");
  // The platform's origins are configured; a company's custom host (ADR 044) is asked of the backend.
  const configured = allowedOrigin(requestOrigin, lobby.env.ALLOWED_ORIGINS);
  const origin = configured ?? (requestOrigin && requestOrigin !== "null" && (await isCustomOrigin(requestOrigin, lobby.env)) ? requestOrigin : null);
  // No Origin means no browser (server-side callers); a foreign Origin gets no CORS grant.
  if (requestOrigin && !origin) return refuse(403, "origin_not_allowed");

  if (req.method === "OPTIONS") {
    if (!origin) return refuse(403, "origin_not_allowed");
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      },
    });
  }
  if (req.method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "POST, OPTIONS" } });
  }

  const body = v.safeParse(GetCodePlayRequestSchema, await readBody(req));
  if (!body.success) return reply({ msg: "Invalid" }, 400, origin);
  const code = body.output.id;

  let found: Lookup;
  try {
    found = await lookUp(req, lobby, code);
  } catch (error) {
    reportRoomError(error, { party: "game", room: `code:${code}`, requestId: requestIdOf(req) });
    return reply({ msg: "Invalid" }, 503, origin);
  }
  switch (found.kind) {
    case "absent":
      return reply({ msg: "Invalid" }, 404, origin);
    case "event":
      return reply({ msg: "Valid", type: "event", event: code }, 200, origin);
    case "limited":
      return reply({ msg: "Invalid", error: "rate_limited" }, 429, origin, { "Retry-After": found.retryAfter, "Access-Control-Expose-Headers": "Retry-After" });
    case "unavailable":
      return reply({ msg: "Invalid" }, 503, origin);
    case "found":
      return reply(
        { msg: "Valid", type: "multi", mode: found.session.mode, idGame: found.session.idGame, session: code, creator: found.session.creator },
        200,
        origin,
      );
  }
}

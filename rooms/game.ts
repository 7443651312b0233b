import type * as Party from "partykit/server";
import * as v from "valibot";
import { admit, readPlayer, refuse } from "./admission";
import { GamePlay } from "./play/session";
import { receive } from "./receive";
import {
  encodeServerMessage,
  GameSessionSchema,
  gameSessionStorageKey,
  GetCodePlayRequestSchema,
  type GameSession,
  type GetCodePlayResponse,
  type Player,
} from "./protocol";

export type { GameSession, GetCodePlayResponse } from "./protocol";

/**
 * Party `game`: one authoritative room per play session, named by the session id (solo) or by its
 * numeric game code (multiplayer). The session's play lives in ./play; this file is also partykit.json's
 * `main`, so its static onFetch serves the host's plain HTTP: getCodePlay.
 */
export default class GameRoom implements Party.Server {
  // PartyKit reads `options` from the instance (partyserver reads a static one).
  readonly options: Party.ServerOptions = { hibernate: true };

  private readonly play: GamePlay;

  constructor(readonly room: Party.Room) {
    this.play = new GamePlay(room);
  }

  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "game");
  }

  // Stub fetches from our own worker (getCodePlay) skip this hook; the public gets no room HTTP.
  static onBeforeRequest() {
    return refuse(404, "not_found");
  }

  static onFetch(req: Party.Request, lobby: Party.FetchLobby) {
    return serveFetch(req, lobby);
  }

  async onConnect(conn: Party.Connection<Player>, ctx: Party.ConnectionContext) {
    const player = readPlayer(ctx.request);
    if (!player) return conn.close(1008, "invalid_ticket");
    conn.send(encodeServerMessage({ type: "welcome", room: this.room.id, you: player }));
    // The connection gets its player state (which survives hibernation) once the session lets it in.
    await this.play.join(conn, player);
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Player>) {
    const message = receive(raw, sender);
    if (message?.type === "act") await this.play.act(sender, message.id, message.action);
  }

  onAlarm() {
    return this.play.alarm();
  }

  /** Asked by getCodePlay through a stub: the live session, or 404. */
  async onRequest(req: Party.Request) {
    if (req.method !== "GET") return refuse(405, "method_not_allowed");
    const stored = await this.room.storage.get(gameSessionStorageKey);
    const session = v.safeParse(GameSessionSchema, stored);
    return session.success ? Response.json(session.output) : refuse(404, "no_session");
  }
}

// ---- getCodePlay --------------------------------------------------------------------------

const maxBodyBytes = 1024;

function allowedOrigin(origin: string | null, configured: unknown): string | null {
  if (!origin || typeof configured !== "string") return null;
  const allowed = configured.split(",").map((o) => o.trim()).filter(Boolean);
  // Exact matches only: a "*" entry is ignored rather than opening the host to every site.
  return allowed.includes(origin) && origin !== "*" ? origin : null;
}

function reply(body: GetCodePlayResponse, status: number, origin: string | null): Response {
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Origin" });
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

async function askRoom(lobby: Party.FetchLobby, code: string): Promise<GameSession | null> {
  const stub = lobby.parties.game?.get(code);
  if (!stub) return null;
  const res = await stub.fetch({ method: "GET" });
  if (!res.ok) return null;
  const session = v.safeParse(GameSessionSchema, await res.json());
  return session.success ? session.output : null;
}

async function serveFetch(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname !== "/getCodePlay") return refuse(404, "not_found");

  const requestOrigin = req.headers.get("Origin");
  const origin = allowedOrigin(requestOrigin, lobby.env.ALLOWED_ORIGINS);
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

  let session: GameSession | null;
  try {
    session = await askRoom(lobby, code);
  } catch (error) {
    console.error("getCodePlay: room lookup failed", error);
    return reply({ msg: "Invalid" }, 503, origin);
  }
  if (!session) return reply({ msg: "Invalid" }, 404, origin);
  return reply(
    {
      msg: "Valid",
      type: "multi",
      mode: session.mode,
      idGame: session.idGame,
      session: code,
      creator: session.creator,
    },
    200,
    origin,
  );
}

GameRoom satisfies Party.Worker;

import type * as Party from "partykit/server";
import { admit, readPlayer, refuse } from "./admission";
import { serveCodePlay } from "./code-play";
import { ConnectionLimits } from "./play/conn-limits";
import { sendError, tooManyMessages } from "./play/messages";
import { Team } from "./play/multi";
import { isSummaryRequest, serveTeamCommand, serveTeamSummary } from "./play/host-commands";
import { GamePlay } from "./play/session";
import { receive } from "./receive";
import { log, requestIdOf } from "../app/lib/observability/log.server";
import { encodeServerMessage, parseClientMessage, type Player } from "./protocol";

export type { GameSession, GetCodePlayResponse } from "./protocol";

/**
 * Party `game`: one authoritative room per play session, named by the session id (solo) or by its
 * numeric game code (multiplayer). The session's play lives in ./play; this file is also partykit.json's
 * `main`, so its static onFetch serves the host's plain HTTP: getCodePlay (./code-play).
 */
export default class GameRoom implements Party.Server {
  // PartyKit reads `options` from the instance (partyserver reads a static one).
  readonly options: Party.ServerOptions = { hibernate: true };

  private readonly play: GamePlay;
  private readonly limits = new ConnectionLimits();
  private readonly team: Team;

  constructor(readonly room: Party.Room) {
    this.play = new GamePlay(room);
    this.team = new Team(room, this.limits, (meta) => this.play.tellEvent(meta));
  }

  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "game");
  }

  // Stub fetches (getCodePlay through the guard) skip this hook; the public gets no room HTTP.
  static onBeforeRequest() {
    return refuse(404, "not_found");
  }

  static onFetch(req: Party.Request, lobby: Party.FetchLobby) {
    // The backend's /v1/health asks this: the rooms host is up and runs our code (ADR 048).
    if (new URL(req.url).pathname === "/health") return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
    return serveCodePlay(req, lobby);
  }

  async onConnect(conn: Party.Connection<Player>, ctx: Party.ConnectionContext) {
    const requestId = requestIdOf(ctx.request);
    const player = readPlayer(ctx.request);
    if (!player) {
      log("warn", { msg: "connection refused", requestId, party: "game", room: this.room.id, reason: "invalid_ticket" });
      return conn.close(1008, "invalid_ticket");
    }
    log("info", { msg: "connection", requestId, party: "game", room: this.room.id, connection: conn.id });
    conn.send(encodeServerMessage({ type: "welcome", room: this.room.id, you: player }));
    // The connection gets its player state (which survives hibernation) once the session lets it in.
    await this.play.join(conn, player, requestId);
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Player>) {
    // Garbage counts as much as valid frames. A refused intent still gets its id back (parsing is
    // bounded by the protocol's size cap) so the client can settle it; nothing else is done with it.
    const frame = this.limits.take(sender.id, "frame", Date.now());
    if (!frame.ok) {
      const parsed = typeof raw === "string" ? parseClientMessage(raw) : null;
      const id = parsed?.ok && parsed.message.type === "act" ? parsed.message.id : undefined;
      return sendError(sender, "rate_limited", { id, retryInSeconds: frame.retryInSeconds, message: tooManyMessages });
    }
    const message = receive(raw, sender);
    if (!message) return;
    if (message.type === "act") await this.play.act(sender, message.id, message.action);
    else if (message.type === "aware") sendError(sender, "invalid_message", { message: "aware is a project room message" });
    else if (message.type !== "ping") await this.team.receive(sender, message);
  }

  async onClose(conn: Party.Connection<Player>) {
    log("info", { msg: "connection closed", party: "game", room: this.room.id, connection: conn.id });
    this.limits.forget(conn.id);
    await this.play.left(conn);
  }

  async onError(conn: Party.Connection<Player>, error: Error) {
    // A socket dropping (a phone losing its network) is routine: a warning, not an error to chase.
    log("warn", { msg: "connection error", party: "game", room: this.room.id, connection: conn.id, error: error?.name ?? "unknown" });
    this.limits.forget(conn.id);
    await this.play.left(conn);
  }

  onAlarm() {
    return this.play.alarm();
  }

  /**
   * Stub fetches from our own rooms only (onBeforeRequest refuses the public):
   *   GET                 getCodePlay (through the guard, or by our worker): the live session's code-play record, or 404;
   *   GET  .../summary    a live event's room rebuilding itself: this team's TeamSummary, or 404;
   *   POST TeamCommand    a live event's host steering this team (./play/host-commands).
   */
  async onRequest(req: Party.Request) {
    if (req.method === "POST") return serveTeamCommand(req, this.play);
    if (req.method !== "GET") return refuse(405, "method_not_allowed");
    if (isSummaryRequest(req)) return serveTeamSummary(this.play);
    const found = await this.play.codePlay();
    if (found.kind === "found") return Response.json(found.session);
    return found.kind === "unavailable" ? refuse(503, "backend_unavailable") : refuse(404, "no_session");
  }
}

GameRoom satisfies Party.Worker;

import PartySocket from "partysocket";
import type { Action } from "~/engine";
import type { PlayRouteKind, SessionGrant } from "~/lib/play/types";
import { parseServerMessage, type ClientMessage } from "../../../rooms/protocol";
import { requestSession, socketProtocol, type SessionAnswer } from "./session-client";
import { forgetStoredSession, readStoredSession, storeSession } from "./stored-session";
import { Listeners, type DriverListener, type PlayDriver } from "./types";

export type RoomDriverOptions = { gameId: string; routeKind: PlayRouteKind; key?: string };

// The room may fail to reach the backend for a moment; asking again soon is cheap.
const backendRetryMs = 3000;

/**
 * Real play: the session lives in a `game` room. The session endpoint grants a short-lived ticket;
 * every reconnect asks it for a fresh one, so a reload or a dropped connection resumes the same
 * session for as long as the stored id is kept.
 */
export class RoomDriver implements PlayDriver {
  private readonly listeners = new Listeners();
  private readonly abort = new AbortController();
  private socket: PartySocket | null = null;
  private sessionId: string | null = null;
  // The ticket that came with the grant is spent by the first connection; later ones ask anew.
  private firstTicket: string | null = null;
  private pending: string[] = [];
  private nextId = 1;
  private closed = false;
  // A first connection that fails is still "connecting"; only a lost one is "reconnecting".
  private opened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: RoomDriverOptions) {}

  subscribe(listener: DriverListener) {
    return this.listeners.add(listener);
  }

  connect() {
    void this.open();
  }

  send(action: Action): number {
    const id = this.nextId++;
    const message: ClientMessage = { type: "act", id, action };
    const frame = JSON.stringify(message);
    // PartySocket queues while it reconnects; before it exists we queue ourselves.
    if (this.socket) this.socket.send(frame);
    else this.pending.push(frame);
    return id;
  }

  close() {
    this.closed = true;
    this.abort.abort();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
    this.listeners.clear();
  }

  private async open() {
    this.listeners.emit({ type: "connection", status: "connecting" });
    const grant = await this.grant();
    if (!grant || this.closed) return;
    this.sessionId = grant.sessionId;
    this.firstTicket = grant.ticket;
    const socket = new PartySocket({
      host: grant.host,
      protocol: socketProtocol(grant.host),
      party: grant.party,
      room: grant.sessionId,
      query: () => this.ticketQuery(),
    });
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.opened = true;
      this.listeners.emit({ type: "connection", status: "open" });
    });
    socket.addEventListener("close", () => {
      if (!this.closed) this.listeners.emit({ type: "connection", status: this.opened ? "reconnecting" : "connecting" });
    });
    socket.addEventListener("message", (event: MessageEvent) => this.receive(event.data));
    for (const frame of this.pending.splice(0)) socket.send(frame);
  }

  /** Resumes the stored session when it can, otherwise opens a new one. */
  private async grant(): Promise<SessionGrant | null> {
    const { gameId, routeKind, key } = this.options;
    const stored = readStoredSession(gameId);
    if (stored) {
      const resumed = await requestSession({ intent: "resume", sessionId: stored.sessionId }, this.abort.signal);
      if (resumed.ok) return resumed.grant;
      if (!this.forgettable(resumed)) return this.fail(resumed);
      forgetStoredSession(gameId);
    }
    const trimmed = key?.trim();
    const created = await requestSession(
      { intent: "create", gameId, mode: "solo", routeKind, ...(trimmed ? { key: trimmed } : {}) },
      this.abort.signal,
    );
    if (!created.ok) return this.fail(created);
    storeSession(gameId, { sessionId: created.grant.sessionId, createdAt: Date.now() });
    return created.grant;
  }

  // A session that ended or expired is simply forgotten: a new one starts in its place.
  private forgettable(answer: Exclude<SessionAnswer, { ok: true }>) {
    return answer.error === "session-expired" || answer.error === "not-found";
  }

  private fail(answer: Exclude<SessionAnswer, { ok: true }>): null {
    if (!this.closed) this.listeners.emit({ type: "failed", failure: { error: answer.error, message: answer.message } });
    return null;
  }

  private async ticketQuery(): Promise<Record<string, string>> {
    if (this.firstTicket) {
      const ticket = this.firstTicket;
      this.firstTicket = null;
      return { ticket };
    }
    if (!this.sessionId) throw new Error("no session");
    const answer = await requestSession({ intent: "resume", sessionId: this.sessionId }, this.abort.signal);
    if (answer.ok) return { ticket: answer.grant.ticket };
    // Offline: PartySocket tries again with its back-off. Anything else ends the session here.
    if (answer.error !== "connection") this.end(answer.error === "not-found" ? "session-expired" : answer.error);
    throw new Error(answer.error);
  }

  private end(error: "session-expired" | Exclude<SessionAnswer, { ok: true }>["error"]) {
    forgetStoredSession(this.options.gameId);
    this.listeners.emit({ type: "failed", failure: { error } });
    this.closed = true;
    this.socket?.close();
  }

  private receive(data: unknown) {
    if (typeof data !== "string") return;
    const parsed = parseServerMessage(data);
    if (!parsed.ok) return; // a newer room's message we do not know: ignored rather than fatal
    const message = parsed.message;
    switch (message.type) {
      case "snapshot":
      case "update":
        // An ended session is over for good: the next visit starts afresh rather than on its end screen.
        if (message.state.status === "ended") forgetStoredSession(this.options.gameId);
        this.listeners.emit(message);
        return;
      case "error":
        if (message.code === "session_unavailable" || message.code === "not_your_session") return this.end("session-expired");
        if (message.code === "backend_unavailable") this.retrySoon();
        this.listeners.emit(message);
        return;
      default:
        return;
    }
  }

  private retrySoon() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) this.socket?.reconnect();
    }, backendRetryMs);
  }
}

import PartySocket from "partysocket";
import type { Action } from "~/engine";
import type { SessionGrant } from "~/lib/play/types";
import { parseServerMessage, type ClientMessage, type ServerMessage } from "../../../rooms/protocol";
import { socketProtocol, type SessionAnswer } from "./session-client";
import { Listeners, type DriverFailure, type DriverListener, type PlayDriver } from "./types";

export type Refusal = Exclude<SessionAnswer, { ok: true }>;

// The room may fail to reach the backend for a moment; asking again soon is cheap.
const backendRetryMs = 3000;

/**
 * A session in a `game` room over PartySocket, whatever opened it. The session endpoint grants a
 * short-lived ticket; every reconnect asks it for a fresh one (`renew`), so a reload or a dropped
 * connection comes back to the same session. Solo and multiplayer differ only in how they ask and
 * in which room errors end the session for good.
 */
export abstract class RoomSocketDriver implements PlayDriver {
  protected readonly listeners = new Listeners();
  protected readonly abort = new AbortController();
  protected closed = false;
  private socket: PartySocket | null = null;
  private sessionId: string | null = null;
  // The ticket that came with the grant is spent by the first connection; later ones ask anew.
  private firstTicket: string | null = null;
  private pending: string[] = [];
  private nextId = 1;
  // A first connection that fails is still "connecting"; only a lost one is "reconnecting".
  private opened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  /** The first ticket: opens, resumes or joins the session. Null once `fail` has been reported. */
  protected abstract grant(): Promise<SessionGrant | null>;
  /** A fresh ticket for the session already granted. */
  protected abstract renew(sessionId: string): Promise<SessionAnswer>;
  /** What a room message means for this kind of session; the default passes game messages on. */
  protected handle(message: ServerMessage): void {
    if (message.type === "snapshot" || message.type === "update" || message.type === "error") this.listeners.emit(message);
  }
  /** Called when the session is over for good, before the failure is reported. */
  protected forget(): void {}

  subscribe(listener: DriverListener) {
    return this.listeners.add(listener);
  }

  connect() {
    void this.open();
  }

  send(action: Action): number {
    const id = this.nextId++;
    this.sendMessage({ type: "act", id, action });
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

  protected sendMessage(message: ClientMessage) {
    const frame = JSON.stringify(message);
    // PartySocket queues while it reconnects; before it exists we queue ourselves.
    if (this.socket) this.socket.send(frame);
    else this.pending.push(frame);
  }

  protected fail(answer: Refusal): null {
    if (!this.closed) this.listeners.emit({ type: "failed", failure: { error: answer.error, message: answer.message } });
    return null;
  }

  /** Ends the session here: no more reconnects, and the screens are told why. */
  protected end(failure: DriverFailure) {
    if (this.closed) return;
    this.forget();
    this.listeners.emit({ type: "failed", failure });
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
  }

  protected retrySoon() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) this.socket?.reconnect();
    }, backendRetryMs);
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

  private async ticketQuery(): Promise<Record<string, string>> {
    if (this.firstTicket) {
      const ticket = this.firstTicket;
      this.firstTicket = null;
      return { ticket };
    }
    if (!this.sessionId) throw new Error("no session");
    const answer = await this.renew(this.sessionId);
    if (answer.ok) return { ticket: answer.grant.ticket };
    // Offline: PartySocket tries again with its back-off. Anything else ends the session here.
    if (answer.error !== "connection") this.end({ error: answer.error === "not-found" ? "session-expired" : answer.error, message: answer.message });
    throw new Error(answer.error);
  }

  private receive(data: unknown) {
    if (typeof data !== "string" || this.closed) return;
    const parsed = parseServerMessage(data);
    if (!parsed.ok) return; // a newer room's message we do not know: ignored rather than fatal
    this.handle(parsed.message);
  }
}

import PartySocket from "partysocket";
import * as v from "valibot";
import {
  EventClientMessageSchema,
  EventServerMessageSchema,
  type EventClientMessage,
  type EventServerMessage,
} from "../../../rooms/event-protocol";

/**
 * The host's screen and the projector talking to a live event's room (ADR 054), without any UI: the lead's
 * React hook wraps it. Every (re)connection asks `getTicket` for a fresh ticket (a ticket is spent by the
 * connection it opens); every message from the room is parsed against the protocol, and one that does not
 * fit is dropped rather than trusted.
 */

export type EventSocketStatus = "connecting" | "open" | "closed";

/** Why the socket closed for good: the room refused this account or ticket, or no ticket could be had. */
export type EventSocketEnd = { reason: "refused" | "no_ticket" | "closed"; message?: string };

export type EventSocketOptions = {
  // The rooms host, as the ticket endpoint gives it ("rooms.escaplay.fr", or "http://127.0.0.1:1999" in development).
  host: string;
  code: string;
  /**
   * A fresh ticket for party `event`, room `code`; null when the server will not give one (signed out, not
   * the host): the socket then closes for good. A rejection (offline) is retried with back-off.
   */
  getTicket: () => Promise<string | null>;
  // Tests only: another WebSocket implementation.
  WebSocket?: typeof WebSocket;
};

export type EventSocket = {
  readonly status: EventSocketStatus;
  /** Every message the room sends, parsed; returns the unsubscribe function. */
  subscribe(listener: (message: EventServerMessage) => void): () => void;
  onStatus(listener: (status: EventSocketStatus, end?: EventSocketEnd) => void): () => void;
  /** False when the message is outside the protocol (nothing is sent); queued while reconnecting. */
  send(message: EventClientMessage): boolean;
  close(): void;
};

// The room closes with 1008 when it will never let this connection in (not the host, a bad ticket).
const closeRefused = 1008;

function protocolOf(host: string): "ws" | "wss" | undefined {
  if (host.startsWith("http://") || host.startsWith("ws://")) return "ws";
  if (host.startsWith("https://") || host.startsWith("wss://")) return "wss";
  return undefined;
}

const bareHost = (host: string) => host.replace(/^(https?|wss?):\/\//, "").replace(/\/+$/, "");

export function connectEvent(options: EventSocketOptions): EventSocket {
  const messageListeners = new Set<(message: EventServerMessage) => void>();
  const statusListeners = new Set<(status: EventSocketStatus, end?: EventSocketEnd) => void>();
  let status: EventSocketStatus = "connecting";
  // The last error the room sent before closing, to say why it refused.
  let lastError: string | undefined;
  // This connection was let in (its snapshot came): a later `not_allowed` only refuses one command.
  let admitted = false;

  const setStatus = (next: EventSocketStatus, end?: EventSocketEnd) => {
    if (status === "closed" || (status === next && !end)) return;
    status = next;
    for (const listener of statusListeners) listener(next, end);
  };

  const socket: PartySocket = new PartySocket({
    host: bareHost(options.host),
    protocol: protocolOf(options.host),
    party: "event",
    room: options.code,
    query: async () => {
      const ticket = await options.getTicket();
      if (ticket === null) {
        // Not thrown from here: partysocket would only try again.
        setTimeout(() => finish({ reason: "no_ticket" }), 0);
        throw new Error("no ticket");
      }
      return { ticket };
    },
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });

  function finish(end: EventSocketEnd) {
    setStatus("closed", end);
    messageListeners.clear();
    socket.close();
  }

  socket.addEventListener("open", () => {
    admitted = false;
    setStatus("open");
  });
  socket.addEventListener("close", (event: CloseEvent) => {
    if (status === "closed") return;
    if (event.code === closeRefused) return finish({ reason: "refused", message: lastError ?? event.reason });
    setStatus("connecting");
  });
  socket.addEventListener("message", (event: MessageEvent) => {
    if (typeof event.data !== "string" || status === "closed") return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = v.safeParse(EventServerMessageSchema, data);
    // A newer room's message this client does not know: ignored rather than fatal.
    if (!parsed.success) return;
    const message = parsed.output;
    if (message.type === "snapshot") admitted = true;
    if (message.type === "error") lastError = message.code;
    for (const listener of messageListeners) listener(message);
    // Refused before being let in: the room closes the socket next, but its close frame may come late
    // (or, through some proxies, as a plain drop that would only be retried).
    if (message.type === "error" && message.code === "not_allowed" && !admitted) finish({ reason: "refused", message: message.code });
  });

  return {
    get status() {
      return status;
    },
    subscribe(listener) {
      messageListeners.add(listener);
      return () => void messageListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    send(message) {
      const checked = v.safeParse(EventClientMessageSchema, message);
      if (!checked.success || status === "closed") return false;
      socket.send(JSON.stringify(checked.output));
      return true;
    },
    close() {
      finish({ reason: "closed" });
    },
  };
}

import type * as Party from "partykit/server";
import {
  EventClientMessageSchema,
  type EventClientMessage,
  type EventErrorCode,
  type EventServerMessage,
} from "../event-protocol";
import { parseWith, type ParseResult } from "../protocol";

/** What an event room says to its host's screens and projectors, and how it reads what they send. */

/** Who a connection is, once let in: the host's account, steering (`edit`) or only watching (`view`). */
export type Watcher = { id: string; access: "edit" | "view" };

export const errorTexts: Record<EventErrorCode, string> = {
  invalid_message: "This message is not part of the event protocol.",
  rate_limited: "Too many messages in a short time.",
  not_allowed: "Only the event's host can do this.",
  event_ended: "This event has ended: nothing can be changed any more.",
  already_started: "The event has started: players can no longer change teams.",
  team_full: "This team already has its maximum number of players.",
  unavailable: "Something did not answer just now. Try again in a moment.",
};

export const encode = (message: EventServerMessage) => JSON.stringify(message);

export function sendError(conn: Party.Connection, code: EventErrorCode, message?: string) {
  conn.send(encode({ type: "error", code, message: message ?? errorTexts[code] }));
}

export type Parsed = ParseResult<EventClientMessage>;

/** Never throws: anything outside the protocol (binary, too large, not JSON, unknown) is an error to answer. */
export function parseEventMessage(raw: string | ArrayBuffer | ArrayBufferView): Parsed {
  if (typeof raw !== "string") return { ok: false, error: "binary frames are not part of the protocol" };
  return parseWith(EventClientMessageSchema, raw);
}

/** Connections let in (a refused one has no state while it closes). */
export function* watchers(room: Party.Room): Generator<Party.Connection<Watcher>> {
  for (const conn of room.getConnections<Watcher>()) if (conn.state) yield conn;
}

export function broadcast(room: Party.Room, message: EventServerMessage, only?: Watcher["access"]) {
  const encoded = encode(message);
  for (const conn of watchers(room)) if (!only || conn.state!.access === only) conn.send(encoded);
}

export const closeRefused = 1008;
export const closeTryLater = 1013;

/** Refused after the upgrade: the reason first, then the close on the next turn (as game rooms do). */
export function refuseConnection(conn: Party.Connection, code: EventErrorCode) {
  sendError(conn, code);
  conn.setState(null);
  setTimeout(() => conn.close(code === "unavailable" ? closeTryLater : closeRefused, code), 0);
}

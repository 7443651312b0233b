import type * as Party from "partykit/server";
import { encodeServerMessage, parseClientMessage, type ClientMessage } from "./protocol";

/**
 * What every party does first with a frame: validate it, answer an invalid one with an error (never
 * throw), answer a ping. Returns the message when the party itself has more to do with it.
 */
export function receive(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection): ClientMessage | null {
  const parsed = typeof raw === "string" ? parseClientMessage(raw) : { ok: false as const, error: "binary frames are not part of the protocol" };
  if (!parsed.ok) {
    sender.send(encodeServerMessage({ type: "error", code: "invalid_message", message: parsed.error }));
    return null;
  }
  if (parsed.message.type === "ping") {
    sender.send(encodeServerMessage({ type: "pong", id: parsed.message.id, at: Date.now() }));
    return null;
  }
  return parsed.message;
}

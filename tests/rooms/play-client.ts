import type { Action } from "../../app/engine";
import type { ServerMessage } from "../../rooms/protocol";
import { TestClient, ticketFor } from "./helpers";

/** A player in a game room, as the play page would be: a ticket for the session, intents numbered from 1. */

type Answer = Extract<ServerMessage, { type: "update" } | { type: "error" }>;
export type Seat = { client: TestClient; act: (action: Action) => Promise<Answer> };

export type Who = { sub: string; role?: "user" | "guest"; name?: string; img?: string };

export async function takeSeat(session: string, who: Who, origin?: string): Promise<Seat> {
  const ticket = await ticketFor({ party: "game", room: session, sub: who.sub, role: who.role ?? "guest", name: who.name ?? "Player", ...(who.img ? { img: who.img } : {}) });
  const client = await TestClient.connect({ party: "game", room: session, ticket, origin });
  let nextId = 1;
  const act = async (action: Action) => {
    const id = nextId++;
    client.send(JSON.stringify({ type: "act", id, action }));
    return answerTo(client, id);
  };
  return { client, act };
}

/** The room's answer to one intent: its update, or the error that refused it. */
export async function answerTo(client: TestClient, id: number, timeoutMs = 5_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = client.received.find((m): m is Answer => (m.type === "update" || m.type === "error") && m.id === id);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no answer to intent ${id} within ${timeoutMs} ms; got ${JSON.stringify(client.received)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function stateOf(answer: Answer) {
  if (answer.type !== "update") throw new Error(`expected an update, got ${JSON.stringify(answer)}`);
  return answer.state;
}

/** Everything the room sent this client, as one text to search. */
// Numbers are left out: a timestamp such as 1795808024688 holds "2468", a secret code, by chance. Answers and codes
// are strings in a game's definition, so a leak still shows.
export const traffic = (client: TestClient) =>
  JSON.stringify(client.received, (_key, value: unknown) => (typeof value === "number" ? 0 : value)).toLowerCase();

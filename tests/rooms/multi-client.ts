import { expect, inject } from "vitest";
import type { GetCodePlayResponse, ServerMessage } from "../../rooms/protocol";
import type { TestClient } from "./helpers";
import { takeSeat, type Seat, type Who } from "./play-client";

/**
 * Players of a multiplayer session, as the site brings them in: the code typed into /code is looked
 * up with getCodePlay, the backend signs a ticket for the session it names (signed here with the same
 * secret and claims), and partysocket connects to that room.
 */

let nextAddress = 1;
/**
 * A caller address of its own, sent as `cf-connecting-ip` (which `partykit dev` passes through as
 * Cloudflare would set it), so each test has its own getCodePlay guard counters.
 */
export function freshAddress(): string {
  const n = nextAddress++;
  return `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export type CodePlayAnswer = { status: number; body: GetCodePlayResponse & { error?: string }; retryAfter: string | null };

export async function getCodePlay(code: string, init: { address?: string; origin?: string; authorization?: string } = {}): Promise<CodePlayAnswer> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.address) headers["cf-connecting-ip"] = init.address;
  if (init.authorization) headers.Authorization = init.authorization;
  const res = await fetch(`${init.origin ?? inject("roomsOrigin")}/getCodePlay`, { method: "POST", headers, body: JSON.stringify({ id: code }) });
  return { status: res.status, body: (await res.json()) as CodePlayAnswer["body"], retryAfter: res.headers.get("Retry-After") };
}

export type Member = Seat & { id: string; name: string };

/** Looks the code up, then joins the session it names with a ticket for `who`; resolves once welcomed. */
export async function joinByCode(code: string, who: Who & { name: string }, init: { address: string; origin?: string }, seats?: TestClient[]): Promise<Member> {
  const found = await getCodePlay(code, init);
  expect(found.body, `getCodePlay for ${code}`).toMatchObject({ msg: "Valid", session: code });
  if (found.body.msg !== "Valid" || found.body.type !== "multi") throw new Error("unreachable");
  const seat = await takeSeat(found.body.session, who, init.origin);
  seats?.push(seat.client);
  return { ...seat, id: who.sub, name: who.name };
}

/** Sends a raw protocol message (anything but an intent). */
export const send = (member: Seat, message: Record<string, unknown>) => member.client.send(JSON.stringify(message));

type PlayersMessage = Extract<ServerMessage, { type: "players" }>;

/** The player list as this member sees it now (the latest one sent), once `ready` holds for it. */
export async function currentPlayers(member: Seat, ready: (list: PlayersMessage) => boolean, timeoutMs = 5_000): Promise<PlayersMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const latest = member.client.received.filter((m): m is PlayersMessage => m.type === "players").at(-1);
    if (latest && ready(latest)) return latest;
    if (Date.now() > deadline) throw new Error(`the player list never became as expected; latest: ${JSON.stringify(latest)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

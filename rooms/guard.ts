import type * as Party from "partykit/server";
import * as v from "valibot";
import { refuse } from "./admission";
import { EventCodeSchema } from "../app/lib/events/internal";
import { GameCodeSchema } from "./protocol";

/**
 * Party `guard`: one room per caller address, counting its getCodePlay lookups so that game codes
 * cannot be enumerated. Nine random digits leave a guesser one chance in millions per try; these
 * limits keep the tries to a handful an hour. Only the game party's static onFetch talks to it (a
 * stub fetch); the public gets neither HTTP nor WebSocket here. A seven-digit code is a live event's
 * (ADR 054) and is asked of the `event` party, under the same counters.
 *
 *   POST {code}  ->  200 GameSession (game) or { title } (event) | 404 | 429 (Retry-After) | 503, as the room answered
 */

export const GUARD_WINDOW_MS = 10 * 60 * 1000;
// Generous for a school class behind one address typing codes; misses are what enumeration costs.
export const GUARD_LOOKUPS_PER_WINDOW = 300;
export const GUARD_MISSES_PER_WINDOW = 20;

type Counters = { since: number; lookups: number; misses: number };
const countersKey = "guard:counters";

export const GuardRequestSchema = v.object({ code: GameCodeSchema });

/** The guard room of an address: a hash, so addresses never appear in room names or logs. */
export async function guardRoomId(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

function limited(counters: Counters, now: number): Response {
  const seconds = Math.max(1, Math.ceil((counters.since + GUARD_WINDOW_MS - now) / 1000));
  return Response.json({ error: "rate_limited" }, { status: 429, headers: { "Retry-After": String(seconds) } });
}

export default class GuardRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  constructor(readonly room: Party.Room) {}

  static onBeforeRequest() {
    return refuse(404, "not_found");
  }

  static onBeforeConnect() {
    return refuse(404, "not_found");
  }

  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method !== "POST") return refuse(405, "method_not_allowed");
    let body: unknown = null;
    try {
      body = await req.json();
    } catch {
      // not JSON: refused below
    }
    const parsed = v.safeParse(GuardRequestSchema, body);
    if (!parsed.success) return refuse(400, "invalid_request");

    const now = Date.now();
    const stored = await this.room.storage.get<Counters>(countersKey);
    const counters: Counters = stored && now < stored.since + GUARD_WINDOW_MS ? stored : { since: now, lookups: 0, misses: 0 };
    if (counters.lookups >= GUARD_LOOKUPS_PER_WINDOW || counters.misses >= GUARD_MISSES_PER_WINDOW) return limited(counters, now);
    counters.lookups += 1;
    // Counted before asking, so parallel lookups from one address cannot all slip under the limit.
    await this.room.storage.put(countersKey, counters);

    const code = parsed.output.code;
    const isEvent = v.is(EventCodeSchema, code);
    const party = isEvent ? this.room.context.parties.event : this.room.context.parties.game;
    if (!party) return refuse(503, isEvent ? "no_event_party" : "no_game_party");
    const answer = await party.get(code).fetch({ method: "GET" });
    if (answer.status === 404) {
      // Read again: other lookups from this address may have been counted while the game room answered.
      const latest = (await this.room.storage.get<Counters>(countersKey)) ?? counters;
      if (latest.since === counters.since) await this.room.storage.put(countersKey, { ...latest, misses: latest.misses + 1 });
    }
    // Once the window is over nothing here matters: the alarm drops it so idle addresses cost no storage.
    await this.room.storage.setAlarm(counters.since + GUARD_WINDOW_MS);
    return new Response(answer.body, { status: answer.status, headers: { "Content-Type": "application/json" } });
  }

  async onAlarm() {
    const counters = await this.room.storage.get<Counters>(countersKey);
    if (counters && Date.now() < counters.since + GUARD_WINDOW_MS) return void (await this.room.storage.setAlarm(counters.since + GUARD_WINDOW_MS));
    await this.room.storage.deleteAll();
  }
}

GuardRoom satisfies Party.Worker;

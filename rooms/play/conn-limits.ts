/**
 * Per-connection flood limits: one misbehaving tab cannot drown a room's players in chat and pointers,
 * or keep its CPU busy with frames. Kept in memory, per connection id: a room only hibernates after a
 * while without any frame, so by the time it wakes with empty counters every window has passed anyway;
 * a count lost that way lets nothing through that the window would have stopped.
 */

export type LimitedKind = "frame" | "chat" | "point" | "steer";

type Window = { max: number; ms: number };

export const CONNECTION_LIMITS: Record<LimitedKind, Window> = {
  // Everything a connection sends, invalid frames included.
  frame: { max: 30, ms: 10_000 },
  // `say` and `quick` together.
  chat: { max: 6, ms: 10_000 },
  point: { max: 10, ms: 5_000 },
  // A live event's host: commands, messages and moves together, each of which reaches every team room.
  steer: { max: 20, ms: 10_000 },
};

export type LimitAnswer = { ok: true } | { ok: false; retryInSeconds: number };

export class ConnectionLimits {
  private readonly seen = new Map<string, Record<LimitedKind, number[]>>();

  /** Counts one frame of this kind for the connection when its window has room for it. */
  take(connectionId: string, kind: LimitedKind, now: number): LimitAnswer {
    let times = this.seen.get(connectionId);
    if (!times) {
      times = { frame: [], chat: [], point: [], steer: [] };
      this.seen.set(connectionId, times);
    }
    const { max, ms } = CONNECTION_LIMITS[kind];
    const recent = times[kind].filter((at) => at > now - ms);
    if (recent.length >= max) {
      times[kind] = recent;
      return { ok: false, retryInSeconds: Math.max(1, Math.ceil((recent[0] + ms - now) / 1000)) };
    }
    recent.push(now);
    times[kind] = recent;
    return { ok: true };
  }

  forget(connectionId: string): void {
    this.seen.delete(connectionId);
  }
}

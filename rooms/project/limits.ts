/**
 * Flood limits of a project room (ADR 026), kept in memory: the room does not hibernate while anyone
 * is connected. Token buckets, so a burst (a paste, a drag) passes while a steady flood does not.
 */

type Rule = { perSecond: number; burst: number };

export const PROJECT_LIMITS = {
  // Yjs frames and pings of one connection: a fast typist or a drag sends a few dozen per second.
  changes: { perSecond: 60, burst: 400 },
  // Every connection's changes together.
  room: { perSecond: 600, burst: 3_000 },
  // Selections and pointers of one connection; over it they are dropped (the next one replaces them anyway).
  aware: { perSecond: 30, burst: 60 },
} satisfies Record<string, Rule>;

class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rule: Rule,
    now: number,
  ) {
    this.tokens = rule.burst;
    this.at = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.rule.burst, this.tokens + ((now - this.at) / 1000) * this.rule.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export class ProjectLimits {
  private readonly connections = new Map<string, { changes: Bucket; aware: Bucket }>();
  private room: Bucket | null = null;

  /** One Yjs frame or ping: false when the connection or the room is over its limit. */
  change(conn: string, now = Date.now()): boolean {
    this.room ??= new Bucket(PROJECT_LIMITS.room, now);
    return this.of(conn, now).changes.take(now) && this.room.take(now);
  }

  aware(conn: string, now = Date.now()): boolean {
    return this.of(conn, now).aware.take(now);
  }

  forget(conn: string): void {
    this.connections.delete(conn);
  }

  private of(conn: string, now: number) {
    let buckets = this.connections.get(conn);
    if (!buckets) {
      buckets = { changes: new Bucket(PROJECT_LIMITS.changes, now), aware: new Bucket(PROJECT_LIMITS.aware, now) };
      this.connections.set(conn, buckets);
    }
    return buckets;
  }
}

import { sql } from "drizzle-orm";
import type { Database } from "../db.server";

export type RateRule = { limit: number; windowMs: number };

/**
 * Login, verification, resend, recovery and registration limits: per account and per address, kept in D1.
 * The per-address limits leave room for a class or an office behind one address (ADR 005).
 */
export const RATE_RULES = {
  /** Failed logins only: successful ones are refunded, so a class of 30 can log in together. */
  loginIp: { limit: 50, windowMs: 15 * 60_000 },
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  verifyAccount: { limit: 5, windowMs: 15 * 60_000 },
  resendAccount: { limit: 3, windowMs: 15 * 60_000 },
  recoveryIp: { limit: 20, windowMs: 60 * 60_000 },
  recoveryAccount: { limit: 3, windowMs: 60 * 60_000 },
  registerIp: { limit: 40, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window and says whether it is allowed. One atomic upsert,
 * so concurrent requests cannot both slip under the limit.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateRule, now = Date.now()): Promise<RateResult> {
  const windowStart = now - (now % rule.windowMs);
  const [row] = await db.all<{ count: number; windowStart: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count, window_start AS windowStart`);
  const count = row?.count ?? 1;
  const allowed = count <= rule.limit;
  return { allowed, count, retryAfterSeconds: allowed ? 0 : Math.ceil((windowStart + rule.windowMs - now) / 1000) };
}

/**
 * Gives back one attempt counted in the current window, for attempts that turned out legitimate. Only
 * ever after `hitRateLimit` allowed it, so the count cannot go below zero.
 */
export async function refundRateLimit(db: Database, key: string, rule: RateRule, now = Date.now()): Promise<void> {
  const windowStart = now - (now % rule.windowMs);
  await db.run(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND window_start = ${windowStart} AND count > 0`);
}

/** Where a request comes from: Cloudflare's header in production, a fixed name locally. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

import { gte, sql } from "drizzle-orm";
import * as v from "valibot";
import { usageEventDays } from "../../../db/schema";
import { createDb } from "../db.server";
import { errorFields, log } from "./log.server";
import { currentRequestId } from "./request-context.server";
import { USAGE_EVENTS, type UsageEvent } from "./usage-events";

/**
 * Plays, publishes and payments as counts (ADR 048), through one adapter: Workers Analytics Engine in production
 * (written with the `USAGE_EVENTS` dataset, read through its SQL API with the account id and a read token), D1's
 * `usage_event_days` wherever the dataset is not bound (miniflare's drops every point and has no SQL API), so
 * `npm start` and the tests count for real. A recording never fails the request that made it.
 */

export { USAGE_EVENTS, type UsageEvent };

/** One figure per event and UTC day ("2026-11-27"), oldest day first; days with nothing are 0. */
export type DailyCounts = { days: string[]; counts: Record<UsageEvent, number[]> };

export type UsageEventsEnv = {
  DB: D1Database;
  USAGE_EVENTS?: AnalyticsEngineDataset;
  ANALYTICS_ENGINE_ACCOUNT_ID?: string;
  ANALYTICS_ENGINE_API_TOKEN?: string;
  ANALYTICS_ENGINE_DATASET?: string;
};

export type UsageEvents = {
  record(event: UsageEvent): Promise<void>;
  /** null when the production dataset cannot be read (no account id or token set, or the API failed). */
  dailyCounts(days: number, now?: Date): Promise<DailyCounts | null>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The last `days` UTC days, ending today. */
export function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
}

function fill(days: string[], rows: readonly { event: string; day: string; count: number }[]): DailyCounts {
  const counts = Object.fromEntries(USAGE_EVENTS.map((event) => [event, days.map(() => 0)])) as Record<UsageEvent, number[]>;
  const index = new Map(days.map((day, i) => [day, i]));
  for (const row of rows) {
    const i = index.get(row.day);
    if (i !== undefined && (USAGE_EVENTS as readonly string[]).includes(row.event)) counts[row.event as UsageEvent][i] += row.count;
  }
  return { days, counts };
}

function d1Events(d1: D1Database): UsageEvents {
  const db = createDb(d1);
  return {
    async record(event) {
      await db
        .insert(usageEventDays)
        .values({ event, day: dayOf(new Date()), count: 1 })
        .onConflictDoUpdate({ target: [usageEventDays.event, usageEventDays.day], set: { count: sql`${usageEventDays.count} + 1` } });
    },
    async dailyCounts(days, now = new Date()) {
      const range = lastDays(days, now);
      const rows = await db.select().from(usageEventDays).where(gte(usageEventDays.day, range[0]));
      return fill(range, rows);
    },
  };
}

const SqlAnswerSchema = v.object({
  data: v.array(v.object({ event: v.string(), day: v.string(), count: v.union([v.number(), v.pipe(v.string(), v.transform(Number))]) })),
});

const DATASET = /^[A-Za-z0-9_]+$/;

function analyticsEngineEvents(dataset: AnalyticsEngineDataset, env: UsageEventsEnv): UsageEvents {
  return {
    async record(event) {
      // The event is the index (what the dataset samples by) and the first blob (what the SQL groups by).
      dataset.writeDataPoint({ indexes: [event], blobs: [event], doubles: [1] });
    },
    async dailyCounts(days, now = new Date()) {
      const name = env.ANALYTICS_ENGINE_DATASET ?? "escaplay_usage_events";
      if (!env.ANALYTICS_ENGINE_ACCOUNT_ID || !env.ANALYTICS_ENGINE_API_TOKEN || !DATASET.test(name)) return null;
      const range = lastDays(days, now);
      // _sample_interval: Analytics Engine samples under load; each kept row stands for that many events.
      const query =
        `SELECT blob1 AS event, formatDateTime(timestamp, '%Y-%m-%d') AS day, SUM(_sample_interval) AS count FROM ${name} ` +
        `WHERE timestamp >= toDateTime('${range[0]} 00:00:00') GROUP BY event, day FORMAT JSON`;
      try {
        const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(env.ANALYTICS_ENGINE_ACCOUNT_ID)}/analytics_engine/sql`, {
          method: "POST",
          headers: { Authorization: `Bearer ${env.ANALYTICS_ENGINE_API_TOKEN}` },
          body: query,
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) {
          log("warn", { msg: "analytics engine read failed", requestId: currentRequestId(), status: res.status });
          await res.body?.cancel();
          return null;
        }
        const parsed = v.safeParse(SqlAnswerSchema, await res.json());
        return parsed.success ? fill(range, parsed.output.data) : null;
      } catch (error) {
        log("warn", { msg: "analytics engine read failed", requestId: currentRequestId(), ...errorFields(error) });
        return null;
      }
    },
  };
}

export function usageEventsFor(env: UsageEventsEnv): UsageEvents {
  return env.USAGE_EVENTS ? analyticsEngineEvents(env.USAGE_EVENTS, env) : d1Events(env.DB);
}

/** Counts one event; a failure is logged, never thrown into the play, publish or payment that caused it. */
export async function recordUsage(env: UsageEventsEnv, event: UsageEvent): Promise<void> {
  try {
    await usageEventsFor(env).record(event);
  } catch (error) {
    log("warn", { msg: "usage event not recorded", event, requestId: currentRequestId(), ...errorFields(error) });
  }
}

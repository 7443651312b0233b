import { and, desc, eq } from "drizzle-orm";
import { gameReports, REPORT_REASONS as SCHEMA_REASONS } from "../../../db/schema";
import type { Database } from "../db.server";
import { hitRateLimit, type RateRule } from "../accounts/rate-limit.server";
import { randomId } from "../accounts/random.server";
import { recordActivity } from "../mailings/activity.server";
import { reviewGame } from "./reviews.server";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, REPORT_REASONS, type ReportError, type ReportReason } from "./types";

/**
 * Reports of a game (spec sections 3 and 5): a logged-in user picks one of the eight reasons and
 * describes the facts; one open report per person and game (a partial unique index), a few per hour.
 */

// The browser's copy of the reasons must be the schema's: this fails to compile if they drift apart.
const sameReasons: readonly (typeof SCHEMA_REASONS)[number][] = REPORT_REASONS;
void sameReasons;

export const REPORT_RATE: RateRule = { limit: 5, windowMs: 60 * 60_000 };

const isReason = (value: unknown): value is ReportReason => typeof value === "string" && (REPORT_REASONS as readonly string[]).includes(value);

/** Where the person's latest report of the game stands: the reporter sees "handled" once a moderator decided (ADR 028). */
export async function latestReport(db: Database, reporterId: string, gameId: string): Promise<"open" | "handled" | null> {
  const [row] = await db
    .select({ status: gameReports.status })
    .from(gameReports)
    .where(and(eq(gameReports.reporterId, reporterId), eq(gameReports.gameId, gameId)))
    .orderBy(desc(gameReports.createdAt))
    .limit(1);
  return row ? (row.status === "open" ? "open" : "handled") : null;
}

export async function hasOpenReport(db: Database, reporterId: string, gameId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameReports.id })
    .from(gameReports)
    .where(and(eq(gameReports.gameId, gameId), eq(gameReports.reporterId, reporterId), eq(gameReports.status, "open")))
    .limit(1);
  return row !== undefined;
}

export type ReportResult = { ok: true } | { ok: false; error: ReportError };

export async function reportGame(db: Database, reporterId: string, gameId: string, input: { reason: unknown; description: unknown }, now = new Date()): Promise<ReportResult> {
  if (!isReason(input.reason)) return { ok: false, error: "reason" };
  const description = typeof input.description === "string" ? input.description.replace(/\r\n/g, "\n").trim() : "";
  if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) return { ok: false, error: "description" };
  const game = await reviewGame(db, gameId);
  if (!game) return { ok: false, error: "notFound" };
  // Told before the rate limit counts: a second report of the same game is not a new attempt.
  if (await hasOpenReport(db, reporterId, gameId)) return { ok: false, error: "open" };
  if (!(await hitRateLimit(db, `report:${reporterId}`, REPORT_RATE, now.getTime())).allowed) return { ok: false, error: "rateLimited" };
  try {
    await db.insert(gameReports).values({ id: randomId("rep"), gameId, reporterId, reason: input.reason, description, createdAt: now });
  } catch {
    return { ok: false, error: "open" };
  }
  // The creator reads the reason in the digest (ADR 049), never who reported nor their words.
  if (reporterId !== game.creatorId) await recordActivity(db, { userId: game.creatorId, kind: "report", title: game.title, detail: input.reason }, now);
  return { ok: true };
}

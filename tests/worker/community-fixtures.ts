import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";
import { publishGame, unique, visitorCookie } from "./play-fixtures";

/**
 * Shared by the reviews, reports and moderation tests: players with finished sessions written as the
 * results endpoint leaves them, the game page's forms posted as a browser without JavaScript sends them,
 * and the moderation queue's forms.
 */

export type Player = Awaited<ReturnType<typeof signedIn>>;
export type Visitor = { id: string; cookie: string };

export const player = (): Promise<Player> => signedIn(1);
export const visitor = (): Visitor => visitorCookie();

export async function moderator(): Promise<Player> {
  const who = await signedIn(1);
  await env.DB.prepare("UPDATE users SET staff_role = 'moderator' WHERE id = ?").bind(who.id).run();
  return who;
}

export const aGame = (options: Parameters<typeof publishGame>[0] = {}) => publishGame(options);

/** A session of the game that reached its end (or was left), with its result, as the room's report leaves it. */
export async function finished(gameId: string, who: { userId?: string; visitorId?: string }, outcome: "won" | "lost" | "timeUp" | "left" = "won") {
  const sessionId = unique("s_");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, visitor_id, status) VALUES (?, ?, 'solo', ?, ?, 'ended')").bind(sessionId, gameId, who.userId ?? null, who.visitorId ?? null),
    env.DB.prepare(
      `INSERT INTO play_results (session_id, game_id, user_id, visitor_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached)
       VALUES (?, ?, ?, ?, 'solo', ?, 754, 754, 2, 1, 3)`,
    ).bind(sessionId, gameId, who.userId ?? null, who.visitorId ?? null, outcome),
  ]);
  return sessionId;
}

export type Answer = { status: number; location: string | null; text: string; html: string };

async function answer(res: Response): Promise<Answer> {
  const html = await res.text();
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(html), html };
}

export const gamePage = async (gameId: string, who?: { cookie: string } | null, query = "", locale: LocaleCode = "fr") =>
  answer(await open(`/escape/${gameId}${query}`, who?.cookie ?? "", locale));

export const postOnGame = async (gameId: string, who: { cookie: string } | null, form: Record<string, string>, locale: LocaleCode = "fr") =>
  answer(await send(`/escape/${gameId}`, form, who?.cookie ?? "", locale));

export const writeReview = (gameId: string, who: { cookie: string }, rating: number | string, comment = "") =>
  postOnGame(gameId, who, { intent: "review", rating: String(rating), comment });

export const deleteOwnReview = (gameId: string, who: { cookie: string }) => postOnGame(gameId, who, { intent: "deleteReview" });

export const reportGame = (gameId: string, who: { cookie: string } | null, reason: string, description: string) =>
  postOnGame(gameId, who, { intent: "report", reason, description });

export const moderationPage = async (who: { cookie: string } | null) => answer(await open("/moderation", who?.cookie ?? ""));
export const moderate = async (who: { cookie: string }, form: Record<string, string>) => answer(await send("/moderation", form, who.cookie));

export type ReviewRow = { id: string; status: string; edited: number; rating: number; comment: string; rejection_reason: string | null; user_id: string | null; visitor_id: string | null };

export async function reviewsOf(gameId: string): Promise<ReviewRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM reviews WHERE game_id = ? ORDER BY created_at, rowid").bind(gameId).all<ReviewRow>();
  return results;
}

export async function liveReviewOf(gameId: string): Promise<ReviewRow> {
  const live = (await reviewsOf(gameId)).filter((r) => r.status !== "removed");
  expect(live, "one live review").toHaveLength(1);
  return live[0]!;
}

export const ratingOf = (gameId: string) =>
  env.DB.prepare("SELECT rating_sum AS sum, rating_count AS count, status, hidden_at AS hiddenAt, hidden_reason AS hiddenReason FROM games WHERE id = ?")
    .bind(gameId)
    .first<{ sum: number; count: number; status: string; hiddenAt: number | null; hiddenReason: string | null }>();

export const reviewCounter = async () =>
  (await env.DB.prepare("SELECT value FROM platform_counters WHERE name = 'reviews'").first<{ value: number }>())?.value ?? 0;

/** A text of one of the community namespaces as the page shows it. */
export function text(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, key, params);
  expect(value, `${key} exists`).not.toBe(key);
  return squeeze(value);
}

export { unique };

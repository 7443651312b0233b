import { env } from "cloudflare:test";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { unique } from "./play-fixtures";

/** Shared by the profile tests: parties written as the platform records them, and the texts pages show. */

type Outcome = "won" | "lost" | "timeUp" | "left";

/** A solo session of this user with the result its room reported. */
export async function soloResult(gameId: string, userId: string, outcome: Outcome, at: number, playedSeconds = 600): Promise<string> {
  const id = unique("s_");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, status, created_at, ended_at) VALUES (?, ?, 'solo', ?, 'ended', ?, ?)").bind(
      id,
      gameId,
      userId,
      at,
      at + playedSeconds * 1000,
    ),
    env.DB.prepare(
      `INSERT INTO play_results (session_id, game_id, user_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached, created_at)
       VALUES (?, ?, ?, 'solo', ?, ?, ?, 0, 0, 1, ?)`,
    ).bind(id, gameId, userId, outcome, playedSeconds, playedSeconds, at + playedSeconds * 1000),
  ]);
  return id;
}

/**
 * A multiplayer session `creatorId` opened; `players` joined it and were in it at the end. Its result row
 * names the creator, as the platform writes it; `ended` false leaves it open with no result.
 */
export async function multiSession(gameId: string, creatorId: string, players: string[], at: number, ended = true): Promise<string> {
  const id = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const statements = [
    env.DB.prepare(
      "INSERT INTO play_sessions (id, game_id, mode, user_id, status, min_players, max_players, created_at) VALUES (?, ?, 'multi', ?, ?, 2, 4, ?)",
    ).bind(id, gameId, creatorId, ended ? "ended" : "open", at),
    ...players.map((userId) =>
      env.DB.prepare("INSERT INTO play_participants (session_id, subject, user_id, name, kind, joined_at, finished) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(
        id,
        userId,
        userId,
        userId,
        userId === creatorId ? "creator" : "user",
        at,
        ended ? 1 : 0,
      ),
    ),
  ];
  if (ended) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO play_results (session_id, game_id, user_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached, created_at)
         VALUES (?, ?, ?, 'multi', 'won', 900, 900, 1, 0, 2, ?)`,
      ).bind(id, gameId, creatorId, at + 900_000),
    );
  }
  await env.DB.batch(statements);
  return id;
}

export async function unlock(userId: string, gameId: string, achievementId: string, at: number) {
  await env.DB.prepare("INSERT INTO user_achievements (user_id, game_id, achievement_id, session_id, unlocked_at) VALUES (?, ?, ?, ?, ?)")
    .bind(userId, gameId, achievementId, unique("s_"), at)
    .run();
}

/** A text of the given namespace as the page shows it, failing loudly on a key that does not exist. */
export function text(locale: LocaleCode, key: string, params: Record<string, string | number> = {}): string {
  const value = translate(locale, key, params);
  if (value === key) throw new Error(`no text ${key}`);
  return value.replace(/\s+/g, " ").trim();
}

export const usernameOf = async (id: string) =>
  (await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(id).first<{ username: string }>())!.username;

import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { AccessError, SessionGrant, SessionRefusal } from "../../app/lib/play/types";
import { signedIn } from "./account-area-fixtures";
import { publishGame, sessionCall, type GameOptions, type SessionCall } from "./play-fixtures";

/**
 * Shared by the multiplayer tests: sessions opened and joined through the real endpoint, and what
 * the backend keeps of them in D1.
 */

export const createMulti = (gameId: string, extra: Record<string, unknown> = {}) => ({
  intent: "create",
  gameId,
  mode: "multi",
  routeKind: "public",
  minPlayers: 1,
  maxPlayers: 4,
  guests: false,
  ...extra,
});

export const join = (sessionId: string, extra: Record<string, unknown> = {}) => ({ intent: "join", sessionId, ...extra });

export async function granted(res: Response, status = 200): Promise<SessionGrant> {
  const body = (await res.json()) as SessionGrant | SessionRefusal;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as SessionGrant;
}

export async function expectRefusal(res: Response, error: AccessError, status: number) {
  const body = (await res.json()) as SessionRefusal;
  expect(body).toEqual({ error, message: translate("fr", `access.errors.${error}.text`) });
  expect(res.status).toBe(status);
}

/** A session that welcomes players without an account: its host is on a Pro plan and invited guests (ADR 012). */
export const GUESTS_WELCOME = { grade: 3, create: { guests: true } };

/** A multiplayer game and a logged-in creator of the given grade who opened a session of it. */
export async function openedSession(options: { game?: GameOptions; grade?: number; create?: Record<string, unknown> } = {}) {
  const game = await publishGame({ multi: true, ...options.game });
  const creator = await signedIn(options.grade ?? 1);
  const routeKind = options.game?.visibility === "private" ? "private" : "public";
  const grant = await granted(await sessionCall(createMulti(game.id, { routeKind, ...options.create }), { cookie: creator.cookie }), 201);
  return { game, creator, grant, code: grant.sessionId };
}

export const joinAs = (code: string, call: SessionCall, extra: Record<string, unknown> = {}) => sessionCall(join(code, extra), call);

export type ParticipantRow = { session_id: string; subject: string; user_id: string | null; name: string; kind: string; finished: number };

export async function participants(sessionId: string): Promise<ParticipantRow[]> {
  const rows = await env.DB.prepare("SELECT session_id, subject, user_id, name, kind, finished FROM play_participants WHERE session_id = ? ORDER BY rowid")
    .bind(sessionId)
    .all<ParticipantRow>();
  return rows.results;
}

export const sessionCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM play_sessions").first<{ n: number }>())?.n ?? 0;

/** Moves a session's creation back in time, as if it had been opened `hours` ago. */
export const ageSession = (sessionId: string, hours: number) =>
  env.DB.prepare("UPDATE play_sessions SET created_at = ? WHERE id = ?").bind(Date.now() - hours * 60 * 60 * 1000, sessionId).run();

export const endSession = (sessionId: string) =>
  env.DB.prepare("UPDATE play_sessions SET status = 'ended', ended_at = ? WHERE id = ?").bind(Date.now(), sessionId).run();

import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { signedIn, squeeze } from "./account-area-fixtures";
import { act } from "./projects-fixtures";

/** Shared by the collections tests: creators on a plan, their published games, wins, and the rows as stored. */

export type Creator = Awaited<ReturnType<typeof signedIn>>;

// Grade 3 is the Pro plan, grade 1 the Basic one (app/lib/plans.ts).
export const proCreator = () => signedIn(3);
export const basicCreator = () => signedIn(1);

let serial = 0;

/** A published game of `creatorId`, as publishing leaves it (online and public unless told otherwise). */
export async function publishedGame(creatorId: string, title: string, extra: { status?: string; visibility?: string; hidden?: boolean } = {}) {
  serial += 1;
  const id = `g-col-${Date.now().toString(36)}-${serial}`;
  await env.DB.prepare(
    "INSERT INTO games (id, creator_id, type, title, theme, difficulty, status, visibility, hidden_at) VALUES (?, ?, 'classic', ?, 'adventure', 'easy', ?, ?, ?)",
  )
    .bind(id, creatorId, title, extra.status ?? "online", extra.visibility ?? "public", extra.hidden ? Date.now() : null)
    .run();
  return id;
}

/** A form of the workspace's collections section, posted as the browser sends it. */
export const collect = (user: Creator, form: Record<string, string>) => act(user, form);

export async function collectionsOf(ownerId: string) {
  const { results } = await env.DB.prepare("SELECT id, title, summary FROM collections WHERE owner_id = ? ORDER BY created_at, rowid")
    .bind(ownerId)
    .all<{ id: string; title: string; summary: string }>();
  return results;
}

export async function chaptersOf(collectionId: string) {
  const { results } = await env.DB.prepare("SELECT game_id AS gameId, position FROM collection_games WHERE collection_id = ? ORDER BY position")
    .bind(collectionId)
    .all<{ gameId: string; position: number }>();
  return results;
}

/** Creates a collection through the form and returns its stored row. */
export async function newCollection(user: Creator, title: string, summary = "") {
  const result = await collect(user, { intent: "createCollection", title, summary });
  expect(result.status, result.text.slice(0, 300)).toBe(200);
  const row = (await collectionsOf(user.id)).find((candidate) => candidate.title === title.trim());
  expect(row, `collection ${title} stored`).toBeTruthy();
  return row!;
}

/** A finished session of `gameId` with this outcome, as the game room's report leaves it. */
export async function finished(gameId: string, who: { userId?: string; visitorId?: string }, outcome = "won") {
  serial += 1;
  const session = `s-col-${Date.now().toString(36)}-${serial}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, visitor_id, status) VALUES (?, ?, 'solo', ?, ?, 'ended')").bind(session, gameId, who.userId ?? null, who.visitorId ?? null),
    env.DB.prepare(
      "INSERT INTO play_results (session_id, game_id, user_id, visitor_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached) VALUES (?, ?, ?, ?, 'solo', ?, 600, 600, 0, 0, 1)",
    ).bind(session, gameId, who.userId ?? null, who.visitorId ?? null, outcome),
  ]);
}

/** A `collections.*` text as the page shows it (French unless told). */
export function collectionsText(key: string, params: Record<string, string | number> = {}): string {
  const value = translate("fr", `collections.${key}`, params);
  expect(value, `collections.${key} exists`).not.toBe(`collections.${key}`);
  return squeeze(value);
}

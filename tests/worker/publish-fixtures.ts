import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { initialState, reduce, type Action, type GameDefinition, type GameState, type LoggedAction } from "../../app/engine";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { internalResultPath, internalSessionPath, type ResultReport } from "../../app/lib/play/internal";
import { squeeze } from "./account-area-fixtures";
import { act, create, type Creator } from "./projects-fixtures";

/**
 * Shared by the publish tests: a creator's project made from the Classic starter, its publish form posted
 * as the project page sends it, and the game room's side (the internal API) to play a session's version.
 */

export const demo = DEMO_GAMES.classic;

/** The publish form as the page fills it (only how the game is published), with `change` on top. */
export function settingsForm(change: Record<string, string> = {}): Record<string, string> {
  return { access: "open", visibility: "public", guestReviews: "on", ...change };
}

/** Changes the draft's game settings (its meta) as the editor would: what a publish then takes. */
export async function setMeta(projectId: string, change: Partial<GameDefinition["meta"]>) {
  const row = await env.DB.prepare("SELECT draft FROM projects WHERE id = ?").bind(projectId).first<{ draft: string }>();
  const draft = JSON.parse(row!.draft) as GameDefinition;
  draft.meta = { ...draft.meta, ...change };
  await env.DB.prepare("UPDATE projects SET draft = ? WHERE id = ?").bind(JSON.stringify(draft), projectId).run();
}

export async function starterProject(user: Creator, title = "Labo à publier") {
  return create(user, title, "classic", demo.gameId);
}

export type GameRow = { id: string; current_version: number; status: string; visibility: string; title: string; allow_reuse: number; access_key_hash: string | null; updated_at: number };

export const gameOfProject = (projectId: string) => env.DB.prepare("SELECT * FROM games WHERE project_id = ?").bind(projectId).first<GameRow>();

/** The update/publish code the page would put in its form now. */
export async function codeOf(projectId: string): Promise<string> {
  const game = await gameOfProject(projectId);
  return game ? `${game.current_version}.${game.updated_at}` : "0";
}

/** Posts the publish form of the project page; the code defaults to the current one. */
export async function publish(user: Creator, projectId: string, change: Record<string, string> = {}, locale: LocaleCode = "fr") {
  const code = change.code ?? (await codeOf(projectId));
  return act(user, { intent: "publish", id: projectId, ...settingsForm(change), code }, `/project/${projectId}?view=publish`, locale);
}

export async function unpublish(user: Creator, projectId: string) {
  return act(user, { intent: "unpublish", id: projectId }, `/project/${projectId}?view=publish`);
}

export const versionsOf = async (gameId: string) =>
  (await env.DB.prepare("SELECT version, definition FROM game_versions WHERE game_id = ? ORDER BY version").bind(gameId).all<{ version: number; definition: string }>()).results;

/** A `publish.*` text as the page shows it. */
export function publishText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, `publish.${key}`, params);
  expect(value, `publish.${key} exists`).not.toBe(`publish.${key}`);
  return squeeze(value);
}

/** The internal API as a game room calls it (service credential). */
export function roomCall(path: string, body?: unknown) {
  const headers: Record<string, string> = { Host: "escaplay.fr", Accept: "application/json", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET as string}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://escaplay.fr${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The definition a room loads for the session. */
export async function roomDefinition(sessionId: string): Promise<GameDefinition> {
  const res = await roomCall(internalSessionPath(sessionId));
  expect(res.status).toBe(200);
  return ((await res.json()) as { definition: GameDefinition }).definition;
}

/** What a room would report after playing these actions on this definition, one every 7 seconds. */
export function report(definition: GameDefinition, actions: readonly Action[], startAt = 1_750_000_000_000): ResultReport {
  let state: GameState = initialState(definition);
  const log: LoggedAction[] = [];
  actions.forEach((action, i) => {
    const at = startAt + i * 7_000;
    state = reduce(definition, state, action, at).state;
    log.push({ action, at });
  });
  return { log, state };
}

export const postReport = (sessionId: string, body: ResultReport) => roomCall(internalResultPath(sessionId), body);

/** The Classic demo with its first answered puzzle's answer changed: the old walkthrough no longer wins. */
export function withChangedAnswer(definition: GameDefinition, puzzleId: string): GameDefinition {
  const copy = structuredClone(definition);
  const puzzle = copy.puzzles.find((candidate) => candidate.id === puzzleId);
  if (puzzle?.kind === "code" || puzzle?.kind === "upload") puzzle.code = "4242";
  else if (puzzle?.kind === "text") puzzle.answers = ["changé"];
  else if (puzzle?.kind === "login") puzzle.password = "changé";
  return copy;
}

import { and, eq, isNull, sql } from "drizzle-orm";
import { games, gameVersions, projects, users } from "../../../db/schema";
import { parseDefinition, type GameDefinition } from "~/engine";
import { describeIssues, type IssueText, type Translate } from "~/i18n/engine-issues";
import type { Database } from "../db.server";
import { accessKeyHash } from "../play/access.server";
import type { CurrentUser } from "../session.server";
import { gameSettingsOf, parseSettings } from "./settings.server";
import type { GameSettings, PublishError, PublishOutcome, PublishSettings, SettingError, SettingField } from "./types";
import { gradeOf } from "../company/shared-grade.server";
import { purgePages } from "../page-cache.server";

/**
 * Publishing a project (spec section 3, issue 12; ADR 017): every publish writes a new immutable version
 * of the game and points the game at it, so running sessions keep the version they started with. The
 * form carries the update/publish code, the published state it was opened on; a write based on an older
 * state is refused instead of silently undoing someone else's publish.
 */

export type GameRow = typeof games.$inferSelect;
export type ProjectForPublish = typeof projects.$inferSelect;

/** The update/publish code: the version and the moment of the game's last write ("0": never published). */
export function publishCode(game: Pick<GameRow, "currentVersion" | "updatedAt"> | null): string {
  return game ? `${game.currentVersion}.${game.updatedAt.getTime()}` : "0";
}

/** A live project the user owns, or null: publishing is the owner's alone (ADR 027); someone else's project and a missing one look the same. */
export async function editableProject(db: Database, user: Pick<CurrentUser, "id">, projectId: string): Promise<ProjectForPublish | null> {
  const [row] = await db.select().from(projects).where(and(eq(projects.id, projectId), isNull(projects.deletedAt))).limit(1);
  return row && row.ownerId === user.id ? row : null;
}

/** The game a project published, whatever its status. */
export async function gameOfProject(db: Database, projectId: string): Promise<GameRow | null> {
  const [row] = await db.select().from(games).where(eq(games.projectId, projectId)).limit(1);
  return row ?? null;
}

/** One id per project: two first publishes racing each other collide on it instead of making two games. */
export function gameIdOf(projectId: string): string {
  return `g${projectId.replace(/^p_/, "").toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}

export type DraftCheck = { ok: true; definition: GameDefinition } | { ok: false; problems: IssueText[] };

/** The draft as the engine sees it, its problems worded in the site's language (as test-play does). */
export function checkDraft(project: Pick<ProjectForPublish, "draft" | "type">, t: Translate, locale: string): DraftCheck {
  const problem = (path: string, place: string, key: string): DraftCheck => ({ ok: false, problems: [{ path, place, message: t(key) }] });
  if (project.draft === null) return problem("", "", "access.testPlay.noDraft");
  let json: unknown;
  try {
    json = JSON.parse(project.draft);
  } catch {
    return problem("", "", "access.testPlay.notJson");
  }
  const parsed = parseDefinition(json);
  if (!parsed.ok) return { ok: false, problems: describeIssues(parsed.issues, json, t, locale) };
  if (parsed.definition.meta.type !== project.type) return problem("meta.type", t("engine.places.meta"), "access.testPlay.wrongType");
  return parsed;
}

type Refusal = Extract<PublishOutcome, { ok: false }>;
export type PublishResult = { ok: true; gameId: string; version: number } | (Refusal & { status: number });

function refuse(error: PublishError, status: number, values: Record<string, string>, extra: Partial<Refusal> = {}): PublishResult {
  return { scope: "publish", ok: false, error, status, fields: {}, problems: [], values: withoutKey(values), ...extra };
}

/** The activation key typed is never sent back to the page. */
function withoutKey(values: Record<string, string>): Record<string, string> {
  const { accessKey: _key, code: _code, ...rest } = values;
  return rest;
}

/** The catalogue's columns: what the draft says the game is, and how it is published. */
function gameColumns(game: GameSettings, settings: PublishSettings) {
  const { locale: _locale, ...described } = game;
  return { ...described, ...settings };
}

/**
 * Publishes the project's draft as it is, with the posted publishing settings: a first version, or the
 * next one. The game's title, language, difficulty and the rest are the draft's (the editor's settings).
 */
export async function publishProject(
  db: Database,
  user: Pick<CurrentUser, "id">,
  projectId: string,
  form: Record<string, string>,
  words: { t: Translate; locale: string },
  options: { flush?: (projectId: string) => Promise<unknown>; now?: Date } = {},
): Promise<PublishResult> {
  const now = options.now ?? new Date();
  let project = await editableProject(db, user, projectId);
  if (!project) return refuse("notFound", 404, form);
  // The project room's latest edits first (a publish right after an edit), then the draft as it now is.
  if (options.flush) {
    await options.flush(projectId);
    project = (await editableProject(db, user, projectId)) ?? project;
  }
  const game = await gameOfProject(db, projectId);
  if (game?.status === "removed") return refuse("notFound", 404, form);
  // A game a moderator hid stays offline until an operator lifts it (ADR 028).
  if (game?.hiddenAt) return refuse("hidden", 403, form);
  const current = publishCode(game);
  if ((form.code ?? "") !== current) {
    return refuse("conflict", 409, form, { conflict: { version: game?.currentVersion ?? 0, code: current } });
  }
  // Private sharing follows the owner's plan, whoever of the project's editors publishes.
  const [owner] = await db.select({ grade: gradeOf() }).from(users).where(eq(users.id, project.ownerId)).limit(1);
  const settings = parseSettings(form, { grade: owner?.grade ?? 0, hasKey: Boolean(game?.accessKeyHash) });
  const draft = checkDraft(project, words.t, words.locale);
  const fields: Partial<Record<SettingField, SettingError>> = settings.ok ? {} : settings.fields;
  if (!draft.ok || !settings.ok) {
    return refuse(draft.ok ? "settings" : "draft", draft.ok ? 400 : 422, form, { fields, problems: draft.ok ? [] : draft.problems });
  }
  const json = JSON.stringify(draft.definition);

  const keyHash = settings.settings.access !== "key" ? null : settings.accessKey ? await accessKeyHash(settings.accessKey) : (game?.accessKeyHash ?? null);
  const columns = {
    ...gameColumns(gameSettingsOf(draft.definition.meta), settings.settings),
    accessKeyHash: keyHash,
    // The project's cover, when it has one (its upload belongs to the project's files).
    coverPath: project.coverKey ? `/files/${project.coverKey}` : (game?.coverPath ?? null),
    status: "online" as const,
    updatedAt: now,
  };
  if (!game) return firstPublish(db, project, columns, json, form, now);

  const next = game.currentVersion + 1;
  const unchanged = sql`EXISTS (SELECT 1 FROM games WHERE id = ${game.id} AND current_version = ${game.currentVersion} AND updated_at = ${game.updatedAt.getTime()})`;
  // The version is written only if the game is still as the form saw it, and in the same transaction.
  const [inserted] = await db.batch([
    db.insert(gameVersions).select(sql`SELECT ${game.id}, ${next}, ${json}, ${now.getTime()} WHERE ${unchanged}`),
    db
      .update(games)
      .set({ ...columns, currentVersion: next })
      .where(and(eq(games.id, game.id), eq(games.currentVersion, game.currentVersion), eq(games.updatedAt, game.updatedAt))),
  ]);
  if (inserted.meta.changes !== 1) {
    const fresh = await gameOfProject(db, projectId);
    return refuse("conflict", 409, form, { conflict: { version: fresh?.currentVersion ?? next, code: publishCode(fresh) } });
  }
  await purgePages();
  return { ok: true, gameId: game.id, version: next };
}

async function firstPublish(
  db: Database,
  project: ProjectForPublish,
  columns: ReturnType<typeof gameColumns> & { accessKeyHash: string | null; coverPath: string | null; status: "online"; updatedAt: Date },
  json: string,
  form: Record<string, string>,
  now: Date,
): Promise<PublishResult> {
  const id = gameIdOf(project.id);
  try {
    await db.batch([
      db.insert(games).values({ ...columns, id, projectId: project.id, creatorId: project.ownerId, type: project.type, currentVersion: 1, publishedAt: now }),
      db.insert(gameVersions).values({ gameId: id, version: 1, definition: json, createdAt: now }),
    ]);
  } catch (error) {
    // Another editor's first publish won the id: theirs stands, this form is out of date.
    const fresh = await gameOfProject(db, project.id);
    if (!fresh) throw error;
    return refuse("conflict", 409, form, { conflict: { version: fresh.currentVersion, code: publishCode(fresh) } });
  }
  await purgePages();
  return { ok: true, gameId: id, version: 1 };
}

/** Takes the game offline: the catalogue and the play routes stop offering it; running sessions finish. */
export async function unpublishProject(db: Database, user: Pick<CurrentUser, "id">, projectId: string, now = new Date()): Promise<PublishResult> {
  const project = await editableProject(db, user, projectId);
  if (!project) return refuse("notFound", 404, {});
  const game = await gameOfProject(db, projectId);
  if (!game || game.status !== "online") return refuse("notPublished", 409, {});
  await db.update(games).set({ status: "offline", updatedAt: now }).where(and(eq(games.id, game.id), eq(games.status, "online")));
  await purgePages();
  return { ok: true, gameId: game.id, version: game.currentVersion };
}

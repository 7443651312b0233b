import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { GAME_TYPES, games, projects } from "../../../db/schema";
import type { LocaleCode } from "~/i18n/locales";
import { planForGrade } from "../plans";
import { starterDraft } from "./starters.server";
import type { GameState, ProjectError, ProjectRow } from "./types";

/**
 * A creator's projects (spec section 3, issue 12): every read and write is scoped to the owner here, on
 * the server, so a project id guessed or copied from someone else reads as "not found". Every write that
 * adds a live project (create, duplicate, restore) checks the plan's quota first.
 */

type Db = AppLoadContext["db"];
export type Owner = { id: string; grade: number };

/** A deleted project can be restored for this long; after that it is gone from the workspace. */
export const RESTORE_DAYS = 30;
const RESTORE_MS = RESTORE_DAYS * 86_400_000;

export const TitleSchema = v.pipe(v.string(), v.trim(), v.minLength(1, "titleEmpty"), v.maxLength(80, "titleTooLong"));
const CreateSchema = v.object({
  type: v.picklist(GAME_TYPES, "type"),
  title: TitleSchema,
  starter: v.optional(v.string(), ""),
});

export type ProjectResult = { ok: true; id: string } | { ok: false; error: ProjectError; status: number };


const fail = (error: ProjectError, status = 400): ProjectResult => ({ ok: false, error, status });
const columns = { id: projects.id, type: projects.type, title: projects.title, updatedAt: projects.updatedAt, deletedAt: projects.deletedAt, coverKey: projects.coverKey };

function gameState(status: string | null, hiddenAt: Date | null): GameState | null {
  if (hiddenAt) return "hidden";
  return status === "online" || status === "offline" ? status : null;
}

/** The owner's projects, each with where its published game stands (a moderator's hiding included). */
export async function listProjects(db: Db, ownerId: string, now = Date.now()) {
  const rows = await db
    .select({ ...columns, gameStatus: games.status, gameHiddenAt: games.hiddenAt, gameId: games.id, finished: games.playedCount })
    .from(projects)
    .leftJoin(games, eq(games.projectId, projects.id))
    .where(and(eq(projects.ownerId, ownerId), orNotExpired(now)))
    .orderBy(desc(projects.updatedAt));
  const plain: ProjectRow[] = rows.map(({ coverKey, gameStatus, gameHiddenAt, gameId, finished, ...row }) => ({
    ...row,
    updatedAt: row.updatedAt.getTime(),
    deletedAt: row.deletedAt?.getTime() ?? null,
    cover: coverKey ? `/files/${coverKey}` : null,
    game: gameState(gameStatus, gameHiddenAt),
    // The count the creator's results page reads (games.played_count: sessions finished); a removed game has none.
    results: gameId && gameStatus !== "removed" ? { gameId, finished: finished ?? 0 } : null,
  }));
  return { live: plain.filter((row) => row.deletedAt === null), deleted: plain.filter((row) => row.deletedAt !== null) };
}

/** Live projects, and deleted ones still inside their restore window (NULL > x is NULL: live rows need their branch). */
function orNotExpired(now: number) {
  return or(isNull(projects.deletedAt), gt(projects.deletedAt, new Date(now - RESTORE_MS)));
}

/** How many live projects the owner has and may have (null: unlimited). */
export async function quotaOf(db: Db, owner: Owner) {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), isNull(projects.deletedAt)));
  return { used: row?.n ?? 0, limit: planForGrade(owner.grade).limits.projects };
}

/**
 * The quota as a condition of the write itself: the count is taken by the statement that adds the project,
 * so two writes at once cannot both slip under the limit. Undefined (no condition) when the plan is unlimited.
 */
function underQuota(owner: Owner) {
  const limit = planForGrade(owner.grade).limits.projects;
  if (limit === null) return undefined;
  return lt(sql`(SELECT count(*) FROM projects WHERE owner_id = ${owner.id} AND deleted_at IS NULL)`, limit);
}

type NewProject = { id: string; ownerId: string; type: string; title: string; draft: string | null; starterId: string | null; coverKey: string | null };

/** Adds the project only while the owner is under the quota; false when the quota refused it. */
export async function insertUnderQuota(db: Db, owner: Owner, row: NewProject): Promise<boolean> {
  const quota = underQuota(owner);
  const result = await db.run(sql`INSERT INTO projects (id, owner_id, type, title, draft, starter_id, cover_key)
    SELECT ${row.id}, ${row.ownerId}, ${row.type}, ${row.title}, ${row.draft}, ${row.starterId}, ${row.coverKey}
    WHERE ${quota ?? sql`1`}`);
  // D1 counts the rows triggers write too (migration 0010 keeps the projects counter): any change means inserted.
  return result.meta.changes > 0;
}

/** One of the owner's projects, or null: another user's project and a missing one look the same. */
export async function ownProject(db: Db, ownerId: string, id: string, deleted = false) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId), deleted ? isNotNull(projects.deletedAt) : isNull(projects.deletedAt)))
    .limit(1);
  return row ?? null;
}

export const newId = () => `p_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;

export async function createProject(db: Db, owner: Owner, input: Record<string, unknown>, locale: LocaleCode): Promise<ProjectResult> {
  const parsed = v.safeParse(CreateSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message as ProjectError);
  const { type, title, starter } = parsed.output;
  let draft: string | null = null;
  if (starter) {
    const started = starterDraft(starter, title, locale);
    if (!started || started.type !== type) return fail("starter");
    draft = started.json;
  }
  const id = newId();
  const row = { id, ownerId: owner.id, type, title, draft, starterId: starter || null, coverKey: null };
  return (await insertUnderQuota(db, owner, row)) ? { ok: true, id } : fail("quota", 403);
}

export async function renameProject(db: Db, owner: Owner, id: string, input: unknown): Promise<ProjectResult> {
  const parsed = v.safeParse(TitleSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message as ProjectError);
  if (!(await ownProject(db, owner.id, id))) return fail("notFound", 404);
  await db.update(projects).set({ title: parsed.output, updatedAt: new Date() }).where(and(eq(projects.id, id), eq(projects.ownerId, owner.id)));
  return { ok: true, id };
}

/** A copy with its draft; the copy's title says so, cut to fit the 80 characters. */
export async function duplicateProject(db: Db, owner: Owner, id: string, copyTitle: (title: string) => string): Promise<ProjectResult> {
  const source = await ownProject(db, owner.id, id);
  if (!source) return fail("notFound", 404);
  const copy = newId();
  const title = copyTitle(source.title).slice(0, 80).trim();
  const row = { id: copy, ownerId: owner.id, type: source.type, title, draft: source.draft, starterId: source.starterId, coverKey: source.coverKey };
  return (await insertUnderQuota(db, owner, row)) ? { ok: true, id: copy } : fail("quota", 403);
}

export async function deleteProject(db: Db, owner: Owner, id: string): Promise<ProjectResult> {
  if (!(await ownProject(db, owner.id, id))) return fail("notFound", 404);
  await db.update(projects).set({ deletedAt: new Date() }).where(and(eq(projects.id, id), eq(projects.ownerId, owner.id)));
  return { ok: true, id };
}

export async function restoreProject(db: Db, owner: Owner, id: string, now = Date.now()): Promise<ProjectResult> {
  const row = await ownProject(db, owner.id, id, true);
  if (!row || !row.deletedAt || row.deletedAt.getTime() <= now - RESTORE_MS) return fail("notFound", 404);
  const restored = await db
    .update(projects)
    .set({ deletedAt: null, updatedAt: new Date(now) })
    .where(and(eq(projects.id, id), eq(projects.ownerId, owner.id), underQuota(owner)));
  return restored.meta.changes === 1 ? { ok: true, id } : fail("quota", 403);
}

import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { games, gameVersions } from "../../../db/schema";
import type { Database } from "../db.server";
import { planForGrade } from "../plans";
import { insertUnderQuota, newId, type Owner } from "../projects/projects.server";
import { PREFIX_OF_TYPE } from "../projects/workspace.server";
import { currentUser } from "../session.server";
import type { ImportError, ReuseOutcome } from "./types";

/**
 * Import (reuse, spec section 4): a logged-in user copies another creator's published game into a new
 * project of their own, when its creator allows it. The copy is the game's current version; its files
 * are shared read-only (ADR 017): the imported draft keeps pointing at the published, immutable URLs,
 * so nothing is copied and no storage is counted until the importer replaces them with their own.
 */

export type ImportResult = { ok: true; projectId: string; title: string; type: "classic" | "interface" | "360" } | { ok: false; error: ImportError; status: number };

/** What the game page needs to offer the import: whether its creator allows it. */
export async function reusable(db: Database, gameId: string): Promise<boolean> {
  const [row] = await db.select({ allowReuse: games.allowReuse, status: games.status }).from(games).where(eq(games.id, gameId)).limit(1);
  return Boolean(row && row.allowReuse && row.status === "online");
}

export async function importGame(db: Database, user: Owner, gameId: string): Promise<ImportResult> {
  const [row] = await db
    .select({ game: games, definition: gameVersions.definition })
    .from(games)
    .innerJoin(gameVersions, and(eq(gameVersions.gameId, games.id), eq(gameVersions.version, games.currentVersion)))
    .where(eq(games.id, gameId))
    .limit(1);
  if (!row || row.game.status === "removed") return { ok: false, error: "notFound", status: 404 };
  if (!row.game.allowReuse || row.game.status !== "online") return { ok: false, error: "notAllowed", status: 403 };
  const id = newId();
  const title = row.game.title.slice(0, 80).trim();
  const project = { id, ownerId: user.id, type: row.game.type, title, draft: row.definition, starterId: null, coverKey: null };
  if (!(await insertUnderQuota(db, user, project))) return { ok: false, error: "quota", status: 403 };
  return { ok: true, projectId: id, title, type: row.game.type };
}

/**
 * The game page's "Reuse this game" post. Importing needs an account (spec section 4): a visitor is sent
 * to log in and brought back to the game's page.
 */
export async function reuseAction({ params, context }: ActionFunctionArgs) {
  const gameId = params.id ?? "";
  const user = await currentUser(context);
  if (!user) throw redirect(`/connect?r=${encodeURIComponent(`/escape/${gameId}`)}`);
  const result = await importGame(context.db, user, gameId);
  if (!result.ok) {
    const limit = planForGrade(user.grade).limits.projects;
    return data<ReuseOutcome>({ scope: "reuse", ok: false, error: result.error, limit }, { status: result.status });
  }
  return data<ReuseOutcome>({ scope: "reuse", ok: true, title: result.title, path: `/${PREFIX_OF_TYPE[result.type]}/${result.projectId}` }, { status: 201 });
}

import { and, eq } from "drizzle-orm";
import { games, gameVersions } from "../../../db/schema";
import type { Database } from "../db.server";
import { insertUnderQuota, newId, type Owner } from "../projects/projects.server";

/**
 * Import (reuse, spec section 4): a logged-in user copies another creator's published game into a new
 * project of their own, when its creator allows it. The copy is the game's current version; its files
 * are shared read-only (ADR 017): the imported draft keeps pointing at the published, immutable URLs,
 * so nothing is copied and no storage is counted until the importer replaces them with their own.
 */

export type ImportError = "notFound" | "notAllowed" | "quota";
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

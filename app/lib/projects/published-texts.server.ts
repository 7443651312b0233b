import { eq } from "drizzle-orm";
import { gameVersions, games } from "../../../db/schema";
import type { Database } from "../db.server";

/**
 * The published definitions (JSON texts) of the games made from a project, each with a label for the
 * person reading where a file is used. Every version counts: a
 * published version is immutable (ADR 017) and a session may still replay any of them, or an import share its files.
 */
export type PublishedText = { label: string; text: string };

export async function publishedTextsOf(db: Database, projectId: string): Promise<PublishedText[]> {
  const rows = await db
    .select({ title: games.title, version: gameVersions.version, text: gameVersions.definition })
    .from(gameVersions)
    .innerJoin(games, eq(games.id, gameVersions.gameId))
    .where(eq(games.projectId, projectId));
  return rows.map((row) => ({ label: `${row.title} (v${row.version})`, text: row.text }));
}

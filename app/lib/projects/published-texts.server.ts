import { eq } from "drizzle-orm";
import { gameDefinitions, games } from "../../../db/schema";
import type { Database } from "../db.server";

/**
 * The published definitions (JSON texts) of the games made from a project, each with a label for the
 * person reading where a file is used. Kept alone in this file: publishing is moving to immutable
 * versions (one row per published version), and only this query changes with it.
 */
export type PublishedText = { label: string; text: string };

export async function publishedTextsOf(db: Database, projectId: string): Promise<PublishedText[]> {
  const rows = await db
    .select({ title: games.title, version: gameDefinitions.version, text: gameDefinitions.definition })
    .from(gameDefinitions)
    .innerJoin(games, eq(games.id, gameDefinitions.gameId))
    .where(eq(games.projectId, projectId));
  return rows.map((row) => ({ label: `${row.title} (v${row.version})`, text: row.text }));
}

import { eq } from "drizzle-orm";
import { gameDefinitions } from "../../../db/schema";
import { parseDefinition, type GameDefinition } from "~/engine";
import type { Database } from "../db.server";

/**
 * Published definitions are parsed once per isolate and version of the row: a busy game is read by
 * every play page and every room that starts, and parsing checks every reference.
 */
const parsed = new Map<string, { updatedAt: number; definition: GameDefinition | null }>();
const maxEntries = 200;

/** The game's definition, or null when it has none or the stored one no longer parses. */
export async function loadDefinition(db: Database, gameId: string): Promise<GameDefinition | null> {
  const [row] = await db.select().from(gameDefinitions).where(eq(gameDefinitions.gameId, gameId)).limit(1);
  if (!row) return null;
  const updatedAt = row.updatedAt.getTime();
  const hit = parsed.get(gameId);
  if (hit && hit.updatedAt === updatedAt) return hit.definition;
  let definition: GameDefinition | null = null;
  try {
    const result = parseDefinition(JSON.parse(row.definition));
    definition = result.ok ? result.definition : null;
  } catch {
    definition = null; // not JSON: treated like a definition that does not parse
  }
  if (parsed.size >= maxEntries) parsed.delete(parsed.keys().next().value as string);
  parsed.set(gameId, { updatedAt, definition });
  return definition;
}

/** Every file a definition points at, once each: for preloading and the missing-resources check. */
export function assetsOf(definition: GameDefinition): string[] {
  const assets = new Set<string>();
  for (const scene of definition.scenes) {
    if (scene.kind === "interface") assets.add(scene.image);
    if (scene.kind === "360") assets.add(scene.panorama);
    if (scene.kind === "classic") {
      for (const block of scene.blocks) {
        if (block.kind !== "text") assets.add(block.src);
        if (block.kind === "video" && block.captions) assets.add(block.captions);
      }
    }
  }
  for (const object of definition.objects) {
    assets.add(object.image);
    if (object.model) assets.add(object.model);
    if (object.detail?.image) assets.add(object.detail.image);
  }
  return [...assets];
}

import { and, eq } from "drizzle-orm";
import { games, gameVersions } from "../../../db/schema";
import { parseDefinition, soundFilesOf, type GameDefinition } from "~/engine";
import type { Database } from "../db.server";

/**
 * Published definitions are parsed once per isolate and version: a busy game is read by every play page
 * and every room that starts, and parsing checks every reference. A version never changes once written
 * (ADR 017), so game and version are the whole key.
 */
const parsed = new Map<string, GameDefinition | null>();
const maxEntries = 200;

/**
 * One published version of a game, or, without `version`, the game's current one; null when there is
 * none or the stored one no longer parses.
 */
export async function loadDefinition(db: Database, gameId: string, version?: number): Promise<GameDefinition | null> {
  const wanted = version ?? (await currentVersion(db, gameId));
  if (wanted === null) return null;
  const key = `${gameId}@${wanted}`;
  if (parsed.has(key)) return parsed.get(key) ?? null;
  const [row] = await db
    .select({ definition: gameVersions.definition })
    .from(gameVersions)
    .where(and(eq(gameVersions.gameId, gameId), eq(gameVersions.version, wanted)))
    .limit(1);
  if (!row) return null;
  let definition: GameDefinition | null = null;
  try {
    const result = parseDefinition(JSON.parse(row.definition));
    definition = result.ok ? result.definition : null;
  } catch {
    definition = null; // not JSON: treated like a definition that does not parse
  }
  if (parsed.size >= maxEntries) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, definition);
  return definition;
}

async function currentVersion(db: Database, gameId: string): Promise<number | null> {
  const [row] = await db.select({ version: games.currentVersion }).from(games).where(eq(games.id, gameId)).limit(1);
  return row?.version ?? null;
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
  // Loaded with the rest, so the end screen's picture is there the moment the game ends.
  for (const ending of [definition.rules.endings?.won, definition.rules.endings?.lost]) if (ending?.image) assets.add(ending.image);
  // Music and effects too: a missing recording is told before the game, not noticed as silence in it.
  for (const sound of soundFilesOf(definition)) assets.add(sound);
  return [...assets];
}

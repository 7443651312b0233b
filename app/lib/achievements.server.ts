import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { games, gameVersions, userAchievements } from "../../db/schema";
import type { Database } from "./db.server";
import { notHiddenWhiteLabel } from "./brand/catalogue-rule";
import { currentUser } from "./session.server";

/**
 * Achievements as pages show them. A hidden one's name and description never leave the server until
 * the person looking unlocked it: the masked entry carries neither.
 */
export type ShownAchievement = { id: string; hidden: boolean; name: string | null; description: string | null; unlockedAt: number | null };

const StoredAchievements = v.array(v.object({ id: v.string(), name: v.string(), description: v.string(), hidden: v.boolean() }));
type Stored = v.InferOutput<typeof StoredAchievements>;

/** The definition is valid when written; an unreadable list still must not fail the page. */
function readAchievements(json: string | null): Stored {
  if (!json) return [];
  try {
    const parsed = v.safeParse(StoredAchievements, JSON.parse(json));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

// Only the achievements' part of the definition crosses from D1: a definition can be large.
const achievementsJson = sql<string | null>`json_extract(${gameVersions.definition}, '$.achievements')`;

/** The game page's list: every achievement of the current version, in the definition's order. */
export async function gameAchievements(context: Pick<AppLoadContext, "db" | "cookies" | "env">, gameId: string): Promise<ShownAchievement[]> {
  const viewer = await currentUser(context);
  const [definition, unlocked] = await Promise.all([
    context.db
      .select({ list: achievementsJson })
      .from(games)
      .innerJoin(gameVersions, and(eq(gameVersions.gameId, games.id), eq(gameVersions.version, games.currentVersion)))
      .where(eq(games.id, gameId))
      .limit(1),
    viewer
      ? context.db
          .select({ id: userAchievements.achievementId, at: userAchievements.unlockedAt })
          .from(userAchievements)
          .where(and(eq(userAchievements.userId, viewer.id), eq(userAchievements.gameId, gameId)))
      : Promise.resolve([]),
  ]);
  const unlockedAt = new Map(unlocked.map((row) => [row.id, row.at.getTime()]));
  return readAchievements(definition[0]?.list ?? null).map((achievement) => {
    const at = unlockedAt.get(achievement.id) ?? null;
    const masked = achievement.hidden && at === null;
    return {
      id: achievement.id,
      hidden: achievement.hidden,
      name: masked ? null : achievement.name,
      description: masked ? null : achievement.description,
      unlockedAt: at,
    };
  });
}

export type ProfileAchievement = { id: string; gameId: string; gameTitle: string; name: string; description: string; hidden: boolean; unlockedAt: number };

/**
 * What a person unlocked, newest first, in listed games only (a private game's achievements would
 * name it). Unlocked, so hidden ones are shown: they are the person's own.
 */
export async function profileAchievements(db: Database, userId: string | SQL, limit = 24): Promise<ProfileAchievement[]> {
  const rows = await db
    .select({
      gameId: userAchievements.gameId,
      id: userAchievements.achievementId,
      unlockedAt: userAchievements.unlockedAt,
      title: games.title,
      list: achievementsJson,
    })
    .from(userAchievements)
    .innerJoin(games, eq(games.id, userAchievements.gameId))
    .innerJoin(gameVersions, and(eq(gameVersions.gameId, games.id), eq(gameVersions.version, games.currentVersion)))
    .where(and(eq(userAchievements.userId, userId), eq(games.status, "online"), eq(games.visibility, "public"), isNull(games.hiddenAt), notHiddenWhiteLabel))
    .orderBy(desc(userAchievements.unlockedAt))
    .limit(limit);
  const shown: ProfileAchievement[] = [];
  for (const row of rows) {
    // An achievement the creator removed in a later version has nothing left to show.
    const achievement = readAchievements(row.list).find((a) => a.id === row.id);
    if (!achievement) continue;
    shown.push({
      id: row.id,
      gameId: row.gameId,
      gameTitle: row.title,
      name: achievement.name,
      description: achievement.description,
      hidden: achievement.hidden,
      unlockedAt: row.unlockedAt.getTime(),
    });
  }
  return shown;
}

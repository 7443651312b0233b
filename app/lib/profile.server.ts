import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { games, users } from "../../db/schema";
import type { Database } from "./db.server";
import { notFound } from "./page.server";
import { listed } from "./catalogue.server";
import { readSocialLinks } from "./profiles/social-links";
import { currentUser } from "./session.server";

/** Public profile by user name (case-insensitive, as names are unique without case). Removed and banned accounts have none. */
export async function publicProfile(db: Database, name: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      grade: users.grade,
      accountType: users.accountType,
      bio: users.bio,
      socialLinks: users.socialLinks,
      partiesPublic: users.partiesPublic,
      avatarKey: users.avatarKey,
      createdAt: users.createdAt,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(sql`${users.username} COLLATE NOCASE`, name))
    .limit(1);
  if (!user || user.bannedAt || user.grade < 0) return null;
  const { bannedAt: _banned, socialLinks, ...profile } = user;
  return { ...profile, links: readSocialLinks(socialLinks), createdAt: profile.createdAt.getTime() };
}

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof publicProfile>>>;

/** The profile of a /c/{name} route (404 without one), and whether the person looking is its owner. */
export async function profileForViewer(context: Pick<AppLoadContext, "db" | "cookies" | "env">, name: string) {
  const [profile, viewer] = await Promise.all([publicProfile(context.db, name), currentUser(context)]);
  if (!profile) notFound();
  const owner = viewer?.id === profile.id;
  return { profile, owner, partiesVisible: owner || profile.partiesPublic };
}

/**
 * A person's id found from their name inside a statement: a /c/{name} page reads their games, parties and
 * achievements beside the profile itself, not after it (one round trip to D1, ADR 033).
 */
export const userIdNamed = (name: string): SQL => sql`(SELECT ${users.id} FROM ${users} WHERE ${users.username} COLLATE NOCASE = ${name})`;

export async function publishedGamesCount(db: Database, creatorId: string | SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(and(eq(games.creatorId, creatorId), listed));
  return row?.n ?? 0;
}

import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Database } from "./db.server";

/** Public profile by user name (case-insensitive, as names are unique without case). Removed and banned accounts have none. */
export async function publicProfile(db: Database, name: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      grade: users.grade,
      accountType: users.accountType,
      bio: users.bio,
      avatarKey: users.avatarKey,
      createdAt: users.createdAt,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(sql`${users.username} COLLATE NOCASE`, name))
    .limit(1);
  if (!user || user.bannedAt || user.grade < 0) return null;
  const { bannedAt: _banned, ...profile } = user;
  return { ...profile, createdAt: profile.createdAt.getTime() };
}

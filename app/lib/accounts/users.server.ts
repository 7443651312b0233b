import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { Database } from "../db.server";
import { gradeOf } from "../company/shared-grade.server";
import type { CurrentUser } from "../session.server";

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  // The plan the person has now: their own, or their company's while they are its member (ADR 043).
  grade: gradeOf(),
  ownGrade: users.grade,
  fileUid: users.fileUid,
  avatarKey: users.avatarKey,
  storageBytes: users.storageBytes,
  staffRole: users.staffRole,
};

export async function userByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(sql`${users.email} COLLATE NOCASE`, email.trim()))
    .limit(1);
  return user ?? null;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`${users.username} COLLATE NOCASE`, username)).limit(1);
  return Boolean(row);
}

export async function userById(db: Database, id: string): Promise<CurrentUser | null> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

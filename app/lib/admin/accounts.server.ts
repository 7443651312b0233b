import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { planGrants, projects, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { storageLimit } from "../projects/files/storage.server";
import { searchSchema } from "./schemas";

/** Finding an account and reading what the back office shows of it (ADR 038). */

export const SEARCH_LIMIT = 25;

/** `%` and `_` typed by staff are looked for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Accounts whose name or mail contains the text (case aside), exact matches first; null when the text is too short. */
export async function findAccounts(db: Database, query: string) {
  const parsed = v.safeParse(searchSchema, query);
  if (!parsed.success) return null;
  const text = parsed.output;
  const pattern = likeText(text);
  const exact = sql<number>`CASE WHEN ${users.username} = ${text} COLLATE NOCASE OR ${users.email} = ${text} COLLATE NOCASE THEN 0 ELSE 1 END`;
  return db
    .select({ id: users.id, username: users.username, email: users.email, grade: users.grade, bannedAt: users.bannedAt, staffRole: users.staffRole, createdAt: users.createdAt })
    .from(users)
    .where(or(sql`${users.username} LIKE ${pattern} ESCAPE '\\'`, sql`${users.email} LIKE ${pattern} ESCAPE '\\'`))
    .orderBy(asc(exact), asc(users.username))
    .limit(SEARCH_LIMIT);
}

export const PROJECTS_SHOWN = 50;

/** The account page: who, its plan and storage, its projects (deleted ones marked), its running grant. */
export async function accountDetail(db: Database, id: string) {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      grade: users.grade,
      accountType: users.accountType,
      staffRole: users.staffRole,
      storageBytes: users.storageBytes,
      storageBonusBytes: users.storageBonusBytes,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!account) return null;
  const [owned, [total], [grant]] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title, type: projects.type, updatedAt: projects.updatedAt, deletedAt: projects.deletedAt })
      .from(projects)
      .where(eq(projects.ownerId, id))
      .orderBy(desc(projects.updatedAt))
      .limit(PROJECTS_SHOWN),
    db.select({ n: count() }).from(projects).where(and(eq(projects.ownerId, id), isNull(projects.deletedAt))),
    db.select({ endsAt: planGrants.endsAt }).from(planGrants).where(and(eq(planGrants.userId, id), isNull(planGrants.endedAt))).limit(1),
  ]);
  const { storageBonusBytes, ...rest } = account;
  return {
    ...rest,
    storageLimit: storageLimit(account.grade, storageBonusBytes),
    projects: owned,
    liveProjects: total?.n ?? 0,
    grantEndsAt: grant?.endsAt ?? null,
  };
}

export type AccountDetail = NonNullable<Awaited<ReturnType<typeof accountDetail>>>;
export type FoundAccount = NonNullable<Awaited<ReturnType<typeof findAccounts>>>[number];

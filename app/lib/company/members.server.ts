import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { companyBrands, companyInvitations, companyMembers, projects, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { COMPANY_GRADE } from "./seats";
import type { CompanySection } from "./types";

/** Reading a company's people and a member's companies (ADR 043). */

/** What a company is called to its members: its brand's name once set, else its account's name. */
const companyName = sql<string>`coalesce(${companyBrands.name}, ${users.username})`;

/** The seats taken (members and live invitations), as a condition a write checks in its own statement. */
export const seatsTaken = (companyId: string, now: number) =>
  sql`((SELECT count(*) FROM company_members WHERE company_id = ${companyId})
    + (SELECT count(*) FROM company_invitations WHERE company_id = ${companyId} AND expires_at > ${now}))`;

export type TeamMember = { userId: string; name: string; email: string; since: number };
export type TeamInvitation = { id: string; email: string; expiresAt: number };

/** The company's members and live invitations, oldest first: only its own page shows them (with the addresses). */
export async function teamOf(db: Database, companyId: string, now = Date.now()) {
  const [members, invitations] = await Promise.all([
    db
      .select({ userId: users.id, name: users.username, email: users.email, since: companyMembers.createdAt })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(companyMembers.createdAt),
    db
      .select({ id: companyInvitations.id, email: companyInvitations.email, expiresAt: companyInvitations.expiresAt })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), gt(companyInvitations.expiresAt, new Date(now))))
      .orderBy(companyInvitations.createdAt),
  ]);
  return {
    members: members.map((row): TeamMember => ({ ...row, since: row.since.getTime() })),
    invitations: invitations.map((row): TeamInvitation => ({ ...row, expiresAt: row.expiresAt.getTime() })),
  };
}

export type Membership = { companyId: string; name: string; since: number; active: boolean };

/** The companies this person is a member of; `active`: the company holds the Company plan (and is not banned), so the seat gives it. */
export async function membershipsOf(db: Database, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({ companyId: companyMembers.companyId, name: companyName, since: companyMembers.createdAt, grade: users.grade, bannedAt: users.bannedAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.companyId))
    .leftJoin(companyBrands, eq(companyBrands.userId, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(companyMembers.createdAt);
  return rows.map((row) => ({ companyId: row.companyId, name: row.name, since: row.since.getTime(), active: row.grade === COMPANY_GRADE && !row.bannedAt }));
}

export async function isMember(db: Database, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The name a company's invitation and pages show. */
export async function nameOfCompany(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companyName }).from(users).leftJoin(companyBrands, eq(companyBrands.userId, users.id)).where(eq(users.id, companyId)).limit(1);
  return row?.name ?? null;
}


/**
 * The live projects of every company this person is a member of while it holds the Company plan: the workspace's
 * sections, one per company, under the company's name. The same condition as `projectAccess` opens them.
 */
export async function companySections(db: Database, userId: string): Promise<CompanySection[]> {
  const rows = await db
    .select({ companyId: projects.ownerId, name: companyName, id: projects.id, type: projects.type, title: projects.title, updatedAt: projects.updatedAt })
    .from(companyMembers)
    .innerJoin(users, and(eq(users.id, companyMembers.companyId), eq(users.grade, COMPANY_GRADE), isNull(users.bannedAt)))
    .leftJoin(companyBrands, eq(companyBrands.userId, companyMembers.companyId))
    .innerJoin(projects, and(eq(projects.ownerId, companyMembers.companyId), isNull(projects.deletedAt)))
    .where(eq(companyMembers.userId, userId))
    .orderBy(desc(projects.updatedAt));
  const sections = new Map<string, CompanySection>();
  for (const row of rows) {
    const section = sections.get(row.companyId) ?? { companyId: row.companyId, name: row.name, projects: [] };
    section.projects.push({ id: row.id, type: row.type, title: row.title, updatedAt: row.updatedAt.getTime() });
    sections.set(row.companyId, section);
  }
  return [...sections.values()];
}

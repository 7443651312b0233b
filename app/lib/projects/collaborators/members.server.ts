import { and, count, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { projectCollaborators, projectInvitations, projects, users } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { collaboratorLimit } from "./limits.server";
import type { OwnedProject } from "./project.server";
import type { PeopleSection, SharedProject } from "./types";

/** Who is on a project, the projects shared with someone, and the owner's changes to the people (ADR 027). */

const avatarOf = (key: string | null) => (key ? `/files/${key}` : "/images/avatar.svg");

/** The editor's "people" view. Pending invitations (and their addresses) are the owner's to see only. */
export async function peopleSection(db: Database, project: OwnedProject, forOwner: boolean, now = Date.now()): Promise<PeopleSection> {
  const rows = await db
    .select({ userId: projectCollaborators.userId, name: users.username, avatarKey: users.avatarKey, role: projectCollaborators.role })
    .from(projectCollaborators)
    .innerJoin(users, eq(users.id, projectCollaborators.userId))
    .where(eq(projectCollaborators.projectId, project.id))
    .orderBy(projectCollaborators.createdAt);
  const invitations = await db
    .select({ id: projectInvitations.id, email: projectInvitations.email, name: users.username, role: projectInvitations.role, expiresAt: projectInvitations.expiresAt })
    .from(projectInvitations)
    .leftJoin(users, eq(users.id, projectInvitations.inviteeId))
    .where(and(eq(projectInvitations.projectId, project.id), gt(projectInvitations.expiresAt, new Date(now))))
    .orderBy(projectInvitations.createdAt);
  return {
    owner: { userId: project.ownerId, name: project.ownerName, avatar: avatarOf(project.ownerAvatarKey) },
    people: rows.map((row) => ({ userId: row.userId, name: row.name, avatar: avatarOf(row.avatarKey), role: row.role })),
    pending: forOwner ? invitations.map((row) => ({ id: row.id, to: row.name ?? row.email ?? "", role: row.role, expiresAt: row.expiresAt.getTime() })) : [],
    used: rows.length + invitations.length,
    limit: collaboratorLimit(project.ownerGrade),
  };
}

/** Live projects someone else owns that this person is a collaborator of, the latest changed first. */
export async function sharedWithMe(db: Database, userId: string): Promise<SharedProject[]> {
  const rows = await db
    .select({ id: projects.id, type: projects.type, title: projects.title, ownerName: users.username, role: projectCollaborators.role, updatedAt: projects.updatedAt })
    .from(projectCollaborators)
    .innerJoin(projects, eq(projects.id, projectCollaborators.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(eq(projectCollaborators.userId, userId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.getTime() }));
}

/** How many collaborators each of these projects has (the workspace's cards). */
export async function collaboratorCounts(db: Database, projectIds: string[]): Promise<Record<string, number>> {
  if (projectIds.length === 0) return {};
  const rows = await db
    .select({ projectId: projectCollaborators.projectId, n: count() })
    .from(projectCollaborators)
    .where(inArray(projectCollaborators.projectId, projectIds))
    .groupBy(projectCollaborators.projectId);
  return Object.fromEntries(rows.map((row) => [row.projectId, row.n]));
}

/** The collaborator's name, when this person is one on the project. */
export async function memberName(db: Database, projectId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.username })
    .from(projectCollaborators)
    .innerJoin(users, eq(users.id, projectCollaborators.userId))
    .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
    .limit(1);
  return row?.name ?? null;
}

export async function removeMember(db: Database, projectId: string, userId: string): Promise<boolean> {
  const done = await db.delete(projectCollaborators).where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)));
  return done.meta.changes === 1;
}

export async function setRole(db: Database, projectId: string, userId: string, role: "editor" | "viewer"): Promise<boolean> {
  const done = await db.update(projectCollaborators).set({ role }).where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)));
  return done.meta.changes === 1;
}

/** A pending invitation of this project, withdrawn; its link then reads as used. */
export async function cancelInvitation(db: Database, projectId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(projectInvitations)
    .where(and(eq(projectInvitations.id, id), eq(projectInvitations.projectId, projectId)))
    .returning({ email: projectInvitations.email, inviteeId: projectInvitations.inviteeId });
  if (!row) return null;
  if (row.email) return row.email;
  const [user] = row.inviteeId ? await db.select({ name: users.username }).from(users).where(eq(users.id, row.inviteeId)).limit(1) : [];
  return user?.name ?? "";
}

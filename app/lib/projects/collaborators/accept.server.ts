import { and, eq, gt, sql } from "drizzle-orm";
import { projectCollaborators, projectInvitations, users } from "../../../../db/schema";
import { recordActivity } from "../../mailings/activity.server";
import type { Database } from "../../db.server";
import { sha256Hex } from "../../hash";
import { collaboratorLimit, seatForAcceptance } from "./limits.server";
import { projectWithOwner, type OwnedProject } from "./project.server";
import type { CollaboratorError, CollaboratorRole, ReceivedInvitation } from "./types";

/**
 * The invitee's side (ADR 027): the invitations waiting on their workspace, the one a link names, and
 * accepting or declining. A link's token is the proof: whoever signs in with it may accept it, and the
 * invitation is then bound to them. Accepting checks the owner's limit again.
 */

type Invitation = typeof projectInvitations.$inferSelect;
export type Answer = { ok: true; project: OwnedProject } | { ok: false; error: CollaboratorError; limit?: number };

export async function invitationByToken(db: Database, token: string): Promise<Invitation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db.select().from(projectInvitations).where(eq(projectInvitations.tokenHash, await sha256Hex(token))).limit(1);
  return row ?? null;
}

/** Whoever opens an e-mail invitation's link signed in is the one it invites: it shows on their workspace from then on. */
export async function bindInvitation(db: Database, invitation: Invitation, userId: string): Promise<void> {
  if (invitation.inviteeId) return;
  await db.update(projectInvitations).set({ inviteeId: userId }).where(and(eq(projectInvitations.id, invitation.id), sql`${projectInvitations.inviteeId} IS NULL`));
}

export async function receivedInvitations(db: Database, userId: string, now = Date.now()): Promise<ReceivedInvitation[]> {
  const rows = await db
    .select({ id: projectInvitations.id, projectId: projectInvitations.projectId, role: projectInvitations.role, expiresAt: projectInvitations.expiresAt })
    .from(projectInvitations)
    .where(and(eq(projectInvitations.inviteeId, userId), gt(projectInvitations.expiresAt, new Date(now))));
  const shown: ReceivedInvitation[] = [];
  for (const row of rows) {
    const project = await projectWithOwner(db, row.projectId);
    if (project) shown.push({ id: row.id, projectTitle: project.title, ownerName: project.ownerName, role: row.role, expiresAt: row.expiresAt.getTime() });
  }
  return shown;
}

/** One of my pending invitations, by its id (the workspace's buttons). */
export async function myInvitation(db: Database, userId: string, id: string): Promise<Invitation | null> {
  const [row] = await db.select().from(projectInvitations).where(and(eq(projectInvitations.id, id), eq(projectInvitations.inviteeId, userId))).limit(1);
  return row ?? null;
}

export async function acceptInvitation(db: Database, invitation: Invitation | null, userId: string, now = Date.now()): Promise<Answer> {
  if (!invitation) return { ok: false, error: "used" };
  if (invitation.expiresAt.getTime() <= now) return { ok: false, error: "expired" };
  const project = await projectWithOwner(db, invitation.projectId);
  if (!project) return { ok: false, error: "notFound" };
  if (project.ownerId === userId) return { ok: false, error: "self" };
  const [member] = await db.select({ role: projectCollaborators.role }).from(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, project.id), eq(projectCollaborators.userId, userId))).limit(1);
  if (member) {
    await db.delete(projectInvitations).where(eq(projectInvitations.id, invitation.id));
    return { ok: false, error: "already" };
  }
  // Claimed by deleting it: of two acceptances at once, only one gets the row.
  const [claimed] = await db.delete(projectInvitations).where(eq(projectInvitations.id, invitation.id)).returning();
  if (!claimed) return { ok: false, error: "used" };
  const limit = collaboratorLimit(project.ownerGrade);
  const role: CollaboratorRole = claimed.role;
  const added = await db.run(sql`INSERT INTO project_collaborators (project_id, user_id, role, added_by, created_at)
    SELECT ${project.id}, ${userId}, ${role}, ${claimed.invitedBy}, ${now}
    WHERE ${seatForAcceptance(project.id, limit)}
    ON CONFLICT DO NOTHING`);
  if (added.meta.changes === 1) {
    const [joiner] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    await recordActivity(db, { userId: project.ownerId, kind: "collaborator-joined", title: project.title, detail: joiner?.name ?? "" }, new Date(now));
    return { ok: true, project };
  }
  // No seat left (the owner's plan shrank): the invitation waits for one.
  await db.insert(projectInvitations).values(claimed);
  return { ok: false, error: "limit", limit };
}

export async function declineInvitation(db: Database, invitation: Invitation | null): Promise<Answer> {
  if (!invitation) return { ok: false, error: "used" };
  const project = await projectWithOwner(db, invitation.projectId);
  await db.delete(projectInvitations).where(eq(projectInvitations.id, invitation.id));
  return project ? { ok: true, project } : { ok: false, error: "notFound" };
}

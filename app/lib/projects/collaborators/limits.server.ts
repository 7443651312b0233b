import { sql, type SQL } from "drizzle-orm";
import { planForGrade } from "../../plans";

/**
 * The collaborators' limit of a project (ADR 027): the owner's plan decides it, and it counts the
 * collaborators and the invitations still pending (not the owner). The count is a condition of the write
 * itself, as for the projects' quota, so two invitations sent at once cannot both slip under it.
 */

export const INVITATION_DAYS = 14;
export const INVITATION_MS = INVITATION_DAYS * 86_400_000;

export const collaboratorLimit = (ownerGrade: number) => planForGrade(ownerGrade).limits.collaboratorsPerProject;

const collaboratorsOf = (projectId: string) => sql`(SELECT count(*) FROM project_collaborators WHERE project_id = ${projectId})`;
const pendingOf = (projectId: string, now: number) => sql`(SELECT count(*) FROM project_invitations WHERE project_id = ${projectId} AND expires_at > ${now})`;

/** For a new invitation: the people already in and those invited must leave a seat. */
export function seatForInvitation(projectId: string, limit: number, now: number): SQL {
  return sql`${collaboratorsOf(projectId)} + ${pendingOf(projectId, now)} < ${limit}`;
}

/**
 * For an accepted invitation: its seat was counted when it was sent, so only the collaborators count here;
 * this holds the limit when the owner's plan shrank in between (the first to accept keep their seats).
 */
export function seatForAcceptance(projectId: string, limit: number): SQL {
  return sql`${collaboratorsOf(projectId)} < ${limit}`;
}

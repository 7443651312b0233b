import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { projectCollaborators, projects } from "../../../db/schema";
import { COMPANY_GRADE } from "../company/seats";
import type { Database } from "../db.server";

/** Who may open a project's draft in its room. */

export type EditableProject = { id: string; ownerId: string; title: string };

/**
 * A person's role on a project (ADR 027): its owner, or a collaborator who edits or only views. Editors
 * change the draft, its files and versions and test-play it; only the owner publishes, renames, deletes
 * and manages collaborators.
 */
export type ProjectRole = "owner" | "editor" | "viewer";
export type ProjectAccess = { project: EditableProject; role: ProjectRole };

/** A live project (a deleted one reads as missing), whoever asks. */
export async function findProject(db: Database, projectId: string): Promise<EditableProject | null> {
  const [row] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, title: projects.title })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The person's role on the project, or null when they have none, the project is deleted or does not exist.
 * The one rule every door to a project goes through (room tickets, the editor, files, versions, test-play).
 * A member of the company that owns the project edits it while the company holds the Company plan (ADR 043).
 */
export async function projectAccess(db: Database, userId: string, projectId: string): Promise<ProjectAccess | null> {
  const [row] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, title: projects.title, role: projectCollaborators.role, member: companyMember(userId) })
    .from(projects)
    .leftJoin(projectCollaborators, and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, userId)))
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) return null;
  const project = { id: row.id, ownerId: row.ownerId, title: row.title };
  if (row.ownerId === userId) return { project, role: "owner" };
  if (row.member) return { project, role: "editor" };
  return row.role ? { project, role: row.role } : null;
}

/**
 * Whether the person (an id, or SQL naming one) is a member of the project owner's company, and that company holds
 * the Company plan now. Read against `projects`.
 */
export const companyMember = (userId: string | SQL) =>
  sql<number>`EXISTS (SELECT 1 FROM company_members AS cm JOIN users AS cu ON cu.id = cm.company_id
    WHERE cm.company_id = ${projects.ownerId} AND cm.user_id = ${userId} AND cu.grade = ${COMPANY_GRADE} AND cu.banned_at IS NULL)`.mapWith(Number);

export const canChangeDraft = (role: ProjectRole) => role !== "viewer";

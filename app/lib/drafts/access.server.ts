import { eq } from "drizzle-orm";
import { projects } from "../../../db/schema";
import type { Database } from "../db.server";
import type { CurrentUser } from "../session.server";

/** Who may open a project's draft in its room. */

export type EditableProject = { id: string; ownerId: string; title: string };

/**
 * A person's role on a project (ADR 027): its owner, or a collaborator who edits or only views. Editors
 * change the draft, its files and versions and test-play it; only the owner publishes, renames, deletes
 * and manages collaborators.
 */
export type ProjectRole = "owner" | "editor" | "viewer";
export type ProjectAccess = { project: EditableProject; role: ProjectRole };

export async function findProject(db: Database, projectId: string): Promise<EditableProject | null> {
  const [row] = await db
    .select({ id: projects.id, ownerId: projects.ownerId, title: projects.title })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/**
 * The one rule for editing a draft (project room tickets, and whatever else writes a draft). Only the
 * owner for now; the project's collaborators join here when they exist (issue 14).
 */
export function canEditProject(user: Pick<CurrentUser, "id">, project: Pick<EditableProject, "ownerId">): boolean {
  return project.ownerId === user.id;
}

/** The person's role on the project, or null when they have none (or the project does not exist). */
export async function projectAccess(db: Database, userId: string, projectId: string): Promise<ProjectAccess | null> {
  const project = await findProject(db, projectId);
  if (!project) return null;
  return project.ownerId === userId ? { project, role: "owner" } : null;
}

export const canChangeDraft = (role: ProjectRole) => role !== "viewer";

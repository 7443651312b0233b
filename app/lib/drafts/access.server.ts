import { eq } from "drizzle-orm";
import { projects } from "../../../db/schema";
import type { Database } from "../db.server";
import type { CurrentUser } from "../session.server";

/** Who may open a project's draft in its room. */

export type EditableProject = { id: string; ownerId: string; title: string };

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

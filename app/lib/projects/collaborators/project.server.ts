import { and, eq, isNull } from "drizzle-orm";
import { projects, users } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { gradeOf } from "../../company/shared-grade.server";

/** A live project with what the collaborators' rules need of its owner (their name, and their plan's grade). */
export type OwnedProject = { id: string; title: string; type: "classic" | "interface" | "360"; ownerId: string; ownerName: string; ownerGrade: number; ownerAvatarKey: string | null };

export async function projectWithOwner(db: Database, projectId: string): Promise<OwnedProject | null> {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, type: projects.type, ownerId: projects.ownerId, ownerName: users.username, ownerGrade: gradeOf(), ownerAvatarKey: users.avatarKey })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  return row ?? null;
}

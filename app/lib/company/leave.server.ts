import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { companyMembers, projects } from "../../../db/schema";
import { projectAccess } from "../drafts/access.server";
import { changeAccessInRoom } from "../drafts/flush.server";

/**
 * A membership ends (ADR 043): the company removes the member, or the member leaves. The row goes, so the shared
 * plan and the company's projects go with it on the next request; an editor the person has open on one of those
 * projects is closed now, unless they are a collaborator of that project in their own right.
 */

type Context = Pick<AppLoadContext, "db" | "env">;

export async function endMembership(context: Context, companyId: string, userId: string): Promise<boolean> {
  const { db } = context;
  const gone = await db.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))).returning();
  if (gone.length === 0) return false;
  const owned = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerId, companyId), isNull(projects.deletedAt)));
  await Promise.all(
    owned.map(async ({ id }) => {
      const still = await projectAccess(db, userId, id);
      await changeAccessInRoom(context, id, userId, still ? (still.role === "viewer" ? "view" : "edit") : "none");
    }),
  );
  return true;
}

import { and, eq, isNotNull, lt } from "drizzle-orm";
import { games, projectFiles, projects } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { draftSnapshotKey } from "../../drafts/snapshots.server";
import { RESTORE_DAYS } from "../projects.server";
import { removeFiles } from "./manage.server";

/**
 * The end of a deleted project's grace period (ADR 016): once its 30 days to restore are over, its files
 * leave R2 and the owner's storage, its draft snapshot goes, and its row is removed. A project a game was
 * published from stays (players still load that game's files): unpublishing and removing the game comes first.
 * Runs from the worker's daily cron; the tests call it with a chosen `now`.
 */
export async function purgeDeletedProjects(db: Database, bucket: R2Bucket, now = Date.now()): Promise<{ purged: string[]; kept: string[] }> {
  const expired = await db
    .select({ id: projects.id, ownerId: projects.ownerId })
    .from(projects)
    .where(and(isNotNull(projects.deletedAt), lt(projects.deletedAt, new Date(now - RESTORE_DAYS * 86_400_000))))
    .limit(100);
  const purged: string[] = [];
  const kept: string[] = [];
  for (const project of expired) {
    const [published] = await db.select({ id: games.id }).from(games).where(eq(games.projectId, project.id)).limit(1);
    if (published) {
      kept.push(project.id);
      continue;
    }
    const files = await db.select({ id: projectFiles.id, key: projectFiles.key, size: projectFiles.size }).from(projectFiles).where(eq(projectFiles.projectId, project.id));
    await removeFiles(db, bucket, project.ownerId, project.id, files);
    await bucket.delete(draftSnapshotKey(project.ownerId, project.id)).catch(() => undefined);
    await db.delete(projects).where(eq(projects.id, project.id));
    purged.push(project.id);
  }
  return { purged, kept };
}

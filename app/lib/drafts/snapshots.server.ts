import { eq } from "drizzle-orm";
import { projects } from "../../../db/schema";
import type { Database } from "../db.server";
import { DRAFT_SNAPSHOT_TYPE } from "./internal";

/**
 * Where a project's live draft rests between editing sessions: the project room's Yjs document,
 * encoded as one update, in R2 under a key scoped by owner and project (ADR 015). D1 is not used:
 * a snapshot is binary, up to megabytes, and rewritten every few seconds while someone edits.
 */

export const draftSnapshotKey = (ownerId: string, projectId: string) => `drafts/${ownerId}/${projectId}/draft.yjs`;

export async function projectOwnerId(db: Database, projectId: string): Promise<string | null> {
  const [row] = await db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.ownerId ?? null;
}

export async function readDraftSnapshot(bucket: R2Bucket, ownerId: string, projectId: string): Promise<R2ObjectBody | null> {
  return bucket.get(draftSnapshotKey(ownerId, projectId));
}

export async function writeDraftSnapshot(bucket: R2Bucket, ownerId: string, projectId: string, snapshot: ArrayBuffer): Promise<void> {
  await bucket.put(draftSnapshotKey(ownerId, projectId), snapshot, {
    httpMetadata: { contentType: DRAFT_SNAPSHOT_TYPE },
    customMetadata: { projectId },
  });
}

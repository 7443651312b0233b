import { eq } from "drizzle-orm";
import * as Y from "yjs";
import { projects, users } from "../../../db/schema";
import type { Database } from "../db.server";
import type { GameType } from "~/engine";
import { blankDefinition } from "./blank";
import { isEmptyDefinition, readDefinition } from "./document";
import { MAX_DRAFT_JSON_BYTES } from "./internal";

/**
 * The draft as JSON beside its Yjs snapshot (ADR 019): `projects.draft` is what publishing, test-play and
 * the "file in use" check read, so every snapshot a room sends rewrites it, derived here from the
 * snapshot itself (one source, one write: the JSON can never describe another state than the snapshot).
 */

export type DerivedDraft = { kind: "json"; json: string } | { kind: "empty" } | { kind: "invalid" } | { kind: "too_large" };

/** The definition a snapshot holds, as the JSON text to store; "empty" for a document never seeded. */
export function deriveDraftJson(snapshot: ArrayBuffer): DerivedDraft {
  const doc = new Y.Doc({ gc: false });
  try {
    Y.applyUpdate(doc, new Uint8Array(snapshot));
  } catch {
    return { kind: "invalid" };
  }
  if (isEmptyDefinition(doc)) return { kind: "empty" };
  const json = JSON.stringify(readDefinition(doc));
  return new TextEncoder().encode(json).byteLength > MAX_DRAFT_JSON_BYTES ? { kind: "too_large" } : { kind: "json", json };
}

export async function storeDraftJson(db: Database, projectId: string, json: string): Promise<void> {
  await db.update(projects).set({ draft: json, updatedAt: new Date() }).where(eq(projects.id, projectId));
}

/**
 * What a room with no snapshot seeds its document from: the project's starting definition (a starter's,
 * or a duplicate's), or a blank one of its type in its owner's language.
 */
export async function startingDefinition(db: Database, projectId: string): Promise<unknown> {
  const [row] = await db
    .select({ type: projects.type, title: projects.title, draft: projects.draft, locale: users.locale })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  if (row.draft) {
    try {
      const parsed: unknown = JSON.parse(row.draft);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      // A draft column that is not JSON is not a definition: the project starts blank.
    }
  }
  return blankDefinition(row.type as GameType, row.title, row.locale);
}

import { eq } from "drizzle-orm";
import { projects } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { publishedTextsOf } from "../published-texts.server";

/**
 * Where a file is used (ADR 016): its key appears in the project's draft or in a published definition of
 * a game made from the project. Drafts and definitions hold file URLs (`/files/<key>`), and keys are
 * random and never reused, so finding the key in the text is exact.
 */
export type FileUses = { draft: boolean; published: string[] };

export async function usesOf(db: Database, projectId: string, key: string): Promise<FileUses> {
  const [row] = await db.select({ draft: projects.draft }).from(projects).where(eq(projects.id, projectId)).limit(1);
  const published = await publishedTextsOf(db, projectId);
  return {
    draft: Boolean(row?.draft?.includes(key)),
    published: published.filter((entry) => entry.text.includes(key)).map((entry) => entry.label),
  };
}

export const inUse = (uses: FileUses) => uses.draft || uses.published.length > 0;

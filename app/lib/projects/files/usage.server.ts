import { and, eq, ne, sql } from "drizzle-orm";
import { projects } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { publishedTextsOf } from "../published-texts.server";

/**
 * Where a file is used (ADR 016): its key appears in the project's draft, in the draft of another project of
 * the same owner (a duplicate keeps its original's file URLs), or in a published definition of a game made from
 * the project. Drafts and definitions hold file URLs (`/files/<key>`), and keys are random and never reused, so
 * finding the key in the text is exact.
 */
export type FileUses = { draft: boolean; otherDrafts: string[]; published: string[] };

export async function usesOf(db: Database, project: { id: string; ownerId: string }, key: string): Promise<FileUses> {
  const holds = sql`instr(${projects.draft}, ${key}) > 0`;
  const [own] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, project.id), holds)).limit(1);
  const others = await db
    .select({ title: projects.title })
    .from(projects)
    .where(and(eq(projects.ownerId, project.ownerId), ne(projects.id, project.id), holds));
  const published = await publishedTextsOf(db, project.id);
  return {
    draft: Boolean(own),
    otherDrafts: others.map((row) => row.title),
    published: published.filter((entry) => entry.text.includes(key)).map((entry) => entry.label),
  };
}

export const inUse = (uses: FileUses) => uses.draft || uses.otherDrafts.length > 0 || uses.published.length > 0;

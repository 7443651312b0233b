import { and, asc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { projectFiles, projects } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { FileNameSchema, breadcrumbOf, normalFolder } from "./names";
import { releaseStorage, storageBonus, storageLimit, storageUsed } from "./storage.server";
import { inUse, usesOf, type FileUses } from "./usage.server";
import { fileUrl, fileView, type FileRow, type Listing } from "./view";

/** A project's files as folders (ADR 016): listing, rename, move, delete, and the project's picks (cover, global image and sound). */

type Editor = { id: string; grade: number };
type Picks = { coverKey: string | null; globalImageKey: string | null; globalSoundKey: string | null };

/** One folder's files, or with `everything` the whole project's (the editors' file pickers). */
export async function listFiles(db: Database, user: Editor, projectId: string, path: string, picks: Picks, everything = false): Promise<Listing | null> {
  const folder = normalFolder(path);
  if (!folder) return null;
  const rows = await db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.name));
  const prefix = folder === "/" ? "/" : `${folder}/`;
  const children = new Set<string>();
  for (const row of rows) {
    if (!row.folder.startsWith(prefix) || row.folder === folder) continue;
    children.add(row.folder.slice(prefix.length).split("/")[0]!);
  }
  const url = (key: string | null) => (key ? fileUrl(key) : null);
  return {
    path: folder,
    breadcrumb: breadcrumbOf(folder),
    folders: [...children].sort().map((name) => ({ name, path: `${prefix}${name}` })),
    files: rows.filter((row) => everything || row.folder === folder).map((row) => fileView(row as FileRow)),
    storage: { used: await storageUsed(db, user.id), limit: storageLimit(user.grade, await storageBonus(db, user.id)) },
    cover: url(picks.coverKey),
    globalImage: url(picks.globalImageKey),
    globalSound: url(picks.globalSoundKey),
  };
}

async function fileOf(db: Database, projectId: string, fileId: string) {
  const [row] = await db.select().from(projectFiles).where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId))).limit(1);
  return (row as FileRow | undefined) ?? null;
}

export const FileActionSchema = v.variant("intent", [
  v.object({ intent: v.literal("rename"), fileId: v.string(), name: v.string() }),
  v.object({ intent: v.literal("move"), fileId: v.string(), folder: v.string() }),
  v.object({ intent: v.literal("delete"), fileId: v.string(), confirm: v.optional(v.boolean(), false) }),
  v.object({ intent: v.literal("cover"), fileId: v.nullable(v.string()) }),
  v.object({ intent: v.literal("globalImage"), fileId: v.nullable(v.string()) }),
  v.object({ intent: v.literal("globalSound"), fileId: v.nullable(v.string()) }),
]);
export type FileAction = v.InferOutput<typeof FileActionSchema>;

export type ActionError = "notFound" | "name" | "folder" | "inUse" | "inPublished" | "notImage" | "notSound";
export type ActionResult = { ok: true } | { ok: false; error: ActionError; uses?: FileUses };

const PICK_COLUMN = { cover: "coverKey", globalImage: "globalImageKey", globalSound: "globalSoundKey" } as const;

export async function applyFileAction(db: Database, bucket: R2Bucket, user: Editor, projectId: string, action: FileAction): Promise<ActionResult> {
  if (action.intent === "cover" || action.intent === "globalImage" || action.intent === "globalSound") {
    return pick(db, projectId, action.intent, action.fileId);
  }
  const file = await fileOf(db, projectId, action.fileId);
  if (!file) return { ok: false, error: "notFound" };
  const where = and(eq(projectFiles.id, file.id), eq(projectFiles.projectId, projectId));
  if (action.intent === "rename") {
    const name = v.safeParse(FileNameSchema, action.name);
    if (!name.success) return { ok: false, error: "name" };
    await db.update(projectFiles).set({ name: name.output }).where(where);
    return { ok: true };
  }
  if (action.intent === "move") {
    const folder = normalFolder(action.folder);
    if (!folder) return { ok: false, error: "folder" };
    await db.update(projectFiles).set({ folder }).where(where);
    return { ok: true };
  }
  const uses = await usesOf(db, { id: projectId, ownerId: file.ownerId }, file.key);
  // A published version is immutable and players load its files: they cannot go while it exists.
  if (uses.published.length > 0) return { ok: false, error: "inPublished", uses };
  if (inUse(uses) && !action.confirm) return { ok: false, error: "inUse", uses };
  await removeFiles(db, bucket, file.ownerId, projectId, [file]);
  return { ok: true };
}

async function pick(db: Database, projectId: string, intent: keyof typeof PICK_COLUMN, fileId: string | null): Promise<ActionResult> {
  let key: string | null = null;
  if (fileId !== null) {
    const file = await fileOf(db, projectId, fileId);
    if (!file) return { ok: false, error: "notFound" };
    if (intent === "globalSound" ? file.kind !== "sound" : file.kind !== "image" && file.kind !== "panorama") {
      return { ok: false, error: intent === "globalSound" ? "notSound" : "notImage" };
    }
    key = file.key;
  }
  await db.update(projects).set({ [PICK_COLUMN[intent]]: key }).where(eq(projects.id, projectId));
  return { ok: true };
}

/**
 * Rows first (a file the database no longer lists is gone for everyone), then the project's picks that
 * pointed at them, the owner's storage, and last the R2 objects: a failed R2 delete only leaves an
 * object nobody points to, never a row without its bytes.
 */
export async function removeFiles(db: Database, bucket: R2Bucket, ownerId: string, projectId: string, files: Pick<FileRow, "id" | "key" | "size">[]) {
  if (files.length === 0) return 0;
  let freed = 0;
  for (const file of files) {
    const gone = await db.delete(projectFiles).where(and(eq(projectFiles.id, file.id), eq(projectFiles.projectId, projectId))).returning({ id: projectFiles.id });
    if (gone.length === 1) freed += file.size;
    for (const column of ["cover_key", "global_image_key", "global_sound_key"]) {
      // Every project of the owner: a duplicate keeps its original's picks.
      await db.run(sql`UPDATE projects SET ${sql.raw(column)} = NULL WHERE ${sql.raw(column)} = ${file.key}`);
    }
  }
  await releaseStorage(db, ownerId, freed);
  for (let i = 0; i < files.length; i += 1000) {
    await bucket.delete(files.slice(i, i + 1000).map((file) => file.key)).catch(() => undefined);
  }
  return freed;
}

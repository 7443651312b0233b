import { sql } from "drizzle-orm";
import { projectFiles } from "../../../db/schema";
import { randomToken } from "../accounts/random.server";
import type { Database } from "../db.server";
import { sniff } from "../projects/files/sniff";
import { releaseStorage, reserveStorage } from "../projects/files/storage.server";
import { fileView, type FileRow, type FileView } from "../projects/files/view";
import type { ImageFormat } from "./formats";

/**
 * A generated image joins the project's files as an upload does (ADR 016): its bytes checked by content, its
 * size reserved against the owner's storage before R2 holds it, everything given back if a step fails.
 */

export type Saved = { ok: true; file: FileView } | { ok: false; error: "storage" | "unavailable" };
type Target = { db: Database; bucket: R2Bucket; owner: { id: string; grade: number; fileUid: string }; projectId: string; folder: string };

/** "scene-a-dusty-attic.png": the format, then the prompt's first words, as a file name. */
export function imageName(format: ImageFormat, prompt: string, extension: string): string {
  const words = prompt.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  // Whole words up to 40 characters; a first word longer than that is cut.
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word.slice(0, 40);
    if (next.length > 40) break;
    slug = next;
  }
  return `${format}-${slug || "image"}.${extension}`;
}

export async function saveImage(target: Target, format: ImageFormat, prompt: string, bytes: Uint8Array<ArrayBuffer>): Promise<Saved> {
  // The name only has to agree with the content for sniff(): the model answers PNG, a JPEG or WebP is accepted too.
  const guess = bytes[0] === 0xff ? "image.jpg" : bytes[0] === 0x52 ? "image.webp" : "image.png";
  const sniffed = sniff(bytes.subarray(0, 256 * 1024), guess);
  // What the model answered is not an image the platform accepts: that is the service failing, not the creator.
  if (!sniffed.ok || (sniffed.file.kind !== "image" && sniffed.file.kind !== "panorama")) return { ok: false, error: "unavailable" };
  const size = bytes.byteLength;
  if (!(await reserveStorage(target.db, target.owner, size))) return { ok: false, error: "storage" };
  const key = `projects/${target.owner.fileUid}/${randomToken(12)}.${sniffed.file.format}`;
  const row: FileRow = {
    id: `f_${randomToken(12)}`,
    ownerId: target.owner.id,
    projectId: target.projectId,
    folder: target.folder,
    name: imageName(format, prompt, sniffed.file.format),
    key,
    kind: sniffed.file.kind,
    mime: sniffed.file.mime,
    size,
    width: sniffed.file.width,
    height: sniffed.file.height,
    createdAt: new Date(),
  };
  try {
    await target.bucket.put(key, bytes, { httpMetadata: { contentType: sniffed.file.mime } });
    await target.db.insert(projectFiles).values(row);
    await target.db.run(sql`UPDATE projects SET updated_at = ${Date.now()} WHERE id = ${target.projectId}`);
  } catch {
    await releaseStorage(target.db, target.owner.id, size);
    await target.bucket.delete(key).catch(() => undefined);
    return { ok: false, error: "unavailable" };
  }
  return { ok: true, file: fileView(row) };
}

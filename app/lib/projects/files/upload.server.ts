import { sql } from "drizzle-orm";
import * as v from "valibot";
import { projectFiles } from "../../../../db/schema";
import { randomToken } from "../../accounts/random.server";
import type { Database } from "../../db.server";
import { MB } from "../../plans";
import { FileNameSchema, normalFolder } from "./names";
import { HEAD_BYTES, sniff, type SniffError } from "./sniff";
import { releaseStorage, reserveStorage } from "./storage.server";
import { fileView, type FileRow, type FileView } from "./view";

/**
 * An upload, streamed to R2 (ADR 016): the declared size is reserved against the plan's storage first
 * (and given back if anything below refuses), the head is read and sniffed before anything is stored, the rest flows through a counter into a
 * fixed-length stream so R2 refuses a body that is longer or shorter than declared, and any failure
 * gives the reservation back.
 */

/** One file at most; the worker's request limit is 100 MB and a game's assets should stay far below. */
export const FILE_MAX_BYTES = 50 * MB;

export type UploadError = SniffError | "size" | "empty" | "fileTooLarge" | "quota" | "name" | "folder" | "sizeMismatch" | "unavailable";
export type UploadResult = { ok: true; file: FileView } | { ok: false; error: UploadError };

export type UploadTarget = { db: Database; bucket: R2Bucket; user: { id: string; grade: number; fileUid: string }; projectId: string };
export type UploadInput = { name: string; folder: string; declared: number; body: ReadableStream<Uint8Array> | null };

/** The declared size: Content-Length, which browsers set for a File body. */
export function declaredSize(request: Request): number | null {
  const value = request.headers.get("Content-Length") ?? new URL(request.url).searchParams.get("size");
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

/**
 * Ends a refused body: a small rest is read and dropped, so the client gets our answer rather than a connection
 * cut while it was still sending; beyond DRAIN_BYTES the body is cancelled, whatever the client sees.
 */
const DRAIN_BYTES = 1024 * 1024;
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    let dropped = 0;
    while (dropped <= DRAIN_BYTES) {
      const next = await reader.read();
      if (next.done) return;
      dropped += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** Reads chunks until `limit` bytes or the end; what was read, and the reader to go on with. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < limit) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { head, done };
}

export async function uploadFile(target: UploadTarget, input: UploadInput): Promise<UploadResult> {
  const name = v.safeParse(FileNameSchema, input.name);
  if (!name.success) return { ok: false, error: "name" };
  const folder = normalFolder(input.folder);
  if (!folder) return { ok: false, error: "folder" };
  if (input.declared === 0 || !input.body) return { ok: false, error: "empty" };
  if (input.declared > FILE_MAX_BYTES) return { ok: false, error: "fileTooLarge" };

  // Reserved before a byte of the body is read: a full account is answered at once, whatever the file's size.
  if (!(await reserveStorage(target.db, target.user, input.declared))) {
    await input.body.cancel().catch(() => undefined);
    return { ok: false, error: "quota" };
  }
  const reader = input.body.getReader();
  const refuse = async (error: UploadError): Promise<UploadResult> => {
    await dropRest(reader);
    await releaseStorage(target.db, target.user.id, input.declared);
    return { ok: false, error };
  };
  const { head, done } = await readHead(reader, Math.min(HEAD_BYTES, input.declared));
  const sniffed = sniff(head, name.output);
  if (!sniffed.ok) return refuse(sniffed.error);
  if (head.byteLength > input.declared || (done && head.byteLength !== input.declared)) return refuse("sizeMismatch");

  const key = `projects/${target.user.fileUid}/${randomToken(12)}.${sniffed.file.format}`;
  const stored = await streamToR2(target.bucket, key, sniffed.file.mime, input.declared, head, reader);
  if (stored !== "ok") {
    await releaseStorage(target.db, target.user.id, input.declared);
    await target.bucket.delete(key).catch(() => undefined);
    return { ok: false, error: stored };
  }
  const row: FileRow = {
    id: `f_${randomToken(12)}`,
    ownerId: target.user.id,
    projectId: target.projectId,
    folder,
    name: name.output,
    key,
    kind: sniffed.file.kind,
    mime: sniffed.file.mime,
    size: input.declared,
    width: sniffed.file.width,
    height: sniffed.file.height,
    createdAt: new Date(),
  };
  try {
    await target.db.insert(projectFiles).values(row);
    await target.db.run(sql`UPDATE projects SET updated_at = ${Date.now()} WHERE id = ${target.projectId}`);
  } catch {
    await releaseStorage(target.db, target.user.id, input.declared);
    await target.bucket.delete(key).catch(() => undefined);
    return { ok: false, error: "unavailable" };
  }
  return { ok: true, file: fileView(row) };
}

/**
 * The head, then the rest of the body, into R2 through a fixed-length stream. A body longer than declared
 * is cut at the declared length and refused once the put ends (the caller deletes the object); a shorter one
 * makes the fixed-length stream, and so the put, fail.
 */
async function streamToR2(
  bucket: R2Bucket,
  key: string,
  contentType: string,
  declared: number,
  head: Uint8Array,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<"ok" | "sizeMismatch" | "unavailable"> {
  const { readable, writable } = new FixedLengthStream(declared);
  const putting = bucket.put(key, readable, { httpMetadata: { contentType } }).then(
    () => "ok" as const,
    () => "unavailable" as const,
  );
  const writer = writable.getWriter();
  let received = head.byteLength;
  let longer = false;
  try {
    await writer.write(head);
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      const room = declared - received;
      received += next.value.byteLength;
      if (received > declared) {
        longer = true;
        if (room > 0) await writer.write(next.value.subarray(0, room));
        break;
      }
      await writer.write(next.value);
    }
    if (received < declared) throw new Error("shorter than declared");
    await writer.close();
  } catch {
    await writer.abort().catch(() => undefined);
    await dropRest(reader);
    await putting;
    return "sizeMismatch";
  }
  if (longer) await dropRest(reader);
  const stored = await putting;
  return longer && stored === "ok" ? "sizeMismatch" : stored;
}

import * as v from "valibot";
import { randomToken } from "../../accounts/random.server";
import type { Database } from "../../db.server";
import { MB } from "../../plans";
import { FileNameSchema, normalFolder } from "./names";
import { HEAD_BYTES, sniff, SNIFF_MIN_BYTES, type SniffError } from "./sniff";
import { fits, gateRefusal, readGate, registerUpload, unregisterUpload, type Gate, type GateRefusal } from "./upload-gate.server";
import { fileView, type FileView } from "./view";

/**
 * An upload, streamed to R2 (ADR 016): the head is read and sniffed, then one D1 batch checks who uploads,
 * reserves the declared size against the owner's storage and writes the file's row (upload-gate.server.ts); the
 * rest of the body then goes to R2 through a fixed-length stream, piped by the runtime without passing through
 * JavaScript, so R2 refuses a body longer or shorter than declared. A put that fails takes the row and the
 * reservation back.
 *
 * A refused upload is answered as before the batch existed, in the same order: who may upload first (the session,
 * the unverified account, the project, the role), then the request (size, name, folder), the quota, the content.
 */

/** One file at most; the worker's request limit is 100 MB and a game's assets should stay far below. */
export const FILE_MAX_BYTES = 50 * MB;

type InputError = "size" | "empty" | "fileTooLarge" | "name" | "folder";
export type UploadError = SniffError | InputError | GateRefusal | "quota" | "sizeMismatch" | "unavailable";
export type UploadResult = { ok: true; file: FileView } | { ok: false; error: UploadError; gate?: Gate };

export type UploadTarget = {
  db: Database;
  bucket: R2Bucket;
  /** The SHA-256 of the session's token, as `sessions` stores it. */
  tokenHash: string;
  projectId: string;
  /** Reads the session the site's usual way, which ends a granted plan whose time has passed (ADR 038). */
  renewSession: () => Promise<unknown>;
};
export type UploadInput = {
  name: string;
  folder: string;
  declared: number | null;
  /** The declared size is the request's Content-Length, which the runtime holds the body to. */
  framed: boolean;
  body: ReadableStream<Uint8Array> | null;
};

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

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const head = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return head;
}

/**
 * Reads the head and sniffs it. The first chunk or two usually hold every format's signature and size
 * (SNIFF_MIN_BYTES), and what they tell is what the longer head would: only a head the sniffer refuses is read on,
 * up to HEAD_BYTES (a JPEG whose frame header comes after long EXIF blocks), and sniffed again. A body without a
 * Content-Length is read to HEAD_BYTES at once: one that ends before its declared size is then refused before
 * anything is written.
 */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, declared: number, framed: boolean, name: string) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  const readTo = async (limit: number) => {
    while (!done && length < limit) {
      const next = await reader.read();
      if (next.done) done = true;
      else {
        chunks.push(next.value);
        length += next.value.byteLength;
      }
    }
    return joined(chunks, length);
  };
  let head = await readTo(Math.min(framed ? SNIFF_MIN_BYTES : HEAD_BYTES, declared));
  let sniffed = sniff(head, name);
  if (!sniffed.ok && !done && length < Math.min(HEAD_BYTES, declared)) {
    head = await readTo(Math.min(HEAD_BYTES, declared));
    sniffed = sniff(head, name);
  }
  return { head, done, sniffed };
}

/** The request's own faults, in the order they are answered; the file's name and folder as they are stored. */
function checkInput(input: UploadInput): { error: InputError } | { name: string; folder: string; declared: number; body: ReadableStream<Uint8Array> } {
  if (input.declared === null) return { error: "size" };
  const name = v.safeParse(FileNameSchema, input.name);
  if (!name.success) return { error: "name" };
  const folder = normalFolder(input.folder);
  if (!folder) return { error: "folder" };
  if (input.declared === 0 || !input.body) return { error: "empty" };
  if (input.declared > FILE_MAX_BYTES) return { error: "fileTooLarge" };
  return { name: name.output, folder, declared: input.declared, body: input.body };
}

/**
 * An upload refused before anything was written: who may upload is answered first (once a granted plan past its
 * end has been ended), then the quota when the request itself was sound, then `error`.
 */
async function refusedBefore(target: UploadTarget, error: UploadError, declared: number, quotaFirst: boolean): Promise<UploadResult> {
  let gate = await readGate(target.db, target.tokenHash, target.projectId);
  if (gateRefusal(gate) === "stale") {
    await target.renewSession();
    gate = await readGate(target.db, target.tokenHash, target.projectId);
  }
  const refusal = gateRefusal(gate);
  if (refusal) return { ok: false, error: refusal === "stale" ? "sign-in" : refusal };
  if (quotaFirst && !fits(gate, declared)) return { ok: false, error: "quota", gate };
  return { ok: false, error, gate };
}

export async function uploadFile(target: UploadTarget, input: UploadInput): Promise<UploadResult> {
  const checked = checkInput(input);
  if ("error" in checked) {
    if (input.body) await dropRest(input.body.getReader());
    return refusedBefore(target, checked.error, 0, false);
  }
  const { name, folder, declared, body } = checked;

  const reader = body.getReader();
  const { head, done, sniffed } = await readHead(reader, declared, input.framed, name);
  const mismatch = head.byteLength > declared || (done && head.byteLength !== declared);
  if (!sniffed.ok || mismatch) {
    await dropRest(reader);
    return refusedBefore(target, sniffed.ok ? "sizeMismatch" : sniffed.error, declared, true);
  }

  const file = { ...sniffed.file, id: `f_${randomToken(12)}`, projectId: target.projectId, folder, name, size: declared, keyName: randomToken(12) };
  let registered: Awaited<ReturnType<typeof registerUpload>>;
  try {
    registered = await registerUpload(target.db, target.tokenHash, file);
    if (!registered.key && registered.gate.grantEnded) {
      // A granted plan whose end has passed is ended by the session's usual read, then the upload is decided again.
      await target.renewSession();
      registered = await registerUpload(target.db, target.tokenHash, file);
    }
  } catch {
    await dropRest(reader);
    return { ok: false, error: "unavailable" };
  }
  if (!registered.key) {
    await dropRest(reader);
    const refusal = gateRefusal(registered.gate);
    if (refusal) return { ok: false, error: refusal === "stale" ? "sign-in" : refusal };
    return { ok: false, error: "quota", gate: registered.gate };
  }
  const { key } = registered;
  const ownerId = registered.gate.ownerId!;

  const stored = await streamToR2(target.bucket, key, sniffed.file.mime, { declared, framed: input.framed, head, done, body, reader });
  if (stored !== "ok") {
    await unregisterUpload(target.db, { id: file.id, ownerId, size: declared }).catch(() => undefined);
    await target.bucket.delete(key).catch(() => undefined);
    return { ok: false, error: stored };
  }
  return { ok: true, file: fileView({ ...file, ownerId, key, createdAt: registered.createdAt }) };
}

/**
 * The head, then the rest of the body, into R2 through a fixed-length stream: R2 stores nothing unless exactly
 * `declared` bytes went through it. A body framed by its Content-Length is piped by the runtime itself, no chunk
 * of it passing through JavaScript: HTTP ends it at that length, and one that stops short errors the pipe. A body
 * sent without one (its size declared in the query) is counted as it passes: one longer than declared is cut and
 * refused, one shorter refused when it ends.
 */
async function streamToR2(
  bucket: R2Bucket,
  key: string,
  contentType: string,
  stream: { declared: number; framed: boolean; head: Uint8Array; done: boolean; body: ReadableStream<Uint8Array>; reader: ReadableStreamDefaultReader<Uint8Array> },
): Promise<"ok" | "sizeMismatch" | "unavailable"> {
  const { declared, framed, head, done, body } = stream;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = stream.reader;
  const { readable, writable } = new FixedLengthStream(declared);
  const putting = bucket.put(key, readable, { httpMetadata: { contentType } }).then(
    () => "ok" as const,
    () => "unavailable" as const,
  );
  let writer: WritableStreamDefaultWriter<Uint8Array> | null = writable.getWriter();
  let received = head.byteLength;
  try {
    await writer.write(head);
    if (framed && !done) {
      writer.releaseLock();
      writer = null;
      reader.releaseLock();
      reader = null;
      // The body stays ours when the pipe fails, so that a small rest is still read and dropped below.
      await body.pipeTo(writable, { preventCancel: true });
      return await putting;
    }
    let longer = false;
    while (!done && !longer) {
      const next = await reader.read();
      if (next.done) break;
      const room = declared - received;
      received += next.value.byteLength;
      longer = received > declared;
      await writer.write(longer ? next.value.subarray(0, room) : next.value);
    }
    // Closed short, the fixed-length stream fails the put; a longer body is cut at the declared length and
    // stored, then refused (the caller deletes the object).
    await writer.close().catch(() => undefined);
    if (longer || received < declared) {
      await dropRest(reader);
      await putting;
      return "sizeMismatch";
    }
  } catch {
    await (writer ? writer.abort() : writable.abort()).catch(() => undefined);
    await dropRest(reader ?? body.getReader());
    await putting;
    return "sizeMismatch";
  }
  return putting;
}

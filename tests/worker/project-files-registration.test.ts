import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { parseCookies } from "../../app/lib/cookies";
import { createDb } from "../../app/lib/db.server";
import { sha256Hex } from "../../app/lib/hash";
import { MB } from "../../app/lib/plans";
import { uploadFile, type UploadInput } from "../../app/lib/projects/files/upload.server";
import { currentUser, readSessionCookie } from "../../app/lib/session.server";
import type { Creator } from "./projects-fixtures";
import { filesText, keyOf, objectsOf, ownerWithProject, png, storageOf, upload } from "./project-files-fixtures";

/**
 * An upload's one D1 round trip (issue 30, ADR 016): the reservation and the file's row are written together before
 * the bytes go to R2, and taken back together when R2 does not store them; the head is sniffed from the first
 * bytes, and the rest reaches R2 unchanged.
 */

const rowsOf = async (projectId: string) =>
  (await env.DB.prepare("SELECT name FROM project_files WHERE project_id = ?").bind(projectId).all<{ name: string }>()).results.map((row) => row.name);

/** The upload as the endpoint runs it, for a creator's session, into `bucket`. */
async function uploadAs(user: Creator, projectId: string, bucket: R2Bucket, input: Omit<UploadInput, "folder">) {
  const context = { cookies: parseCookies(user.cookie), env, db: createDb(env.DB) } as unknown as AppLoadContext;
  const session = await readSessionCookie(context);
  const target = { db: context.db, bucket, tokenHash: await sha256Hex(session!.tk), projectId, renewSession: () => currentUser(context) };
  return uploadFile(target, { folder: "/", ...input });
}

/** The bytes as a body arriving in chunks of `size`, as a network delivers them. */
function inChunks(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** R2 as the worker sees it when a put fails after reading the body (a network error, an outage). */
const failingBucket = {
  async put(_key: string, value: ReadableStream) {
    await new Response(value).arrayBuffer();
    throw new Error("R2 is unavailable");
  },
  delete: (key: string) => env.FILES.delete(key),
} as unknown as R2Bucket;

describe("an upload's row and reservation", () => {
  it("are taken back together when R2 does not store the bytes: no row, no object, the storage as it was", async () => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    const body = png(40, 30, 50_000);
    const result = await uploadAs(user, project.id, failingBucket, { name: "perdu.png", declared: body.byteLength, framed: true, body: inChunks(body, 16_384) });
    expect(result).toMatchObject({ ok: false, error: "unavailable" });
    expect(await rowsOf(project.id)).toEqual([]);
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await storageOf(user.id)).toBe(before);
  });

  it("are written before the bytes go to R2, so an upload beside it cannot count the same free bytes", async () => {
    const { user, project } = await ownerWithProject(1);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(10 * MB - 3000, user.id).run();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let putStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (putStarted = resolve));
    // R2 slow to answer: the first upload's bytes are still on their way when the second one asks.
    const slowBucket = {
      async put(key: string, value: ReadableStream<Uint8Array>, options: R2PutOptions) {
        putStarted();
        await held;
        return env.FILES.put(key, value, options);
      },
      delete: (key: string) => env.FILES.delete(key),
    } as unknown as R2Bucket;
    const first = png(10, 10, 2000);
    const uploading = uploadAs(user, project.id, slowBucket, { name: "premier.png", declared: first.byteLength, framed: true, body: inChunks(first, 1000) });
    await started;
    expect(await storageOf(user.id)).toBe(10 * MB - 1000);

    const second = await upload(user.cookie, project.id, "second.png", png(10, 10, 2000));
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({ error: "quota", message: filesText("errors.quota", { limit: "10 Mo" }) });

    release();
    expect(await uploading).toMatchObject({ ok: true, file: { name: "premier.png", size: 2000 } });
    expect(await rowsOf(project.id)).toEqual(["premier.png"]);
    expect(await storageOf(user.id)).toBe(10 * MB - 1000);
  });
});

describe("an upload's bytes", () => {
  it("reach R2 exactly as sent when the body comes in many small chunks", async () => {
    const { user, project } = await ownerWithProject(3);
    const body = png(640, 480, 300_000);
    for (let i = 100; i < body.byteLength; i += 65_536) crypto.getRandomValues(body.subarray(i, i + 65_536));
    const result = await uploadAs(user, project.id, env.FILES, { name: "détail.png", declared: body.byteLength, framed: true, body: inChunks(body, 1500) });
    expect(result).toMatchObject({ ok: true, file: { width: 640, height: 480, size: 300_000 } });
    const object = await env.FILES.get(keyOf(result.ok ? result.file.url : ""));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(body);
  });

  it("are read on past the first chunks when a JPEG's frame header comes after long metadata", async () => {
    const { user, project } = await ownerWithProject(3);
    // A camera's EXIF block of 60 KB before the frame header that gives the picture's size.
    const exif = [0xff, 0xe1, 0xea, 0x62, ...new Array(60_000).fill(0x45)];
    const sof = [0xff, 0xc0, 0, 17, 8, 0x03, 0x00, 0x04, 0x00, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const body = new Uint8Array(120_000);
    body.set([0xff, 0xd8, ...exif, ...sof]);
    const result = await uploadAs(user, project.id, env.FILES, { name: "appareil.jpg", declared: body.byteLength, framed: true, body: inChunks(body, 4096) });
    expect(result).toMatchObject({ ok: true, file: { kind: "image", mime: "image/jpeg", width: 1024, height: 768 } });
    const object = await env.FILES.get(keyOf(result.ok ? result.file.url : ""));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(body);
  });
});

describe("a granted plan past its end", () => {
  it("is ended by the upload, which is then decided under the plan the creator has now", async () => {
    const { user, project } = await ownerWithProject(3);
    await env.DB.prepare("INSERT INTO plan_grants (id, user_id, grade, reason, granted_by, ends_at) VALUES (?, ?, 3, 'Salon', 'staff', ?)")
      .bind(`g_${user.id}`, user.id, Date.now() - 1000)
      .run();
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(10 * MB - 1000, user.id).run();
    const res = await upload(user.cookie, project.id, "grand.png", png(100, 100, 5000));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "quota", message: filesText("errors.quota", { limit: "10 Mo" }) });
    expect((await env.DB.prepare("SELECT grade FROM users WHERE id = ?").bind(user.id).first<{ grade: number }>())?.grade).toBe(1);
    expect(await storageOf(user.id)).toBe(10 * MB - 1000);
    expect(await rowsOf(project.id)).toEqual([]);
  });
});

import { randomToken } from "../accounts/random.server";
import { HEAD_BYTES, sniff, type SniffError } from "../projects/files/sniff";
import { IMAGE_MAX_BYTES } from "./limits";
import { BLOG_IMAGE_PREFIX } from "./safe-urls";

/**
 * Pictures for posts (ADR 051), in R2 under `blog/`, served at /blog/images/<name>. Like a project's files (ADR 016),
 * what a file is comes from its bytes, not its name: SVG (which may carry script) and anything that is not a
 * PNG, JPEG, WebP or GIF picture is refused.
 */

const KEY_PREFIX = "blog/";
export const IMAGE_NAME = /^[A-Za-z0-9_-]{8,40}\.(png|jpg|webp|gif)$/;

export type ImageError = SniffError | "empty" | "imageSize" | "notImage";
export type StoredImage = { name: string; path: string; size: number; uploadedAt: number };

export async function storeBlogImage(bucket: R2Bucket, file: File): Promise<{ ok: true; image: StoredImage } | { ok: false; error: ImageError }> {
  if (file.size === 0) return { ok: false, error: "empty" };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, error: "imageSize" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniff(bytes.subarray(0, HEAD_BYTES), file.name);
  if (!sniffed.ok) return { ok: false, error: sniffed.error };
  if (sniffed.file.kind !== "image" && sniffed.file.kind !== "panorama") return { ok: false, error: "notImage" };
  const name = `${randomToken(12)}.${sniffed.file.format}`;
  await bucket.put(KEY_PREFIX + name, bytes, { httpMetadata: { contentType: sniffed.file.mime } });
  return { ok: true, image: { name, path: BLOG_IMAGE_PREFIX + name, size: bytes.byteLength, uploadedAt: Date.now() } };
}

/** The newest pictures first, for the editor's list to copy from. */
export async function listBlogImages(bucket: R2Bucket): Promise<StoredImage[]> {
  const listed = await bucket.list({ prefix: KEY_PREFIX, limit: 200 });
  return listed.objects
    .map((object) => {
      const name = object.key.slice(KEY_PREFIX.length);
      return { name, path: BLOG_IMAGE_PREFIX + name, size: object.size, uploadedAt: object.uploaded.getTime() };
    })
    .filter((image) => IMAGE_NAME.test(image.name))
    .sort((a, b) => b.uploadedAt - a.uploadedAt);
}

/** A picture for visitors: only names we gave, with the type we read from its bytes. */
export async function blogImageResponse(bucket: R2Bucket, name: string): Promise<Response> {
  const object = IMAGE_NAME.test(name) ? await bucket.get(KEY_PREFIX + name) : null;
  if (!object) return new Response("Not Found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      // A name is never reused: the bytes behind it never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { UPLOAD_POLICY } from "../security-headers.server";

/** Only these R2 prefixes are readable by anyone: avatars, and project files under unguessable keys (ADR 016); draft snapshots and the rest stay private. */
export const PUBLIC_PREFIXES = ["avatars/", "projects/"] as const;

/** Keys we write are `prefix/<id>/<random>.<ext>`: anything else (dots, "..", odd characters) is not ours. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}$/;

export function isPublicKey(key: string): boolean {
  return KEY_PATTERN.test(key) && PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });

/**
 * Serves a public R2 object. Keys are never reused (each upload gets a new random name), so the
 * answer can be cached for a year; a conditional request gets a 304 without reading the body.
 */
export async function publicFile(context: Pick<AppLoadContext, "env">, key: string, request: Request): Promise<Response> {
  if (!isPublicKey(key)) return notFound();
  const object = await context.env.FILES.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  // An image opened on its own must not run anything, whatever slipped through.
  headers.set("Content-Security-Policy", UPLOAD_POLICY);
  headers.set("X-Frame-Options", "DENY");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}

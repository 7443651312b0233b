/**
 * The one reader of posted forms (ADR 034). Whatever arrives (no content type, JSON, garbage, a body larger than
 * any of our forms) is answered with a 4xx the layouts' error boundary words (`reason`, app/lib/refusals.ts) and
 * a script can read as JSON, never with the 500 that `request.formData()` throws. What the fields say is then
 * each form's valibot schema's business.
 */

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Our text forms are a few kilobytes; a form carrying a file says its own limit. */
export const FORM_MAX_BYTES = 64 * 1024;

function refuse(status: 400 | 413 | 415, reason: "unreadable" | "too-large"): Response {
  return Response.json({ error: reason, reason }, { status, headers: { "Cache-Control": "no-store" } });
}

/** Past this, a refused body is cut off rather than read to its end. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of a body the answer refuses: a connection whose request was answered half-read
 * is broken for the requests queued behind it on the same connection (wrangler's local proxy answers them 503).
 */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await drain(request.body.getReader(), 0);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // A body that breaks while dropped is dropped all the same.
  }
}

/** The body's bytes, or null once it passes `maxBytes` (a chunked body says no length up front). */
async function cappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The posted form, or a thrown 4xx Response: 415 for what is no form, 413 past `maxBytes`, 400 for a broken one. */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.has(contentType.split(";")[0].trim().toLowerCase())) {
    await discardBody(request);
    throw refuse(415, "unreadable");
  }
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discardBody(request);
    throw refuse(413, "too-large");
  }
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await cappedBody(request, maxBytes);
  } catch {
    throw refuse(400, "unreadable");
  }
  if (body === null) throw refuse(413, "too-large");
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refuse(400, "unreadable");
  }
}

/** The form's fields as text, for schemas that read plain strings (a file field becomes its name). */
export async function readFormFields(request: Request, maxBytes = FORM_MAX_BYTES): Promise<Record<string, string>> {
  const form = await readForm(request, maxBytes);
  return Object.fromEntries([...form].map(([key, value]) => [key, typeof value === "string" ? value : value.name]));
}

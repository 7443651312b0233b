/**
 * The shared front of the site's small JSON endpoints (opening a play session, a project-room ticket):
 * same-origin writes only, and bodies read with a size cap so a large or broken one is just "no input".
 */

/** Browsers send Origin with every cross-site POST; clients that send none are not browsers acting for a page. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(request.url).origin;
}

/** The body as JSON, or null when it is longer than `maxLength` characters or not JSON at all. */
export async function readSmallJson(request: Request, maxLength: number): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxLength) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

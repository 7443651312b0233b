/**
 * Where a post may point (ADR 051). Images come from our own paths only: what staff uploaded (served at
 * /blog/images/, checked by content on the way in) and the site's own pictures; a remote image would let a post
 * track its readers. Links may leave the site, but only over http(s) or mail: `javascript:`, `data:` and the rest
 * are dropped, their text kept.
 */

export const BLOG_IMAGE_PREFIX = "/blog/images/";
const OWN_IMAGE_PATHS = [BLOG_IMAGE_PREFIX, "/images/"];

/** A path of ours, with nothing that could climb out of it or name another host. */
export function ownImagePath(src: string): boolean {
  return OWN_IMAGE_PATHS.some((prefix) => src.startsWith(prefix)) && /^[A-Za-z0-9/._-]+$/.test(src) && !src.includes("..") && !src.includes("//");
}

export type SafeLink = { href: string; external: boolean };

export function safeLink(href: string): SafeLink | null {
  const trimmed = href.trim();
  // A path of this site, or an anchor in the page (not "//host", which is another site without a scheme).
  if ((trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) || trimmed.startsWith("#")) return { href: trimmed, external: false };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return { href: url.href, external: true };
  if (url.protocol === "mailto:") return { href: url.href, external: false };
  return null;
}

import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Back-office pages hold other people's data (ADR 038, OWASP ASVS): no copy is kept by the browser or anything
 * between, so the back button after logging out shows nothing. The root's headers (a logout's Clear-Site-Data) pass on.
 */
export const staffPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

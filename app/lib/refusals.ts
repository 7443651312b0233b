import { isRouteErrorResponse } from "@remix-run/react";

/** The refusals the site words (common.refused): the request guard's reasons, the form reader's, and plain 4xx. */
export const REFUSALS = ["unreadable", "too-large", "method", "cross-site", "verify-account", "forbidden"] as const;
export type RefusalText = (typeof REFUSALS)[number];

/** Which words a refused request gets: the reason the server gave (request guard, form reader), else its status. */
export function refusalText(error: unknown): RefusalText | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  const reason: unknown = (error.data as { reason?: unknown } | null)?.reason;
  if (typeof reason === "string" && (REFUSALS as readonly string[]).includes(reason)) return reason as RefusalText;
  if (error.status === 403 || error.status === 401) return "forbidden";
  if (error.status === 405) return "method";
  if (error.status === 413) return "too-large";
  return "unreadable";
}

import { useMatches } from "@remix-run/react";

/** The origin a session's join link uses when the play page's loader named the company's custom host (ADR 044). */
export function useShareOrigin(): string | null {
  for (const match of useMatches()) {
    const origin = (match.data as { shareOrigin?: unknown } | null | undefined)?.shareOrigin;
    if (typeof origin === "string" && origin) return origin;
  }
  return null;
}

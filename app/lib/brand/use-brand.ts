import { useMatches } from "@remix-run/react";
import type { BrandView } from "./company";

/**
 * The brand of the page being shown, if a route's loader gave one (a white-label game's play, test-play and
 * session pages, ADR 041). Read from the matches so the layout, the root's head and the play screens agree.
 */
export function brandOf(data: unknown): BrandView | null {
  const brand = (data as { brand?: BrandView | null } | null | undefined)?.brand;
  return brand && typeof brand === "object" ? brand : null;
}

export function useBrand(): BrandView | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const brand = brandOf(matches[i]?.data);
    if (brand) return brand;
  }
  return null;
}

/** Profile lists are paged like the catalogue (ADR 029): `?page=N`, one extra row tells a next page exists. */
export const PROFILE_PAGE_SIZE = 24;

export type Paged<T> = { items: T[]; page: number; hasNext: boolean };

/** The page asked for in the URL; anything that is not a whole number from 1 up reads as the first. */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

export function paged<T>(rows: T[], page: number, size = PROFILE_PAGE_SIZE): Paged<T> {
  return { items: rows.slice(0, size), page, hasNext: rows.length > size };
}

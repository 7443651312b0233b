import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { CatalogueQuery } from "~/lib/catalogue.server";

/** The page's own address with another page number: every page of results can be shared as a link. */
export function pageHref(action: string, query: CatalogueQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "theme", "difficulty", "type", "language", "sort"] as const) {
    const value = query[key];
    if (value) params.set(key, String(value));
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

/** Previous and next as plain links (no JavaScript needed), the current page named between them. */
export function CataloguePager({ action, query, hasNext }: { action: string; query: CatalogueQuery; hasNext: boolean }) {
  const { t } = useT();
  const { page } = query;
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={t("catalogue.pages")}>
      {page > 1 ? (
        <Link to={pageHref(action, query, page - 1)} rel="prev">
          {t("catalogue.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("catalogue.pageOf", { page })}</span>
      {hasNext ? (
        <Link to={pageHref(action, query, page + 1)} rel="next">
          {t("catalogue.next")}
        </Link>
      ) : null}
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

/** Plain links with `?page=N`, so paging works without JavaScript and each page has a URL to share. */
export function ProfilePager({ page, hasNext, path, label }: { page: number; hasNext: boolean; path: string; label: string }) {
  const { t } = useT();
  if (page === 1 && !hasNext) return null;
  const link = (to: number) => (to === 1 ? path : `${path}?page=${to}`);
  return (
    <nav aria-label={label} className="profile-pager">
      {page > 1 ? (
        <Link to={link(page - 1)} rel="prev">
          {t("profile.pager.previous")}
        </Link>
      ) : null}
      <span>{t("profile.pager.page", { n: page })}</span>
      {hasNext ? (
        <Link to={link(page + 1)} rel="next">
          {t("profile.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}

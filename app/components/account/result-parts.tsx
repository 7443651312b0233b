import { Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration, formatPercent } from "~/lib/durations";
import type { GameStats } from "~/lib/game-detail.server";
import { FactList } from "~/components/fact-list";
import { numberFormat } from "~/lib/intl-formats";

/** The game's counters, as its public page counts them. */
export function ResultsStats({ stats, gameId }: { stats: GameStats; gameId: string }) {
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const number = numberFormat(bcp, { maximumFractionDigits: 1 });
  const none = t("account.results.none");
  const figures: [string, string][] = [
    [t("account.results.started"), number.format(stats.started)],
    [t("account.results.played"), number.format(stats.played)],
    [t("account.results.averageTime"), stats.averageSeconds === null ? none : formatDuration(stats.averageSeconds, bcp)],
    [t("account.results.successRate"), stats.successRate === null ? none : formatPercent(stats.successRate, bcp)],
    [t("account.results.averageHints"), stats.averageHints === null ? none : number.format(stats.averageHints)],
  ];
  return (
    <div className="account-card results-card">
      <h2>{t("account.results.statsTitle")}</h2>
      <FactList facts={figures} />
      <p>
        <Link to={`/escape/${encodeURIComponent(gameId)}`}>{t("account.results.viewGame")}</Link>
      </p>
    </div>
  );
}

/** Newer sessions come first, so "previous" is newer and "next" older. */
export function ResultsPager({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  const link = (to: number) => (to === 1 ? path : `${path}?page=${to}`);
  return (
    <nav aria-label={t("account.results.pages")} className="results-pager">
      {page > 1 ? <Link to={link(page - 1)} rel="prev">{t("account.results.newer")}</Link> : null}
      <span>{t("account.results.pageOf", { page, pages })}</span>
      {page < pages ? <Link to={link(page + 1)} rel="next">{t("account.results.older")}</Link> : null}
    </nav>
  );
}

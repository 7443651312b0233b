import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { PlatformStats } from "~/lib/stats.server";
import { numberFormat } from "~/lib/intl-formats";

const FIGURES = [
  ["statsPlayed", "gamesPlayed"],
  ["statsOnline", "gamesOnline"],
  ["statsProjects", "projects"],
  ["statsReviews", "reviews"],
] as const;

/** The platform's four figures (home, /un-an); labels come from the page's own namespace. */
export function StatsFigures({ stats, ns, className = "stats", testId }: { stats: PlatformStats; ns: string; className?: string; testId?: string }) {
  const { t, locale } = useT();
  const number = numberFormat(LOCALES[locale].locale);
  return (
    <dl className={className} data-testid={testId}>
      {FIGURES.map(([label, key]) => (
        <div className="stat" key={key}>
          <dt>{t(`${ns}.${label}`)}</dt>
          <dd>{number.format(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

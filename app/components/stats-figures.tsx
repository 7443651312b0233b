import { useT } from "~/i18n/use-t";
import type { PlatformFigures } from "~/lib/stats.server";

const FIGURES = [
  ["statsPlayed", "gamesPlayed"],
  ["statsOnline", "gamesOnline"],
  ["statsProjects", "projects"],
  ["statsReviews", "reviews"],
] as const;

/**
 * The platform's four figures (home, /un-an), as the loader wrote them (platformFigures); labels come from the
 * page's own namespace.
 */
export function StatsFigures({ figures, ns, className = "stats", testId }: { figures: PlatformFigures; ns: string; className?: string; testId?: string }) {
  const { t } = useT();
  return (
    <dl className={className} data-testid={testId}>
      {FIGURES.map(([label, key]) => (
        <div className="stat" key={key}>
          <dt>{t(`${ns}.${label}`)}</dt>
          <dd>{figures[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

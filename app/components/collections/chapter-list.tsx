import { Link } from "@remix-run/react";
import type { ChapterProgress } from "~/lib/collections/types";

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The chapters in order, each linking to its page, the current one marked, the won ones said so. */
export function ChapterList({ progress, t, linkCurrent = false }: { progress: ChapterProgress; t: Translate; linkCurrent?: boolean }) {
  return (
    <ol className="chapter-list" aria-label={t("collections.game.chapters")}>
      {progress.chapters.map((chapter) => {
        const current = chapter.id === progress.currentId;
        return (
          <li key={chapter.id} className={current ? "chapter-current" : undefined} aria-current={current ? "true" : undefined}>
            <span className="chapter-number" aria-hidden="true">
              {chapter.position}
            </span>
            {current && !linkCurrent ? <strong>{chapter.title}</strong> : <Link to={chapter.href}>{chapter.title}</Link>}
            {current ? <span className="muted"> {t("collections.game.current")}</span> : null}
            {chapter.won ? (
              <span className="badge chapter-won">
                <span aria-hidden="true">✓ </span>
                {t("collections.game.won")}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

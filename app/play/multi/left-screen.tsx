import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";

/** After leaving a remote session: the team plays on; the way back is the game's own page. */
export function LeftScreen({ title, gamePath, catalogueHref }: { title: string; gamePath: string; catalogueHref: string | null }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="play-panel" aria-labelledby="multi-left-title">
      <p className="play-end-game">{title}</p>
      <h1 id="multi-left-title" tabIndex={-1} ref={heading}>
        {t("play.multi.left.title")}
      </h1>
      <p>{t("play.multi.left.text")}</p>
      <div className="play-actions">
        <Link className="button" to={gamePath}>
          {t("play.multi.end.again")}
        </Link>
        {catalogueHref ? (
          <Link className="button button-secondary" to={catalogueHref}>
            {t("play.end.catalogue")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

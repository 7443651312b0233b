import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { GameSettings } from "~/lib/publish/types";

type Row = { term: string; value: string; same: (other: GameSettings) => boolean };

/** Each setting as the editor names it and the catalogue words it, with how to tell whether another state agrees. */
function useRows() {
  const { t } = useT();
  const label = (key: string) => t(`studio-forms.settings.${key}`);
  return (game: GameSettings): Row[] => {
    const row = <K extends keyof GameSettings>(key: string, field: K, value: string): Row => ({ term: label(key), value, same: (other) => other[field] === game[field] });
    const modes = [game.solo ? label("solo") : "", game.multi ? label("multi") : ""].filter(Boolean).join(", ");
    const skills = `${label("search")} ${game.skillSearch}, ${label("manipulation")} ${game.skillManipulation}, ${label("reflection")} ${game.skillReflection}`;
    return [
      row("title", "title", game.title),
      row("summary", "summary", game.summary || t("publish.summary.none")),
      // A Swiss or Belgian French game is listed as French: only the catalogue's language is compared.
      row("locale", "language", t(`common.gameLanguages.${game.locale}`)),
      row("theme", "theme", t(`common.themes.${game.theme}`)),
      row("difficulty", "difficulty", t(`common.difficulties.${game.difficulty}`)),
      { term: label("players"), value: modes, same: (other) => other.solo === game.solo && other.multi === game.multi },
      row("minPlayers", "minPlayers", String(game.minPlayers)),
      row("maxPlayers", "maxPlayers", String(game.maxPlayers)),
      row("recommendedAge", "recommendedAge", String(game.recommendedAge)),
      row("playMinutes", "playMinutes", String(game.playMinutes)),
      row("hintRecharge", "hintRechargeSeconds", String(game.hintRechargeSeconds)),
      {
        term: label("skills"),
        value: skills,
        same: (other) => other.skillSearch === game.skillSearch && other.skillManipulation === game.skillManipulation && other.skillReflection === game.skillReflection,
      },
    ];
  };
}

/**
 * What the draft says the game is, read-only, in the editor's own words: each setting is changed in one
 * place, the editor's game settings, and published as it is there. Where the game online says otherwise,
 * its value is shown too, so the creator sees what the next publish changes. The link opens the settings.
 */
export function GameSummary({ game, online, cover }: { game: GameSettings | null; online: GameSettings | null; cover: string | null }) {
  const { t } = useT();
  const rowsOf = useRows();
  const onlineRows = online ? rowsOf(online) : [];
  return (
    <section className="publish-summary" aria-labelledby="publish-summary-title">
      <h3 id="publish-summary-title">{t("publish.summary.title")}</h3>
      <p className="muted">{t("publish.summary.intro")}</p>
      {game ? (
        <dl className="publish-summary-list">
          {rowsOf(game).map((row, index) => {
            const was = online && !row.same(online) ? onlineRows[index]?.value : undefined;
            return (
              <div key={row.term}>
                <dt>{row.term}</dt>
                <dd>
                  {row.value}
                  {was !== undefined ? <span className="publish-summary-online muted">{t("publish.summary.online", { value: was })}</span> : null}
                </dd>
              </div>
            );
          })}
          <div>
            <dt>{t("studio-forms.settings.cover")}</dt>
            <dd>{cover ? <img src={cover} alt={t("publish.summary.coverAlt")} width={160} height={90} className="publish-summary-cover" /> : t("publish.summary.noCover")}</dd>
          </div>
        </dl>
      ) : (
        <p>{t("publish.summary.unreadable")}</p>
      )}
      <p>
        <Link to="?view=edit&select=settings">{t("publish.summary.change")}</Link>
      </p>
    </section>
  );
}

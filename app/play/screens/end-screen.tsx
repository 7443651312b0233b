import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { resultOf, type ClientDefinition, type GameState } from "~/engine";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatClock } from "../format";
import { EndChapters } from "./end-chapters";
import { EndStory } from "./end-story";

type EndScreenProps = {
  title: string;
  state: GameState;
  view: ClientDefinition;
  onReplay: () => void;
  gamePageHref: string | null;
  /** Null on a white-label game (ADR 041): no way to the platform's catalogue. */
  catalogueHref: string | null;
  catalogueLabel?: string;
  // A remote session's end: who ended it, if it was left (the creator ends it for everyone), and
  // "play again" leads back to the game rather than into a new session.
  team?: { isCreator: boolean };
  // The game's id when its collection's chapters belong here (real play, not a creator's test-play).
  chaptersOf?: string;
};

/**
 * The end of a game (spec section 2): won with the time, hints used, wrong answers and achievements
 * (hidden ones revealed now they are earned); lost; stopped at time-up; or left.
 */
export function EndScreen({ title, state, view, onReplay, gamePageHref, catalogueHref, catalogueLabel, team, chaptersOf }: EndScreenProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The game screen the focus was in is gone: the outcome is where reading goes on.
  useEffect(() => heading.current?.focus(), []);
  const result = resultOf(state);
  if (!result) return null;
  const earned = view.achievements.filter((achievement) => result.achievements.includes(achievement.id));
  const others = view.achievements.filter((achievement) => !result.achievements.includes(achievement.id));
  // The game's own last words: the end of the story when won, what went wrong when lost.
  const story = result.outcome === "won" || result.outcome === "lost" ? (state.ending?.texts ?? []) : null;
  const texts = team && result.outcome === "left" ? `play.multi.end.${team.isCreator ? "creator" : "player"}` : `play.end.${result.outcome}`;
  return (
    <section className={`play-panel play-end play-end-${result.outcome}`} aria-labelledby="play-end-title">
      <p className="play-end-game">{title}</p>
      <h1 id="play-end-title" tabIndex={-1} ref={heading}>{t(`${texts}.title`)}</h1>
      <p className="play-end-text">{t(`${texts}.text`)}</p>
      {result.outcome === "lost" && state.ending ? (
        <p className="play-end-cause">{t(`play.end.lostBy.${state.ending.cause === "rules" ? "rules" : "move"}`)}</p>
      ) : null}
      {story ? <EndStory won={result.outcome === "won"} texts={story} ending={view.rules.ending} lang={LOCALES[view.meta.locale]?.lang} /> : null}
      <dl className="play-end-stats">
        <div>
          <dt>{t("play.end.time")}</dt>
          <dd>{formatClock(result.timerSeconds)}</dd>
        </div>
        <div>
          <dt>{t("play.end.hints")}</dt>
          <dd>{result.hintsUsed}</dd>
        </div>
        <div>
          <dt>{t("play.end.wrong")}</dt>
          <dd>
            {result.wrongAnswers}
            {result.penaltySeconds > 0 ? <span className="play-muted"> {t("play.end.penalty", { n: result.penaltySeconds })}</span> : null}
          </dd>
        </div>
      </dl>
      {view.achievements.length > 0 ? (
        <section aria-labelledby="play-end-achievements">
          <h2 id="play-end-achievements">{t("play.end.achievements")}</h2>
          {earned.length === 0 ? <p className="play-muted">{t("play.end.noAchievement")}</p> : null}
          <ul className="play-achievements">
            {earned.map((achievement) =>
              achievement.revealed ? (
                <li key={achievement.id} className="play-achievement">
                  <span className="play-achievement-icon" aria-hidden="true">
                    ★
                  </span>
                  <span>
                    <strong>{achievement.name}</strong>
                    {achievement.hidden ? <span className="play-tag">{t("play.end.secretRevealed")}</span> : null}
                    <br />
                    {achievement.description}
                  </span>
                </li>
              ) : null,
            )}
          </ul>
          {others.length > 0 ? <p className="play-muted">{t("play.end.toUnlock", { n: others.length })}</p> : null}
        </section>
      ) : null}
      {chaptersOf ? <EndChapters gameId={chaptersOf} won={result.outcome === "won"} /> : null}
      <div className="play-actions">
        <button type="button" className="button play-big" onClick={onReplay}>
          {team ? t("play.multi.end.again") : t("play.end.replay")}
        </button>
        {gamePageHref ? (
          <Link className="button button-secondary" to={gamePageHref}>
            {t("play.end.gamePage")}
          </Link>
        ) : null}
        {catalogueHref ? (
          <Link className="button button-secondary" to={catalogueHref}>
            {catalogueLabel ?? t("play.end.catalogue")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

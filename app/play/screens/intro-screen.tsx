import { Link } from "@remix-run/react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration } from "~/lib/durations";
import { PROGRESS_KEPT_HOURS, type PlayGameInfo } from "~/lib/play/types";
import { assetUrl } from "../format";
import { TextField } from "../ui/text-field";
import { GameTips } from "./game-tips";

type IntroScreenProps = {
  game: PlayGameInfo;
  penaltySeconds: number;
  // The game's time limit, if it has one: a player should know before starting that the clock runs.
  timeLimitSeconds?: number;
  testMode: boolean;
  // A session started on this device, or saved to the account, that a Start resumes.
  resumable: boolean;
  // The account's saved game: where the player was and when, and abandoning it.
  saved?: ReactNode;
  // The session a Start resumes is the account's saved game (described by `saved`), not only this device's.
  savedInAccount?: boolean;
  progressNote?: ReactNode;
  keyError: "key-only" | "wrong-key" | null;
  // What the player typed before the key was refused, so it can be corrected rather than retyped.
  initialKey?: string;
  gamePageHref: string | null;
  onStart: (key: string | undefined) => void;
  // The game can be played solo here (test-play always can): otherwise only the remote choice remains.
  soloAllowed?: boolean;
  // The "play remotely together" choice, where the game and the route allow it.
  multiChoice?: ReactNode;
};

/** Spec section 2's game intro: what the game is, how to play it, the options, and Start. */
export function IntroScreen(props: IntroScreenProps) {
  const { game, penaltySeconds, timeLimitSeconds, testMode, resumable, keyError, gamePageHref, onStart, soloAllowed = true, multiChoice } = props;
  const { t, locale } = useT();
  const keyId = useId();
  const askKey = game.access === "key" && !testMode && !resumable;
  const [key, setKey] = useState(props.initialKey ?? "");
  const [missingKey, setMissingKey] = useState(false);
  const keyMessage = missingKey ? t("play.intro.keyMissing") : keyError ? t(`access.errors.${keyError}.text`) : null;

  function start(event: FormEvent) {
    event.preventDefault();
    if (askKey && key.trim() === "") {
      setMissingKey(true);
      document.getElementById(keyId)?.focus();
      return;
    }
    onStart(askKey ? key.trim() : undefined);
  }

  return (
    <section className="play-intro-screen" aria-labelledby="play-title">
      <div className="play-intro-cover">
        <img src={assetUrl(game.coverPath ?? "/images/covers/default.svg")} alt="" width={640} height={360} />
      </div>
      <div className="play-intro-main">
        {testMode ? <p className="play-badge">{t("play.testMode")}</p> : null}
        <h1 id="play-title">{game.title}</h1>
        <p className="play-by">{t("play.intro.by", { name: game.creatorName })}</p>
        {game.summary ? <p className="play-summary">{game.summary}</p> : null}
        <dl className="play-facts" aria-label={t("play.intro.facts")}>
          <div>
            <dt>{t("play.intro.type")}</dt>
            <dd>{t(`common.gameTypes.${game.type}`)}</dd>
          </div>
          <div>
            <dt>{t("play.intro.players")}</dt>
            <dd>{playersText(t, game.minPlayers, game.maxPlayers)}</dd>
          </div>
          <div>
            <dt>{t("play.intro.age")}</dt>
            <dd>{t("play.intro.ageValue", { n: game.recommendedAge })}</dd>
          </div>
          <div>
            <dt>{t("play.intro.duration")}</dt>
            <dd>{t("play.intro.durationValue", { n: game.playMinutes })}</dd>
          </div>
          {timeLimitSeconds ? (
            <div>
              <dt>{t("play.intro.timeLimit")}</dt>
              <dd>{formatDuration(timeLimitSeconds, LOCALES[locale].locale)}</dd>
            </div>
          ) : null}
        </dl>

        {/* Outside the start form: abandoning is a form of its own. */}
        {soloAllowed && !testMode ? props.saved : null}
        <form className="play-start-form" onSubmit={start} noValidate>
          <section className="play-options" aria-labelledby="play-options-title">
            <h2 id="play-options-title">{t("play.intro.optionsTitle")}</h2>
            <p className="play-team">{teamText(t, game.minPlayers, game.maxPlayers)}</p>
            <dl className="play-player-range">
              <div>
                <dt>{t("play.intro.minPlayers")}</dt>
                <dd>{game.minPlayers}</dd>
              </div>
              <div>
                <dt>{t("play.intro.maxPlayers")}</dt>
                <dd>{game.maxPlayers}</dd>
              </div>
            </dl>
            {soloAllowed ? <p className="play-muted">{t("play.intro.soloNote")}</p> : null}
            {askKey && soloAllowed ? (
              <TextField
                id={keyId}
                name="key"
                label={t("play.intro.keyLabel")}
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                value={key}
                onChange={(value) => {
                  setKey(value);
                  setMissingKey(false);
                }}
                autoFocus={keyError !== null}
                help={t("play.intro.keyHelp")}
                error={keyMessage}
              />
            ) : null}
          </section>
          {resumable && soloAllowed && !props.savedInAccount ? <p className="play-resume-note">{t("play.intro.resumeNote")}</p> : null}
          {soloAllowed ? (
            <button type="submit" className="button play-start" autoFocus={keyError === null}>
              {resumable ? t("play.intro.resume") : t("play.intro.start")}
            </button>
          ) : (
            <p className="play-resume-note">{t("play.intro.multiOnly")}</p>
          )}
        </form>

        {testMode ? null : multiChoice}

        {gamePageHref ? (
          <p>
            <Link to={gamePageHref}>{t("play.intro.details")}</Link>
          </p>
        ) : null}
      </div>
      <section className="play-tips" aria-labelledby="play-tips-title">
        <h2 id="play-tips-title">{t("play.intro.tipsTitle")}</h2>
        <GameTips hintSeconds={game.hintRechargeSeconds} penaltySeconds={penaltySeconds} />
        <p className="play-progress-note">
          {testMode ? t("play.intro.progressTest") : (props.progressNote ?? t("play.intro.progress", { hours: PROGRESS_KEPT_HOURS }))}
        </p>
      </section>
    </section>
  );
}

type T = (key: string, params?: Record<string, unknown>) => string;

function playersText(t: T, min: number, max: number) {
  return min === max ? t("play.intro.playersExact", { n: min }) : t("play.intro.playersRange", { min, max });
}

function teamText(t: T, min: number, max: number) {
  if (max <= 1) return t("play.intro.teamOne");
  return min === max ? t("play.intro.teamExact", { n: min }) : t("play.intro.teamRange", { min, max });
}

import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration } from "~/lib/durations";
import { SAVED_GAME_ENDPOINT, SAVED_PROGRESS_DAYS, type SavedGameView } from "~/lib/play/types";
import { FactList } from "./fact-list";
import { LocalTime } from "./local-time";

type Answer = { ok: true } | { error: string; message?: string };

type SavedGameProps = {
  gameId: string;
  // Null once abandoned (the loaders run again): the confirmation stays where the game was.
  saved: SavedGameView | null;
  // The play route that resumes it; none where the page's own Start already does (the play intro).
  resumeHref?: string;
  onAbandoned?: () => void;
};

/**
 * A logged-in player's solo game saved to their account: where they were and when, "Reprendre ma
 * partie", and abandoning it after a confirmation (a modal dialog: focus kept inside, Escape cancels).
 */
export function SavedGame({ gameId, saved, resumeHref, onAbandoned }: SavedGameProps) {
  const { t, locale } = useT();
  const fetcher = useFetcher<Answer>();
  const dialog = useRef<HTMLDialogElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const confirmId = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const abandoned = answer !== undefined && "ok" in answer;

  useEffect(() => {
    if (!abandoned) return;
    onAbandoned?.();
    // The section the focus was in is gone: the news takes its place and the focus.
    done.current?.focus();
  }, [abandoned, onAbandoned]);

  if (abandoned || !saved) {
    return abandoned ? (
      <p ref={done} className="notice" role="status" tabIndex={-1}>
        {t("saved-game.abandoned")}
      </p>
    ) : null;
  }
  const bcp = LOCALES[locale].locale;
  return (
    <section className="saved-game" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("saved-game.title")}</h2>
      <FactList
        facts={[
          [t("saved-game.place"), saved.place || t("saved-game.notEntered")],
          [t("saved-game.lastPlayed"), <LocalTime key="when" ms={saved.updatedAt} />],
          [t("saved-game.solved"), String(saved.solvedCount)],
          [t("saved-game.timer"), formatDuration(saved.timerSeconds, bcp)],
        ]}
      />
      <p className="muted">{t("saved-game.note", { days: SAVED_PROGRESS_DAYS })}</p>
      {answer && "error" in answer ? (
        <p className="notice" role="alert">
          {answer.error === "not_found" ? t("saved-game.gone") : t("saved-game.failed")}
        </p>
      ) : null}
      <p className="hero-actions">
        {resumeHref ? (
          <Link className="button" to={resumeHref}>
            {t("saved-game.resume")}
          </Link>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => dialog.current?.showModal()} disabled={fetcher.state !== "idle"}>
          {t("saved-game.abandon")}
        </button>
      </p>
      <dialog ref={dialog} className="saved-game-dialog" aria-labelledby={confirmId}>
        <h2 id={confirmId}>{t("saved-game.confirmTitle")}</h2>
        <p>{t("saved-game.confirmText")}</p>
        <fetcher.Form method="post" action={SAVED_GAME_ENDPOINT} onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="gameId" value={gameId} />
          <button type="submit" name="intent" value="abandon" className="button">
            {t("saved-game.confirm")}
          </button>{" "}
          <button type="button" className="button button-secondary" autoFocus onClick={() => dialog.current?.close()}>
            {t("saved-game.cancel")}
          </button>
        </fetcher.Form>
      </dialog>
    </section>
  );
}

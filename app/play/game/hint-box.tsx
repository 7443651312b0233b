import { useState } from "react";
import { hintWaitSeconds, type Action, type ClientDefinition, type GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import { formatClock } from "../format";
import type { IntentAnswer } from "../use-play-session";
import { useTick } from "../use-tick";

type HintBoxProps = {
  // null: the game-wide hints.
  puzzleId: string | null;
  state: GameState;
  view: ClientDefinition;
  now: () => number;
  send: (action: Action, onAnswer?: (answer: IntentAnswer) => void) => void;
  headingLevel?: 2 | 3;
  headingId?: string;
};

/**
 * Hints come one at a time, each request starting the recharge wait (on the play clock, so pausing
 * does not shorten it). Asking too early is answered "unavailable yet" with a live countdown.
 */
export function HintBox({ puzzleId, state, view, now, send, headingLevel = 3, headingId }: HintBoxProps) {
  const { t } = useT();
  const [refused, setRefused] = useState<string | null>(null);
  const hints = view.hints.filter((hint) => hint.puzzleId === puzzleId);
  const revealed = hints.filter((hint) => hint.revealed);
  const remaining = hints.length - revealed.length;
  const wait = hintWaitSeconds(state, now());
  useTick(1000, wait > 0 && state.status === "running");
  const Heading = headingLevel === 2 ? "h2" : "h3";

  function ask() {
    send({ type: "askHint", ...(puzzleId ? { puzzleId } : {}) }, (answer) => {
      if ("error" in answer) return setRefused(answer.error.code === "rate_limited" ? "rate_limited" : "error");
      const refusal = answer.events.find((event) => event.type === "refused");
      setRefused(refusal && refusal.type === "refused" ? refusal.reason : null);
    });
  }

  // Announced once when the room refuses; the countdown beside it ticks silently.
  const said =
    wait > 0 && refused === "hint_not_ready"
      ? t("play.hints.unavailable")
      : refused && refused !== "hint_not_ready"
        ? t(refused === "rate_limited" || refused === "error" ? "play.roomErrors.generic" : `play.refused.${refused}`)
        : "";

  return (
    <div className="play-hints">
      <Heading className="play-hints-title" id={headingId}>{puzzleId ? t("play.hints.puzzleTitle") : t("play.hints.title")}</Heading>
      {hints.length === 0 ? (
        <p className="play-muted">{puzzleId ? t("play.hints.noneForPuzzle") : t("play.hints.noneGameWide")}</p>
      ) : (
        <>
          {revealed.length > 0 ? (
            <ol className="play-hint-list">
              {revealed.map((hint) => (hint.revealed ? <li key={hint.id}>{hint.text}</li> : null))}
            </ol>
          ) : null}
          {remaining > 0 ? (
            <p className="play-hint-ask-line">
              <button type="button" className="button button-secondary play-hint-ask" onClick={ask}>
                {t("play.hints.ask")}
              </button>{" "}
              <span className="play-muted">{t("play.hints.remaining", { n: remaining })}</span>
            </p>
          ) : (
            <p className="play-muted">{t("play.hints.noMore")}</p>
          )}
          <p className="play-hint-status">
            <span role="status">{said}</span> {wait > 0 && remaining > 0 ? <span>{t("play.hints.wait", { time: formatClock(wait) })}</span> : null}
          </p>
        </>
      )}
    </div>
  );
}

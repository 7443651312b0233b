import { timerMs, timerSeconds, type ClientDefinition, type GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import { formatClock } from "../format";
import { useTick } from "../use-tick";

type GameTimerProps = { state: GameState; view: ClientDefinition; now: () => number };

/**
 * The timer counts up from 00:00 on the room's clock (penalties included); with a limit, the time
 * left is shown beside it until the player chose to go on past it.
 */
export function GameTimer({ state, view, now }: GameTimerProps) {
  const { t } = useT();
  useTick(250, state.status === "running");
  const at = now();
  const elapsed = timerSeconds(state, at);
  const limit = view.rules.timeLimitSeconds;
  // Rounded up like the engine's timeLeftSeconds: "00:00 left" means the time is really up.
  const left = limit !== undefined && !state.continuedAfterTimeUp ? Math.max(0, Math.ceil((limit * 1000 - timerMs(state, at)) / 1000)) : null;
  return (
    <div className="play-timers">
      <p className="play-timer">
        <span className="play-timer-label">{t("play.hud.timer")}</span>
        <span role="timer" aria-label={t("play.hud.timer")} className="play-timer-value">
          {formatClock(elapsed)}
        </span>
      </p>
      {left !== null ? (
        <p className={`play-timer ${left <= 60 ? "play-timer-low" : ""}`}>
          <span className="play-timer-label">{t("play.hud.timeLeft")}</span>
          <span role="timer" aria-label={t("play.hud.timeLeft")} className="play-timer-value">
            {formatClock(left)}
          </span>
        </p>
      ) : null}
    </div>
  );
}

import { useId } from "react";
import type { ClientDefinition, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import { GameTimer } from "./game-timer";

export type HudDialog = "instructions" | "options" | "quit";

type GameHudProps = {
  title: string;
  state: GameState;
  view: ClientDefinition;
  now: () => number;
  testMode: boolean;
  onDialog: (dialog: HudDialog) => void;
  onPause: () => void;
  // Why this player cannot pause (a remote session's others): the button stays, disabled, and says so.
  pauseNote?: string;
};

/** The bar above the game: its title, the timer, and the session's controls. */
export function GameHud({ title, state, view, now, testMode, onDialog, onPause, pauseNote }: GameHudProps) {
  const { t } = useT();
  const pauseNoteId = useId();
  return (
    <header className="play-hud">
      <div className="play-hud-title">
        {testMode ? <span className="play-badge">{t("play.testMode")}</span> : null}
        <h1>{title}</h1>
      </div>
      <GameTimer state={state} view={view} now={now} />
      <div className="play-hud-actions" role="group" aria-label={t("play.hud.controls")}>
        <button type="button" className="play-hud-button" onClick={() => onDialog("instructions")}>
          <span aria-hidden="true">?</span> <span className="play-hud-label">{t("play.hud.instructions")}</span>
        </button>
        <button type="button" className="play-hud-button" onClick={() => onDialog("options")}>
          <span aria-hidden="true">♪</span> <span className="play-hud-label">{t("play.hud.options")}</span>
        </button>
        <button
          type="button"
          className="play-hud-button"
          onClick={onPause}
          disabled={state.status !== "running" || pauseNote !== undefined}
          aria-describedby={pauseNote ? pauseNoteId : undefined}
          title={pauseNote}
        >
          <span aria-hidden="true">❚❚</span> <span className="play-hud-label">{t("play.hud.pause")}</span>
        </button>
        {pauseNote ? (
          <span id={pauseNoteId} className="visually-hidden">
            {pauseNote}
          </span>
        ) : null}
        <button type="button" className="play-hud-button play-hud-quit" onClick={() => onDialog("quit")}>
          <span className="play-hud-label">{t("play.hud.quit")}</span>
        </button>
      </div>
    </header>
  );
}

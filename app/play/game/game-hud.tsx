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
};

/** The bar above the game: its title, the timer, and the session's controls. */
export function GameHud({ title, state, view, now, testMode, onDialog, onPause }: GameHudProps) {
  const { t } = useT();
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
        <button type="button" className="play-hud-button" onClick={onPause} disabled={state.status !== "running"}>
          <span aria-hidden="true">❚❚</span> <span className="play-hud-label">{t("play.hud.pause")}</span>
        </button>
        <button type="button" className="play-hud-button play-hud-quit" onClick={() => onDialog("quit")}>
          <span className="play-hud-label">{t("play.hud.quit")}</span>
        </button>
      </div>
    </header>
  );
}

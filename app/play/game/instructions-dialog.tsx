import type { GameType } from "~/engine";
import { useT } from "~/i18n/use-t";
import { useTouchScreen } from "../ui/use-touch-screen";
import { GameTips } from "../screens/game-tips";
import { Dialog } from "../ui/dialog";

type InstructionsProps = {
  open: boolean;
  onClose: () => void;
  summary: string;
  type: GameType;
  hintSeconds: number;
  penaltySeconds: number;
};

/** The game's summary and how to play this type of game, reachable at any time. */
export function InstructionsDialog({ open, onClose, summary, type, hintSeconds, penaltySeconds }: InstructionsProps) {
  const { t } = useT();
  // Arrow keys and clicks mean nothing to a phone player: the 360 help speaks of fingers there.
  const touch = useTouchScreen() && type === "360";
  return (
    <Dialog open={open} onClose={onClose} title={t("play.instructions.title")} className="play-instructions">
      {summary ? <p className="play-summary">{summary}</p> : null}
      <h3>{t("play.instructions.how")}</h3>
      <ul>
        <li>{t(touch ? "play.instructions.touch.360" : `play.instructions.scene.${type}`)}</li>
        <li>{t("play.instructions.inventory")}</li>
        <li>{t("play.instructions.puzzles")}</li>
        <li>{t("play.instructions.rooms")}</li>
        <li>{t("play.instructions.keyboard")}</li>
      </ul>
      <h3>{t("play.instructions.tips")}</h3>
      <GameTips hintSeconds={hintSeconds} penaltySeconds={penaltySeconds} />
      <div className="play-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("play.common.close")}
        </button>
      </div>
    </Dialog>
  );
}

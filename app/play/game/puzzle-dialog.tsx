import type { ClientPuzzle } from "~/engine";
import { useT } from "~/i18n/use-t";
import { Dialog } from "../ui/dialog";
import { PuzzlePanel, type PuzzlePanelProps } from "./puzzle-panel";

type PuzzleDialogProps = Omit<PuzzlePanelProps, "puzzle" | "showTitle" | "autoFocus"> & {
  puzzle: ClientPuzzle | null;
  onClose: () => void;
};

/** A puzzle opened from a zone or hotspot (a safe's keypad, a terminal's login screen). */
export function PuzzleDialog({ puzzle, onClose, ...panel }: PuzzleDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={puzzle !== null} onClose={onClose} title={puzzle?.name ?? ""} className="play-puzzle-dialog">
      {/* Keyed by puzzle: a new puzzle starts with empty fields and no old feedback. */}
      {puzzle ? <PuzzlePanel key={puzzle.id} puzzle={puzzle} showTitle={false} autoFocus {...panel} /> : null}
      <div className="play-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("play.common.close")}
        </button>
      </div>
    </Dialog>
  );
}

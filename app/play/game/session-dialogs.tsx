import { useT } from "~/i18n/use-t";
import { EndForAllDialog, LeaveSessionDialog } from "../multi/team-dialogs";
import { Dialog } from "../ui/dialog";

/** The dialogs about the session itself: paused, time up, and leaving. */

// `forAll`: a remote session's creator pauses the whole team.
export function PauseDialog({ open, onResume, forAll = false }: { open: boolean; onResume: () => void; forAll?: boolean }) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onResume} title={t("play.pause.title")} className="play-pause">
      <p>{t(forAll ? "play.multi.game.pausedForAll" : "play.pause.text")}</p>
      <div className="play-actions">
        <button type="button" className="button play-big" data-autofocus onClick={onResume}>
          {t("play.pause.resume")}
        </button>
      </div>
    </Dialog>
  );
}

/** Spec section 4: when time runs out the player may stop or go on (without a limit, for the fun of it). */
export function TimeUpDialog({ open, onStop, onContinue }: { open: boolean; onStop: () => void; onContinue: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onStop} title={t("play.timeUp.title")} dismissable={false} className="play-time-up">
      <p>{t("play.timeUp.text")}</p>
      <div className="play-actions">
        <button type="button" className="button play-big" data-autofocus onClick={onContinue}>
          {t("play.timeUp.continue")}
        </button>
        <button type="button" className="button button-secondary play-big" onClick={onStop}>
          {t("play.timeUp.stop")}
        </button>
      </div>
    </Dialog>
  );
}

export function QuitDialog({ open, onCancel, onQuit }: { open: boolean; onCancel: () => void; onQuit: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={t("play.quit.title")}>
      <p>{t("play.quit.text")}</p>
      <div className="play-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
          {t("play.quit.stay")}
        </button>
        <button type="button" className="button play-danger" onClick={onQuit}>
          {t("play.quit.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * What "Quit" means: alone, ending the game; in a remote session, its creator ends it for everyone
 * (the engine's `leave`), anyone else leaves the team, which plays on.
 */
export function QuitChoice({
  open,
  team,
  onCancel,
  onLeave,
}: {
  open: boolean;
  team?: { isCreator: boolean; onLeaveSession: () => void };
  onCancel: () => void;
  onLeave: () => void;
}) {
  if (team && !team.isCreator) {
    return (
      <LeaveSessionDialog
        open={open}
        onCancel={onCancel}
        onLeave={() => {
          onCancel();
          team.onLeaveSession();
        }}
      />
    );
  }
  if (team) return <EndForAllDialog open={open} onCancel={onCancel} onEnd={onLeave} />;
  return <QuitDialog open={open} onCancel={onCancel} onQuit={onLeave} />;
}

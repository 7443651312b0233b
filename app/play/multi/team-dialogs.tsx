import { useT } from "~/i18n/use-t";
import type { SessionPlayer } from "../../../rooms/protocol";
import { Dialog } from "../ui/dialog";

/** Confirmations for what cannot be undone in a session: removing a player, ending it, leaving it. */

export function RemovePlayerDialog({ player, onCancel, onRemove }: { player: SessionPlayer | null; onCancel: () => void; onRemove: (player: SessionPlayer) => void }) {
  const { t } = useT();
  return (
    <Dialog open={player !== null} onClose={onCancel} title={t("play.multi.remove.title", { name: player?.name ?? "" })}>
      <p>{t("play.multi.remove.text")}</p>
      <div className="play-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
          {t("play.common.cancel")}
        </button>
        <button type="button" className="button play-danger" onClick={() => player && onRemove(player)}>
          {t("play.multi.remove.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

/** The creator ends the session: the engine's `leave`, which ends the game for everyone. */
export function EndForAllDialog({ open, onCancel, onEnd }: { open: boolean; onCancel: () => void; onEnd: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={t("play.multi.endAll.title")}>
      <p>{t("play.multi.endAll.text")}</p>
      <div className="play-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
          {t("play.multi.endAll.stay")}
        </button>
        <button type="button" className="button play-danger" onClick={onEnd}>
          {t("play.multi.endAll.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

/** Any other player leaves: the team plays on without them. */
export function LeaveSessionDialog({ open, onCancel, onLeave }: { open: boolean; onCancel: () => void; onLeave: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={t("play.multi.leave.title")}>
      <p>{t("play.multi.leave.text")}</p>
      <div className="play-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
          {t("play.multi.leave.stay")}
        </button>
        <button type="button" className="button play-danger" onClick={onLeave}>
          {t("play.multi.leave.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

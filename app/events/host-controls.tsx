import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { Dialog } from "~/play/ui/dialog";
import type { EventStatus, HostCommand } from "../../rooms/event-protocol";

/** Start, pause, resume and end every team at once; ending asks first, since it cannot be undone. */
export function HostControls({ status, disabled, onCommand }: { status: EventStatus; disabled: boolean; onCommand: (command: HostCommand) => void }) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  if (status === "ended") return null;
  return (
    <section className="event-controls" aria-labelledby="event-controls-title">
      <h2 id="event-controls-title">{t("event-host.controls.title")}</h2>
      <div className="event-control-row">
        {status === "lobby" ? (
          <button type="button" className="button" disabled={disabled} onClick={() => onCommand("start")}>
            {t("event-host.controls.start")}
          </button>
        ) : null}
        {status === "running" ? (
          <button type="button" className="button" disabled={disabled} onClick={() => onCommand("pause")}>
            {t("event-host.controls.pause")}
          </button>
        ) : null}
        {status === "paused" ? (
          <button type="button" className="button" disabled={disabled} onClick={() => onCommand("resume")}>
            {t("event-host.controls.resume")}
          </button>
        ) : null}
        <button type="button" className="button button-secondary event-danger" disabled={disabled} onClick={() => setConfirming(true)}>
          {t("event-host.controls.end")}
        </button>
      </div>
      {status === "lobby" ? <p className="muted">{t("event-host.controls.waitingPlayers")}</p> : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("event-host.controls.endTitle")} className="event-dialog" closeLabel={t("event-host.controls.close")}>
        <p>{t("event-host.controls.endText")}</p>
        <div className="event-control-row">
          <button type="button" className="button button-secondary" data-autofocus onClick={() => setConfirming(false)}>
            {t("event-host.controls.endCancel")}
          </button>
          <button
            type="button"
            className="button event-danger-solid"
            onClick={() => {
              setConfirming(false);
              onCommand("end");
            }}
          >
            {t("event-host.controls.endConfirm")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

import { useId } from "react";
import { useT } from "~/i18n/use-t";
import type { Volumes } from "../sound";
import { Dialog } from "../ui/dialog";

type OptionsDialogProps = {
  open: boolean;
  onClose: () => void;
  volumes: Volumes;
  onVolumes: (volumes: Volumes) => void;
  soundOn: boolean;
  onSoundOn: () => void;
};

/** Music and sound volumes and mute (kept on this device), and sound for players who started without it. */
export function OptionsDialog({ open, onClose, volumes, onVolumes, soundOn, onSoundOn }: OptionsDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t("play.options.title")} className="play-options-dialog">
      {soundOn ? null : (
        <div className="play-sound-off">
          <p>{t("play.options.soundOff")}</p>
          <button type="button" className="button button-secondary" onClick={onSoundOn}>
            {t("play.sound.turnOn")}
          </button>
        </div>
      )}
      <label className="play-check">
        <input type="checkbox" checked={volumes.muted === true} onChange={(event) => onVolumes({ ...volumes, muted: event.target.checked })} />
        {t("play.options.muted")}
      </label>
      <VolumeSlider label={t("play.options.music")} value={volumes.music} onChange={(music) => onVolumes({ ...volumes, music })} />
      <VolumeSlider label={t("play.options.effects")} value={volumes.effects} onChange={(effects) => onVolumes({ ...volumes, effects })} />
      <div className="play-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("play.common.close")}
        </button>
      </div>
    </Dialog>
  );
}

/** A volume from 0 to 1, shown and set in steps of 5 %. */
function VolumeSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="play-range">
        <input id={id} type="range" min={0} max={100} step={5} value={percent} onChange={(event) => onChange(Number(event.target.value) / 100)} />
        <output htmlFor={id}>{percent} %</output>
      </div>
    </>
  );
}

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

/** Music and sound volumes (kept on this device), and sound for players who started without it. */
export function OptionsDialog({ open, onClose, volumes, onVolumes, soundOn, onSoundOn }: OptionsDialogProps) {
  const { t } = useT();
  const musicId = useId();
  const effectsId = useId();
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
      <label htmlFor={musicId}>{t("play.options.music")}</label>
      <div className="play-range">
        <input
          id={musicId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volumes.music * 100)}
          onChange={(event) => onVolumes({ ...volumes, music: Number(event.target.value) / 100 })}
        />
        <output htmlFor={musicId}>{Math.round(volumes.music * 100)} %</output>
      </div>
      <label htmlFor={effectsId}>{t("play.options.effects")}</label>
      <div className="play-range">
        <input
          id={effectsId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volumes.effects * 100)}
          onChange={(event) => onVolumes({ ...volumes, effects: Number(event.target.value) / 100 })}
        />
        <output htmlFor={effectsId}>{Math.round(volumes.effects * 100)} %</output>
      </div>
      <div className="play-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("play.common.close")}
        </button>
      </div>
    </Dialog>
  );
}

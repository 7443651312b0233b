import { DEFAULT_GAME_SOUND, SOUND_MOMENTS, type GameSoundSettings, type SoundCue, type SoundMoment } from "~/engine";
import { AssetField } from "../fields/asset-field";
import { CheckField, FieldGroup, NumberField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { AmbientField } from "./ambient-field";
import { useFormsT } from "./use-forms-t";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Settings left as a new game has them: the draft then goes without `sound`, as games stored before it. */
function isUntouched(sound: GameSoundSettings): boolean {
  const effects = sound.effects && Object.keys(sound.effects).length > 0;
  return sound.music === undefined && !effects && sound.volume === DEFAULT_GAME_SOUND.volume && sound.loop === DEFAULT_GAME_SOUND.loop && sound.fadeMs === DEFAULT_GAME_SOUND.fadeMs;
}

/**
 * The game settings' "Sound and music": the game's ambient music with its volume, loop and fade, and a
 * recording for each moment players should hear, each with the caption deaf players read instead.
 */
export function SoundFields() {
  const t = useFormsT();
  const { draft, edit, globalSound } = useStudio();
  // The shared draft is not trusted: anything but an object reads as "no sound yet".
  const raw = (draft as { sound?: unknown }).sound;
  const sound: GameSoundSettings = isObject(raw) ? { ...DEFAULT_GAME_SOUND, ...(raw as Partial<GameSoundSettings>) } : DEFAULT_GAME_SOUND;
  const effects = isObject(sound.effects) ? sound.effects : {};

  const save = (next: GameSoundSettings) => {
    if (next.music === undefined) delete next.music;
    if (next.effects && Object.keys(next.effects).length === 0) delete next.effects;
    edit.set(["sound"], isUntouched(next) ? undefined : next);
  };
  const setCue = (moment: SoundMoment, cue: Partial<SoundCue>) => {
    const current = isObject(effects[moment]) ? effects[moment] : {};
    const merged = { ...current, ...cue } as Partial<SoundCue>;
    if (merged.caption === undefined) delete merged.caption;
    const next = { ...effects };
    // A caption without its file means nothing to play: the moment goes with its file.
    if (merged.src) next[moment] = merged as SoundCue;
    else delete next[moment];
    save({ ...sound, effects: next });
  };

  return (
    <FieldGroup legend={t("sound.legend")}>
      <p className="studio-hint">{t("sound.intro")}</p>
      {globalSound && sound.music === undefined ? (
        // The file library's "global sound" was chosen before games had music: it becomes the music on one click,
        // never by itself (every open editor writing it into the shared draft would be an edit nobody made).
        <p className="studio-hint">
          {t("sound.globalSound")}{" "}
          <button type="button" className="button button-small" onClick={() => save({ ...sound, music: globalSound })}>
            {t("sound.useGlobalSound")}
          </button>
        </p>
      ) : null}
      <AmbientField name="sound-music" at={["sound", "music"]} label={t("sound.music")} inheritLabel={t("sound.ambient.player")} value={sound.music} onChange={(music) => save({ ...sound, music })} />
      <NumberField name="sound-volume" at={["sound", "volume"]} label={t("sound.volume")} min={0} max={100} value={sound.volume} onChange={(volume) => volume !== undefined && save({ ...sound, volume })} />
      <CheckField name="sound-loop" at={["sound", "loop"]} label={t("sound.loop")} checked={sound.loop} onChange={(loop) => save({ ...sound, loop })} />
      <NumberField name="sound-fade" at={["sound", "fadeMs"]} label={t("sound.fade")} hint={t("sound.fadeHint")} min={0} max={10_000} value={sound.fadeMs} onChange={(fadeMs) => fadeMs !== undefined && save({ ...sound, fadeMs })} />
      <FieldGroup legend={t("sound.effects")}>
        <p className="studio-hint">{t("sound.effectsIntro")}</p>
        {SOUND_MOMENTS.map((moment) => {
          const cue: Partial<SoundCue> = isObject(effects[moment]) ? effects[moment] : {};
          return (
            <FieldGroup key={moment} legend={t(`sound.moments.${moment}`)}>
              <AssetField label={t("sound.effectFile")} kind="sound" optional value={cue.src} onChange={(src) => setCue(moment, { src })} />
              {cue.src ? (
                <TextField
                  name={`sound-caption-${moment}`}
                  at={["sound", "effects", moment, "caption"]}
                  label={t("sound.caption")}
                  hint={t("sound.captionHint")}
                  maxLength={300}
                  value={typeof cue.caption === "string" ? cue.caption : ""}
                  onChange={(caption) => setCue(moment, { caption: caption.trim() === "" ? undefined : caption })}
                />
              ) : null}
            </FieldGroup>
          );
        })}
      </FieldGroup>
    </FieldGroup>
  );
}

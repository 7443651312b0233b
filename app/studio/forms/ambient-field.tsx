import { useState } from "react";
import { AMBIENT_NONE, type Ambient } from "~/engine";
import { AssetField } from "../fields/asset-field";
import { SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { useFormsT } from "./use-forms-t";

type Mode = "inherit" | "none" | "file";

const modeOf = (value: unknown): Mode => (value === AMBIENT_NONE ? "none" : typeof value === "string" && value !== "" ? "file" : "inherit");

/**
 * The music of a game, a room, a scene or a page: what it inherits (the room's, the game's, or the
 * player's own ambient for the game itself), silence, or one of the project's sound files. Choosing
 * "a file" shows the file picker; nothing is stored until a file is picked.
 */
export function AmbientField({ name, at, label, inheritLabel, value, onChange }: {
  name: string;
  // The field's path where its name is not its key in the definition (the settings' `sound.music`).
  at?: readonly string[];
  label: string;
  inheritLabel: string;
  value: unknown;
  onChange: (value: Ambient | undefined) => void;
}) {
  const t = useFormsT();
  const stored = modeOf(value);
  const [picking, setPicking] = useState(false);
  const mode: Mode = picking && stored === "inherit" ? "file" : stored;
  const options = [
    { value: "inherit", label: inheritLabel },
    { value: "none", label: t("sound.ambient.none") },
    { value: "file", label: t("sound.ambient.file") },
  ];
  return (
    <>
      <SelectField
        name={name}
        at={at}
        label={label}
        value={mode}
        options={options}
        onChange={(next) => {
          setPicking(next === "file");
          if (next === "inherit") onChange(undefined);
          if (next === "none") onChange(AMBIENT_NONE);
        }}
      />
      {mode === "file" ? (
        <AssetField
          label={t("sound.ambient.fileLabel")}
          kind="sound"
          value={typeof value === "string" && value !== AMBIENT_NONE ? value : undefined}
          onChange={(file) => {
            if (file) onChange(file);
          }}
        />
      ) : null}
    </>
  );
}

/** A scene's or page's own music, over its room's. */
export function SceneAmbientField({ sceneId, value }: { sceneId: string; value: unknown }) {
  const t = useFormsT();
  const { edit } = useStudio();
  return <AmbientField name="ambient" label={t("sound.ambient.here")} inheritLabel={t("sound.ambient.room")} value={value} onChange={(ambient) => edit.set(["scenes", sceneId, "ambient"], ambient)} />;
}

import { useId } from "react";
import { FlagSchema } from "~/engine";
import * as v from "valibot";
import { SelectField, TextField, type Option } from "../fields/fields";
import { useStudio } from "../studio-context";
import { flagsInUse, objectOptions, puzzleOptions, roomOptions, sceneOptions, targetOptions } from "./references";
import { useFormsT } from "./use-forms-t";

/**
 * Choosing something of the game by its name: an object, a room, a scene, a puzzle or a target. The
 * error says when nothing is chosen (and one must be) or when the chosen one was deleted meanwhile.
 */

export type RefKind = "object" | "room" | "scene" | "puzzle" | "target";

const OPTIONS = { object: objectOptions, room: roomOptions, scene: sceneOptions, puzzle: puzzleOptions, target: targetOptions };

export function RefField({ kind, label, hint, value, onChange, empty, name, at }: {
  kind: RefKind;
  label: string;
  hint?: string;
  value: string | undefined;
  // "" only when `empty` is given (the choice meaning "none").
  onChange: (value: string) => void;
  empty?: string;
  name?: string;
  at?: string | number | readonly (string | number)[];
}) {
  const t = useFormsT();
  const { draft } = useStudio();
  const options: Option[] = OPTIONS[kind](draft);
  const current = value ?? "";
  const error = current === "" ? (empty === undefined ? t("errors.choose") : null) : options.some((option) => option.value === current) ? null : t("errors.missing");
  return <SelectField label={label} hint={hint} name={name} at={at} value={current} onChange={onChange} options={options} empty={empty} error={error} />;
}

/** A flag's name, typed freely, with the flags the game already uses suggested (one spelling, one flag). */
export function FlagField({ label, value, onChange, name, at }: { label: string; value: string; onChange: (value: string) => void; name?: string; at?: string }) {
  const t = useFormsT();
  const { draft } = useStudio();
  const listId = useId();
  const flags = flagsInUse(draft);
  const error = v.is(FlagSchema, value) ? null : t("errors.flag");
  return (
    <>
      <TextField label={label} hint={t("conditions.flagHint")} name={name} at={at} value={value} onChange={(next) => onChange(next.trim())} error={error} maxLength={64} list={listId} />
      <datalist id={listId}>
        {flags.map((flag) => (
          <option key={flag} value={flag} />
        ))}
      </datalist>
    </>
  );
}

import type { Effect } from "~/engine";
import { FieldPath } from "../fields/field-path";
import { FieldGroup, SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { EFFECT_TYPES, changeEffectType, newEffect } from "./factories";
import { ItemActions } from "./item-actions";
import { moveItem, removeItem, replaceItem } from "./list-edits";
import { FlagField, RefField } from "./ref-fields";
import { picksOf } from "./references";
import { useFormsT } from "./use-forms-t";

/** A list of effects, run in order, edited whole; `min` is how many the definition requires. */
export function EffectsField({ legend, value, onChange, min = 0, name = "effects" }: {
  legend: string;
  name?: string;
  value: readonly Effect[] | undefined;
  onChange: (value: Effect[]) => void;
  min?: number;
}) {
  const t = useFormsT();
  const { draft } = useStudio();
  const list = value ?? [];
  const message = t("defaults.message");
  return (
    <FieldGroup legend={legend} className="forms-effects" at={name}>
      {list.length === 0 ? <p className="forms-empty">{t("effects.none")}</p> : null}
      {list.length < min ? (
        <p className="field-error" role="alert">
          {t("errors.minEffects")}
        </p>
      ) : null}
      <ol className="forms-list">
        {list.map((effect, index) => (
          <li key={index} className="forms-item">
            <FieldPath at={[name, index]}>
              <EffectRow index={index} effect={effect} onChange={(next) => onChange(replaceItem(list, index, next))} />
            </FieldPath>
            <ItemActions
              noun="effect"
              index={index}
              count={list.length}
              canRemove={list.length > min}
              onMove={(delta) => onChange(moveItem(list, index, delta))}
              onRemove={() => onChange(removeItem(list, index))}
            />
          </li>
        ))}
      </ol>
      <button type="button" name={name} className="button button-ghost forms-button forms-add" onClick={() => onChange([...list, newEffect("showMessage", picksOf(draft, message))])}>
        {t("effects.add")}
      </button>
    </FieldGroup>
  );
}

function EffectRow({ index, effect, onChange }: { index: number; effect: Effect; onChange: (next: Effect) => void }) {
  const t = useFormsT();
  const { draft } = useStudio();
  const types = EFFECT_TYPES.map((type) => ({ value: type, label: t(`effects.types.${type}`) }));
  return (
    <div className="forms-item-body">
      <SelectField
        at="type"
        label={t("effects.type", { n: index + 1 })}
        value={effect.type}
        options={types}
        onChange={(type) => onChange(changeEffectType(effect, type as Effect["type"], picksOf(draft, t("defaults.message"))))}
      />
      {effect.type === "giveObject" || effect.type === "removeObject" ? (
        <RefField kind="object" at="objectId" label={t("effects.object")} value={effect.objectId} onChange={(objectId) => onChange({ ...effect, objectId })} />
      ) : null}
      {effect.type === "setFlag" ? <FlagField at="flag" label={t("effects.flag")} value={effect.flag} onChange={(flag) => onChange({ ...effect, flag })} /> : null}
      {effect.type === "unlockRoom" ? <RefField kind="room" at="roomId" label={t("effects.room")} value={effect.roomId} onChange={(roomId) => onChange({ ...effect, roomId })} /> : null}
      {effect.type === "goToScene" ? <RefField kind="scene" at="sceneId" label={t("effects.scene")} value={effect.sceneId} onChange={(sceneId) => onChange({ ...effect, sceneId })} /> : null}
      {effect.type === "solvePuzzle" ? (
        <RefField kind="puzzle" at="puzzleId" label={t("effects.puzzle")} value={effect.puzzleId} onChange={(puzzleId) => onChange({ ...effect, puzzleId })} />
      ) : null}
      {effect.type === "showMessage" ? (
        <TextField at="text" label={t("effects.message")} multiline required maxLength={2000} value={effect.text} onChange={(text) => onChange({ ...effect, text })} />
      ) : null}
    </div>
  );
}

import type { Condition } from "~/engine";
import { FieldPath } from "../fields/field-path";
import { CheckField, FieldGroup, SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { CONDITION_TYPES, changeConditionType, newCondition } from "./factories";
import { ItemActions } from "./item-actions";
import { moveItem, removeItem, replaceItem, withOptional } from "./list-edits";
import { FlagField, RefField } from "./ref-fields";
import { picksOf } from "./references";
import { useFormsT } from "./use-forms-t";

/**
 * A list of conditions (all must hold), edited whole: the new list goes to `onChange`, and the caller
 * writes it (an optional list that ends up empty is the caller's to remove).
 */
export function ConditionsField({ legend, hint, value, onChange, name = "when" }: {
  legend: string;
  // The definition key, on the add button, so a problem in this list can focus it.
  name?: string;
  hint?: string;
  value: readonly Condition[] | undefined;
  onChange: (value: Condition[]) => void;
}) {
  const t = useFormsT();
  const { draft } = useStudio();
  const list = value ?? [];
  return (
    <FieldGroup legend={legend} className="forms-conditions" at={name}>
      {hint ? <p className="studio-hint">{hint}</p> : null}
      {list.length === 0 ? <p className="forms-empty">{t("conditions.none")}</p> : null}
      <ol className="forms-list">
        {list.map((condition, index) => (
          <li key={index} className="forms-item">
            <FieldPath at={[name, index]}>
              <ConditionRow index={index} condition={condition} onChange={(next) => onChange(replaceItem(list, index, next))} />
            </FieldPath>
            <ItemActions noun="condition" index={index} count={list.length} onMove={(delta) => onChange(moveItem(list, index, delta))} onRemove={() => onChange(removeItem(list, index))} />
          </li>
        ))}
      </ol>
      <button type="button" name={name} className="button button-ghost forms-button forms-add" onClick={() => onChange([...list, newCondition("hasObject", picksOf(draft, ""))])}>
        {t("conditions.add")}
      </button>
    </FieldGroup>
  );
}

function ConditionRow({ index, condition, onChange }: { index: number; condition: Condition; onChange: (next: Condition) => void }) {
  const t = useFormsT();
  const { draft } = useStudio();
  const types = CONDITION_TYPES.map((type) => ({ value: type, label: t(`conditions.types.${type}`) }));
  return (
    <div className="forms-item-body">
      <SelectField
        at="type"
        label={t("conditions.type", { n: index + 1 })}
        value={condition.type}
        options={types}
        onChange={(type) => onChange(changeConditionType(condition, type as Condition["type"], picksOf(draft, "")))}
      />
      {condition.type === "hasObject" ? (
        <RefField kind="object" at="objectId" label={t("conditions.object")} value={condition.objectId} onChange={(objectId) => onChange({ ...condition, objectId })} />
      ) : null}
      {condition.type === "flagSet" ? <FlagField at="flag" label={t("conditions.flag")} value={condition.flag} onChange={(flag) => onChange({ ...condition, flag })} /> : null}
      {condition.type === "roomUnlocked" ? (
        <RefField kind="room" at="roomId" label={t("conditions.room")} value={condition.roomId} onChange={(roomId) => onChange({ ...condition, roomId })} />
      ) : null}
      {condition.type === "puzzleSolved" ? (
        <RefField kind="puzzle" at="puzzleId" label={t("conditions.puzzle")} value={condition.puzzleId} onChange={(puzzleId) => onChange({ ...condition, puzzleId })} />
      ) : null}
      <CheckField
        at="not"
        label={t("conditions.not")}
        checked={condition.not === true}
        onChange={(not) => onChange(withOptional(condition, "not", not || undefined))}
      />
    </div>
  );
}

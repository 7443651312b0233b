import type { AchievementCondition } from "~/engine";
import { FieldPath } from "../fields/field-path";
import { FieldGroup, NumberField, SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { ACHIEVEMENT_RULE_TYPES, newAchievementRule } from "./factories";
import { ItemActions } from "./item-actions";
import { moveItem, removeItem, replaceItem } from "./list-edits";
import { FlagField, RefField } from "./ref-fields";
import { picksOf } from "./references";
import { useFormsT } from "./use-forms-t";

/** An achievement's rules, all of which must hold: at least one, at most ten. */
export function AchievementRulesField({ value, onChange }: { value: readonly AchievementCondition[]; onChange: (value: AchievementCondition[]) => void }) {
  const t = useFormsT();
  const { draft } = useStudio();
  const types = ACHIEVEMENT_RULE_TYPES.map((type) => ({ value: type, label: t(`achievement.types.${type}`) }));
  return (
    <FieldGroup legend={t("achievement.rules")} at="when">
      {value.length === 0 ? (
        <p className="field-error" role="alert">
          {t("achievement.minRules")}
        </p>
      ) : null}
      <ol className="forms-list">
        {value.map((rule, index) => (
          <li key={index} className="forms-item">
            <FieldPath at={["when", index]}>
            <div className="forms-item-body">
              <SelectField
                at="type"
                label={t("achievement.rule", { n: index + 1 })}
                value={rule.type}
                options={types}
                onChange={(type) => onChange(replaceItem(value, index, newAchievementRule(type as AchievementCondition["type"], picksOf(draft, ""))))}
              />
              {rule.type === "wonWithin" ? (
                <NumberField at="seconds" label={t("achievement.seconds")} min={1} max={86_400} value={rule.seconds} onChange={(seconds) => seconds !== undefined && onChange(replaceItem(value, index, { ...rule, seconds }))} />
              ) : null}
              {rule.type === "flagSet" ? <FlagField at="flag" label={t("achievement.flag")} value={rule.flag} onChange={(flag) => onChange(replaceItem(value, index, { ...rule, flag }))} /> : null}
              {rule.type === "collected" ? (
                <RefField kind="object" at="objectId" label={t("achievement.object")} value={rule.objectId} onChange={(objectId) => onChange(replaceItem(value, index, { ...rule, objectId }))} />
              ) : null}
            </div>
            </FieldPath>
            <ItemActions
              noun="rule"
              index={index}
              count={value.length}
              canRemove={value.length > 1}
              onMove={(delta) => onChange(moveItem(value, index, delta))}
              onRemove={() => onChange(removeItem(value, index))}
            />
          </li>
        ))}
      </ol>
      <button type="button" name="when" className="button button-ghost forms-button forms-add" disabled={value.length >= 10} onClick={() => onChange([...value, newAchievementRule("won", picksOf(draft, ""))])}>
        {t("achievement.add")}
      </button>
    </FieldGroup>
  );
}

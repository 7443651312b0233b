import { useEffect, useState } from "react";
import * as v from "valibot";
import type { Interaction } from "~/engine";
import { FieldPath } from "../fields/field-path";
import { CheckField, FieldGroup } from "../fields/fields";
import { copyItem, readClipboard, withFreshIds } from "../clipboard";
import { useStudio } from "../studio-context";
import { ConditionsField } from "./conditions-field";
import { EffectsField } from "./effects-field";
import { newInteraction } from "./factories";
import { ItemActions } from "./item-actions";
import { moveItem, optionalList, removeItem, replaceItem, withOptional } from "./list-edits";
import { useFormsT } from "./use-forms-t";

/**
 * A target's interactions, tried in order on a click: the first whose conditions hold fires. Edited
 * whole like the other lists; an interaction can be copied here and pasted on any target of any editor.
 */
export function InteractionsField({ value, onChange }: { value: readonly Interaction[] | undefined; onChange: (value: Interaction[]) => void }) {
  const t = useFormsT();
  const { edit } = useStudio();
  const list = value ?? [];
  const copied = useCopiedInteraction();
  const [status, setStatus] = useState("");
  return (
    <FieldGroup legend={t("interactions.legend")} className="forms-interactions" at="interactions">
      <p className="studio-hint">{t("interactions.hint")}</p>
      {list.length === 0 ? <p className="forms-empty">{t("interactions.none")}</p> : null}
      <ol className="forms-list">
        {list.map((interaction, index) => (
          <li key={interaction.id} className="forms-item forms-interaction">
            <FieldPath at={["interactions", index]}>
              <InteractionCard index={index} interaction={interaction} onChange={(next) => onChange(replaceItem(list, index, next))} />
            </FieldPath>
            <button
              type="button"
              className="button button-ghost forms-button"
              onClick={() => {
                copyItem("interaction", interaction);
                setStatus(t("interactions.copied"));
              }}
            >
              {t("interactions.copy")}
            </button>
            <ItemActions noun="interaction" index={index} count={list.length} onMove={(delta) => onChange(moveItem(list, index, delta))} onRemove={() => onChange(removeItem(list, index))} />
          </li>
        ))}
      </ol>
      <button type="button" name="interactions" className="button button-ghost forms-button forms-add" onClick={() => onChange([...list, newInteraction(edit.newId, t("defaults.message"))])}>
        {t("interactions.add")}
      </button>
      <button
        type="button"
        className="button button-ghost forms-button"
        disabled={!copied}
        onClick={() => {
          const pasted = readPastable();
          if (pasted) onChange([...list, withFreshIds(pasted, edit.newId, "event")]);
        }}
      >
        {t("interactions.paste")}
      </button>
      <span className="studio-hint" role="status">
        {status}
      </span>
    </FieldGroup>
  );
}

function InteractionCard({ index, interaction, onChange }: { index: number; interaction: Interaction; onChange: (next: Interaction) => void }) {
  const t = useFormsT();
  return (
    <div className="forms-item-body">
      <h3 className="forms-item-title">{t("interactions.item", { n: index + 1 })}</h3>
      <ConditionsField legend={t("interactions.when")} value={interaction.when} onChange={(when) => onChange(withOptional(interaction, "when", optionalList(when)))} />
      <CheckField at="once" label={t("interactions.once")} checked={interaction.once === true} onChange={(once) => onChange(withOptional(interaction, "once", once || undefined))} />
      <EffectsField legend={t("interactions.effects")} min={1} value={interaction.effects} onChange={(effects) => onChange({ ...interaction, effects })} />
    </div>
  );
}

// What a pasted interaction must at least look like; its details are the problems list's to judge.
const PastableSchema = v.object({
  id: v.string(),
  when: v.optional(v.array(v.looseObject({ type: v.string() }))),
  once: v.optional(v.boolean()),
  effects: v.array(v.looseObject({ type: v.string() })),
});

function readPastable(): Interaction | null {
  const copied = readClipboard();
  if (!copied || copied.type !== "interaction") return null;
  const parsed = v.safeParse(PastableSchema, copied.item);
  if (!parsed.success) return null;
  const { id, when, once, effects } = parsed.output;
  // The loose check keeps the creator's half-made copy; the draft's problems list says what to fix.
  return { id, ...(when ? { when } : {}), ...(once ? { once } : {}), effects } as Interaction;
}

/** Whether the clipboard holds an interaction, kept current when another tab or editor copies one. */
function useCopiedInteraction(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const check = () => setHas(readPastable() !== null);
    check();
    window.addEventListener("studio:clipboard", check);
    window.addEventListener("storage", check);
    return () => {
      window.removeEventListener("studio:clipboard", check);
      window.removeEventListener("storage", check);
    };
  }, []);
  return has;
}

import type { Condition, Interaction, Target } from "~/engine";
import { FieldGroup } from "../fields/fields";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";
import { ConditionsField } from "./conditions-field";
import { InteractionsField } from "./interactions-field";
import { optionalList } from "./list-edits";
import { RefField } from "./ref-fields";
import { itemAt } from "./references";
import { useFormsT } from "./use-forms-t";

/**
 * What every zone, hotspot and block shares: an object lying there, the puzzle it opens (zones and
 * hotspots only: `puzzle`), when it shows, and what clicking it does. `path` is the target's own path,
 * e.g. ["scenes", sceneId, "zones", zoneId].
 */
export function TargetFields({ path, puzzle }: { path: EditPath; puzzle: boolean }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const target = itemAt(draft, path) as (Target & { puzzleId?: string }) | undefined;
  if (!target) return null;
  return (
    <FieldGroup legend={t("target.legend")} className="forms-target">
      <RefField
        kind="object"
        name="objectId"
        label={t("target.object")}
        empty={t("target.noObject")}
        value={target.objectId}
        onChange={(value) => edit.set([...path, "objectId"], value === "" ? undefined : value)}
      />
      {puzzle ? (
        <RefField
          kind="puzzle"
          name="puzzleId"
          label={t("target.puzzle")}
          empty={t("target.noPuzzle")}
          value={target.puzzleId}
          onChange={(value) => edit.set([...path, "puzzleId"], value === "" ? undefined : value)}
        />
      ) : null}
      <ConditionsField name="visibleWhen" legend={t("target.visibleWhen")} value={target.visibleWhen} onChange={(conditions: Condition[]) => edit.set([...path, "visibleWhen"], optionalList(conditions))} />
      <InteractionsField value={target.interactions} onChange={(interactions: Interaction[]) => edit.set([...path, "interactions"], interactions)} />
    </FieldGroup>
  );
}

import { FieldGroup, NumberField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { ConditionsField } from "./conditions-field";
import { EndingsFields } from "./endings-fields";
import { FormFrame } from "./form-frame";
import { RefField } from "./ref-fields";
import { SettingsMeta } from "./settings-meta";
import { SoundFields } from "./sound-fields";
import { useFormsT } from "./use-forms-t";

/** The game's settings (selection ["settings"]): its description, its main object, its rules, its endings and its sound. */
export function SettingsForm() {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const rules = draft.rules;
  return (
    <FormFrame>
      <SettingsMeta />
      <RefField
        kind="object"
        name="mainObjectId"
        label={t("settings.mainObject")}
        empty={t("settings.noMainObject")}
        value={draft.mainObjectId}
        onChange={(value) => edit.set(["mainObjectId"], value === "" ? undefined : value)}
      />
      <FieldGroup legend={t("settings.rules")}>
        <RefField kind="scene" name="startSceneId" label={t("settings.startScene")} value={rules.startSceneId} onChange={(value) => edit.set(["rules", "startSceneId"], value)} />
        <NumberField
          name="penaltySeconds"
          label={t("settings.penalty")}
          min={0}
          max={3600}
          value={rules.penaltySeconds}
          onChange={(value) => edit.set(["rules", "penaltySeconds"], value)}
        />
        <NumberField
          name="timeLimitSeconds"
          label={t("settings.timeLimit")}
          hint={t("settings.timeLimitHint")}
          min={1}
          max={86_400}
          optional
          value={rules.timeLimitSeconds}
          onChange={(value) => edit.set(["rules", "timeLimitSeconds"], value)}
        />
        <ConditionsField name="winWhen" legend={t("settings.winWhen")} hint={t("settings.winWhenHint")} value={rules.winWhen} onChange={(value) => edit.set(["rules", "winWhen"], value)} />
        <ConditionsField name="loseWhen" legend={t("settings.loseWhen")} value={rules.loseWhen} onChange={(value) => edit.set(["rules", "loseWhen"], value)} />
      </FieldGroup>
      <EndingsFields />
      <SoundFields />
    </FormFrame>
  );
}

import { CheckField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { AchievementRulesField } from "./achievement-rules-field";
import { FormFrame } from "./form-frame";
import { useFormsT } from "./use-forms-t";

/** An achievement: its name and description for players, whether it hides until earned, and its rules. */
export function AchievementForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const achievement = draft.achievements?.find((item) => item.id === id);
  if (!achievement) return null;
  const set = (key: string, value: unknown) => edit.set(["achievements", id, key], value);
  return (
    <FormFrame>
      <TextField name="name" label={t("achievement.name")} required maxLength={120} value={achievement.name ?? ""} onChange={(value) => set("name", value)} />
      <TextField name="description" label={t("achievement.description")} multiline required maxLength={500} value={achievement.description ?? ""} onChange={(value) => set("description", value)} />
      <CheckField name="hidden" label={t("achievement.hidden")} hint={t("achievement.hiddenHint")} checked={achievement.hidden === true} onChange={(value) => set("hidden", value)} />
      <AchievementRulesField value={achievement.when ?? []} onChange={(when) => set("when", when)} />
    </FormFrame>
  );
}

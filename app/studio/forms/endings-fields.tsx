import { ENDING_OUTCOMES, type AuthoredEnding, type EndingOutcome } from "~/engine";
import { AssetField } from "../fields/asset-field";
import { FieldGroup, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { useFormsT } from "./use-forms-t";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The game settings' end screens: for a win and for a loss, the creator's text and an optional picture
 * with its description. An ending left empty is removed from the draft, and so are the endings once
 * both are, so a game that never had one stays exactly as it was stored.
 */
export function EndingsFields() {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  // The shared draft is not trusted: anything but an object reads as "no ending yet".
  const endings: Partial<Record<EndingOutcome, AuthoredEnding>> = isObject(draft.rules.endings) ? draft.rules.endings : {};

  const setField = (outcome: EndingOutcome, key: keyof AuthoredEnding, value: string | undefined) => {
    const ending: AuthoredEnding = { ...(isObject(endings[outcome]) ? endings[outcome] : {}), [key]: value };
    if (value === undefined) delete ending[key];
    const next = { ...endings, [outcome]: ending };
    if (Object.keys(ending).length === 0) delete next[outcome];
    edit.set(["rules", "endings"], Object.keys(next).length === 0 ? undefined : next);
  };
  const text = (value: string) => (value.trim() === "" ? undefined : value);

  return (
    <FieldGroup legend={t("endings.legend")}>
      <p className="studio-hint">{t("endings.intro")}</p>
      {ENDING_OUTCOMES.map((outcome) => {
        const ending = isObject(endings[outcome]) ? endings[outcome] : {};
        return (
          <FieldGroup key={outcome} legend={t(`endings.${outcome}`)}>
            <TextField
              name={`ending-${outcome}-text`}
              label={t("endings.text")}
              multiline
              maxLength={2000}
              value={typeof ending.text === "string" ? ending.text : ""}
              onChange={(value) => setField(outcome, "text", text(value))}
            />
            <AssetField label={t("endings.image")} kind="image" optional value={ending.image} onChange={(value) => setField(outcome, "image", value)} />
            <TextField
              name={`ending-${outcome}-alt`}
              label={t("endings.alt")}
              hint={t("endings.altHint")}
              error={ending.image && !ending.alt && !ending.text ? t("endings.altMissing") : null}
              maxLength={300}
              value={typeof ending.alt === "string" ? ending.alt : ""}
              onChange={(value) => setField(outcome, "alt", text(value))}
            />
          </FieldGroup>
        );
      })}
    </FieldGroup>
  );
}

import type { Recipe } from "~/engine";
import { SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { ConditionsField } from "./conditions-field";
import { EffectsField } from "./effects-field";
import { newRecipe } from "./factories";
import { FormFrame } from "./form-frame";
import { optionalList } from "./list-edits";
import { RefField } from "./ref-fields";
import { useFormsT } from "./use-forms-t";

/** A recipe: inspecting an object from the inventory, or assembling two objects into a third. */
export function RecipeForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const recipe = draft.recipes?.find((item) => item.id === id);
  if (!recipe) return null;
  const set = (key: string, value: unknown) => edit.set(["recipes", id, key], value);
  const switchKind = (kind: Recipe["kind"]) => {
    if (kind === recipe.kind) return;
    // The object stays the one the recipe is about: the inspected one becomes the first input, and back.
    const objectId = recipe.kind === "inspect" ? recipe.objectId : (recipe.inputs?.[0] ?? "");
    const other = draft.objects?.find((object) => object.id !== objectId)?.id ?? "";
    edit.set(["recipes", id], newRecipe(() => id, kind, { objectId, otherObjectId: other, resultId: "", message: t("defaults.recipeMessage") }));
  };
  return (
    <FormFrame>
      <SelectField
        name="kind"
        label={t("recipe.kind")}
        value={recipe.kind}
        options={(["inspect", "assemble"] as const).map((kind) => ({ value: kind, label: t(`recipe.kinds.${kind}`) }))}
        onChange={(kind) => switchKind(kind as Recipe["kind"])}
      />
      {recipe.kind === "inspect" ? (
        <>
          <RefField kind="object" name="objectId" label={t("recipe.object")} value={recipe.objectId} onChange={(value) => set("objectId", value)} />
          <ConditionsField name="when" legend={t("recipe.when")} value={recipe.when} onChange={(when) => set("when", optionalList(when))} />
          <EffectsField legend={t("recipe.effects")} min={1} value={recipe.effects} onChange={(effects) => set("effects", effects)} />
        </>
      ) : (
        <AssembleFields recipe={recipe} />
      )}
    </FormFrame>
  );
}

function AssembleFields({ recipe }: { recipe: Extract<Recipe, { kind: "assemble" }> }) {
  const t = useFormsT();
  const { edit } = useStudio();
  const [a, b] = recipe.inputs ?? ["", ""];
  const setInputs = (inputs: [string, string]) => edit.set(["recipes", recipe.id, "inputs"], inputs);
  const sameInputs = a !== "" && a === b;
  const resultIsInput = recipe.result !== "" && (recipe.result === a || recipe.result === b);
  return (
    <>
      <RefField kind="object" name="inputs" at={["inputs", 0]} label={t("recipe.inputA")} value={a} onChange={(value) => setInputs([value, b])} />
      <RefField kind="object" at={["inputs", 1]} label={t("recipe.inputB")} value={b} onChange={(value) => setInputs([a, value])} />
      {sameInputs ? (
        <p className="field-error" role="alert">
          {t("recipe.sameInputs")}
        </p>
      ) : null}
      <RefField kind="object" name="result" label={t("recipe.result")} value={recipe.result} onChange={(value) => edit.set(["recipes", recipe.id, "result"], value)} />
      {resultIsInput ? (
        <p className="field-error" role="alert">
          {t("recipe.resultIsInput")}
        </p>
      ) : null}
      <TextField
        name="message"
        label={t("recipe.message")}
        multiline
        maxLength={1000}
        value={recipe.message ?? ""}
        onChange={(value) => edit.set(["recipes", recipe.id, "message"], value.trim() === "" ? undefined : value)}
      />
    </>
  );
}

import { FieldGroup } from "../fields/fields";
import { useStudio } from "../studio-context";
import { recipesOfObject } from "./references";
import { useFormsT } from "./use-forms-t";
import { useNewItems } from "./use-new-items";

/** The recipes an object takes part in, each opening in the inspector, and buttons to add one. */
export function ObjectRecipes({ objectId }: { objectId: string }) {
  const t = useFormsT();
  const { draft, edit, select } = useStudio();
  const recipes = recipesOfObject(draft, objectId);
  const nameOf = (id: string) => draft.objects?.find((object) => object.id === id)?.name || id;
  const newItems = useNewItems();
  const add = (kind: "inspect" | "assemble") => {
    const recipe = newItems.recipe(kind, objectId);
    edit.insert(["recipes"], recipe);
    select({ path: ["recipes", recipe.id] });
  };
  return (
    <FieldGroup legend={t("object.recipes")}>
      {recipes.length === 0 ? (
        <p className="forms-empty">{t("object.noRecipes")}</p>
      ) : (
        <ul className="forms-links">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <button type="button" className="forms-link" onClick={() => select({ path: ["recipes", recipe.id] })}>
                {recipe.kind === "inspect"
                  ? t("object.inspect", { name: nameOf(recipe.objectId) })
                  : t("object.assemble", { a: nameOf(recipe.inputs?.[0] ?? ""), b: nameOf(recipe.inputs?.[1] ?? ""), result: nameOf(recipe.result) || "?" })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-ghost forms-button" onClick={() => add("inspect")}>
        {t("object.addInspect")}
      </button>
      <button type="button" className="button button-ghost forms-button" onClick={() => add("assemble")}>
        {t("object.addAssemble")}
      </button>
    </FieldGroup>
  );
}

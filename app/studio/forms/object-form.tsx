import type { GameObject } from "~/engine";
import { AssetField } from "../fields/asset-field";
import { FieldGroup, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { FormFrame } from "./form-frame";
import { ObjectRecipes } from "./object-recipes";
import { useFormsT } from "./use-forms-t";

/** An object: what the player sees of it in the scene, the inventory and a closer look, and its recipes. */
export function ObjectForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const object = draft.objects?.find((item) => item.id === id);
  if (!object) return null;
  const set = <K extends keyof GameObject>(key: K, value: GameObject[K] | undefined) => edit.set(["objects", id, key], value);
  const detail = object.detail ?? {};
  // A closer look with nothing in it is left out, not kept empty.
  const setDetail = (key: "text" | "image", value: string | undefined) => {
    const next = { ...detail, [key]: value };
    if (value === undefined) delete next[key];
    set("detail", next.text === undefined && next.image === undefined ? undefined : next);
  };
  return (
    <FormFrame>
      <TextField name="name" label={t("object.name")} required maxLength={120} value={object.name ?? ""} onChange={(value) => set("name", value)} />
      <TextField
        name="description"
        label={t("object.description")}
        hint={t("object.descriptionHint")}
        placeholder={t("object.descriptionPlaceholder")}
        multiline
        maxLength={1000}
        value={object.description ?? ""}
        onChange={(value) => set("description", value)}
      />
      <AssetField label={t("object.image")} kind="image" value={object.image} onChange={(value) => set("image", value ?? "")} />
      {object.image ? null : <p className="field-error">{t("object.imageMissing")}</p>}
      <AssetField label={t("object.model")} kind="model" optional value={object.model} onChange={(value) => set("model", value)} />
      <FieldGroup legend={t("object.detail")}>
        <TextField
          name="detail"
          label={t("object.detailText")}
          multiline
          maxLength={2000}
          value={detail.text ?? ""}
          onChange={(value) => setDetail("text", value.trim() === "" ? undefined : value)}
        />
        <AssetField label={t("object.detailImage")} kind="image" optional value={detail.image} onChange={(value) => setDetail("image", value)} />
      </FieldGroup>
      <ObjectRecipes objectId={id} />
    </FormFrame>
  );
}

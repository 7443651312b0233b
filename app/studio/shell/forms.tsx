import { useT } from "~/i18n/use-t";
import { TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";
import { NameForm } from "./inspector";
import { classicFormFor } from "../classic/classic-forms";

/** The form for a selected path: the settings, or the item's kind's own form. */
export function FormFor({ path }: { path: EditPath }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  if (path[0] === "settings") {
    return <TextField label={t("studio.inspector.gameTitle")} name="title" value={draft.meta.title} required maxLength={120} onChange={(value) => edit.set(["meta", "title"], value)} />;
  }
  return classicFormFor(draft, path) ?? <NameForm path={path} />;
}

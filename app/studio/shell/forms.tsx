import { AchievementForm } from "../forms/achievement-form";
import { HintForm } from "../forms/hint-form";
import { ObjectForm } from "../forms/object-form";
import { PuzzleForm } from "../forms/puzzle-form";
import { RecipeForm } from "../forms/recipe-form";
import { RoomForm } from "../forms/room-form";
import { SettingsForm } from "../forms/settings-form";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";
import { NameForm } from "./inspector";
import { classicFormFor } from "../classic/classic-forms";

/** The form for a selected path: the settings, or the item's kind's own form. */
export function FormFor({ path }: { path: EditPath }) {
  const { draft } = useStudio();
  const [kind, id] = path;
  if (kind === "settings") return <SettingsForm />;
  if (path.length === 2) {
    if (kind === "rooms") return <RoomForm id={id} />;
    if (kind === "objects") return <ObjectForm id={id} />;
    if (kind === "puzzles") return <PuzzleForm id={id} />;
    if (kind === "hints") return <HintForm id={id} />;
    if (kind === "recipes") return <RecipeForm id={id} />;
    if (kind === "achievements") return <AchievementForm id={id} />;
  }
  return classicFormFor(draft, path) ?? <NameForm path={path} />;
}

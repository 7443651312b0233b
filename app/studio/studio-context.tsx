import { createContext, useContext } from "react";
import type { GameType } from "~/engine";
import type { FileView } from "~/lib/projects/files/view";
import type { Draft, Selection, StudioEdit } from "./types";

/**
 * What every part of an editor reads: the project, its draft, the way to change it, the selection and
 * the project's files. Provided once by the editor shell (app/studio/shell), read with `useStudio()`.
 */
export type StudioContextValue = {
  projectId: string;
  type: GameType;
  draft: Draft;
  edit: StudioEdit;
  selection: Selection | null;
  select: (selection: Selection | null) => void;
  /** Every file of the project (all folders), null until loaded; `reloadFiles` after an upload. */
  files: FileView[] | null;
  reloadFiles: () => void;
  /** The file library's older "global sound" pick, which the sound settings offer as the game's music. */
  globalSound?: string | null;
  /** Whether the stage shows its "new scene" form (opened from the stage itself or from the tree). */
  addingScene: boolean;
  setAddingScene: (open: boolean) => void;
  /** A viewer's editor: everything shown, nothing changeable (issue 14); `edit` ignores calls too. */
  readOnly: boolean;
};

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error("useStudio() is only available inside the editor shell");
  return value;
}

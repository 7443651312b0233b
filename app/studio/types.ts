import type { GameDefinition } from "~/engine";
import type { EditPath } from "~/lib/drafts/edits";

export type { EditPath };

/**
 * The contract between the studio's shell and its parts (ADR 021): every part reads the draft as a
 * `GameDefinition` and changes it only through `StudioEdit`, which writes the shared document (so every
 * change reaches the other editors, the room and the undo history the same way).
 */

/** The draft as the editors read it: shaped like a definition, not yet valid (the problems list says why). */
export type Draft = GameDefinition;

export type StudioEdit = {
  /** Sets a field (`undefined` removes it). Items of a list are addressed by id: `["scenes", id, "name"]`. */
  set: (path: EditPath, value: unknown) => void;
  /** Adds an item to a list (the end by default). */
  insert: (listPath: EditPath, item: { id: string; [field: string]: unknown }, index?: number) => void;
  remove: (listPath: EditPath, id: string) => void;
  move: (listPath: EditPath, id: string, toIndex: number) => void;
  /** Runs several changes as one step of the undo history. */
  batch: (run: () => void) => void;
  /** A fresh id for a new item, readable in paths and logs: `zone-k3x9`. */
  newId: (prefix: string) => string;
};

/**
 * What is selected in the tree, the canvas or the problems list: the path of an item (`["scenes", id]`,
 * `["scenes", id, "zones", zoneId]`, `["objects", id]`, `["puzzles", id]`, …) or `["settings"]`; `field`
 * is the field to focus in the inspector (a problem points at one).
 */
export type Selection = { path: EditPath; field?: string };

export type SaveState = "saved" | "saving" | "offline" | "connecting" | "error";

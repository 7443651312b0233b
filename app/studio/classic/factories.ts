import type { Block, ClassicScene, Puzzle } from "~/engine";

/**
 * New parts of a Classic game, each valid for the engine's schema from the moment it is inserted, so
 * the problems list never flags what the creator has not been asked about yet. Texts come from the
 * caller (in the creator's language); files are chosen before a media block is created. A text block
 * starts empty: what to write is the field's placeholder, never words players would read.
 */

type NewId = (prefix: string) => string;

export const BLOCK_KINDS = ["text", "image", "audio", "video"] as const;
export type BlockKind = Block["kind"];

export function newClassicPage(newId: NewId, name: string, roomId: string): ClassicScene {
  return { id: newId("page"), kind: "classic", roomId, name: name.trim(), blocks: [], puzzleIds: [] };
}

/** What each kind needs before it can exist: an image's file and description… (a text, nothing). */
export type BlockDefaults = {
  text: { text?: string };
  image: { src: string; alt: string };
  audio: { src: string; label: string };
  video: { src: string; label: string };
};

export function newBlock<K extends BlockKind>(newId: NewId, kind: K, defaults: BlockDefaults[K]): Block {
  const id = newId("block");
  const fields = defaults as Partial<BlockDefaults["text"] & BlockDefaults["image"] & BlockDefaults["audio"]>;
  const src = fields.src ?? "";
  switch (kind) {
    case "text":
      return { id, kind: "text", text: (fields.text ?? "").trim(), interactions: [] };
    case "image":
      return { id, kind: "image", src, alt: (fields.alt ?? "").trim(), interactions: [] };
    default:
      return { id, kind: kind === "audio" ? "audio" : "video", src, label: (fields.label ?? "").trim(), interactions: [] };
  }
}

/** A code puzzle ready to be placed on a page: four digits, and solving it shows a message. */
export function newCodePuzzle(newId: NewId, texts: { name: string; solved: string }): Puzzle {
  return { id: newId("puzzle"), kind: "code", name: texts.name.trim(), code: "1234", effects: [{ type: "showMessage", text: texts.solved.trim() }] };
}

/** Whether what was asked before creating a block is enough for the schema (the add form's button). */
export function blockDefaultsReady(kind: BlockKind, defaults: Partial<Record<"text" | "src" | "alt" | "label", string>>): boolean {
  const filled = (value: string | undefined) => (value ?? "").trim() !== "";
  if (kind === "text") return true;
  return filled(defaults.src) && filled(kind === "image" ? defaults.alt : defaults.label);
}

export { newRoom } from "../forms/factories";

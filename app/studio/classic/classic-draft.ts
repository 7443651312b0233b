import * as v from "valibot";
import { BlockSchema, type Block, type ClassicScene } from "~/engine";
import type { Draft, Selection } from "../types";

/** Reading a Classic game's draft: its pages, what the selection points at, where a new block goes. */

export function classicPages(draft: Draft): ClassicScene[] {
  return (draft.scenes ?? []).filter((scene): scene is ClassicScene => scene?.kind === "classic");
}

export function findPage(draft: Draft, sceneId: string): ClassicScene | undefined {
  return classicPages(draft).find((scene) => scene.id === sceneId);
}

export function findBlock(draft: Draft, sceneId: string, blockId: string): Block | undefined {
  return findPage(draft, sceneId)?.blocks?.find((block) => block.id === blockId);
}

/**
 * The page to show: the one holding the selection (the page, one of its blocks, or one of its
 * puzzles), else the page shown before, else the first.
 */
export function pageToShow(draft: Draft, selection: Selection | null, shownBefore: string | null): ClassicScene | undefined {
  const pages = classicPages(draft);
  const path = selection?.path ?? [];
  const byScene = path[0] === "scenes" ? pages.find((page) => page.id === path[1]) : undefined;
  const shown = pages.find((page) => page.id === shownBefore);
  const byPuzzle = path[0] === "puzzles" ? pages.find((page) => (page.puzzleIds ?? []).includes(path[1])) : undefined;
  const onShown = path[0] === "puzzles" && (shown?.puzzleIds ?? []).includes(path[1]);
  return byScene ?? (onShown ? shown : byPuzzle) ?? shown ?? pages[0];
}

/** The selected block of a page, if the selection is one. */
export function selectedBlockId(selection: Selection | null, sceneId: string): string | null {
  const path = selection?.path ?? [];
  return path[0] === "scenes" && path[1] === sceneId && path[2] === "blocks" && path[3] ? path[3] : null;
}

/** Where a new block goes: right after the selected one, else at the end. */
export function insertIndex(page: ClassicScene, afterId: string | null): number {
  const index = afterId ? page.blocks.findIndex((block) => block.id === afterId) : -1;
  return index < 0 ? page.blocks.length : index + 1;
}

/** A block pasted from the clipboard, checked against the engine's schema (the clipboard is not trusted). */
export function asBlock(item: unknown): Block | null {
  const parsed = v.safeParse(BlockSchema, item);
  return parsed.success ? parsed.output : null;
}

/** The same list with one id moved by `delta` places; unchanged at the edges. */
export function moved(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

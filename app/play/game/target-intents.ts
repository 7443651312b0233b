import type { Action, ClientDefinition, GameState } from "~/engine";
import { sceneTargetsOf } from "./scene-targets";

/**
 * What a click on a zone, hotspot or block means, decided from the client view alone (renderers
 * report clicks, they hold no rules): use the held object on it; take the object lying there; open
 * its puzzle; or let its interactions run. The engine still judges every one of these intents.
 */
export type TargetIntents = {
  // `quiet`: a refusal of this one is expected and not worth telling (the drawer has nothing more
  // to say once its note is taken) when something else happens on the same click.
  actions: { action: Action; quiet: boolean }[];
  puzzleId: string | null;
  // The held object was used: the player's hand is empty again.
  dropSelection: boolean;
};

const nothing: TargetIntents = { actions: [], puzzleId: null, dropSelection: false };

export function intentsForTarget(targetId: string, state: GameState, view: ClientDefinition, selectedObjectId: string | null): TargetIntents {
  const scene = view.scenes.find((candidate) => candidate.id === state.sceneId);
  const target = scene ? sceneTargetsOf(scene).find((candidate) => candidate.id === targetId) : undefined;
  if (!target) return nothing;
  if (selectedObjectId && state.inventory.includes(selectedObjectId)) {
    return { actions: [{ action: { type: "useObject", objectId: selectedObjectId, targetId }, quiet: false }], puzzleId: null, dropSelection: true };
  }
  const lying = target.objectId !== undefined && !state.collected.includes(target.objectId) ? target.objectId : null;
  const puzzleId = "puzzleId" in target && target.puzzleId && !state.solvedPuzzles.includes(target.puzzleId) ? target.puzzleId : null;
  const usePuzzle = view.puzzles.find((puzzle) => puzzle.kind === "use" && puzzle.targetId === targetId && !state.solvedPuzzles.includes(puzzle.id));
  const interactive = target.interactions.length > 0;
  const actions: TargetIntents["actions"] = [];
  if (interactive) actions.push({ action: { type: "clickTarget", targetId }, quiet: lying !== null || puzzleId !== null });
  if (lying) actions.push({ action: { type: "pickObject", objectId: lying }, quiet: false });
  if (puzzleId) return { actions, puzzleId, dropSelection: false };
  // A use-puzzle with nothing else here: its dialog says which object to bring.
  if (usePuzzle && !interactive && !lying) return { actions, puzzleId: usePuzzle.id, dropSelection: false };
  // Nothing known to happen: the engine says so in its own words ("nothing happens").
  if (!interactive && !lying) actions.push({ action: { type: "clickTarget", targetId }, quiet: false });
  return { actions, puzzleId: null, dropSelection: false };
}

/** The object lying in a target, for Classic's separate "Take" button. */
export function objectLyingIn(targetId: string, state: GameState, view: ClientDefinition): string | null {
  const scene = view.scenes.find((candidate) => candidate.id === state.sceneId);
  const target = scene ? sceneTargetsOf(scene).find((candidate) => candidate.id === targetId) : undefined;
  return target?.objectId ?? null;
}

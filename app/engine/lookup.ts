import type { GameDefinition, GameObject, Hint, Puzzle, Recipe, Room, Scene, Target } from "./definition";
import { sceneTargets } from "./definition";

/**
 * Maps from id to thing, built once per definition. A room replays thousands of actions against the
 * same definition object, so the maps are cached on it rather than rebuilt per action.
 */
export type Lookup = {
  rooms: Map<string, Room>;
  scenes: Map<string, Scene>;
  // Where entering a room leads: its first scene in definition order.
  roomEntry: Map<string, string>;
  objects: Map<string, GameObject>;
  puzzles: Map<string, Puzzle>;
  targets: Map<string, { target: Target; sceneId: string }>;
  interactions: Set<string>;
  // Keyed by puzzle id; "" holds the game-wide hints.
  hints: Map<string, Hint[]>;
  hintIds: Set<string>;
  inspectRecipes: Map<string, Extract<Recipe, { kind: "inspect" }>[]>;
  assembleRecipes: Map<string, Extract<Recipe, { kind: "assemble" }>>;
  recipeIds: Set<string>;
  usePuzzles: Map<string, Extract<Puzzle, { kind: "use" }>[]>;
};

const cache = new WeakMap<GameDefinition, Lookup>();

export const pairKey = (a: string, b: string) => (a < b ? `${a}+${b}` : `${b}+${a}`);
export const hintKey = (puzzleId: string | undefined) => puzzleId ?? "";

function push<K, T>(map: Map<K, T[]>, key: K, item: T) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

function build(def: GameDefinition): Lookup {
  const look: Lookup = {
    rooms: new Map(def.rooms.map((room) => [room.id, room])),
    scenes: new Map(def.scenes.map((scene) => [scene.id, scene])),
    roomEntry: new Map(),
    objects: new Map(def.objects.map((object) => [object.id, object])),
    puzzles: new Map(def.puzzles.map((puzzle) => [puzzle.id, puzzle])),
    targets: new Map(),
    interactions: new Set(),
    hints: new Map(),
    hintIds: new Set(def.hints.map((hint) => hint.id)),
    inspectRecipes: new Map(),
    assembleRecipes: new Map(),
    recipeIds: new Set(def.recipes.map((recipe) => recipe.id)),
    usePuzzles: new Map(),
  };
  for (const scene of def.scenes) {
    if (!look.roomEntry.has(scene.roomId)) look.roomEntry.set(scene.roomId, scene.id);
    for (const target of sceneTargets(scene)) {
      look.targets.set(target.id, { target, sceneId: scene.id });
      for (const interaction of target.interactions) look.interactions.add(interaction.id);
    }
  }
  for (const hint of def.hints) push(look.hints, hintKey(hint.puzzleId), hint);
  for (const recipe of def.recipes) {
    if (recipe.kind === "inspect") push(look.inspectRecipes, recipe.objectId, recipe);
    else look.assembleRecipes.set(pairKey(...recipe.inputs), recipe);
  }
  for (const puzzle of def.puzzles) if (puzzle.kind === "use") push(look.usePuzzles, puzzle.targetId, puzzle);
  return look;
}

export function lookup(def: GameDefinition): Lookup {
  let look = cache.get(def);
  if (!look) {
    look = build(def);
    cache.set(def, look);
  }
  return look;
}

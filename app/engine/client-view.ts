import type {
  AuthoredEnding,
  Block,
  ClassicScene,
  Effect,
  GameDefinition,
  GameObject,
  GameSoundSettings,
  Hotspot,
  InterfaceScene,
  Meta,
  PanoramaScene,
  Puzzle,
  Recipe,
  Room,
  Scene,
  Target,
  Zone,
} from "./definition";
import type { GameState } from "./state";

/**
 * What a player's browser receives: the definition without anything that answers a puzzle. Answers,
 * the object a use-puzzle wants, recipe results, hint texts, what interactions do before they fire,
 * hidden achievements and the authored endings stay on the server. Given the session's state, what
 * the player has already seen (fired interactions, revealed hints, unlocked achievements, the ending
 * reached) comes back, so a reload loses
 * nothing. Puzzles, recipes, hints and achievements are built field by field rather than copied
 * minus the secrets, so a field added to the schema later stays private until someone lists it here.
 * Targets keep `visibleWhen`: renderers show and hide them with the engine's own `targetVisible`, and
 * which flag opens a drawer answers nothing.
 */

/** Until it fires, an interaction is only an id: its conditions and effects would give the game away. */
export type ClientInteraction = { id: string; triggered: false } | { id: string; triggered: true; effects: Effect[] };

type WithClientInteractions<T> = T extends Target ? Omit<T, "interactions"> & { interactions: ClientInteraction[] } : never;
export type ClientZone = WithClientInteractions<Zone>;
export type ClientHotspot = WithClientInteractions<Hotspot>;
// Distributes over the block kinds, so `kind` still narrows a block to its fields.
export type ClientBlock = WithClientInteractions<Block>;

export type ClientScene =
  | (Omit<InterfaceScene, "zones"> & { zones: ClientZone[] })
  | (Omit<PanoramaScene, "hotspots"> & { hotspots: ClientHotspot[] })
  | (Omit<ClassicScene, "blocks"> & { blocks: ClientBlock[] });

type PuzzleBase = { id: string; name: string; prompt?: string };
export type ClientPuzzle =
  // How many digits to draw on the keypad, not which.
  | (PuzzleBase & { kind: "code"; length: number })
  | (PuzzleBase & { kind: "text" })
  | (PuzzleBase & { kind: "login" })
  | (PuzzleBase & { kind: "upload" })
  | (PuzzleBase & { kind: "use"; targetId: string })
  // How many symbols (or dials) the lock has room for, never which; a directional lock or a pattern
  // only shows its buttons, as a real one would.
  | (PuzzleBase & { kind: "colours" | "shapes" | "dial"; length: number })
  | (PuzzleBase & { kind: "directional" | "pattern" });

export type ClientRecipe = { id: string; kind: "inspect"; objectId: string } | { id: string; kind: "assemble"; inputs: [string, string] };

export type ClientHint = { id: string; puzzleId: string | null; revealed: false } | { id: string; puzzleId: string | null; revealed: true; text: string };

export type ClientAchievement =
  | { id: string; hidden: boolean; revealed: true; name: string; description: string }
  | { id: string; hidden: true; revealed: false };

// `ending`: the creator's words for the outcome reached, once the game has ended with a win or a loss.
export type ClientRules = { startSceneId: string; penaltySeconds: number; timeLimitSeconds?: number; ending?: AuthoredEnding };

export type ClientDefinition = {
  version: 1;
  meta: Meta;
  rooms: Room[];
  scenes: ClientScene[];
  objects: GameObject[];
  mainObjectId?: string;
  recipes: ClientRecipe[];
  puzzles: ClientPuzzle[];
  hints: ClientHint[];
  rules: ClientRules;
  achievements: ClientAchievement[];
  // Music and recordings answer nothing; captions neither (they say what a sound is, not what to do).
  sound?: GameSoundSettings;
};

type Seen = Pick<GameState, "triggered" | "hintsUsed" | "achievements">;
const nothingSeen: Seen = { triggered: [], hintsUsed: [], achievements: [] };

function clientTarget<T extends Target>(target: T, seen: Seen): WithClientInteractions<T> {
  const { interactions, ...rest } = target;
  return {
    ...structuredClone(rest),
    interactions: interactions.map((interaction): ClientInteraction =>
      seen.triggered.includes(interaction.id)
        ? { id: interaction.id, triggered: true, effects: structuredClone(interaction.effects) }
        : { id: interaction.id, triggered: false },
    ),
  } as WithClientInteractions<T>;
}

function clientScene(scene: Scene, seen: Seen): ClientScene {
  switch (scene.kind) {
    case "interface": {
      const { zones, ...rest } = scene;
      return { ...structuredClone(rest), zones: zones.map((zone) => clientTarget(zone, seen)) };
    }
    case "360": {
      const { hotspots, ...rest } = scene;
      return { ...structuredClone(rest), hotspots: hotspots.map((hotspot) => clientTarget(hotspot, seen)) };
    }
    case "classic": {
      const { blocks, ...rest } = scene;
      return { ...structuredClone(rest), blocks: blocks.map((block) => clientTarget(block, seen)) };
    }
  }
}

function clientPuzzle(puzzle: Puzzle): ClientPuzzle {
  const base: PuzzleBase = { id: puzzle.id, name: puzzle.name };
  if (puzzle.prompt !== undefined) base.prompt = puzzle.prompt;
  switch (puzzle.kind) {
    case "code":
      return { ...base, kind: "code", length: puzzle.code.length };
    case "use":
      return { ...base, kind: "use", targetId: puzzle.targetId };
    case "colours":
    case "shapes":
      return { ...base, kind: puzzle.kind, length: puzzle.sequence.length };
    case "dial":
      return { ...base, kind: "dial", length: puzzle.code.length };
    case "directional":
    case "pattern":
      return { ...base, kind: puzzle.kind };
    case "text":
    case "login":
    case "upload":
      return { ...base, kind: puzzle.kind };
  }
}

function clientRecipe(recipe: Recipe): ClientRecipe {
  return recipe.kind === "inspect"
    ? { id: recipe.id, kind: "inspect", objectId: recipe.objectId }
    : { id: recipe.id, kind: "assemble", inputs: [recipe.inputs[0], recipe.inputs[1]] };
}

export function stripSolutions(def: GameDefinition, state?: GameState): ClientDefinition {
  const seen: Seen = state ?? nothingSeen;
  const view: ClientDefinition = {
    version: 1,
    meta: structuredClone(def.meta),
    rooms: structuredClone(def.rooms),
    scenes: def.scenes.map((scene) => clientScene(scene, seen)),
    objects: structuredClone(def.objects),
    recipes: def.recipes.map(clientRecipe),
    puzzles: def.puzzles.map(clientPuzzle),
    hints: def.hints.map((hint): ClientHint => {
      const puzzleId = hint.puzzleId ?? null;
      return seen.hintsUsed.includes(hint.id)
        ? { id: hint.id, puzzleId, revealed: true, text: hint.text }
        : { id: hint.id, puzzleId, revealed: false };
    }),
    rules: { startSceneId: def.rules.startSceneId, penaltySeconds: def.rules.penaltySeconds },
    achievements: def.achievements.map((achievement): ClientAchievement =>
      achievement.hidden && !seen.achievements.includes(achievement.id)
        ? { id: achievement.id, hidden: true, revealed: false }
        : { id: achievement.id, hidden: achievement.hidden, revealed: true, name: achievement.name, description: achievement.description },
    ),
  };
  if (def.mainObjectId !== undefined) view.mainObjectId = def.mainObjectId;
  if (def.sound !== undefined) view.sound = structuredClone(def.sound);
  if (def.rules.timeLimitSeconds !== undefined) view.rules.timeLimitSeconds = def.rules.timeLimitSeconds;
  const ending = state ? reachedEnding(def, state) : undefined;
  if (ending) view.rules.ending = structuredClone(ending);
  return view;
}

/** The authored ending a player has reached: like a hint, it stays on the server until then (it may tell the story's secret). */
function reachedEnding(def: GameDefinition, state: GameState): AuthoredEnding | undefined {
  if (state.status !== "ended" || (state.outcome !== "won" && state.outcome !== "lost")) return undefined;
  return def.rules.endings?.[state.outcome];
}

import { reachOf, sceneTargets, type Condition, type Effect, type GameDefinition } from "~/engine";
import type { EditPath } from "../types";

/**
 * The puzzle chain as a graph, read from the draft alone: rooms, scenes (pages), puzzles, objects and the
 * win, with an edge for each thing one of them leads to. Each node's column is the round of the reach
 * walk (app/engine/definition/reach.ts) that first reaches it, so the map reads left to right in the
 * order a player could get there; what the walk never reaches sits in a last column of its own.
 */

export type MapNodeKind = "room" | "scene" | "puzzle" | "object" | "win";
export type MapEdgeKind = "contains" | "shows" | "gives" | "unlocks" | "leadsTo" | "opens" | "solves" | "wins" | "makes";

export type MapNode = {
  key: string;
  kind: MapNodeKind;
  /** The item's name as the tree shows it; empty when it has none yet (the caller words that). */
  name: string;
  /** The studio selection that opens the element in the tree and the inspector. */
  path: EditPath;
  /** When the reach walk first reached it, in map columns (two per round); null when no player ever can. */
  depth: number | null;
};

export type MapEdge = { from: string; to: string; kind: MapEdgeKind };
export type PuzzleMap = { nodes: MapNode[]; edges: MapEdge[]; columns: MapNode[][] };

const WIN = "win";

export function puzzleMap(def: GameDefinition): PuzzleMap {
  const reach = reachOf(def);
  const nodes: MapNode[] = [];
  const known = new Set<string>();
  const node = (kind: MapNodeKind, id: string, name: string, path: EditPath) => {
    const key = kind === "win" ? WIN : `${kind}:${id}`;
    known.add(key);
    const round = reach.depth.get(key);
    // Two columns per round of the walk: what a player does, then what it gives (the safe, then its key).
    const depth = round === undefined ? null : round * 2 + (reach.results.has(key) ? 1 : 0);
    nodes.push({ key, kind, name, path, depth });
  };
  def.rooms.forEach((room) => node("room", room.id, room.name, ["rooms", room.id]));
  def.scenes.forEach((scene) => node("scene", scene.id, scene.name, ["scenes", scene.id]));
  def.puzzles.forEach((puzzle) => node("puzzle", puzzle.id, puzzle.name, ["puzzles", puzzle.id]));
  def.objects.forEach((object) => node("object", object.id, object.name, ["objects", object.id]));
  node("win", WIN, "", ["settings"]);

  const edges: MapEdge[] = [];
  const seen = new Set<string>();
  const edge = (from: string, to: string, kind: MapEdgeKind) => {
    const id = `${from}>${to}`;
    if (from === to || seen.has(id) || !known.has(from) || !known.has(to)) return;
    seen.add(id);
    edges.push({ from, to, kind });
  };
  const effectsFrom = (from: string, effects: readonly Effect[]) => {
    for (const effect of effects) {
      if (effect.type === "giveObject") edge(from, `object:${effect.objectId}`, "gives");
      else if (effect.type === "unlockRoom") edge(from, `room:${effect.roomId}`, "unlocks");
      else if (effect.type === "goToScene") edge(from, `scene:${effect.sceneId}`, "leadsTo");
      else if (effect.type === "solvePuzzle") edge(from, `puzzle:${effect.puzzleId}`, "solves");
      else if (effect.type === "win") edge(from, WIN, "wins");
    }
  };
  const conditionKey = (condition: Condition) => {
    if (condition.not) return null;
    if (condition.type === "hasObject") return `object:${condition.objectId}`;
    if (condition.type === "puzzleSolved") return `puzzle:${condition.puzzleId}`;
    if (condition.type === "roomUnlocked") return `room:${condition.roomId}`;
    return null;
  };

  const roomOf = new Map(def.scenes.map((scene) => [scene.id, scene.roomId]));
  for (const scene of def.scenes) {
    const from = `scene:${scene.id}`;
    edge(`room:${scene.roomId}`, from, "contains");
    if (scene.kind === "classic") scene.puzzleIds.forEach((id) => edge(from, `puzzle:${id}`, "shows"));
    for (const target of sceneTargets(scene)) {
      if (target.objectId) edge(from, `object:${target.objectId}`, "gives");
      if ("puzzleId" in target && target.puzzleId) edge(from, `puzzle:${target.puzzleId}`, "shows");
      // Walking between the scenes of one room is moving about, not progress: the room already holds them all.
      for (const interaction of target.interactions) {
        effectsFrom(from, interaction.effects.filter((effect) => effect.type !== "goToScene" || roomOf.get(effect.sceneId) !== scene.roomId));
      }
    }
  }
  for (const puzzle of def.puzzles) {
    const key = `puzzle:${puzzle.id}`;
    // A use-puzzle is opened by its object: the key comes before the door.
    if (puzzle.kind === "use") edge(`object:${puzzle.objectId}`, key, "opens");
    effectsFrom(key, puzzle.effects);
  }
  for (const recipe of def.recipes) {
    if (recipe.kind === "inspect") effectsFrom(`object:${recipe.objectId}`, recipe.effects);
    else recipe.inputs.forEach((input) => edge(`object:${input}`, `object:${recipe.result}`, "makes"));
  }
  for (const condition of def.rules.winWhen) {
    const from = conditionKey(condition);
    if (from) edge(from, WIN, "wins");
  }

  return { nodes, edges, columns: columnsOf(nodes) };
}

/** Columns by reach round, in the definition's order inside each; the unreachable last. */
function columnsOf(nodes: MapNode[]): MapNode[][] {
  const rounds = [...new Set(nodes.flatMap((n) => (n.depth === null ? [] : [n.depth])))].sort((a, b) => a - b);
  const columns = rounds.map((round) => nodes.filter((n) => n.depth === round));
  const unreachable = nodes.filter((n) => n.depth === null);
  if (unreachable.length) columns.push(unreachable);
  return columns;
}

import { describe, expect, it } from "vitest";
import { initialState, reduce, stripSolutions, type GameDefinition, type GameState } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { intentsForTarget } from "../../app/play/game/target-intents";

/** What a click on the scene asks of the engine, decided by the player's screen without any rule. */

const base = DEMO_GAMES.interface.definition;

function started(def: GameDefinition): GameState {
  return reduce(def, initialState(def), { type: "start" }, 1_000).state;
}

function zoneOf(def: GameDefinition, id: string) {
  for (const scene of def.scenes) if (scene.kind === "interface") for (const zone of scene.zones) if (zone.id === id) return { scene, zone };
  throw new Error(`no zone ${id}`);
}

/** A zone of the start scene: one with an object lying in it, one opening a puzzle, one with interactions. */
function firstZone(def: GameDefinition, test: (zone: ReturnType<typeof zoneOf>["zone"]) => boolean) {
  const scene = def.scenes.find((candidate) => candidate.id === def.rules.startSceneId);
  if (scene?.kind !== "interface") throw new Error("the interface demo starts on an interface scene");
  const zone = scene.zones.find(test);
  if (!zone) throw new Error("no such zone in the start scene");
  return zone;
}

describe("a click on a zone", () => {
  it("takes the object lying there when nothing else happens on it", () => {
    const state = started(base);
    const zone = firstZone(base, (candidate) => candidate.objectId !== undefined && candidate.interactions.length === 0);
    const intents = intentsForTarget(zone.id, state, stripSolutions(base, state), null);
    expect(intents.actions).toEqual([{ action: { type: "pickObject", objectId: zone.objectId }, quiet: false }]);
  });

  it("uses the held object on it, and empties the hand", () => {
    const zone = firstZone(base, (candidate) => candidate.interactions.length > 0);
    const state = { ...started(base), inventory: [base.objects[0].id], collected: [base.objects[0].id] };
    const intents = intentsForTarget(zone.id, state, stripSolutions(base, state), base.objects[0].id);
    expect(intents).toEqual({
      actions: [{ action: { type: "useObject", objectId: base.objects[0].id, targetId: zone.id }, quiet: false }],
      puzzleId: null,
      dropSelection: true,
    });
  });

  it("opens the puzzle a zone shows, until it is solved", () => {
    const withPuzzle = base.scenes.flatMap((scene) => (scene.kind === "interface" ? scene.zones : [])).find((zone) => zone.puzzleId);
    expect(withPuzzle).toBeDefined();
    const { scene } = zoneOf(base, withPuzzle!.id);
    const state = { ...started(base), sceneId: scene.id, roomId: scene.roomId };
    expect(intentsForTarget(withPuzzle!.id, state, stripSolutions(base, state), null).puzzleId).toBe(withPuzzle!.puzzleId);
    const solved = { ...state, solvedPuzzles: [withPuzzle!.puzzleId!] };
    expect(intentsForTarget(withPuzzle!.id, solved, stripSolutions(base, solved), null).puzzleId).toBeNull();
  });

  it("both runs a zone's interactions and takes its object, quiet about a spent interaction", () => {
    const zone = firstZone(base, (candidate) => candidate.interactions.length > 0 && candidate.objectId === undefined);
    const def: GameDefinition = structuredClone(base);
    const objectId = base.objects.find((object) => object.id !== zone.id)!.id;
    zoneOf(def, zone.id).zone.objectId = objectId;
    const state = started(def);
    const intents = intentsForTarget(zone.id, state, stripSolutions(def, state), null);
    expect(intents.actions).toEqual([
      { action: { type: "clickTarget", targetId: zone.id }, quiet: true },
      { action: { type: "pickObject", objectId }, quiet: false },
    ]);
  });

  it("asks the engine anyway about a zone with nothing known to happen, so the player hears why", () => {
    const def: GameDefinition = structuredClone(base);
    const usedOn = new Set(def.puzzles.flatMap((puzzle) => (puzzle.kind === "use" ? [puzzle.targetId] : [])));
    const zone = firstZone(def, (candidate) => candidate.interactions.length > 0 && !candidate.objectId && !candidate.puzzleId && !usedOn.has(candidate.id));
    zone.interactions = [];
    const state = started(def);
    const intents = intentsForTarget(zone.id, state, stripSolutions(def, state), null);
    expect(intents.actions).toEqual([{ action: { type: "clickTarget", targetId: zone.id }, quiet: false }]);
  });

  it("opens the instructions of a use-puzzle on a zone with nothing else to do", () => {
    const def: GameDefinition = structuredClone(base);
    const use = def.puzzles.find((puzzle) => puzzle.kind === "use");
    if (use?.kind !== "use") throw new Error("the interface demo has a use-puzzle");
    const { scene, zone } = zoneOf(def, use.targetId);
    zone.interactions = [];
    const state = { ...started(def), sceneId: scene.id, roomId: scene.roomId, unlockedRooms: def.rooms.map((room) => room.id) };
    expect(intentsForTarget(zone.id, state, stripSolutions(def, state), null)).toEqual({ actions: [], puzzleId: use.id, dropSelection: false });
  });

  it("ignores a click on something that is not in the current scene", () => {
    const state = started(base);
    expect(intentsForTarget("no-such-zone", state, stripSolutions(base, state), null)).toEqual({ actions: [], puzzleId: null, dropSelection: false });
  });
});

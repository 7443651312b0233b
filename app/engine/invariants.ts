import * as v from "valibot";
import { collectKnown } from "./definition/references";
import type { GameDefinition } from "./definition";
import { lookup } from "./lookup";
import { ENDING_CAUSES, OUTCOMES, STATUSES, type GameState } from "./state";

/**
 * What must always be true of a state. The property tests assert it after every action; a room can
 * check a stored state with it before trusting it (after a definition was republished, say).
 */

const ids = v.array(v.string());
const ms = v.pipe(v.number(), v.finite(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The shape of a stored state; references are checked by `stateProblems`. */
export const GameStateSchema = v.strictObject({
  version: v.literal(1),
  status: v.picklist(STATUSES),
  startedAt: v.nullable(v.pipe(v.number(), v.finite())),
  endedAt: v.nullable(v.pipe(v.number(), v.finite())),
  elapsedMs: ms,
  runningSince: v.nullable(v.pipe(v.number(), v.finite())),
  roomId: v.string(),
  sceneId: v.string(),
  inventory: ids,
  collected: ids,
  flags: ids,
  unlockedRooms: ids,
  solvedPuzzles: ids,
  triggered: ids,
  recipesDone: ids,
  wrongAnswers: count,
  penaltySeconds: count,
  hintsUsed: ids,
  nextHintAtMs: ms,
  achievements: ids,
  outcome: v.nullable(v.picklist(OUTCOMES)),
  ending: v.optional(v.strictObject({ cause: v.picklist(ENDING_CAUSES), texts: v.array(v.string()) })),
  continuedAfterTimeUp: v.boolean(),
}) satisfies v.GenericSchema<unknown, GameState>;

export function stateProblems(def: GameDefinition, state: GameState): string[] {
  const parsed = v.safeParse(GameStateSchema, state);
  if (!parsed.success) return parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "state"}: ${issue.message}`);

  const problems: string[] = [];
  const look = lookup(def);
  const known = collectKnown(def);
  const expect = (ok: boolean, problem: string) => ok || problems.push(problem);
  const subset = (name: string, list: string[], allowed: { has(id: string): boolean }) => {
    expect(new Set(list).size === list.length, `${name} holds an id twice`);
    for (const id of list) expect(allowed.has(id), `${name} holds the unknown id "${id}"`);
  };

  const { status } = state;
  expect((state.runningSince !== null) === (status === "running"), "the clock runs exactly while the status is running");
  expect((state.outcome !== null) === (status === "ended"), "an outcome is set exactly when the game has ended");
  expect((state.endedAt !== null) === (status === "ended"), "endedAt is set exactly when the game has ended");
  expect(state.ending === undefined || status === "ended", "an ending is told only once the game has ended");
  expect(status === "ready" || status === "ended" || state.startedAt !== null, "a started game has a start time");
  expect(status !== "ready" || (state.startedAt === null && state.elapsedMs === 0), "a game not started has no time");
  expect(state.penaltySeconds === state.wrongAnswers * def.rules.penaltySeconds, "penalties are wrong answers times the penalty");
  expect(!state.continuedAfterTimeUp || def.rules.timeLimitSeconds !== undefined, "only a timed game can go on after time-up");

  const scene = look.scenes.get(state.sceneId);
  expect(scene !== undefined, `the current scene "${state.sceneId}" is unknown`);
  expect(scene === undefined || scene.roomId === state.roomId, "the current scene is not in the current room");

  subset("inventory", state.inventory, look.objects);
  subset("collected", state.collected, look.objects);
  for (const id of state.inventory) expect(state.collected.includes(id), `"${id}" is held but was never collected`);
  subset("flags", state.flags, known.flags);
  subset("unlockedRooms", state.unlockedRooms, look.rooms);
  for (const room of def.rooms) if (!room.locked) expect(state.unlockedRooms.includes(room.id), `"${room.id}" is open from the start`);
  subset("solvedPuzzles", state.solvedPuzzles, look.puzzles);
  subset("triggered", state.triggered, look.interactions);
  subset("recipesDone", state.recipesDone, look.recipeIds);
  subset("hintsUsed", state.hintsUsed, look.hintIds);
  subset("achievements", state.achievements, new Set(def.achievements.map((a) => a.id)));

  // Hints are given in order: the ones used for a puzzle are always the first ones listed for it.
  for (const [key, hints] of look.hints) {
    const used = hints.filter((hint) => state.hintsUsed.includes(hint.id)).length;
    expect(hints.slice(0, used).every((hint) => state.hintsUsed.includes(hint.id)), `hints for "${key || "the game"}" skipped one`);
  }
  return problems;
}

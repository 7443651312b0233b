import { describe, expect, it } from "vitest";
import type { Action, LoggedAction } from "../../app/engine/actions";
import { sceneTargets, type GameDefinition } from "../../app/engine/definition";
import { DEMO_GAMES, type DemoGame } from "../../app/engine/demo-games";
import type { GameEvent } from "../../app/engine/events";
import { stateProblems } from "../../app/engine/invariants";
import { reduce, replay } from "../../app/engine/reducer";
import { initialState, playedMs, timerMs, type GameState } from "../../app/engine/state";
import { generateDefinition } from "./engine-generator";
import { prng, type Prng } from "./engine-helpers";

/**
 * Home-made property tests: seeded pseudo-random action sequences, half of them steps of a known
 * walkthrough so play gets deep into the game, the rest anything at all, ids that do not exist
 * included, on a clock that sometimes jumps far ahead or goes backwards.
 */

function randomAction(def: GameDefinition, rng: Prng): Action {
  const any = <T>(ids: T[]) => (rng.chance(0.1) || ids.length === 0 ? ("nope" as T) : rng.pick(ids));
  const objects = def.objects.map((o) => o.id);
  const targets = def.scenes.flatMap((scene) => sceneTargets(scene).map((t) => t.id));
  const puzzle = def.puzzles.length > 0 && !rng.chance(0.1) ? rng.pick(def.puzzles) : null;
  // Half right, half wrong: the right answers are what carry play forward.
  const right = (): Action => {
    if (!puzzle) return { type: "answer", puzzleId: "nope", value: "1" };
    switch (puzzle.kind) {
      case "code":
      case "upload":
      case "dial":
        return { type: "answer", puzzleId: puzzle.id, value: rng.chance(0.5) ? puzzle.code : "0000" };
      case "directional":
      case "colours":
      case "shapes":
        return { type: "answer", puzzleId: puzzle.id, value: rng.chance(0.5) ? puzzle.sequence.join(" ") : "wrong" };
      case "pattern":
        return { type: "answer", puzzleId: puzzle.id, value: rng.chance(0.5) ? puzzle.dots.join(" ") : "1 2" };
      case "text":
        return { type: "answer", puzzleId: puzzle.id, value: rng.chance(0.5) ? puzzle.answers[0] : "wrong" };
      case "login":
        return { type: "answer", puzzleId: puzzle.id, value: { login: puzzle.login, password: rng.chance(0.5) ? puzzle.password : "x" } };
      case "use":
        return { type: "useObject", objectId: rng.chance(0.5) ? puzzle.objectId : any(objects), targetId: puzzle.targetId };
    }
  };
  const actions: (() => Action)[] = [
    () => ({ type: "start" }),
    () => ({ type: "enterRoom", roomId: any(def.rooms.map((r) => r.id)) }),
    () => ({ type: "goToScene", sceneId: any(def.scenes.map((s) => s.id)) }),
    () => ({ type: "clickTarget", targetId: any(targets) }),
    () => ({ type: "pickObject", objectId: any(objects) }),
    () => ({ type: "inspect", objectId: any(objects) }),
    () => ({ type: "combine", objectIds: [any(objects), any(objects)] }),
    () => ({ type: "useObject", objectId: any(objects), targetId: any(targets) }),
    right,
    () => ({ type: "answer", puzzleId: any(def.puzzles.map((p) => p.id)), value: rng.chance(0.5) ? "" : { login: "a", password: "b" } }),
    () => (rng.chance(0.5) ? { type: "askHint" } : { type: "askHint", puzzleId: any(def.puzzles.map((p) => p.id)) }),
    () => ({ type: "pause" }),
    () => ({ type: "resume" }),
    () => ({ type: "continueAfterTimeUp" }),
    () => ({ type: "stopAfterTimeUp" }),
    () => ({ type: "tick" }),
    // Rare, or few sessions would last.
    () => (rng.chance(0.2) ? { type: "leave" } : { type: "tick" }),
  ];
  return rng.pick(actions)();
}

function randomLog(demo: DemoGame, rng: Prng, length: number, backwards: boolean): LoggedAction[] {
  const log: LoggedAction[] = [];
  let at = rng.int(0, 1_000_000);
  let step = 0;
  for (let i = 0; i < length; i++) {
    const roll = rng.next();
    if (backwards && roll < 0.05) at -= rng.int(1, 30_000);
    else if (roll < 0.08) at += rng.int(500_000, 3_000_000);
    else at += rng.int(0, 90_000);
    const scripted = step < demo.walkthrough.length && rng.chance(0.45);
    log.push({ action: scripted ? demo.walkthrough[step++] : randomAction(demo.definition, rng), at });
  }
  return log;
}

const onlyTimeUpThenRefused = (events: GameEvent[]) =>
  events.at(-1)?.type === "refused" && events.slice(0, -1).every((event) => event.type === "timeUp");

function checkStep(def: GameDefinition, before: GameState, entry: LoggedAction, result: { state: GameState; events: GameEvent[] }) {
  const { state, events } = result;
  const where = `${entry.action.type} at ${entry.at}`;
  expect(stateProblems(def, state), where).toEqual([]);
  expect(state.elapsedMs, where).toBeGreaterThanOrEqual(0);
  expect(playedMs(state, entry.at), where).toBeGreaterThanOrEqual(0);
  expect(timerMs(state, entry.at), where).toBeGreaterThanOrEqual(0);
  const refused = events.filter((event) => event.type === "refused");
  if (refused.length > 0) {
    expect(refused.length, where).toBe(1);
    expect(onlyTimeUpThenRefused(events), where).toBe(true);
    if (events.length === 1) expect(state, where).toBe(before);
  }
  if (events.length === 0) {
    expect(entry.action.type, where).toBe("tick");
    expect(state, where).toBe(before);
  }
  if (before.status === "ended") expect(state, where).toBe(before);
  // What was gained is never taken back.
  for (const key of ["collected", "solvedPuzzles", "achievements", "hintsUsed", "triggered", "recipesDone", "unlockedRooms", "flags"] as const) {
    expect(state[key].slice(0, before[key].length), `${where}: ${key}`).toEqual(before[key]);
  }
  expect(state.wrongAnswers, where).toBeGreaterThanOrEqual(before.wrongAnswers);
}

/** Plays a log step by step, checking every invariant, and returns the live result. */
function playChecked(def: GameDefinition, log: LoggedAction[]) {
  let state = initialState(def);
  const events: GameEvent[] = [];
  for (const entry of log) {
    const snapshot = JSON.stringify(state);
    const result = reduce(def, state, entry.action, entry.at);
    expect(JSON.stringify(state), "the previous state was changed").toBe(snapshot);
    checkStep(def, state, entry, result);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

const demos = Object.entries(DEMO_GAMES);

// Seeded runs are CPU-bound: beside the browser tests on a slow 2-core machine one took over 30 s with nothing wrong.
describe("random play", { timeout: 180_000 }, () => {
  it.each(demos)("of the %s demo keeps every invariant, and replaying the log gives the same result", (_, demo) => {
    const rng = prng(7_000 + demo.walkthrough.length);
    const outcomes = new Set<string>();
    for (let run = 0; run < 150; run++) {
      const log = randomLog(demo, rng, rng.int(5, 90), true);
      const live = playChecked(demo.definition, log);
      expect(replay(demo.definition, log)).toEqual(live);
      outcomes.add(live.state.outcome ?? live.state.status);
    }
    // The runs reach more than one ending, or they would be testing little.
    expect(outcomes.size).toBeGreaterThan(2);
  });

  it.each(demos)("of the %s demo ends the same with or without ticks in between", (_, demo) => {
    const rng = prng(9_000 + demo.walkthrough.length);
    for (let run = 0; run < 100; run++) {
      const log = randomLog(demo, rng, rng.int(5, 60), false).filter((entry) => entry.action.type !== "tick");
      const ticked = log.flatMap((entry, i) => {
        const previous = i === 0 ? entry.at : log[i - 1].at;
        return rng.chance(0.5) ? [{ action: { type: "tick" } as Action, at: rng.int(previous, entry.at) }, entry] : [entry];
      });
      expect(replay(demo.definition, ticked).state, `run ${run}`).toEqual(replay(demo.definition, log).state);
    }
  });

  it("of random definitions keeps every invariant too", () => {
    const rng = prng(31_337);
    for (let run = 0; run < 40; run++) {
      const { definition } = generateDefinition(rng);
      const demo: DemoGame = { definition, walkthrough: [{ type: "start" }] };
      for (let game = 0; game < 10; game++) {
        const log = randomLog(demo, rng, rng.int(5, 60), true);
        expect(replay(definition, log)).toEqual(playChecked(definition, log));
      }
    }
  });
});

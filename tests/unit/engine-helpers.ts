import { expect } from "vitest";
import type { Action, LoggedAction } from "../../app/engine/actions";
import { parseDefinition, type GameDefinition } from "../../app/engine/definition";
import type { DemoGame } from "../../app/engine/demo-games";
import type { GameEvent, RefusalReason } from "../../app/engine/events";
import { reduce } from "../../app/engine/reducer";
import { initialState, type GameState } from "../../app/engine/state";

/** Shared by the engine-*.test.ts files: a session driver, definition tweaks and a seeded PRNG. */

import { clockmaker as clockmakerGame, clockmakerWalkthrough } from "./engine-fixtures/clockmaker";
import { lighthouse as lighthouseGame, lighthouseWalkthrough } from "./engine-fixtures/lighthouse";
import { manor as manorGame, manorWalkthrough } from "./engine-fixtures/manor";

/**
 * Small games whose exact ids and texts the engine tests rely on, one per type. The seeded demo games
 * (DEMO_GAMES) are content that may change; engine-demo-games.test.ts plays those.
 */
export const FIXTURES = {
  interface: { definition: clockmakerGame, walkthrough: clockmakerWalkthrough },
  "360": { definition: lighthouseGame, walkthrough: lighthouseWalkthrough },
  classic: { definition: manorGame, walkthrough: manorWalkthrough },
} satisfies Record<string, DemoGame>;

export const clockmaker = () => FIXTURES.interface.definition;
export const lighthouse = () => FIXTURES["360"].definition;
export const manor = () => FIXTURES.classic.definition;

/** A copy of a definition changed by `change`, which must still pass parseDefinition. */
export function tweak(def: GameDefinition, change: (copy: GameDefinition) => void): GameDefinition {
  const copy = structuredClone(def);
  change(copy);
  const parsed = parseDefinition(copy);
  if (!parsed.ok) throw new Error(`tweaked definition is invalid: ${JSON.stringify(parsed.issues)}`);
  return parsed.definition;
}

/** Plays actions against the reducer on a clock the test moves by hand (ms). */
export class Session {
  state: GameState;
  now: number;
  events: GameEvent[] = [];
  readonly log: LoggedAction[] = [];

  constructor(
    readonly def: GameDefinition,
    now = 1_000_000,
  ) {
    this.state = initialState(def);
    this.now = now;
  }

  /** Moves the clock forward. */
  wait(seconds: number): this {
    this.now += seconds * 1000;
    return this;
  }

  act(action: Action): GameEvent[] {
    const result = reduce(this.def, this.state, action, this.now);
    this.state = result.state;
    this.events = result.events;
    this.log.push({ action, at: this.now });
    return result.events;
  }

  /** Acts and expects the action to go through. */
  ok(action: Action): GameEvent[] {
    const events = this.act(action);
    const refused = events.find((event) => event.type === "refused");
    expect(refused, `${action.type} was refused`).toBeUndefined();
    return events;
  }

  /** Acts and expects exactly this refusal, with the state left as it was (the same object). */
  refused(action: Action, reason: RefusalReason): GameEvent[] {
    const before = this.state;
    const events = this.act(action);
    expect(events).toEqual([expect.objectContaining({ type: "refused", action: action.type, reason })]);
    expect(this.state).toBe(before);
    return events;
  }

  /** Plays a list of actions, `step` seconds apart, each expected to go through. */
  run(actions: readonly Action[], step = 10): this {
    for (const action of actions) {
      this.ok(action);
      this.wait(step);
    }
    return this;
  }
}

export const types = (events: readonly GameEvent[]) => events.map((event) => event.type);

/** mulberry32: tiny, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof prng>;

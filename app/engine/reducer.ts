import type { Action, ActionOf, ActionType, LoggedAction } from "./actions";
import type { GameDefinition } from "./definition";
import { makeCtx, type Ctx } from "./effects";
import { refuse, type GameEvent, type Refusal } from "./events";
import { combine, inspect, useObject } from "./rules/objects";
import { clickTarget, enterRoom, goToScene, pickObject } from "./rules/moves";
import { checkAchievements, checkWinLose } from "./rules/outcome";
import { answer, askHint } from "./rules/puzzles";
import * as session from "./rules/session";
import { cloneState, initialState, type GameState } from "./state";

/**
 * The engine: `(definition, state, action, now) -> { state, events }`. Pure and deterministic: no
 * clock, no randomness, no input mutated, so a room, a test or an auditor replaying a session's log
 * gets the same result. A refused action returns the very same state object and one `refused` event
 * (after a `timeUp` event, with the state it brings, when the limit passed since the last action).
 */

export type ReduceResult = { state: GameState; events: GameEvent[] };

type Handler<T extends ActionType> = (ctx: Ctx, action: ActionOf<T>) => Refusal | void;

const handlers: { [T in ActionType]: Handler<T> } = {
  start: session.start,
  pause: session.pause,
  resume: session.resume,
  continueAfterTimeUp: session.continueAfterTimeUp,
  stopAfterTimeUp: session.stopAfterTimeUp,
  leave: session.leave,
  tick: session.tick,
  enterRoom,
  goToScene,
  clickTarget,
  pickObject,
  inspect,
  combine,
  useObject,
  answer,
  askHint,
};

function run<T extends ActionType>(ctx: Ctx, action: ActionOf<T>): Refusal | void {
  return (handlers[action.type] as Handler<T>)(ctx, action);
}

export function reduce(def: GameDefinition, state: GameState, action: Action, now: number): ReduceResult {
  const refused = (base: ReduceResult, refusal: Refusal): ReduceResult => ({
    state: base.state,
    events: [...base.events, { type: "refused", action: action.type, ...refusal }],
  });
  if (!Number.isFinite(now)) return refused({ state, events: [] }, refuse("invalid_time"));

  // Time passes first: an answer sent after the limit is too late, whatever it says.
  const before = passTime(def, state, now);

  const gate = session.statusRefusal(before.state.status, action.type);
  if (gate) return refused(before, gate);

  // Handlers check before they change anything, but they work on a copy all the same.
  const ctx = makeCtx(def, cloneState(before.state), now);
  ctx.events.push(...before.events);
  const refusal = run(ctx, action);
  if (refusal) return refused(before, refusal);

  checkWinLose(ctx);
  session.checkTimeUp(ctx, "now");
  checkAchievements(ctx);
  if (action.type === "tick" && ctx.events.length === 0) return { state: before.state, events: [] };
  return { state: ctx.state, events: ctx.events };
}

/** Notices time-up; returns the same state object when nothing happened. */
function passTime(def: GameDefinition, state: GameState, now: number): ReduceResult {
  if (state.status !== "running") return { state, events: [] };
  const ctx = makeCtx(def, cloneState(state), now);
  return session.checkTimeUp(ctx, "clock") ? { state: ctx.state, events: ctx.events } : { state, events: [] };
}

/** The state a session's log leads to, with every event on the way. */
export function replay(def: GameDefinition, log: readonly LoggedAction[]): ReduceResult {
  let state = initialState(def);
  const events: GameEvent[] = [];
  for (const entry of log) {
    const result = reduce(def, state, entry.action, entry.at);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

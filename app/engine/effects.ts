import type { Effect, GameDefinition, Puzzle } from "./definition";
import type { GameEvent } from "./events";
import { lookup, type Lookup } from "./lookup";
import { playedMs, timerSeconds, type Ending, type GameState, type Outcome } from "./state";

/**
 * The one place state changes. Handlers check everything first, then call these on their own copy
 * of the state (`ctx.state`), so a refused action never leaves a half-applied change behind.
 */
export type Ctx = {
  def: GameDefinition;
  look: Lookup;
  state: GameState;
  now: number;
  events: GameEvent[];
};

export function makeCtx(def: GameDefinition, state: GameState, now: number): Ctx {
  return { def, look: lookup(def), state, now, events: [] };
}

function addOnce(list: string[], id: string): boolean {
  if (list.includes(id)) return false;
  list.push(id);
  return true;
}

export function giveObject(ctx: Ctx, objectId: string) {
  addOnce(ctx.state.collected, objectId);
  if (addOnce(ctx.state.inventory, objectId)) ctx.events.push({ type: "objectGained", objectId });
}

export function removeObject(ctx: Ctx, objectId: string) {
  const at = ctx.state.inventory.indexOf(objectId);
  if (at < 0) return;
  ctx.state.inventory.splice(at, 1);
  ctx.events.push({ type: "objectLost", objectId });
}

export function moveTo(ctx: Ctx, sceneId: string) {
  const scene = ctx.look.scenes.get(sceneId);
  if (!scene || sceneId === ctx.state.sceneId) return;
  if (scene.roomId !== ctx.state.roomId) {
    ctx.state.roomId = scene.roomId;
    ctx.events.push({ type: "roomEntered", roomId: scene.roomId });
  }
  ctx.state.sceneId = sceneId;
  ctx.events.push({ type: "sceneEntered", sceneId });
}

/** Stops the clock for good, keeping why and the game's last words for the end screen. */
export function endGame(ctx: Ctx, outcome: Outcome, cause: Ending["cause"]) {
  const { state, now } = ctx;
  if (state.status === "ended") return;
  state.ending = { cause, texts: ctx.events.flatMap((event) => (event.type === "message" ? [event.text] : [])) };
  state.elapsedMs = playedMs(state, now);
  state.runningSince = null;
  state.status = "ended";
  state.endedAt = now;
  state.outcome = outcome;
  ctx.events.push({ type: "ended", outcome, timerSeconds: timerSeconds(state, now) });
}

/** Solving runs the puzzle's effects, which may solve others: each puzzle solves once, so it ends. */
export function solvePuzzle(ctx: Ctx, puzzle: Puzzle) {
  if (!addOnce(ctx.state.solvedPuzzles, puzzle.id)) return;
  ctx.events.push({ type: "puzzleSolved", puzzleId: puzzle.id });
  applyEffects(ctx, puzzle.effects);
}

export function addWrongAnswer(ctx: Ctx, puzzleId: string) {
  const penaltySeconds = ctx.def.rules.penaltySeconds;
  ctx.state.wrongAnswers += 1;
  ctx.state.penaltySeconds += penaltySeconds;
  ctx.events.push({ type: "wrongAnswer", puzzleId, penaltySeconds });
}

export function applyEffects(ctx: Ctx, effects: readonly Effect[]) {
  for (const effect of effects) {
    // A game that just ended takes nothing more: "lose" then "give object" must not change the result.
    if (ctx.state.status === "ended") return;
    applyEffect(ctx, effect);
  }
}

function applyEffect(ctx: Ctx, effect: Effect) {
  const { state, events } = ctx;
  switch (effect.type) {
    case "giveObject":
      return giveObject(ctx, effect.objectId);
    case "removeObject":
      return removeObject(ctx, effect.objectId);
    case "setFlag":
      if (addOnce(state.flags, effect.flag)) events.push({ type: "flagSet", flag: effect.flag });
      return;
    case "unlockRoom":
      if (addOnce(state.unlockedRooms, effect.roomId)) events.push({ type: "roomUnlocked", roomId: effect.roomId });
      return;
    case "goToScene":
      return moveTo(ctx, effect.sceneId);
    case "showMessage":
      events.push({ type: "message", text: effect.text });
      return;
    case "solvePuzzle": {
      const puzzle = ctx.look.puzzles.get(effect.puzzleId);
      if (puzzle) solvePuzzle(ctx, puzzle);
      return;
    }
    case "win":
      return endGame(ctx, "won", "effect");
    case "lose":
      return endGame(ctx, "lost", "effect");
  }
}

import type { ActionOf } from "../actions";
import { targetVisible } from "../conditions";
import { sceneTargets, type Puzzle } from "../definition";
import { addWrongAnswer, solvePuzzle, type Ctx } from "../effects";
import { refuse, type Refusal } from "../events";
import { hintKey } from "../lookup";
import { checkAnswer } from "../normalise";
import { hintWaitSeconds, playedMs } from "../state";

/** Answering puzzles and asking for hints. */

/**
 * A puzzle can be answered only where it is shown: listed by the current Classic scene, or opened
 * by a visible zone or hotspot of the current scene. A safe in a locked room stays shut.
 */
function shownHere(ctx: Ctx, puzzle: Puzzle): boolean {
  const scene = ctx.look.scenes.get(ctx.state.sceneId);
  if (!scene) return false;
  if (scene.kind === "classic") return scene.puzzleIds.includes(puzzle.id);
  return sceneTargets(scene).some(
    (target) => "puzzleId" in target && target.puzzleId === puzzle.id && targetVisible(target, ctx.state),
  );
}

export function answer(ctx: Ctx, action: ActionOf<"answer">): Refusal | void {
  const puzzle = ctx.look.puzzles.get(action.puzzleId);
  if (!puzzle) return refuse("unknown_puzzle");
  // Use-puzzles are answered with an object (useObject), never with typed text.
  if (puzzle.kind === "use") return refuse("wrong_kind");
  if (ctx.state.solvedPuzzles.includes(puzzle.id)) return refuse("already_solved");
  if (!shownHere(ctx, puzzle)) return refuse("not_here");
  const verdict = checkAnswer(puzzle, action.value);
  // An empty or malformed answer is a slip of the finger, not a guess: no penalty.
  if (verdict === "empty") return refuse("empty_answer");
  if (verdict === "invalid") return refuse("invalid_answer");
  if (verdict === "wrong") return addWrongAnswer(ctx, puzzle.id);
  solvePuzzle(ctx, puzzle);
}

/**
 * Hints come in the listed order, one per request, each request starting the recharge wait (on the
 * play clock). The first hint is free to ask at once: the wait follows a hint, it does not precede it.
 */
export function askHint(ctx: Ctx, action: ActionOf<"askHint">): Refusal | void {
  const { state, now, look } = ctx;
  if (action.puzzleId !== undefined) {
    if (!look.puzzles.has(action.puzzleId)) return refuse("unknown_puzzle");
    if (state.solvedPuzzles.includes(action.puzzleId)) return refuse("already_solved");
  }
  const hints = look.hints.get(hintKey(action.puzzleId)) ?? [];
  const index = hints.findIndex((hint) => !state.hintsUsed.includes(hint.id));
  if (index < 0) return refuse("no_more_hints");
  const wait = hintWaitSeconds(state, now);
  if (wait > 0) return refuse("hint_not_ready", wait);
  const hint = hints[index];
  state.hintsUsed.push(hint.id);
  state.nextHintAtMs = playedMs(state, now) + ctx.def.meta.hintRechargeSeconds * 1000;
  ctx.events.push({
    type: "hint",
    hintId: hint.id,
    puzzleId: hint.puzzleId ?? null,
    text: hint.text,
    number: index + 1,
    remaining: hints.length - index - 1,
  });
}

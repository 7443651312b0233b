import type { ActionOf } from "../actions";
import { allHold } from "../conditions";
import { addWrongAnswer, applyEffects, giveObject, removeObject, solvePuzzle, type Ctx } from "../effects";
import { refuse, type Refusal } from "../events";
import { pairKey } from "../lookup";
import { isRefusal, reachableTarget } from "./moves";

/** The inventory's recipes (inspect, assemble) and using an object on something in the scene. */

function held(ctx: Ctx, objectId: string): Refusal | null {
  if (!ctx.look.objects.has(objectId)) return refuse("unknown_object");
  if (!ctx.state.inventory.includes(objectId)) return refuse("not_in_inventory");
  return null;
}

/**
 * Looking closely is always allowed; it reveals something only through an inspect recipe not done
 * yet whose conditions hold (the letter shows its watermark once the lamp is on).
 */
export function inspect(ctx: Ctx, action: ActionOf<"inspect">): Refusal | void {
  const refusal = held(ctx, action.objectId);
  if (refusal) return refusal;
  const { state } = ctx;
  const recipe = ctx.look.inspectRecipes
    .get(action.objectId)
    ?.find((candidate) => !state.recipesDone.includes(candidate.id) && allHold(candidate.when, state));
  ctx.events.push({ type: "inspected", objectId: action.objectId, recipeId: recipe?.id ?? null });
  if (!recipe) return;
  state.recipesDone.push(recipe.id);
  applyEffects(ctx, recipe.effects);
}

export function combine(ctx: Ctx, action: ActionOf<"combine">): Refusal | void {
  const [a, b] = action.objectIds;
  const refusal = held(ctx, a) ?? held(ctx, b);
  if (refusal) return refusal;
  if (a === b) return refuse("same_object");
  const recipe = ctx.look.assembleRecipes.get(pairKey(a, b));
  if (!recipe) return refuse("cannot_combine");
  if (ctx.state.recipesDone.includes(recipe.id)) return refuse("already_done");
  ctx.state.recipesDone.push(recipe.id);
  removeObject(ctx, a);
  removeObject(ctx, b);
  giveObject(ctx, recipe.result);
  ctx.events.push({ type: "combined", recipeId: recipe.id, objectId: recipe.result });
  if (recipe.message) ctx.events.push({ type: "message", text: recipe.message });
}

/**
 * Using an object on a target answers that target's first unsolved use-puzzle. The wrong object is a
 * wrong answer, penalised like any other, so trying the whole inventory on every door costs time.
 */
export function useObject(ctx: Ctx, action: ActionOf<"useObject">): Refusal | void {
  const refusal = held(ctx, action.objectId);
  if (refusal) return refusal;
  const target = reachableTarget(ctx, action.targetId);
  if (isRefusal(target)) return target;
  const puzzles = ctx.look.usePuzzles.get(target.id);
  if (!puzzles) return refuse("no_effect");
  const open = puzzles.filter((puzzle) => !ctx.state.solvedPuzzles.includes(puzzle.id));
  if (open.length === 0) return refuse("already_solved");
  const right = open.find((puzzle) => puzzle.objectId === action.objectId);
  if (!right) return addWrongAnswer(ctx, open[0].id);
  if (right.consume !== false) removeObject(ctx, action.objectId);
  solvePuzzle(ctx, right);
}

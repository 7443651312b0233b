import type { ActionOf } from "../actions";
import { allHold, targetVisible } from "../conditions";
import { sceneTargets, type Target } from "../definition";
import { applyEffects, giveObject, moveTo, type Ctx } from "../effects";
import { refuse, type Refusal } from "../events";

/** Moving around and acting on what is in front of the player. */

export function enterRoom(ctx: Ctx, action: ActionOf<"enterRoom">): Refusal | void {
  const { look, state } = ctx;
  if (!look.rooms.has(action.roomId)) return refuse("unknown_room");
  if (!state.unlockedRooms.includes(action.roomId)) return refuse("locked_room");
  // A room is entered at its first scene; every room has one (checked by parseDefinition).
  const entry = look.roomEntry.get(action.roomId)!;
  if (state.sceneId === entry) return refuse("already_there");
  moveTo(ctx, entry);
}

export function goToScene(ctx: Ctx, action: ActionOf<"goToScene">): Refusal | void {
  const { look, state } = ctx;
  const scene = look.scenes.get(action.sceneId);
  if (!scene) return refuse("unknown_scene");
  // Rooms are what gate progress: any scene of an unlocked room can be walked to.
  if (!state.unlockedRooms.includes(scene.roomId)) return refuse("locked_room");
  if (state.sceneId === scene.id) return refuse("already_there");
  moveTo(ctx, scene.id);
}

/** A target the player can reach right now: in the current scene and visible. */
export function reachableTarget(ctx: Ctx, targetId: string): Target | Refusal {
  const found = ctx.look.targets.get(targetId);
  if (!found) return refuse("unknown_target");
  if (found.sceneId !== ctx.state.sceneId) return refuse("not_in_scene");
  if (!targetVisible(found.target, ctx.state)) return refuse("target_hidden");
  return found.target;
}

export const isRefusal = (value: object): value is Refusal => "reason" in value;

export function clickTarget(ctx: Ctx, action: ActionOf<"clickTarget">): Refusal | void {
  const target = reachableTarget(ctx, action.targetId);
  if (isRefusal(target)) return target;
  const { state } = ctx;
  const interaction = target.interactions.find(
    (candidate) => !(candidate.once && state.triggered.includes(candidate.id)) && allHold(candidate.when, state),
  );
  if (!interaction) return refuse("no_effect");
  if (!state.triggered.includes(interaction.id)) state.triggered.push(interaction.id);
  ctx.events.push({ type: "interacted", targetId: target.id, interactionId: interaction.id });
  applyEffects(ctx, interaction.effects);
}

export function pickObject(ctx: Ctx, action: ActionOf<"pickObject">): Refusal | void {
  const { look, state } = ctx;
  if (!look.objects.has(action.objectId)) return refuse("unknown_object");
  if (state.collected.includes(action.objectId)) return refuse("already_picked");
  const scene = look.scenes.get(state.sceneId);
  const here = scene && sceneTargets(scene).some((target) => target.objectId === action.objectId && targetVisible(target, state));
  if (!here) return refuse("not_here");
  giveObject(ctx, action.objectId);
}

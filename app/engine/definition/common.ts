import * as v from "valibot";
import type { IssueCode } from "./issues";

/**
 * The building blocks every part of a game definition shares: ids, texts, assets, and the conditions
 * and effects that interactions, puzzles and recipes are made of. No field has a default value, so a
 * definition's input and output types are the same and fixtures can be typed without parsing.
 */

// Ids show up in paths, logs and URLs: short and free of anything that needs escaping.
export const IdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "badId" satisfies IssueCode),
);

// Flags are the creator's own variables; the same shape as ids so a typo is easy to spot.
export const FlagSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, "badFlag" satisfies IssueCode),
);

export const boundedText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/**
 * A text the game needs, whose absence the problems list words for creators with its own code
 * (an empty hint helps nobody), rather than the generic "empty".
 */
export const neededText = (max: number, whenEmpty: IssueCode) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, whenEmpty), v.maxLength(max));

/**
 * A text a creator may leave empty (a text block not written yet, an object nobody described): players
 * then see nothing of it. The studio shows its helper sentence as the field's placeholder, never as text.
 */
export const freeText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * An asset is a path on our own host ("/demo/...") or a storage key ("u/…/p/…/a.png"), or an https
 * address. Nothing that could become a script URL or break out of an HTML attribute.
 */
export const AssetSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.regex(/^(?:https:\/\/|\/)?[A-Za-z0-9._~%/-]+$/, "badAsset" satisfies IssueCode),
);

// ---- conditions ----------------------------------------------------------------------------
// `not` lets a creator swap a closed drawer for an open one without a second flag.

const not = v.optional(v.boolean());

export const ConditionSchema = v.variant("type", [
  v.strictObject({ type: v.literal("hasObject"), objectId: IdSchema, not }),
  v.strictObject({ type: v.literal("flagSet"), flag: FlagSchema, not }),
  v.strictObject({ type: v.literal("roomUnlocked"), roomId: IdSchema, not }),
  v.strictObject({ type: v.literal("puzzleSolved"), puzzleId: IdSchema, not }),
]);
export type Condition = v.InferOutput<typeof ConditionSchema>;

export const ConditionsSchema = v.pipe(v.array(ConditionSchema), v.maxLength(20));

// ---- effects -------------------------------------------------------------------------------

export const EffectSchema = v.variant("type", [
  v.strictObject({ type: v.literal("giveObject"), objectId: IdSchema }),
  v.strictObject({ type: v.literal("removeObject"), objectId: IdSchema }),
  v.strictObject({ type: v.literal("setFlag"), flag: FlagSchema }),
  v.strictObject({ type: v.literal("unlockRoom"), roomId: IdSchema }),
  v.strictObject({ type: v.literal("goToScene"), sceneId: IdSchema }),
  v.strictObject({ type: v.literal("showMessage"), text: boundedText(2000) }),
  v.strictObject({ type: v.literal("solvePuzzle"), puzzleId: IdSchema }),
  v.strictObject({ type: v.literal("win") }),
  v.strictObject({ type: v.literal("lose") }),
]);
export type Effect = v.InferOutput<typeof EffectSchema>;

export const EffectsSchema = (min: number) =>
  v.pipe(v.array(EffectSchema), v.minLength(min), v.maxLength(20));

/**
 * What happens when a target is clicked. A target's interactions are tried in order and the first
 * whose conditions hold fires, which gives "if … else …" without nesting; a `once` interaction is
 * skipped after it fired (the drawer that held the key is empty the second time).
 */
export const InteractionSchema = v.strictObject({
  id: IdSchema,
  when: v.optional(ConditionsSchema),
  once: v.optional(v.boolean()),
  effects: EffectsSchema(1),
});
export type Interaction = v.InferOutput<typeof InteractionSchema>;

import * as v from "valibot";
import type { IssueCode } from "./issues";
import { ConditionsSchema, EffectsSchema, IdSchema, boundedText, neededText } from "./common";
import { ColourSequenceSchema, DialCodeSchema, DirectionSequenceSchema, PatternSchema, ShapeSequenceSchema } from "./locks";

/** Puzzles, their hints, and the recipes that turn objects into others. */

const puzzleFields = {
  id: IdSchema,
  name: boundedText(120),
  prompt: v.optional(boundedText(2000)),
  effects: EffectsSchema(1),
};

/** How a text answer is compared; every part defaults to "ignored" because players type loosely. */
export const IgnoreSchema = v.strictObject({
  case: v.optional(v.boolean()),
  accents: v.optional(v.boolean()),
  spaces: v.optional(v.boolean()),
});
export type Ignore = v.InferOutput<typeof IgnoreSchema>;

export const PuzzleSchema = v.variant("kind", [
  v.strictObject({
    ...puzzleFields,
    kind: v.literal("code"),
    code: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "badCode" satisfies IssueCode)),
  }),
  v.strictObject({
    ...puzzleFields,
    kind: v.literal("text"),
    // Several spellings may be right ("Napoléon", "Napoleon Bonaparte").
    answers: v.pipe(v.array(boundedText(200)), v.minLength(1), v.maxLength(20)),
    ignore: v.optional(IgnoreSchema),
  }),
  v.strictObject({ ...puzzleFields, kind: v.literal("login"), login: boundedText(120), password: boundedText(120) }),
  v.strictObject({
    ...puzzleFields,
    kind: v.literal("upload"),
    code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, "badUploadCode" satisfies IssueCode)),
  }),
  v.strictObject({
    ...puzzleFields,
    kind: v.literal("use"),
    // The zone, hotspot or block the object must be used on, and the object that works.
    targetId: IdSchema,
    objectId: IdSchema,
    // A key stays in the lock; a magnifying glass does not.
    consume: v.optional(v.boolean()),
  }),
  // The symbol locks (locks.ts): the answer is an ordered list of symbols from a fixed set.
  v.strictObject({ ...puzzleFields, kind: v.literal("directional"), sequence: DirectionSequenceSchema }),
  v.strictObject({ ...puzzleFields, kind: v.literal("colours"), sequence: ColourSequenceSchema }),
  v.strictObject({ ...puzzleFields, kind: v.literal("shapes"), sequence: ShapeSequenceSchema }),
  v.strictObject({ ...puzzleFields, kind: v.literal("pattern"), dots: PatternSchema }),
  v.strictObject({ ...puzzleFields, kind: v.literal("dial"), code: DialCodeSchema }),
]);
export type Puzzle = v.InferOutput<typeof PuzzleSchema>;
export type PuzzleKind = Puzzle["kind"];

/** Hints are given in the order they are listed, per puzzle, or for the game as a whole. */
export const HintSchema = v.strictObject({
  id: IdSchema,
  puzzleId: v.optional(IdSchema),
  // A new hint starts empty (the editor shows what to write as a placeholder); the problems list asks for its words.
  text: neededText(1000, "emptyHint"),
});
export type Hint = v.InferOutput<typeof HintSchema>;

export const RecipeSchema = v.variant("kind", [
  v.strictObject({
    id: IdSchema,
    kind: v.literal("inspect"),
    // Inspecting this object from the inventory reveals something, once, when the conditions hold.
    objectId: IdSchema,
    when: v.optional(ConditionsSchema),
    effects: EffectsSchema(1),
  }),
  v.strictObject({
    id: IdSchema,
    kind: v.literal("assemble"),
    // Order does not matter: A+B and B+A are the same recipe.
    inputs: v.tuple([IdSchema, IdSchema]),
    result: IdSchema,
    message: v.optional(boundedText(1000)),
  }),
]);
export type Recipe = v.InferOutput<typeof RecipeSchema>;

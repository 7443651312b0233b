import * as v from "valibot";
import { IdSchema } from "./definition";

/**
 * Everything a player can do, as data. The schema is what a room checks an intent against before it
 * reaches the reducer; the reducer still refuses anything the rules do not allow.
 */

// Long enough for any answer, short enough that a message cannot make the room normalise megabytes.
const AnswerText = v.pipe(v.string(), v.maxLength(200));

export const AnswerValueSchema = v.union([
  AnswerText,
  v.strictObject({ login: AnswerText, password: AnswerText }),
]);
export type AnswerValue = v.InferOutput<typeof AnswerValueSchema>;

export const ActionSchema = v.variant("type", [
  v.strictObject({ type: v.literal("start") }),
  v.strictObject({ type: v.literal("enterRoom"), roomId: IdSchema }),
  v.strictObject({ type: v.literal("goToScene"), sceneId: IdSchema }),
  v.strictObject({ type: v.literal("clickTarget"), targetId: IdSchema }),
  v.strictObject({ type: v.literal("pickObject"), objectId: IdSchema }),
  v.strictObject({ type: v.literal("inspect"), objectId: IdSchema }),
  v.strictObject({ type: v.literal("combine"), objectIds: v.tuple([IdSchema, IdSchema]) }),
  v.strictObject({ type: v.literal("useObject"), objectId: IdSchema, targetId: IdSchema }),
  v.strictObject({ type: v.literal("answer"), puzzleId: IdSchema, value: AnswerValueSchema }),
  // Without a puzzle: the next game-wide hint.
  v.strictObject({ type: v.literal("askHint"), puzzleId: v.optional(IdSchema) }),
  v.strictObject({ type: v.literal("pause") }),
  v.strictObject({ type: v.literal("resume") }),
  v.strictObject({ type: v.literal("continueAfterTimeUp") }),
  v.strictObject({ type: v.literal("stopAfterTimeUp") }),
  v.strictObject({ type: v.literal("leave") }),
  // Sent by the room's alarm so time-up is noticed while nobody acts.
  v.strictObject({ type: v.literal("tick") }),
]);
export type Action = v.InferOutput<typeof ActionSchema>;
export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** One entry of a session's log: what was done and when, on the room's clock (ms). */
export type LoggedAction = { action: Action; at: number };

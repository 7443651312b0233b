import type { ActionType } from "./actions";
import type { Outcome } from "./state";

/**
 * What an action caused, in order, for renderers (animations, messages, sounds) and for the room
 * (what to tell whom). The state alone says where things stand; events say what just happened.
 */

/** Stable codes: clients translate them, tests and logs match on them. Never rename one. */
export const REFUSAL_REASONS = [
  "invalid_time",
  "not_started",
  "already_started",
  "paused",
  "not_paused",
  "time_up",
  "not_time_up",
  "ended",
  "unknown_room",
  "locked_room",
  "unknown_scene",
  "already_there",
  "unknown_target",
  "not_in_scene",
  "target_hidden",
  "no_effect",
  "unknown_object",
  "not_in_inventory",
  "already_picked",
  "not_here",
  "same_object",
  "cannot_combine",
  "already_done",
  "unknown_puzzle",
  "wrong_kind",
  "already_solved",
  "empty_answer",
  "invalid_answer",
  "no_more_hints",
  "hint_not_ready",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type GameEvent =
  | { type: "started" }
  | { type: "paused" }
  | { type: "resumed" }
  | { type: "roomEntered"; roomId: string }
  | { type: "sceneEntered"; sceneId: string }
  | { type: "interacted"; targetId: string; interactionId: string }
  | { type: "objectGained"; objectId: string }
  | { type: "objectLost"; objectId: string }
  | { type: "flagSet"; flag: string }
  | { type: "roomUnlocked"; roomId: string }
  | { type: "message"; text: string }
  | { type: "inspected"; objectId: string; recipeId: string | null }
  | { type: "combined"; recipeId: string; objectId: string }
  | { type: "puzzleSolved"; puzzleId: string }
  | { type: "wrongAnswer"; puzzleId: string; penaltySeconds: number }
  // `number` counts from 1 within the puzzle's (or the game's) hints.
  | { type: "hint"; hintId: string; puzzleId: string | null; text: string; number: number; remaining: number }
  | { type: "achievementUnlocked"; achievementId: string }
  | { type: "timeUp" }
  | { type: "continuedAfterTimeUp" }
  | { type: "ended"; outcome: Outcome; timerSeconds: number }
  | { type: "refused"; action: ActionType; reason: RefusalReason; secondsLeft?: number };

export type Refusal = { reason: RefusalReason; secondsLeft?: number };

export const refuse = (reason: RefusalReason, secondsLeft?: number): Refusal =>
  secondsLeft === undefined ? { reason } : { reason, secondsLeft };

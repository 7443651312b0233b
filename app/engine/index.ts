/**
 * The game engine's public face. Rooms, renderers and pages import from here; the files behind it
 * are free to move.
 */
export * from "./definition";
export { ActionSchema, AnswerValueSchema, type Action, type ActionOf, type ActionType, type AnswerValue, type LoggedAction } from "./actions";
export { REFUSAL_REASONS, type GameEvent, type RefusalReason } from "./events";
export * from "./client-view";
export { allHold, conditionHolds, targetVisible } from "./conditions";
export { checkAnswer, normaliseText } from "./normalise";
export { reduce, replay, type ReduceResult } from "./reducer";
export {
  hintWaitSeconds,
  initialState,
  OUTCOMES,
  playedMs,
  resultOf,
  STATUSES,
  timeLeftSeconds,
  timerMs,
  timerSeconds,
  type Ending,
  type GameResult,
  type GameState,
  type Outcome,
  type Status,
} from "./state";
export { GameStateSchema, stateProblems } from "./invariants";

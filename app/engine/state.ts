import type { GameDefinition } from "./definition";
import { lookup } from "./lookup";

/**
 * One play session's state. Plain JSON (lists, not sets) so a room can store it as is and a client
 * can render it; lists keep the order things happened in, which replays reproduce exactly.
 */

export const STATUSES = ["ready", "running", "paused", "timeUp", "ended"] as const;
export type Status = (typeof STATUSES)[number];
// "left" is kept apart from "lost" so stats can tell abandoned sessions from failed ones.
export const OUTCOMES = ["won", "lost", "timeUp", "left"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * How a game ended, for its end screen: `effect` (a move's own win or lose), `rules` (the game's win
 * or lose conditions came true) or `player` (stopped at time-up, or left); and the game's words said
 * by the ending move (the story's last lines).
 */
export const ENDING_CAUSES = ["effect", "rules", "player"] as const;
export type Ending = { cause: (typeof ENDING_CAUSES)[number]; texts: string[] };

export type GameState = {
  version: 1;
  status: Status;
  startedAt: number | null;
  endedAt: number | null;
  /**
   * Play time banked before `runningSince`. The clock is never stored as "now minus start": pauses
   * and the time-up choice would count, and the state would change with every read.
   */
  elapsedMs: number;
  // Set exactly while the status is "running".
  runningSince: number | null;
  roomId: string;
  sceneId: string;
  inventory: string[];
  // Every object ever held, even if used up since: "already picked" and achievements need it.
  collected: string[];
  flags: string[];
  unlockedRooms: string[];
  solvedPuzzles: string[];
  // Interactions that fired at least once (a `once` interaction is then skipped).
  triggered: string[];
  recipesDone: string[];
  wrongAnswers: number;
  penaltySeconds: number;
  // Revealed hints in the order given.
  hintsUsed: string[];
  // On the play clock (`playedMs`), so a pause does not let the recharge run.
  nextHintAtMs: number;
  achievements: string[];
  outcome: Outcome | null;
  // Set with the outcome; absent from states stored before it existed.
  ending?: Ending;
  continuedAfterTimeUp: boolean;
};

export function initialState(def: GameDefinition): GameState {
  const start = lookup(def).scenes.get(def.rules.startSceneId);
  if (!start) throw new Error("the definition has no start scene: was it parsed with parseDefinition?");
  return {
    version: 1,
    status: "ready",
    startedAt: null,
    endedAt: null,
    elapsedMs: 0,
    runningSince: null,
    roomId: start.roomId,
    sceneId: start.id,
    inventory: [],
    collected: [],
    flags: [],
    unlockedRooms: def.rooms.filter((room) => !room.locked).map((room) => room.id),
    solvedPuzzles: [],
    triggered: [],
    recipesDone: [],
    wrongAnswers: 0,
    penaltySeconds: 0,
    hintsUsed: [],
    nextHintAtMs: 0,
    achievements: [],
    outcome: null,
    continuedAfterTimeUp: false,
  };
}

/** A copy whose lists can be changed without touching the original. */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    inventory: [...state.inventory],
    collected: [...state.collected],
    flags: [...state.flags],
    unlockedRooms: [...state.unlockedRooms],
    solvedPuzzles: [...state.solvedPuzzles],
    triggered: [...state.triggered],
    recipesDone: [...state.recipesDone],
    hintsUsed: [...state.hintsUsed],
    achievements: [...state.achievements],
  };
}

// ---- the clock -----------------------------------------------------------------------------

/** Time actually played. A clock that goes backwards adds nothing rather than taking time away. */
export function playedMs(state: GameState, now: number): number {
  if (state.runningSince === null) return state.elapsedMs;
  return state.elapsedMs + Math.max(0, now - state.runningSince);
}

/** The timer the player sees: time played plus penalties, counting up from 00:00. */
export function timerMs(state: GameState, now: number): number {
  return playedMs(state, now) + state.penaltySeconds * 1000;
}

export function timerSeconds(state: GameState, now: number): number {
  return Math.floor(timerMs(state, now) / 1000);
}

/** Seconds before the time limit, or null for a game without one (or once the player went on). */
export function timeLeftSeconds(def: GameDefinition, state: GameState, now: number): number | null {
  const limit = def.rules.timeLimitSeconds;
  if (limit === undefined || state.continuedAfterTimeUp) return null;
  return Math.max(0, Math.ceil((limit * 1000 - timerMs(state, now)) / 1000));
}

/** Seconds until the next hint may be asked for; 0 when it may be now. */
export function hintWaitSeconds(state: GameState, now: number): number {
  return Math.max(0, Math.ceil((state.nextHintAtMs - playedMs(state, now)) / 1000));
}

/**
 * What an end screen shows and what the room reports for stats (time, hints, wrong answers,
 * achievements); null while the game is still on.
 */
export type GameResult = {
  outcome: Outcome;
  timerSeconds: number;
  playedSeconds: number;
  hintsUsed: number;
  wrongAnswers: number;
  penaltySeconds: number;
  achievements: string[];
  continuedAfterTimeUp: boolean;
};

export function resultOf(state: GameState): GameResult | null {
  if (state.status !== "ended" || state.outcome === null) return null;
  return {
    outcome: state.outcome,
    // The clock is stopped once ended, so any "now" reads the same.
    timerSeconds: timerSeconds(state, 0),
    playedSeconds: Math.floor(state.elapsedMs / 1000),
    hintsUsed: state.hintsUsed.length,
    wrongAnswers: state.wrongAnswers,
    penaltySeconds: state.penaltySeconds,
    achievements: [...state.achievements],
    continuedAfterTimeUp: state.continuedAfterTimeUp,
  };
}

import type { Condition } from "./definition";
import type { GameState } from "./state";

/**
 * Conditions read the state only. Exported for renderers too: a client shows or hides a target with
 * the same function the server uses to accept a click on it.
 */
export function conditionHolds(condition: Condition, state: GameState): boolean {
  const holds = (() => {
    switch (condition.type) {
      case "hasObject":
        return state.inventory.includes(condition.objectId);
      case "flagSet":
        return state.flags.includes(condition.flag);
      case "roomUnlocked":
        return state.unlockedRooms.includes(condition.roomId);
      case "puzzleSolved":
        return state.solvedPuzzles.includes(condition.puzzleId);
    }
  })();
  return condition.not ? !holds : holds;
}

/** All must hold; none (or no list) always holds. */
export function allHold(conditions: readonly Condition[] | undefined, state: GameState): boolean {
  return !conditions || conditions.every((condition) => conditionHolds(condition, state));
}

type VisibleTarget = { visibleWhen?: readonly Condition[]; objectId?: string; interactions?: readonly unknown[]; puzzleId?: string; kind?: string };

// Takes any target shape, so the client view's targets (interactions stripped) work as well.
export function targetVisible(target: VisibleTarget, state: GameState): boolean {
  return allHold(target.visibleWhen, state) && !takenAway(target, state);
}

/**
 * A zone or hotspot that is only the object lying there (nothing to click, no puzzle) goes with the
 * object: once taken, clicking the empty spot could only say "nothing happens". A Classic block (it
 * has a `kind`) is text to read and stays; only its "Take" button goes.
 */
function takenAway(target: VisibleTarget, state: GameState): boolean {
  if (target.kind !== undefined || target.objectId === undefined) return false;
  if ((target.interactions?.length ?? 0) > 0 || target.puzzleId !== undefined) return false;
  return state.collected.includes(target.objectId);
}

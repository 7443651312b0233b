import { endGame, type Ctx } from "../effects";
import { refuse, type Refusal } from "../events";
import { playedMs, type Status } from "../state";

/** Starting, pausing, leaving and the time limit: the session's life, not its puzzles. */

export function start(ctx: Ctx): Refusal | void {
  const { state, now } = ctx;
  state.status = "running";
  state.startedAt = now;
  state.runningSince = now;
  ctx.events.push({ type: "started" }, { type: "roomEntered", roomId: state.roomId }, { type: "sceneEntered", sceneId: state.sceneId });
}

export function pause(ctx: Ctx): Refusal | void {
  const { state, now } = ctx;
  state.elapsedMs = playedMs(state, now);
  state.runningSince = null;
  state.status = "paused";
  ctx.events.push({ type: "paused" });
}

export function resume(ctx: Ctx): Refusal | void {
  ctx.state.runningSince = ctx.now;
  ctx.state.status = "running";
  ctx.events.push({ type: "resumed" });
}

export function continueAfterTimeUp(ctx: Ctx): Refusal | void {
  ctx.state.continuedAfterTimeUp = true;
  ctx.state.runningSince = ctx.now;
  ctx.state.status = "running";
  ctx.events.push({ type: "continuedAfterTimeUp" });
}

export function stopAfterTimeUp(ctx: Ctx): Refusal | void {
  endGame(ctx, "timeUp", "player");
}

export function leave(ctx: Ctx): Refusal | void {
  endGame(ctx, "left", "player");
}

// Time-up is checked before every action, so the tick itself has nothing left to do.
export function tick(): Refusal | void {}

/**
 * Stops the clock once the timer reaches the limit. `crossed: "clock"` means time ran out on its own:
 * the clock is set back to the exact moment it did, so the state does not depend on when a tick or
 * an action happened to notice. `"now"`: a penalty just pushed the timer over, the moment is now.
 */
export function checkTimeUp(ctx: Ctx, crossed: "clock" | "now"): boolean {
  const { state, now, def } = ctx;
  const limit = def.rules.timeLimitSeconds;
  if (state.status !== "running" || limit === undefined || state.continuedAfterTimeUp) return false;
  const played = playedMs(state, now);
  const playedAtLimit = limit * 1000 - state.penaltySeconds * 1000;
  if (played < playedAtLimit) return false;
  state.elapsedMs = crossed === "clock" ? Math.max(state.elapsedMs, Math.min(played, playedAtLimit)) : played;
  state.runningSince = null;
  state.status = "timeUp";
  ctx.events.push({ type: "timeUp" });
  return true;
}

/** Which statuses accept which actions; everything else is refused before its handler runs. */
export function statusRefusal(status: Status, type: string): Refusal | null {
  if (type === "tick") return null;
  if (status === "ended") return refuse("ended");
  if (type === "leave") return null;
  if (type === "start") return status === "ready" ? null : refuse("already_started");
  if (status === "ready") return refuse("not_started");
  if (type === "continueAfterTimeUp" || type === "stopAfterTimeUp") return status === "timeUp" ? null : refuse("not_time_up");
  if (status === "timeUp") return refuse("time_up");
  if (type === "resume") return status === "paused" ? null : refuse("not_paused");
  if (status === "paused") return refuse("paused");
  return null;
}

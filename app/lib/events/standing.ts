import type { TeamSummary } from "../../../rooms/event-protocol";

/**
 * Where teams stand against each other, live (host screen, projector) and at the end (results):
 * more puzzles solved first, then the shorter timer (penalties included), then fewer hints. Pure, so
 * the browser, the worker and the tests share it.
 */

export type Standing = { solved: number; timerSeconds: number; hints: number };

export function compareStandings(a: Standing, b: Standing): number {
  return b.solved - a.solved || a.timerSeconds - b.timerSeconds || a.hints - b.hints;
}

/** Ranks 1, 2, 2, 4…: teams that stand exactly level share their place (a stable sort keeps their order). */
export function ranked<T>(items: readonly T[], standing: (item: T) => Standing): { item: T; rank: number }[] {
  const sorted = [...items].sort((a, b) => compareStandings(standing(a), standing(b)));
  let rank = 0;
  return sorted.map((item, index) => {
    if (index === 0 || compareStandings(standing(sorted[index - 1]), standing(item)) !== 0) rank = index + 1;
    return { item, rank };
  });
}

/** The team's play clock at `now` (the room's clock), as the engine counts it. */
export function playedMsOf(summary: Pick<TeamSummary, "elapsedMs" | "runningSince">, now: number): number {
  return summary.elapsedMs + (summary.runningSince === null ? 0 : Math.max(0, now - summary.runningSince));
}

/** The timer the team sees: time played plus penalties, in whole seconds. */
export function timerSecondsOf(summary: Pick<TeamSummary, "elapsedMs" | "runningSince" | "penaltySeconds">, now: number): number {
  return Math.floor(playedMsOf(summary, now) / 1000) + summary.penaltySeconds;
}

export function liveStanding(summary: TeamSummary, now: number): Standing {
  return { solved: summary.solved, timerSeconds: timerSecondsOf(summary, now), hints: summary.hintsUsed + summary.hostHints };
}

// A team that has solved nothing for this long while playing is flagged for the host.
export const STUCK_AFTER_MINUTES = 8;

/** Whole minutes since the team last moved forward (a solve, or the start), when that is long enough to flag. */
export function stuckMinutes(summary: TeamSummary, now: number): number | null {
  if (summary.status !== "running") return null;
  const since = summary.lastSolvedAt ?? summary.startedAt;
  if (since === null) return null;
  const minutes = Math.floor((now - since) / 60_000);
  return minutes >= STUCK_AFTER_MINUTES ? minutes : null;
}

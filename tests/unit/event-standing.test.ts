import { describe, expect, it } from "vitest";
import { linesFor } from "../../app/events/use-announcements";
import { liveStanding, ranked, stuckMinutes, timerSecondsOf } from "../../app/lib/events/standing";
import type { TeamSummary } from "../../rooms/event-protocol";

const minute = 60_000;
const start = Date.UTC(2026, 10, 28, 9, 0);

function summary(team: number, extra: Partial<TeamSummary> = {}): TeamSummary {
  return {
    team,
    status: "running",
    outcome: null,
    players: [],
    roomId: "hall",
    sceneId: "hall-1",
    solved: 0,
    puzzles: 6,
    hintsUsed: 0,
    hostHints: 0,
    wrongAnswers: 0,
    penaltySeconds: 0,
    elapsedMs: 0,
    runningSince: start,
    lastSolvedAt: null,
    startedAt: start,
    endedAt: null,
    ...extra,
  };
}

describe("the live ranking", () => {
  it("puts more puzzles first, then the shorter timer with penalties, then fewer hints, and shares a place only on a tie", () => {
    const now = start + 20 * minute;
    const teams = [
      summary(1, { solved: 3 }),
      summary(2, { solved: 4, penaltySeconds: 30 }),
      summary(3, { solved: 4 }),
      summary(4, { solved: 3, hintsUsed: 1 }),
      summary(5, { solved: 3 }),
    ];
    const order = ranked(teams, (team) => liveStanding(team, now)).map(({ item, rank }) => [item.team, rank]);
    expect(order).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
      [5, 3],
      [4, 5],
    ]);
  });

  it("counts the host's hints with the game's", () => {
    const now = start + minute;
    const order = ranked([summary(1, { hostHints: 2 }), summary(2, { hintsUsed: 1 })], (team) => liveStanding(team, now));
    expect(order.map(({ item }) => item.team)).toEqual([2, 1]);
  });

  it("runs the timer only while the team plays, penalties included", () => {
    expect(timerSecondsOf(summary(1, { elapsedMs: 90_000, runningSince: null, penaltySeconds: 10 }), start + 10 * minute)).toBe(100);
    expect(timerSecondsOf(summary(1, { elapsedMs: 90_000, runningSince: start, penaltySeconds: 10 }), start + minute)).toBe(160);
  });
});

describe("a team that seems stuck", () => {
  it("is flagged after eight minutes without a solve while it plays, never while paused or over", () => {
    expect(stuckMinutes(summary(1), start + 7 * minute)).toBeNull();
    expect(stuckMinutes(summary(1), start + 9 * minute)).toBe(9);
    expect(stuckMinutes(summary(1, { lastSolvedAt: start + 5 * minute }), start + 9 * minute)).toBeNull();
    expect(stuckMinutes(summary(1, { status: "paused" }), start + 30 * minute)).toBeNull();
    expect(stuckMinutes(summary(1, { status: "ended", outcome: "won" }), start + 30 * minute)).toBeNull();
  });
});

describe("what the host's screen reader hears", () => {
  it("says a solve, a win and a newcomer, and nothing for a tick of the clock", () => {
    const before = summary(2, { solved: 1, players: [{ id: "u1", name: "Lina", online: true }] });
    expect(linesFor(before, { ...before, elapsedMs: 5_000 }, "Équipe 2")).toEqual([]);
    expect(linesFor(before, { ...before, solved: 2 }, "Équipe 2")).toEqual([{ key: "event-host.announce.solved", params: { team: "Équipe 2", solved: 2, total: 6 } }]);
    expect(linesFor(before, { ...before, solved: 6, status: "ended", outcome: "won" }, "Équipe 2")).toEqual([{ key: "event-host.announce.won", params: { team: "Équipe 2" } }]);
    const joined = linesFor(before, { ...before, players: [...before.players, { id: "u2", name: "Noé", online: true }] }, "Équipe 2");
    expect(joined).toEqual([{ key: "event-host.announce.joined", params: { name: "Noé", team: "Équipe 2" } }]);
  });
});

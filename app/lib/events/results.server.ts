import { asc, inArray } from "drizzle-orm";
import { playParticipants, playResults } from "../../../db/schema";
import type { Database } from "../db.server";
import { loadDefinition } from "../play/definitions.server";
import { ranked } from "./standing";
import { teamsOf, type LiveEventRow } from "./teams.server";

/**
 * An event's results (ADR 054): each team's session's result, ranked, and who played in which team.
 * Teams are ranked on puzzles solved (most first), then the timer they saw (penalties included, least
 * first), then hints used (fewest first); teams without a result yet come last, by number.
 */

export type TeamState = "won" | "lost" | "timeUp" | "left" | "playing" | "notStarted";

export type TeamResult = {
  rank: number | null;
  team: number;
  name: string;
  players: string[];
  state: TeamState;
  solved: number | null;
  timerSeconds: number | null;
  hintsUsed: number | null;
  wrongAnswers: number | null;
};

export type PlayerResult = { name: string; team: number; teamName: string; account: boolean; finished: boolean };

export type EventResults = { totalPuzzles: number; teams: TeamResult[]; players: PlayerResult[] };

export async function eventResults(db: Database, event: LiveEventRow): Promise<EventResults> {
  const teams = await teamsOf(db, event.id);
  const sessions = teams.map((team) => team.sessionId);
  const [results, participants, definition] = await Promise.all([
    sessions.length ? db.select().from(playResults).where(inArray(playResults.sessionId, sessions)) : [],
    sessions.length
      ? db
          .select({ sessionId: playParticipants.sessionId, name: playParticipants.name, userId: playParticipants.userId, finished: playParticipants.finished })
          .from(playParticipants)
          .where(inArray(playParticipants.sessionId, sessions))
          .orderBy(asc(playParticipants.joinedAt), asc(playParticipants.name))
      : [],
    loadDefinition(db, event.gameId, event.gameVersion),
  ]);
  const resultOf = new Map(results.map((row) => [row.sessionId, row]));
  const teamOfSession = new Map(teams.map((team) => [team.sessionId, team]));

  const rows: TeamResult[] = teams.map((team) => {
    const result = resultOf.get(team.sessionId);
    const players = participants.filter((row) => row.sessionId === team.sessionId).map((row) => row.name);
    if (!result) {
      const state: TeamState = event.startedAt !== null && players.length > 0 ? "playing" : "notStarted";
      return { rank: null, team: team.team, name: team.name, players, state, solved: null, timerSeconds: null, hintsUsed: null, wrongAnswers: null };
    }
    return {
      rank: null,
      team: team.team,
      name: team.name,
      players,
      state: result.outcome,
      solved: result.puzzlesSolved ?? 0,
      timerSeconds: result.timerSeconds,
      hintsUsed: result.hintsUsed,
      wrongAnswers: result.wrongAnswers,
    };
  });
  // The live ranking's rule (standing.ts); equal figures share a rank (1, 2, 2, 4), listed by team number.
  const finished = ranked(
    rows.filter((row) => row.solved !== null),
    (row) => ({ solved: row.solved ?? 0, timerSeconds: row.timerSeconds ?? 0, hints: row.hintsUsed ?? 0 }),
  ).map(({ item, rank }) => ({ ...item, rank }));
  const waiting = rows.filter((row) => row.solved === null);

  const players = participants
    .map((row) => {
      const team = teamOfSession.get(row.sessionId)!;
      return { name: row.name, team: team.team, teamName: team.name, account: row.userId !== null, finished: row.finished };
    })
    .sort((a, b) => a.team - b.team);
  return { totalPuzzles: definition?.puzzles.length ?? 0, teams: [...finished, ...waiting], players };
}

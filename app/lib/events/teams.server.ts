import { and, asc, eq, sql } from "drizzle-orm";
import { liveEvents, liveEventTeams, playParticipants } from "../../../db/schema";
import type { Database } from "../db.server";
import type { SessionEvent } from "./internal";

/** Reading live events and their teams (ADR 054): every team is a multiplayer session of its own. */

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type LiveEventTeamRow = typeof liveEventTeams.$inferSelect;

export async function eventByCode(db: Database, code: string): Promise<LiveEventRow | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.code, code)).limit(1);
  return row ?? null;
}

export async function eventById(db: Database, id: string): Promise<LiveEventRow | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return row ?? null;
}

/** The event's teams, by number. */
export function teamsOf(db: Database, eventId: string): Promise<LiveEventTeamRow[]> {
  return db.select().from(liveEventTeams).where(eq(liveEventTeams.eventId, eventId)).orderBy(asc(liveEventTeams.team));
}

export async function teamOf(db: Database, eventId: string, team: number): Promise<LiveEventTeamRow | null> {
  const [row] = await db
    .select()
    .from(liveEventTeams)
    .where(and(eq(liveEventTeams.eventId, eventId), eq(liveEventTeams.team, team)))
    .limit(1);
  return row ?? null;
}

export type TeamSession = { event: LiveEventRow; team: LiveEventTeamRow };

/** The event and team a session plays for, or null for any session that is not a team of an event. */
export async function teamOfSession(db: Database, sessionId: string): Promise<TeamSession | null> {
  const [row] = await db
    .select({ event: liveEvents, team: liveEventTeams })
    .from(liveEventTeams)
    .innerJoin(liveEvents, eq(liveEvents.id, liveEventTeams.eventId))
    .where(eq(liveEventTeams.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** What a team's game room is told of its event (InternalSession.session.event). */
export function sessionEventOf({ event, team }: TeamSession): SessionEvent {
  return { code: event.code, title: event.title, team: team.team, teamName: team.name };
}

/** How many players each team of the event has, by team number. */
export async function teamCounts(db: Database, eventId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ team: liveEventTeams.team, players: sql<number>`count(${playParticipants.subject})` })
    .from(liveEventTeams)
    .leftJoin(playParticipants, eq(playParticipants.sessionId, liveEventTeams.sessionId))
    .where(eq(liveEventTeams.eventId, eventId))
    .groupBy(liveEventTeams.team);
  return new Map(rows.map((row) => [row.team, Number(row.players)]));
}

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { liveEvents, playParticipants } from "../../../db/schema";
import type { Database } from "../db.server";
import type { EventStatusReport, InternalEvent, MoveRequest } from "./internal";
import { eventByCode, teamOf, teamsOf } from "./teams.server";

/** What the internal API answers an event room (contract: app/lib/events/internal.ts, ADR 054). */

export async function internalEvent(db: Database, code: string): Promise<InternalEvent | null> {
  const event = await eventByCode(db, code);
  if (!event) return null;
  const teams = await teamsOf(db, event.id);
  return {
    id: event.id,
    code: event.code,
    hostId: event.hostId,
    title: event.title,
    gameId: event.gameId,
    status: event.status,
    startedAt: event.startedAt?.getTime() ?? null,
    endedAt: event.endedAt?.getTime() ?? null,
    teams: teams.map((team) => ({ team: team.team, name: team.name, session: team.sessionId })),
  };
}

/**
 * The host started or ended the event. Only the first start is kept (a resume after a pause is not
 * a start), and an end is written once: a room repeating its report changes nothing.
 */
export async function recordEventStatus(db: Database, code: string, report: EventStatusReport): Promise<boolean> {
  const event = await eventByCode(db, code);
  if (!event) return false;
  const at = new Date(report.at);
  if (report.status === "started") {
    await db.update(liveEvents).set({ startedAt: at }).where(and(eq(liveEvents.id, event.id), isNull(liveEvents.startedAt)));
  } else {
    await db.update(liveEvents).set({ status: "ended", endedAt: at }).where(and(eq(liveEvents.id, event.id), eq(liveEvents.status, "open")));
  }
  return true;
}

export type MoveOutcome = { ok: true } | { ok: false; status: 404 | 409; error: "not_found" | "already_started" | "team_full" };

/**
 * Moves a player to another team of the event before it starts: their participant row goes to the
 * target team's session. The fullness check is in the update itself, so two moves racing for a
 * team's last place cannot both land.
 */
export async function movePlayer(db: Database, code: string, move: MoveRequest): Promise<MoveOutcome> {
  const event = await eventByCode(db, code);
  if (!event) return { ok: false, status: 404, error: "not_found" };
  // An ended event is past any start: its teams are what they were.
  if (event.startedAt !== null || event.status === "ended") return { ok: false, status: 409, error: "already_started" };
  const target = await teamOf(db, event.id, move.team);
  if (!target) return { ok: false, status: 404, error: "not_found" };
  const sessions = (await teamsOf(db, event.id)).map((team) => team.sessionId);
  const [current] = await db
    .select({ sessionId: playParticipants.sessionId })
    .from(playParticipants)
    .where(and(inArray(playParticipants.sessionId, sessions), eq(playParticipants.subject, move.playerId)))
    .limit(1);
  if (!current) return { ok: false, status: 404, error: "not_found" };
  if (current.sessionId === target.sessionId) return { ok: true };
  const moved = await db
    .update(playParticipants)
    .set({ sessionId: target.sessionId })
    .where(
      and(
        eq(playParticipants.sessionId, current.sessionId),
        eq(playParticipants.subject, move.playerId),
        sql`(SELECT count(*) FROM ${playParticipants} WHERE ${playParticipants.sessionId} = ${target.sessionId}) < ${event.maxTeamSize}`,
      ),
    )
    .returning({ subject: playParticipants.subject });
  if (moved.length === 0) return { ok: false, status: 409, error: "team_full" };
  return { ok: true };
}

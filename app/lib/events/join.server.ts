import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { playParticipants } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import { joinPathFor } from "../code-play";
import type { CurrentUser } from "../session.server";
import { checkAccess, findGame, type PlayableGame } from "../play/access.server";
import { guestsWelcome } from "../play/guests.server";
import { routeOfGame, subjectOf } from "../play/multi-access.server";
import { CODE_PLAY_MODES } from "../play/room-session.server";
import { sessionRateLimit, type SessionContext } from "../play/session-grant.server";
import { NICKNAME_MAX, NicknameSchema, PROGRESS_KEPT_HOURS } from "../play/types";
import { EventCodeSchema } from "./internal";
import { eventByCode, teamCounts, teamsOf, type LiveEventRow, type LiveEventTeamRow } from "./teams.server";

/**
 * Players joining a live event by its code (ADR 054): the event picks their team (or lets them pick),
 * writes them down as a participant of that team's session, and sends them to its play page, where the
 * session gives them their ticket as it gives any participant.
 */

// A team's session stays joinable this long from its creation (joinableSession): so does the event.
const joinableMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;

type Context = SessionContext & Pick<AppLoadContext, "env">;

type OpenEvent = { event: LiveEventRow; game: PlayableGame; teams: LiveEventTeamRow[]; guests: boolean };

/**
 * The event players may still join with this code, or null: an unknown, ended or expired code, or a
 * game that can no longer be played, all answer the same.
 */
export async function openEvent(context: Pick<Context, "db">, rawCode: string, now = Date.now()): Promise<OpenEvent | null> {
  const code = v.safeParse(EventCodeSchema, rawCode);
  if (!code.success) return null;
  const event = await eventByCode(context.db, code.output);
  if (!event || event.status !== "open" || now - event.createdAt.getTime() >= joinableMs) return null;
  const game = await findGame(context.db, event.gameId);
  if (!game) return null;
  const guests = await guestsWelcome(context.db, { guests: event.guests, userId: event.hostId });
  const access = await checkAccess(game, { route: routeOfGame(game), mode: "multi", loggedIn: true });
  if (!access.ok) return null;
  return { event, game, teams: await teamsOf(context.db, event.id), guests };
}

/** The play page where a team's participants get their ticket (the same one a game code leads to). */
export function teamJoinPath(game: PlayableGame, sessionId: string): string {
  return joinPathFor({
    msg: "Valid",
    type: "multi",
    mode: CODE_PLAY_MODES[game.type],
    idGame: game.id,
    session: sessionId,
    creator: game.visibility === "private" ? game.creatorName : "",
  });
}

/** The team this subject is in, if any. */
async function currentTeam(context: Pick<Context, "db">, open: Pick<OpenEvent, "teams">, subject: string): Promise<LiveEventTeamRow | null> {
  const sessions = open.teams.map((team) => team.sessionId);
  if (sessions.length === 0) return null;
  const [row] = await context.db
    .select({ sessionId: playParticipants.sessionId })
    .from(playParticipants)
    .where(and(inArray(playParticipants.sessionId, sessions), eq(playParticipants.subject, subject)))
    .limit(1);
  return row ? (open.teams.find((team) => team.sessionId === row.sessionId) ?? null) : null;
}

export type EventJoinView = {
  code: string;
  title: string;
  gameTitle: string;
  teamChoice: "assigned" | "choose";
  loggedIn: boolean;
  // A visitor where the event admits none: they log in first.
  needsLogin: boolean;
  needsNickname: boolean;
  teams: { team: number; name: string; players: number; full: boolean }[];
  yours: { team: number; name: string; path: string } | null;
};

export async function eventJoinView(context: Context, open: OpenEvent, user: CurrentUser | null): Promise<EventJoinView> {
  const counts = await teamCounts(context.db, open.event.id);
  const mine = await currentTeam(context, open, subjectOf(user?.id ?? null, context.visitorId));
  return {
    code: open.event.code,
    title: open.event.title,
    gameTitle: open.game.title,
    teamChoice: open.event.teamChoice,
    loggedIn: user !== null,
    needsLogin: user === null && !open.guests,
    needsNickname: user === null && open.guests && !mine,
    teams: open.teams.map((team) => {
      const players = counts.get(team.team) ?? 0;
      return { team: team.team, name: team.name, players, full: players >= open.event.maxTeamSize };
    }),
    yours: mine ? { team: mine.team, name: mine.name, path: teamJoinPath(open.game, mine.sessionId) } : null,
  };
}

export const JoinFormSchema = v.object({
  team: v.optional(v.pipe(v.string(), v.maxLength(10)), ""),
  name: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
});

export type JoinOutcome = { ok: true; path: string } | { ok: false; status: number; field: "team" | "name" | null; message: string };

/**
 * Puts the player in a team of the event and answers where they play. Joining again (a reload, a
 * second click) keeps the team they are in.
 */
export async function joinEvent(context: Context, request: Request, open: OpenEvent, user: CurrentUser | null, form: v.InferOutput<typeof JoinFormSchema>): Promise<JoinOutcome> {
  const t = (key: string, params?: Record<string, string | number>) => translate(context.locale, `events.${key}`, params);
  const subject = subjectOf(user?.id ?? null, context.visitorId);
  // Counted like joining a session: team places cannot be tried faster than codes.
  const limited = await sessionRateLimit(context, request, user ? `user:${user.id}` : subject);
  if (limited) return { ok: false, status: 429, field: null, message: translate(context.locale, "access.errors.rate-limited.text") };

  const already = await currentTeam(context, open, subject);
  if (already) return { ok: true, path: teamJoinPath(open.game, already.sessionId) };
  if (!user && !open.guests) return { ok: false, status: 401, field: null, message: t("join.loginNeeded") };
  const nickname = user ? null : v.safeParse(NicknameSchema, form.name);
  if (nickname && !nickname.success) return { ok: false, status: 400, field: "name", message: t("join.nameInvalid", { n: NICKNAME_MAX }) };
  const name = user ? user.username : (nickname?.output as string);

  const counts = await teamCounts(context.db, open.event.id);
  let candidates: LiveEventTeamRow[];
  if (open.event.teamChoice === "choose") {
    const chosen = open.teams.find((team) => String(team.team) === form.team.trim());
    if (!chosen) return { ok: false, status: 400, field: "team", message: t("join.teamMissing") };
    candidates = [chosen];
  } else {
    // The team with the fewest players, the lowest number first among equals.
    candidates = [...open.teams].sort((a, b) => (counts.get(a.team) ?? 0) - (counts.get(b.team) ?? 0) || a.team - b.team);
  }
  for (const team of candidates) {
    if ((counts.get(team.team) ?? 0) >= open.event.maxTeamSize) continue;
    if (await takePlace(context, team.sessionId, open.event.maxTeamSize, { subject, userId: user?.id ?? null, name, kind: user ? "user" : "guest" })) {
      return { ok: true, path: teamJoinPath(open.game, team.sessionId) };
    }
  }
  const full = open.event.teamChoice === "choose" ? t("join.teamFull", { team: candidates[0].name }) : t("join.eventFull");
  return { ok: false, status: 409, field: open.event.teamChoice === "choose" ? "team" : null, message: full };
}

type Seat = { subject: string; userId: string | null; name: string; kind: "user" | "guest" };

/** The player's row in a team's session, written only while the team has room (the check is in the insert). */
async function takePlace(context: Pick<Context, "db">, sessionId: string, maxTeamSize: number, seat: Seat): Promise<boolean> {
  const done = await context.db.run(sql`
    INSERT INTO play_participants (session_id, subject, user_id, name, kind)
    SELECT ${sessionId}, ${seat.subject}, ${seat.userId}, ${seat.name}, ${seat.kind}
    WHERE (SELECT count(*) FROM play_participants WHERE session_id = ${sessionId}) < ${maxTeamSize}
    ON CONFLICT DO NOTHING`);
  return done.meta.changes > 0;
}

/** Where a player of the event plays now (after a move, their new team's page), or null. */
export async function currentTeamPath(context: Context, rawCode: string, user: CurrentUser | null): Promise<string | null> {
  const open = await openEvent(context, rawCode);
  if (!open) return null;
  const mine = await currentTeam(context, open, subjectOf(user?.id ?? null, context.visitorId));
  return mine ? teamJoinPath(open.game, mine.sessionId) : null;
}

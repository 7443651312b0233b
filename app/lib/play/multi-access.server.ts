import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { playParticipants } from "../../../db/schema";
import type { Database } from "../db.server";
import { checkAccess, denied, type AccessDenied, type PlayableGame } from "./access.server";
import { visitorSubject } from "./internal";
import { sessionRow, type SessionRow } from "./room-session.server";
import { PROGRESS_KEPT_HOURS, SessionCodeSchema, type PlayRouteKind } from "./types";
import type { GameType } from "~/engine";

/**
 * Who may join a multiplayer session (ADR 009). One set of rules for the session endpoint and the
 * play page of a session, so the page never invites someone the endpoint would turn away.
 */

const progressKeptMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;

export type MultiSessionRow = SessionRow & { mode: "multi"; userId: string; minPlayers: number; maxPlayers: number };

/**
 * The open multiplayer session with this code, if it can still be joined: a code that was never
 * drawn, a solo session, an ended one and one older than the progress the rooms keep all answer null
 * alike, so a code reveals nothing about what it was.
 */
export async function joinableSession(db: Database, code: string, now = Date.now()): Promise<MultiSessionRow | null> {
  if (!v.is(SessionCodeSchema, code)) return null;
  const row = await sessionRow(db, code);
  if (!row || row.mode !== "multi" || row.status !== "open" || !row.userId || row.minPlayers === null || row.maxPlayers === null) return null;
  if (now - row.createdAt.getTime() >= progressKeptMs) return null;
  return row as MultiSessionRow;
}

/** The ticket subject a viewer joins under: their user id, or their `_pos` visitor id. */
export function subjectOf(userId: string | null, visitorId: string): string {
  return userId ?? visitorSubject(visitorId);
}

export type Participant = typeof playParticipants.$inferSelect;

export async function participantOf(db: Database, sessionId: string, subject: string): Promise<Participant | null> {
  const [row] = await db
    .select()
    .from(playParticipants)
    .where(and(eq(playParticipants.sessionId, sessionId), eq(playParticipants.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The route a session is joined from by code: the game's own family (getCodePlay routes by it). */
export function routeOfGame(game: Pick<PlayableGame, "visibility" | "type">): { kind: PlayRouteKind; type: GameType } {
  return { kind: game.visibility === "private" ? "private" : "public", type: game.type };
}

export type JoinViewer = {
  loggedIn: boolean;
  // A participant already (a reload, a dropped connection): they passed the key when they joined.
  joined: boolean;
  // The activation key typed, where it is being checked (the page only shows whether it is needed).
  key?: { given: string | undefined };
};

/**
 * The game's rules for joining `session` from `route`, then what multiplayer adds: a session that
 * welcomes guests (`guestsWelcome`) admits visitors without an account and without the key (its Pro
 * host vouches for them); any other session is joined with an account, whatever the game's access,
 * and a key game asks its key once.
 */
export async function checkJoin(
  game: PlayableGame | null,
  session: { guests: boolean },
  route: { kind: PlayRouteKind; type?: GameType },
  viewer: JoinViewer,
): Promise<AccessDenied | { ok: true }> {
  const guests = session.guests;
  const base = await checkAccess(game, { route, mode: "multi", loggedIn: viewer.loggedIn || guests });
  if (!base.ok) return base;
  if (!game) return denied("not-found");
  // A demonstration link plays solo only: a session is never hosted there.
  if (route.kind === "demo") return denied("multi-unavailable");
  if (!viewer.loggedIn && !guests) return denied("guests-not-invited");
  if (game.access === "key" && !viewer.joined && !guests && viewer.key) {
    return checkAccess(game, { route, mode: "multi", loggedIn: viewer.loggedIn, key: viewer.key });
  }
  return { ok: true };
}

/** Whether the viewer would still have to type the game's key to join (the page asks for it first). */
export function keyNeeded(game: Pick<PlayableGame, "access">, session: { guests: boolean }, joined: boolean): boolean {
  return game.access === "key" && !joined && !session.guests;
}

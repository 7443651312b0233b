import { env, SELF } from "cloudflare:test";
import type { EventStatusReport, MoveRequest } from "../../app/lib/events/internal";
import { internalEventMovePath, internalEventPath, internalEventStatusPath } from "../../app/lib/events/internal";
import { creator, publishGame, unique } from "./play-fixtures";

/**
 * Shared by the live-event tests: events written into D1 as creating one leaves them (a session per
 * team, the host as every session's creator), and the internal API as an event room calls it.
 */

export type EventOptions = {
  hostGrade?: number;
  teams?: number;
  maxTeamSize?: number;
  teamChoice?: "assigned" | "choose";
  timeLimitSeconds?: number | null;
  hints?: "game" | "host";
  guests?: boolean;
  game?: Parameters<typeof publishGame>[0];
};

let codeCounter = 0;
/** Seven digits, first never 0, different for every event this file writes. */
const nextEventCode = () => String(1_000_000 + ((Date.now() % 8_000_000) + ++codeCounter * 7919) % 8_999_999);
const nextSessionCode = () => String(100_000_000 + Math.floor(Math.random() * 899_999_999));

export async function insertedEvent(options: EventOptions = {}) {
  const host = await creator(options.hostGrade ?? 4);
  const game = await publishGame({ multi: true, ...options.game });
  const id = crypto.randomUUID();
  const code = nextEventCode();
  const title = unique("Séminaire ");
  const maxTeamSize = options.maxTeamSize ?? 3;
  const guests = options.guests ?? false;
  const teams = Array.from({ length: options.teams ?? 3 }, (_, i) => ({ team: i + 1, name: `Équipe ${i + 1}`, session: nextSessionCode() }));
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO live_events (id, code, host_id, game_id, game_version, title, team_choice, max_team_size, time_limit_seconds, hints, guests)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
    ).bind(id, code, host.id, game.id, title, options.teamChoice ?? "assigned", maxTeamSize, options.timeLimitSeconds ?? null, options.hints ?? "game", guests ? 1 : 0),
    ...teams.flatMap((team) => [
      env.DB.prepare("INSERT INTO play_sessions (id, game_id, game_version, mode, user_id, min_players, max_players, guests) VALUES (?, ?, 1, 'multi', ?, 1, ?, ?)").bind(
        team.session,
        game.id,
        host.id,
        maxTeamSize,
        guests ? 1 : 0,
      ),
      env.DB.prepare("INSERT INTO live_event_teams (event_id, team, name, session_id) VALUES (?, ?, ?, ?)").bind(id, team.team, team.name, team.session),
    ]),
  ]);
  return { id, code, title, host, game, teams, maxTeamSize };
}

/** A player put in a team's session as joining the event does. */
export async function seatPlayer(session: string, player: { subject: string; userId?: string | null; name?: string; kind?: "user" | "guest" }) {
  await env.DB.prepare("INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES (?, ?, ?, ?, ?)")
    .bind(session, player.subject, player.userId ?? null, player.name ?? player.subject, player.kind ?? (player.userId ? "user" : "guest"))
    .run();
}

export const eventRow = (id: string) =>
  env.DB.prepare("SELECT * FROM live_events WHERE id = ?").bind(id).first<{
    code: string;
    status: string;
    started_at: number | null;
    ended_at: number | null;
    [key: string]: unknown;
  }>();

export const sessionOfPlayer = async (sessions: string[], subject: string) =>
  (
    await env.DB.prepare(`SELECT session_id FROM play_participants WHERE subject = ? AND session_id IN (${sessions.map(() => "?").join(",")})`)
      .bind(subject, ...sessions)
      .all<{ session_id: string }>()
  ).results.map((row) => row.session_id);

const SECRET = env.ROOM_SERVICE_SECRET as string;

/** The internal API as an event room calls it. */
export function roomCall(path: string, init: { body?: unknown; raw?: string; authorization?: string | null } = {}) {
  const headers: Record<string, string> = { Host: "escaplay.fr", Accept: "application/json" };
  if (init.authorization !== null) headers.Authorization = init.authorization ?? `Bearer ${SECRET}`;
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://escaplay.fr${path}`, { method: body === undefined ? "GET" : "POST", headers, body });
}

export const getEvent = (code: string, authorization?: string | null) => roomCall(internalEventPath(code), { authorization });
export const reportStatus = (code: string, body: EventStatusReport | unknown) => roomCall(internalEventStatusPath(code), { body });
export const movePlayer = (code: string, body: MoveRequest | unknown) => roomCall(internalEventMovePath(code), { body });

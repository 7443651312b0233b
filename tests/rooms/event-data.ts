import { visitorSubject } from "../../app/lib/play/internal";
import { multiGameId, text } from "./play-data";

/**
 * Live events the room tests run (ADR 054), written into the backend's D1 as creating one leaves them:
 * the event, and per team a multiplayer session (the host as its creator) and its live_event_teams row,
 * with one player already seated in each team. Every event plays the seeded multiplayer game `team`.
 * Plain data: the global setup imports it.
 */

export const HOST_ID = "u_rooms_event_host";
export const HOST_NAME = "RoomsHost";
export const OTHER_HOST_ID = "u_rooms_event_other";

type EventSpec = { teams: number; maxTeamSize: number };

/** Each used by one test file (or one test). */
export const EVENTS = {
  live: { teams: 6, maxTeamSize: 4 },
  ending: { teams: 2, maxTeamSize: 4 },
  guarded: { teams: 2, maxTeamSize: 4 },
  moves: { teams: 2, maxTeamSize: 2 },
  restart: { teams: 3, maxTeamSize: 4 },
} satisfies Record<string, EventSpec>;
export type EventName = keyof typeof EVENTS;

const index = (name: EventName) => Object.keys(EVENTS).indexOf(name);
/** Seven digits, the first never 0. */
export const eventCode = (name: EventName) => String(4_730_100 + index(name));
export const eventTitle = (name: EventName) => `Séminaire ${name}`;
/** Nine digits, apart from the multiplayer tests' codes. */
export const teamSession = (name: EventName, team: number) => String(742_600_000 + index(name) * 100 + team);
export const teamName = (team: number) => `Équipe ${team}`;
/** The player seated in each team from the start (a visitor: the events invite guests). */
export const seatedPlayer = (name: EventName, team: number) => ({ sub: visitorSubject(`ev-${name}-${team}`), name: `Joueur ${team}` });

export function eventsSql(): string {
  const statements = [
    `INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES (${text(HOST_ID)}, ${text(HOST_NAME)}, 'host@rooms.test', 4, 'creator', 'school', 'f_rooms_event_host');`,
    `INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES (${text(OTHER_HOST_ID)}, 'RoomsOtherHost', 'other-host@rooms.test', 4, 'creator', 'school', 'f_rooms_event_other');`,
  ];
  for (const [name, spec] of Object.entries(EVENTS) as [EventName, EventSpec][]) {
    const id = `rooms-event-${name}`;
    statements.push(
      `INSERT INTO live_events (id, code, host_id, game_id, game_version, title, team_choice, max_team_size, hints, guests) VALUES (${[id, eventCode(name), HOST_ID, multiGameId("team")].map(text).join(", ")}, 1, ${text(eventTitle(name))}, 'assigned', ${spec.maxTeamSize}, 'game', 1);`,
    );
    for (let team = 1; team <= spec.teams; team++) {
      const session = teamSession(name, team);
      const player = seatedPlayer(name, team);
      statements.push(
        `INSERT INTO play_sessions (id, game_id, game_version, mode, user_id, min_players, max_players, guests) VALUES (${text(session)}, ${text(multiGameId("team"))}, 1, 'multi', ${text(HOST_ID)}, 1, ${spec.maxTeamSize}, 1);`,
        `INSERT INTO live_event_teams (event_id, team, name, session_id) VALUES (${text(id)}, ${team}, ${text(teamName(team))}, ${text(session)});`,
        `INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES (${text(session)}, ${text(player.sub)}, NULL, ${text(player.name)}, 'guest');`,
      );
    }
  }
  return statements.join("\n");
}

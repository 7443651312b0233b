// The rows bench/event.mjs needs in D1, as plain SQL: one live event and its teams, each team a multiplayer session
// as the backend writes them (ADR 054). Imported by bench/event.mjs for a platform of its own and by
// scripts/bench-short.mjs for the platform the short benches share, so both hold the same rows. No side effects.
import { largestDemoGame } from "./platform.mjs";

// Seven digits, the first not 0: an event code as the backend draws them.
export const EVENT_CODE = "7512077";
export const EVENT_ID = "bench-event";
// A seeded Pro account (grade 3) hosts: its sessions may welcome guests (ADR 012), and the event room lets in only
// the event's host.
export const HOST = { sub: "u_atelier", name: "AtelierEnigma", role: "user" };
// Nine digits, the first not 0, under a prefix of their own: bench/room-rows.mjs uses 512000777.
export const teamSession = (team) => `513${String(team).padStart(6, "0")}`;

/**
 * How many teams and players per team a run has: 40 × 8 (the event), 4 × 2 in short mode;
 * BENCH_TEAMS and BENCH_PLAYERS override both (the rows follow, so give the same values to both sides).
 */
export function eventShape({ short }) {
  const count = (name, fallback) => {
    const n = Number(process.env[name] ?? fallback);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  // A team number is at most 60 (TeamNumberSchema).
  return { teams: Math.min(60, count("BENCH_TEAMS", short ? 4 : 40)), players: count("BENCH_PLAYERS", short ? 2 : 8) };
}

export function eventRowsSql({ short }) {
  const { teams, players } = eventShape({ short });
  const game = largestDemoGame().id;
  const maxPlayers = Math.max(8, players);
  const numbers = Array.from({ length: teams }, (_, i) => i + 1);
  return [
    `INSERT INTO live_events (id, code, host_id, game_id, game_version, title, team_choice, max_team_size, hints, guests) VALUES ` +
      `('${EVENT_ID}', '${EVENT_CODE}', '${HOST.sub}', '${game}', 1, 'Bench event', 'assigned', ${maxPlayers}, 'game', 1);`,
    ...numbers.map(
      (team) =>
        `INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players, guests) VALUES ` +
        `('${teamSession(team)}', '${game}', 'multi', '${HOST.sub}', 1, ${maxPlayers}, 1);`,
    ),
    ...numbers.map(
      (team) => `INSERT INTO live_event_teams (event_id, team, name, session_id) VALUES ('${EVENT_ID}', ${team}, 'Team ${team}', '${teamSession(team)}');`,
    ),
  ].join("\n");
}

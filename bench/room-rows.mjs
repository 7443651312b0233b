// The row bench/room.mjs needs in D1, as plain SQL: one multiplayer session of the largest demo game. Imported by
// bench/room.mjs for a platform of its own and by scripts/bench-short.mjs for the platform the short benches share.
// No side effects.
import { largestDemoGame } from "./platform.mjs";

// Nine digits, the first not 0: a game code as the backend draws them (bench/event-rows.mjs uses 513…).
export const CODE = "512000777";
// A seeded Pro account opens the session and invites guests; the others join as its guests (ADR 012).
export const CREATOR_ID = "u_atelier";
// The most players a session takes (the definition schema's cap on maxPlayers).
export const MAX_PLAYERS = 50;

/**
 * The session row as the backend writes it when a creator opens a multiplayer session (its id is the code;
 * its user is the creator). The demo game itself suggests fewer players; the room enforces the row's maximum,
 * which the benchmark sets to the schema's cap.
 */
export const roomRowsSql = () =>
  `INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players, guests) VALUES ('${CODE}', '${largestDemoGame().id}', 'multi', '${CREATOR_ID}', 1, ${MAX_PLAYERS}, 1);`;

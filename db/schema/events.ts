import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { games } from "./catalogue";
import { playSessions } from "./play";

/**
 * Live events (ADR 054): one host runs many teams at once. Each team plays an ordinary multiplayer
 * session (its own game room, today's rules); the event ties them together under one code that
 * players type, and the host's event room watches them all.
 */
export const liveEvents = sqliteTable(
  "live_events",
  {
    // In the host's addresses (/events/{id}); never shown to players.
    id: text("id").primaryKey(),
    // Seven digits, the first never 0: what players type at /code. Session codes have nine, so a code's
    // length says which room answers it (ADR 054). Never reused.
    code: text("code").notNull().unique(),
    hostId: text("host_id").notNull().references(() => users.id),
    gameId: text("game_id").notNull().references(() => games.id),
    // The published version every team plays, fixed when the event is created (ADR 017).
    gameVersion: integer("game_version").notNull(),
    title: text("title").notNull(),
    // assigned: each player goes to the team with the fewest players; choose: players pick one.
    teamChoice: text("team_choice", { enum: ["assigned", "choose"] }).notNull(),
    maxTeamSize: integer("max_team_size").notNull(),
    // Replaces the game's own time limit for every team; null keeps the game's.
    timeLimitSeconds: integer("time_limit_seconds"),
    // game: the game's hints as authored; host: the game's hints are withheld, only the host gives hints.
    hints: text("hints", { enum: ["game", "host"] }).notNull().default("game"),
    // Visitors without an account may join (a host with guest invitations in their plan).
    guests: integer("guests", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["open", "ended"] }).notNull().default("open"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("live_events_host").on(t.hostId, t.createdAt)],
);

/**
 * The event's teams, numbered from 1, each with its multiplayer session (mode multi, the host as its
 * creator). Players are that session's participants: moving a player moves their participant row.
 */
export const liveEventTeams = sqliteTable(
  "live_event_teams",
  {
    eventId: text("event_id").notNull().references(() => liveEvents.id),
    team: integer("team").notNull(),
    name: text("name").notNull(),
    sessionId: text("session_id").notNull().unique().references(() => playSessions.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.team] })],
);

import type * as Party from "partykit/server";
import { stripSolutions, type GameDefinition, type GameEvent, type GameState } from "../../app/engine";
import { encodeServerMessage, type ErrorCode, type Player } from "../protocol";
import type { PlayMeta } from "./storage";

/** What a game room says to its players, built in one place so every path says it the same way. */

export const errorTexts: Record<ErrorCode, string> = {
  invalid_message: "This message is not part of the game protocol.",
  rate_limited: "Too many answers in a short time.",
  session_unavailable: "This game session has ended or can no longer be resumed.",
  not_your_session: "This game session belongs to another player.",
  backend_unavailable: "The game could not be loaded just now. Try again in a moment.",
  session_full: "This game session already has its maximum number of players.",
  removed: "The session's creator removed you from this game session.",
  guests_not_invited: "This game session admits only players signed in to an account.",
  not_allowed: "Only the session's creator can do this.",
  not_enough_players: "Not enough players are here yet to start this game session.",
  // Project rooms' own (rooms/project.ts says them); a game room never sends these.
  project_unavailable: "This project no longer exists.",
  draft_too_large: "The draft is too large to be saved.",
  read_only: "You can look at this project but not change it: your change was not saved.",
  update_refused: "A change could not be read or was too large, and was not saved.",
  access_changed: "Your role on this project changed.",
  team_changed: "The event's host moved you to another team.",
};

export const tooManyMessages = "Too many messages in a short time.";

export function sendError(conn: Party.Connection, code: ErrorCode, extra: { id?: number; retryInSeconds?: number; message?: string } = {}) {
  conn.send(encodeServerMessage({ type: "error", code, message: extra.message ?? errorTexts[code], id: extra.id, retryInSeconds: extra.retryInSeconds }));
}

// Close codes: the refusal is final (policy), or the client should come back (try again later).
export const closeRefused = 1008;
export const closeTryLater = 1013;

export function refuseConnection(conn: Party.Connection, code: ErrorCode) {
  sendError(conn, code);
  // No longer a player: nothing more is sent to it or heard from it while it closes.
  conn.setState(null);
  // Closed on the next turn: a hibernatable socket closed while its upgrade is still being answered
  // (during onConnect) never sends its close frame.
  const closeCode = code === "backend_unavailable" ? closeTryLater : closeRefused;
  setTimeout(() => conn.close(closeCode, code), 0);
}

export function sendSnapshot(conn: Party.Connection, meta: PlayMeta, definition: GameDefinition, now: number, you: string) {
  const { session, state } = meta;
  conn.send(
    encodeServerMessage({
      type: "snapshot",
      session: {
        id: session.id,
        gameId: session.gameId,
        mode: session.mode,
        you,
        // A team of a live event: its players see which event and team, and that the host steers.
        ...(session.event ? { event: { code: session.event.code, title: session.event.title, team: session.event.team, teamName: session.event.teamName } } : {}),
      },
      state,
      view: stripSolutions(definition, state),
      now,
    }),
  );
}

/** Whether the client's view must be sent again: something it could not see before was revealed. */
export function revealedMore(before: GameState, after: GameState): boolean {
  return (
    after.hintsUsed.length > before.hintsUsed.length ||
    after.achievements.length > before.achievements.length ||
    after.triggered.length > before.triggered.length ||
    // The authored ending comes with the end.
    (after.status === "ended" && before.status !== "ended")
  );
}

/** Players admitted to the session: a connection gets its player state only once it is let in. */
export function* players(room: Party.Room): Generator<Party.Connection<Player>> {
  for (const conn of room.getConnections<Player>()) if (conn.state) yield conn;
}

/**
 * An update to every player. The sender's copy answers its intent (`id`) and includes its own
 * refusals; the others only learn what changed.
 */
export function broadcastUpdate(
  room: Party.Room,
  change: { before: GameState; state: GameState; events: GameEvent[]; definition: GameDefinition; now: number },
  sender?: { conn: Party.Connection; id: number; ownEvents: GameEvent[] },
) {
  const view = revealedMore(change.before, change.state) ? stripSolutions(change.definition, change.state) : undefined;
  const shared = encodeServerMessage({ type: "update", state: change.state, events: change.events, view, now: change.now });
  for (const conn of players(room)) {
    if (sender && conn.id === sender.conn.id) continue;
    conn.send(shared);
  }
  if (sender) {
    sender.conn.send(encodeServerMessage({ type: "update", id: sender.id, state: change.state, events: sender.ownEvents, view, now: change.now }));
  }
}

import type { Action } from "~/engine";
import type { AccessError } from "~/lib/play/types";
import type { QuickMessage, ServerMessage } from "../../../rooms/protocol";

/**
 * What the player screens talk to: a room over a socket in real play, the engine in the browser in
 * test-play. Both answer with the room protocol's own messages, so the screens cannot tell them apart.
 */

export type SnapshotMessage = Extract<ServerMessage, { type: "snapshot" }>;
export type UpdateMessage = Extract<ServerMessage, { type: "update" }>;
export type RoomErrorMessage = Extract<ServerMessage, { type: "error" }>;
// Multiplayer: who is in the session, what they say, and where they point.
export type PlayersMessage = Extract<ServerMessage, { type: "players" }>;
export type ChatMessage = Extract<ServerMessage, { type: "chat" }>;
export type PointMessage = Extract<ServerMessage, { type: "point" }>;
// A live event's team: what the host says to it (ADR 054).
export type HostMessage = Extract<ServerMessage, { type: "host" }>;

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

/** Why a session cannot go on: an access error of spec section 8, or the connection gave up. */
export type DriverFailure = { error: AccessError | "connection"; message?: string };

export type DriverEvent =
  | SnapshotMessage
  | UpdateMessage
  | RoomErrorMessage
  | PlayersMessage
  | ChatMessage
  | PointMessage
  | HostMessage
  | { type: "connection"; status: ConnectionStatus }
  | { type: "failed"; failure: DriverFailure };

export type DriverListener = (event: DriverEvent) => void;

export interface PlayDriver {
  /** Opens (or resumes) the session; a `snapshot` follows when it is ready. */
  connect(): void;
  /** Sends an intent; the returned id comes back on the `update` or `error` that answers it. */
  send(action: Action): number;
  subscribe(listener: DriverListener): () => void;
  close(): void;
}

/**
 * What a multiplayer session adds to a driver: talking to the other players and steering the team.
 * The room checks every one of these (who may kick, how long a line may be).
 */
export interface SessionChannel {
  say(text: string): void;
  quick(key: QuickMessage): void;
  point(targetId: string | null): void;
  kick(playerId: string): void;
  /** Leaves for good: the others play on and the slot is free again. */
  leaveSession(): void;
}

export function isSessionChannel(driver: PlayDriver): driver is PlayDriver & SessionChannel {
  return "leaveSession" in driver && typeof (driver as Partial<SessionChannel>).leaveSession === "function";
}

/** A small fan-out both drivers share. */
export class Listeners {
  private readonly set = new Set<DriverListener>();

  add(listener: DriverListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(event: DriverEvent) {
    for (const listener of [...this.set]) listener(event);
  }

  clear() {
    this.set.clear();
  }
}

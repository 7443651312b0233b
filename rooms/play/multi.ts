import type * as Party from "partykit/server";
import type { Action } from "../../app/engine";
import { encodeServerMessage, type ClientMessage, type ErrorCode, type Player } from "../protocol";
import type { ConnectionLimits } from "./conn-limits";
import { players, refuseConnection, sendError, tooManyMessages } from "./messages";
import { listPlayers, loadRoster, saveRoster, withStatus, type MultiRules, type RosterEntry } from "./roster";
import { loadMeta, type PlayMeta } from "./storage";

/**
 * What players of one multiplayer session do besides playing: the player list, talking, pointing,
 * the creator steering the session and removing a player, and leaving. The shared game itself runs
 * in ./session like a solo one.
 */

export type TeamMessage = Exclude<ClientMessage, { type: "ping" } | { type: "act" }>;

// The session's life belongs to its creator; `leave` ends the game for everyone.
const creatorActions = new Set<Action["type"]>(["start", "pause", "resume", "continueAfterTimeUp", "stopAfterTimeUp", "leave"]);

// A normal close: the player chose to go.
const closeLeft = 1000;

/** Ids of the players with an open, admitted connection (a player may have several tabs). */
export function onlineIds(room: Party.Room, except?: Party.Connection): Set<string> {
  const ids = new Set<string>();
  for (const conn of players(room)) if (conn.id !== except?.id) ids.add(conn.state!.id);
  return ids;
}

export function broadcastPlayers(room: Party.Room, roster: readonly RosterEntry[], multi: MultiRules, except?: Party.Connection) {
  const message = encodeServerMessage({
    type: "players",
    players: listPlayers(roster, onlineIds(room, except)),
    minPlayers: multi.minPlayers,
    maxPlayers: multi.maxPlayers,
  });
  for (const conn of players(room)) if (conn.id !== except?.id) conn.send(message);
}

/** Why a player's intent is refused before the engine sees it, or null when it may go on. */
export function refusalOf(room: Party.Room, meta: PlayMeta, player: Player, action: Action): ErrorCode | null {
  const multi = meta.session.multi;
  if (!multi || !creatorActions.has(action.type)) return null;
  // A team of a live event is steered by the event's host only (ADR 054); a player may still go (leaveSession).
  if (meta.session.event) return "not_allowed";
  const online = onlineIds(room);
  // A creator who dropped or left must not strand the team (unable to start, or stuck on the time-up
  // choice): while they are away anyone may steer, except ending the game for everyone.
  const steersNow = player.id === multi.creatorId || (!online.has(multi.creatorId) && action.type !== "leave");
  if (!steersNow) return "not_allowed";
  if (action.type === "start" && meta.state.status === "ready" && online.size < multi.minPlayers) return "not_enough_players";
  return null;
}

export class Team {
  constructor(
    private readonly room: Party.Room,
    private readonly limits: ConnectionLimits,
    // Who is in changed (a player removed or gone): a live event's team tells its event room.
    private readonly rosterChanged: (meta: PlayMeta) => Promise<void> = async () => {},
  ) {}

  /** say, quick, point, kick and leaveSession; a solo room has no team and answers invalid_message. */
  async receive(conn: Party.Connection<Player>, message: TeamMessage): Promise<void> {
    const player = conn.state;
    if (!player) return;
    const meta = await loadMeta(this.room.storage);
    const multi = meta?.session.multi;
    if (!multi) return sendError(conn, "invalid_message", { message: "Only a multiplayer session has other players to talk to." });
    const now = Date.now();
    switch (message.type) {
      case "say":
      case "quick": {
        if (!this.allowed(conn, "chat", now)) return;
        const line = message.type === "say" ? { text: message.text } : { quick: message.key };
        const encoded = encodeServerMessage({ type: "chat", from: player.id, name: player.name, ...line, at: now });
        for (const other of players(this.room)) other.send(encoded);
        return;
      }
      case "point": {
        if (!this.allowed(conn, "point", now)) return;
        const encoded = encodeServerMessage({ type: "point", from: player.id, name: player.name, targetId: message.targetId, at: now });
        for (const other of players(this.room)) if (other.state!.id !== player.id) other.send(encoded);
        return;
      }
      case "kick":
        if (await this.kick(conn, player, multi, message.playerId)) await this.rosterChanged(meta);
        return;
      case "leaveSession":
        await this.leave(player, multi);
        return this.rosterChanged(meta);
    }
  }

  private allowed(conn: Party.Connection, kind: "chat" | "point", now: number): boolean {
    const answer = this.limits.take(conn.id, kind, now);
    if (!answer.ok) sendError(conn, "rate_limited", { retryInSeconds: answer.retryInSeconds, message: tooManyMessages });
    return answer.ok;
  }

  /** Whether the player was removed. */
  private async kick(conn: Party.Connection, player: Player, multi: MultiRules, playerId: string): Promise<boolean> {
    const refused = (code: "not_allowed" | "invalid_message", message?: string) => {
      sendError(conn, code, message ? { message } : {});
      return false;
    };
    if (player.id !== multi.creatorId) return refused("not_allowed");
    if (playerId === player.id) return refused("not_allowed", "The session's creator cannot remove themselves.");
    const roster = await loadRoster(this.room.storage);
    const target = roster.find((entry) => entry.id === playerId);
    if (!target || target.status === "removed") return refused("invalid_message", "There is no such player in this session.");
    const next = withStatus(roster, playerId, "removed");
    await saveRoster(this.room.storage, next);
    for (const other of players(this.room)) if (other.state!.id === playerId) refuseConnection(other, "removed");
    broadcastPlayers(this.room, next, multi);
    return true;
  }

  /** The player goes (every tab of theirs); their slot is free again and they may come back while there is room. */
  private async leave(player: Player, multi: MultiRules): Promise<void> {
    const next = withStatus(await loadRoster(this.room.storage), player.id, "left");
    await saveRoster(this.room.storage, next);
    for (const conn of players(this.room)) {
      if (conn.state!.id !== player.id) continue;
      conn.setState(null);
      // Next turn, as for refusals: the close frame of a socket must follow what was sent to it.
      setTimeout(() => conn.close(closeLeft, "left"), 0);
    }
    broadcastPlayers(this.room, next, multi);
  }
}

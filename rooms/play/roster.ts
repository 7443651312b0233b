import type * as Party from "partykit/server";
import type { ReportedPlayerSchema } from "../../app/lib/play/internal";
import type * as v from "valibot";
import type { ErrorCode, Player, PlayerKind, SessionPlayer } from "../protocol";
import type { PlaySession } from "./storage";

/**
 * Who belongs to a multiplayer session, in room storage. The backend decided who may hold a ticket
 * (access rules, guests); the room decides how many play at once and who was removed, because only
 * it sees the players arrive and leave.
 */

export type MultiRules = NonNullable<PlaySession["multi"]>;

export type RosterStatus = "in" | "left" | "removed";

export type RosterEntry = {
  id: string;
  name: string;
  img: string | null;
  kind: PlayerKind;
  joinedAt: number;
  status: RosterStatus;
};

const rosterKey = "play:roster";

export async function loadRoster(storage: Party.Storage): Promise<RosterEntry[]> {
  return (await storage.get<RosterEntry[]>(rosterKey)) ?? [];
}

export async function saveRoster(storage: Party.Storage, roster: RosterEntry[]): Promise<void> {
  await storage.put(rosterKey, roster);
}

export function kindOf(player: Player, multi: MultiRules): PlayerKind {
  if (player.id === multi.creatorId) return "creator";
  return player.role === "guest" ? "guest" : "user";
}

export type Admission = { ok: true; roster: RosterEntry[] } | { ok: false; error: Extract<ErrorCode, "removed" | "session_full" | "guests_not_invited"> };

/**
 * Lets a player in (again): a player without an account only where the session welcomes guests (its
 * host on a Pro plan invited them, ADR 012: the backend says so in `multi.guests`; tickets are signed
 * under the same rule, this is the room's own check of it), a removed player never, a new or returning one only while fewer than
 * `maxPlayers` are in. A player already in (another tab, a reload, a drop) keeps their slot; the name
 * and avatar follow their newest ticket.
 */
export function admitToRoster(roster: readonly RosterEntry[], player: Player, multi: MultiRules, now: number): Admission {
  if (player.role === "guest" && !multi.guests) return { ok: false, error: "guests_not_invited" };
  const listed = roster.find((entry) => entry.id === player.id);
  if (listed?.status === "removed") return { ok: false, error: "removed" };
  if (listed?.status !== "in" && countIn(roster) >= multi.maxPlayers) return { ok: false, error: "session_full" };
  const entry: RosterEntry = {
    id: player.id,
    name: player.name,
    img: player.img ?? null,
    kind: kindOf(player, multi),
    joinedAt: listed?.joinedAt ?? now,
    status: "in",
  };
  return { ok: true, roster: listed ? roster.map((e) => (e.id === player.id ? entry : e)) : [...roster, entry] };
}

export const countIn = (roster: readonly RosterEntry[]) => roster.filter((entry) => entry.status === "in").length;

export function withStatus(roster: readonly RosterEntry[], playerId: string, status: RosterStatus): RosterEntry[] {
  return roster.map((entry) => (entry.id === playerId ? { ...entry, status } : entry));
}

/** The list every player sees: those in the session, in the order they first joined. */
export function listPlayers(roster: readonly RosterEntry[], online: ReadonlySet<string>): SessionPlayer[] {
  return roster
    .filter((entry) => entry.status === "in")
    .map(({ id, name, img, kind }) => ({ id, name, img, kind, online: online.has(id) }));
}

// What the backend's report schema takes at most.
const maxReported = 50;

/**
 * Who the result is for: everyone who played to the end or left by themselves, not those removed.
 * Those still in come first, so a session that saw many players come and go keeps its finishers.
 */
export function reportedPlayers(roster: readonly RosterEntry[]): v.InferOutput<typeof ReportedPlayerSchema>[] {
  const kept = roster.filter((entry) => entry.status === "in").concat(roster.filter((entry) => entry.status === "left"));
  return kept.slice(0, maxReported).map(({ id, kind }) => ({ id, kind }));
}

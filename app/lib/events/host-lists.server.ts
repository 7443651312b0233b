import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import { games, liveEvents } from "../../../db/schema";
import type { Database } from "../db.server";

/** What the host's pages list: their events, and the games they could run one of. */

export type HostEventItem = {
  id: string;
  title: string;
  code: string;
  gameTitle: string;
  status: "open" | "started" | "ended";
  createdAt: number;
};

/** The host's events, newest first. */
export async function hostEvents(db: Database, hostId: string): Promise<HostEventItem[]> {
  const rows = await db
    .select({
      id: liveEvents.id,
      title: liveEvents.title,
      code: liveEvents.code,
      gameTitle: games.title,
      status: liveEvents.status,
      startedAt: liveEvents.startedAt,
      createdAt: liveEvents.createdAt,
    })
    .from(liveEvents)
    .innerJoin(games, eq(games.id, liveEvents.gameId))
    .where(eq(liveEvents.hostId, hostId))
    .orderBy(desc(liveEvents.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    code: row.code,
    gameTitle: row.gameTitle,
    status: row.status === "ended" ? "ended" : row.startedAt ? "started" : "open",
    createdAt: row.createdAt.getTime(),
  }));
}

export type HostableGame = { id: string; title: string; maxPlayers: number; keyed: boolean };

/**
 * The multiplayer games a host may pick from: every online one of the catalogue (public or unlisted)
 * and their own private ones. Creating the event checks the game's full rules again.
 */
export async function hostableGames(db: Database, hostId: string): Promise<HostableGame[]> {
  const rows = await db
    .select({ id: games.id, title: games.title, maxPlayers: games.maxPlayers, access: games.access })
    .from(games)
    .where(
      and(
        eq(games.multi, true),
        eq(games.status, "online"),
        or(inArray(games.visibility, ["public", "unlisted"]), and(eq(games.visibility, "private"), eq(games.creatorId, hostId))),
        ne(games.title, ""),
      ),
    )
    .orderBy(asc(games.title))
    .limit(300);
  return rows.map(({ access, ...row }) => ({ ...row, keyed: access === "key" }));
}

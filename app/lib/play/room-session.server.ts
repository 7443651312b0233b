import { eq } from "drizzle-orm";
import { playSessions } from "../../../db/schema";
import type { GameType } from "~/engine";
import { findGame } from "./access.server";
import type { Database } from "../db.server";
import { withEventRules } from "../events/event-rules.server";
import { sessionEventOf, teamOfSession } from "../events/teams.server";
import { loadDefinition } from "./definitions.server";
import { guestsWelcome } from "./guests.server";
import { testRoomSession } from "./test-sessions.server";
import { visitorSubject, type InternalSession } from "./internal";

/** One play_sessions row, as the internal API and the result recorder read it. */
export type SessionRow = typeof playSessions.$inferSelect;

export async function sessionRow(db: Database, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(playSessions).where(eq(playSessions.id, sessionId)).limit(1);
  return row ?? null;
}

/** The ticket subject a solo session admits: its user, or the visitor who opened it. */
export function ownerOf(row: Pick<SessionRow, "userId" | "visitorId">): string {
  if (row.userId) return row.userId;
  // A row with neither cannot be opened by anyone: no ticket has an empty subject.
  return row.visitorId ? visitorSubject(row.visitorId) : "";
}

export type RoomSessionLookup = { ok: true; body: InternalSession } | { ok: false; error: "not_found" | "no_definition" };

/**
 * What a game room needs to run a session: the session and the game's full definition, answers
 * included. Only the internal API (service credential) may hand this out.
 */
export async function roomSession(db: Database, sessionId: string): Promise<RoomSessionLookup> {
  const row = await sessionRow(db, sessionId);
  // Not a game's session: perhaps a creator's test of a draft (ADR 020), played the same way.
  if (!row) return testRoomSession(db, sessionId);
  // The version the session started with: a publish since then changes nothing for it (ADR 017).
  const authored = await loadDefinition(db, row.gameId, row.gameVersion);
  if (!authored) return { ok: false, error: "no_definition" };
  const multi = row.mode === "multi" ? await multiOf(db, row) : undefined;
  if (row.mode === "multi" && !multi) return { ok: false, error: "not_found" };
  // A team of a live event plays the game under the event's rules (ADR 054).
  const team = row.mode === "multi" ? await teamOfSession(db, row.id) : null;
  const definition = team ? withEventRules(authored, team.event) : authored;
  return {
    ok: true,
    body: {
      session: {
        id: row.id,
        gameId: row.gameId,
        mode: row.mode,
        ownerId: ownerOf(row),
        status: row.status,
        createdAt: row.createdAt.getTime(),
        saved: row.mode === "solo" && row.userId !== null && !row.demo,
        ...(multi ? { multi } : {}),
        ...(team ? { event: sessionEventOf(team) } : {}),
      },
      definition,
    },
  };
}

/** getCodePlay's mode names (spec section 7; "360" is ours, ADR 009). */
export const CODE_PLAY_MODES: Record<GameType, "Classique" | "Interface" | "360"> = { classic: "Classique", interface: "Interface", "360": "360" };

type MultiInfo = NonNullable<InternalSession["session"]["multi"]>;

async function multiOf(db: Database, row: SessionRow): Promise<MultiInfo | null> {
  const game = await findGame(db, row.gameId);
  if (!game || !row.userId || row.minPlayers === null || row.maxPlayers === null) return null;
  return {
    creatorId: row.userId,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    // What the host's plan allows today, not only what was ticked when the session opened (ADR 012).
    guests: await guestsWelcome(db, row),
    codePlay: {
      idGame: game.id,
      mode: CODE_PLAY_MODES[game.type],
      // Spec section 7: a non-empty creator means a private game.
      creator: game.visibility === "private" ? game.creatorName : "",
    },
  };
}

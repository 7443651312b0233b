import * as v from "valibot";
import { ActionSchema, GameStateSchema } from "~/engine";
import { SessionEventSchema } from "../events/internal";

/**
 * The backend calls only game rooms make, with `Authorization: Bearer {ROOM_SERVICE_SECRET}`:
 *   GET  {BACKEND_URL}/v1/internal/play/sessions/{id}          -> InternalSession (answers included)
 *   POST {BACKEND_URL}/v1/internal/play/sessions/{id}/result   <- ResultReport, -> { ok: true }
 *   POST {BACKEND_URL}/v1/internal/play/sessions/{id}/progress <- ProgressReport, -> { saved: boolean }
 * Both answer 401 without the credential and 404 for an unknown session; the result call is idempotent
 * (a repeated report answers { ok: true, duplicate: true }) and replays the log to check it.
 */

export const internalSessionPath = (id: string) => `/v1/internal/play/sessions/${encodeURIComponent(id)}`;
export const internalResultPath = (id: string) => `${internalSessionPath(id)}/result`;
export const internalProgressPath = (id: string) => `${internalSessionPath(id)}/progress`;

/**
 * Where a logged-in player's solo session stands, for the game saved to their account: the room they
 * are in (by id; the backend names it), the puzzles solved and the timer. `saved: false` in the answer
 * means the account keeps nothing for this session (a visitor's, ended, abandoned): the room stops asking.
 */
export const ProgressReportSchema = v.object({
  roomId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  solvedCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000)),
  timerSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10 * 365 * 24 * 3600)),
});
export type ProgressReport = v.InferOutput<typeof ProgressReportSchema>;
export const ProgressAnswerSchema = v.object({ saved: v.boolean() });

export const InternalSessionSchema = v.object({
  session: v.object({
    id: v.string(),
    gameId: v.string(),
    mode: v.picklist(["solo", "multi"]),
    // The ticket subject allowed in a solo session: a user id, or "visitor:{_pos id}".
    ownerId: v.string(),
    status: v.picklist(["open", "ended"]),
    createdAt: v.number(),
    // A logged-in player's solo game, saved to their account: the room keeps it SAVED_PROGRESS_DAYS and
    // reports its progress. Absent (false) for visitors, multiplayer and test sessions.
    saved: v.optional(v.boolean()),
    /**
     * Multiplayer sessions only. `creatorId` is the creator's ticket subject (their user id); the room
     * admits anyone holding a ticket for it (the backend checked the game's rules before signing), up to
     * `maxPlayers`. `codePlay` is what getCodePlay answers for this code (spec section 7).
     */
    multi: v.optional(
      v.object({
        creatorId: v.string(),
        minPlayers: v.number(),
        maxPlayers: v.number(),
        guests: v.boolean(),
        codePlay: v.object({
          idGame: v.string(),
          mode: v.picklist(["Classique", "Interface", "360"]),
          // The game creator's user name for a private game, "" for a public one.
          creator: v.string(),
        }),
      }),
    ),
    // A team's session of a live event (ADR 054): the definition below already has the event's time
    // limit and hint rule applied.
    event: v.optional(SessionEventSchema),
  }),
  // A GameDefinition; the room parses it with parseDefinition before running it.
  definition: v.unknown(),
});
export type InternalSession = v.InferOutput<typeof InternalSessionSchema>;

/** The longest log a report may carry; rooms stop logging anything but an ending action just before it. */
export const MAX_LOG_ENTRIES = 20_000;

export const LoggedActionSchema = v.object({ action: ActionSchema, at: v.pipe(v.number(), v.finite()) });

export const ReportedPlayerSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  kind: v.picklist(["creator", "user", "guest"]),
});

export const ResultReportSchema = v.object({
  log: v.pipe(v.array(LoggedActionSchema), v.maxLength(MAX_LOG_ENTRIES)),
  state: GameStateSchema,
  // Multiplayer: everyone who played the session to its end or left it (not those removed): each
  // logged-in one gets the result in their history and the achievements unlocked.
  players: v.optional(v.pipe(v.array(ReportedPlayerSchema), v.maxLength(50))),
});
export type ResultReport = v.InferOutput<typeof ResultReportSchema>;

/** Ticket subjects: users by id, visitors by their `_pos` id. */
export const visitorSubject = (visitorId: string) => `visitor:${visitorId}`;

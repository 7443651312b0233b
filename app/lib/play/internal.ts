import * as v from "valibot";
import { ActionSchema, GameStateSchema } from "~/engine";

/**
 * The backend calls only game rooms make, with `Authorization: Bearer {ROOM_SERVICE_SECRET}`:
 *   GET  {BACKEND_URL}/v1/internal/play/sessions/{id}          -> InternalSession (answers included)
 *   POST {BACKEND_URL}/v1/internal/play/sessions/{id}/result   <- ResultReport, -> { ok: true }
 * Both answer 401 without the credential and 404 for an unknown session; the result call is idempotent
 * (a repeated report answers { ok: true, duplicate: true }) and replays the log to check it.
 */

export const internalSessionPath = (id: string) => `/v1/internal/play/sessions/${encodeURIComponent(id)}`;
export const internalResultPath = (id: string) => `${internalSessionPath(id)}/result`;

export const InternalSessionSchema = v.object({
  session: v.object({
    id: v.string(),
    gameId: v.string(),
    mode: v.picklist(["solo", "multi"]),
    // The ticket subject allowed in a solo session: a user id, or "visitor:{_pos id}".
    ownerId: v.string(),
    status: v.picklist(["open", "ended"]),
    createdAt: v.number(),
  }),
  // A GameDefinition; the room parses it with parseDefinition before running it.
  definition: v.unknown(),
});
export type InternalSession = v.InferOutput<typeof InternalSessionSchema>;

/** The longest log a report may carry; rooms stop logging anything but an ending action just before it. */
export const MAX_LOG_ENTRIES = 20_000;

export const LoggedActionSchema = v.object({ action: ActionSchema, at: v.pipe(v.number(), v.finite()) });

export const ResultReportSchema = v.object({
  log: v.pipe(v.array(LoggedActionSchema), v.maxLength(MAX_LOG_ENTRIES)),
  state: GameStateSchema,
});
export type ResultReport = v.InferOutput<typeof ResultReportSchema>;

/** Ticket subjects: users by id, visitors by their `_pos` id. */
export const visitorSubject = (visitorId: string) => `visitor:${visitorId}`;

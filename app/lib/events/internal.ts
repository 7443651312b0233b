import * as v from "valibot";

/**
 * The backend calls only event rooms make (ADR 054), with `Authorization: Bearer {ROOM_SERVICE_SECRET}`:
 *   GET  {BACKEND_URL}/v1/internal/events/{code}         -> InternalEvent
 *   POST {BACKEND_URL}/v1/internal/events/{code}/status  <- EventStatusReport, -> { ok: true }
 *   POST {BACKEND_URL}/v1/internal/events/{code}/move    <- MoveRequest, -> { ok: true } | 409 { error: "already_started" | "team_full" }
 * Each answers 401 without the credential and 404 for a code no event has. An ended event is still
 * answered (status "ended"): the room then refuses the host's commands and getCodePlay its code.
 */

export const internalEventPath = (code: string) => `/v1/internal/events/${encodeURIComponent(code)}`;
export const internalEventStatusPath = (code: string) => `${internalEventPath(code)}/status`;
export const internalEventMovePath = (code: string) => `${internalEventPath(code)}/move`;

/** Seven digits, the first never 0 (session codes have nine: the length routes a code, ADR 054). */
export const EventCodeSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{6}$/));
export const TeamNumberSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(60));
export const PlayerIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const InternalEventSchema = v.object({
  id: v.string(),
  code: EventCodeSchema,
  // The host's user id: the only ticket subject the event room lets steer (and the projector watch).
  hostId: v.string(),
  title: v.string(),
  gameId: v.string(),
  status: v.picklist(["open", "ended"]),
  startedAt: v.nullable(v.number()),
  endedAt: v.nullable(v.number()),
  teams: v.array(v.object({ team: TeamNumberSchema, name: v.string(), session: v.string() })),
});
export type InternalEvent = v.InferOutput<typeof InternalEventSchema>;

/** The host started (first start) or ended the event; `at` is the room's clock. */
export const EventStatusReportSchema = v.object({
  status: v.picklist(["started", "ended"]),
  at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type EventStatusReport = v.InferOutput<typeof EventStatusReportSchema>;

/** Before the start only: a player (ticket subject) goes to another team of the event. */
export const MoveRequestSchema = v.object({ playerId: PlayerIdSchema, team: TeamNumberSchema });
export type MoveRequest = v.InferOutput<typeof MoveRequestSchema>;

/**
 * What a team's game room is told of its event in its session record (InternalSession.session.event):
 * where to report its progress and what its players are shown. A session with `event` takes start,
 * pause, resume and ending from the event room only.
 */
export const SessionEventSchema = v.object({
  code: EventCodeSchema,
  title: v.string(),
  team: TeamNumberSchema,
  teamName: v.string(),
});
export type SessionEvent = v.InferOutput<typeof SessionEventSchema>;

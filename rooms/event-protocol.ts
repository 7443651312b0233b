import * as v from "valibot";
import { PlayerIdSchema, TeamNumberSchema } from "../app/lib/events/internal";

/**
 * The live event protocol (ADR 054): the host's screen and projector talk to the event room (party
 * `event`, room = the event code) over a socket; the event room and the teams' game rooms talk over
 * stub fetches, which the public cannot reach (onBeforeRequest refuses plain HTTP).
 */

// A host's message or hint to a team: a few sentences, never a document.
export const maxHostMessageLength = 500;
const HostText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(maxHostMessageLength));

export const EVENT_STATUSES = ["lobby", "running", "paused", "ended"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const HOST_COMMANDS = ["start", "pause", "resume", "end"] as const;
export type HostCommand = (typeof HOST_COMMANDS)[number];

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Ms = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * Where one team stands, as its game room reports it after every change that moves it (a join or a
 * leave, a room or scene reached, a solve, a hint, a wrong answer, a pause, the end). No answer and
 * no hint text is ever in it: the projector shows the same figures.
 */
export const TeamSummarySchema = v.object({
  team: TeamNumberSchema,
  // The game's status in that room (GameState.status) and, once ended, how.
  status: v.picklist(["ready", "running", "paused", "timeUp", "ended"]),
  outcome: v.nullable(v.picklist(["won", "lost", "timeUp", "left"])),
  players: v.pipe(v.array(v.object({ id: PlayerIdSchema, name: v.string(), online: v.boolean() })), v.maxLength(60)),
  roomId: v.string(),
  sceneId: v.string(),
  solved: Count,
  puzzles: Count,
  // The game's hints the team revealed, and the host's hints it was sent.
  hintsUsed: Count,
  hostHints: Count,
  wrongAnswers: Count,
  penaltySeconds: Count,
  // The play clock as the engine keeps it: time banked, and since when it runs (null while stopped).
  elapsedMs: Ms,
  runningSince: v.nullable(Ms),
  // Wall-clock times (ms) of the last solved puzzle and the game's start, for "stuck for N minutes".
  lastSolvedAt: v.nullable(Ms),
  startedAt: v.nullable(Ms),
  endedAt: v.nullable(Ms),
});
export type TeamSummary = v.InferOutput<typeof TeamSummarySchema>;

// ---- host and projector <-> event room (socket) -----------------------------------------------

export const EventClientMessageSchema = v.variant("type", [
  v.object({ type: v.literal("ping") }),
  // Host only (a projector's ticket says "view"): every team at once.
  v.object({ type: v.literal("command"), command: v.picklist(HOST_COMMANDS) }),
  // A message or a hint to one team (by number) or to all (null).
  v.object({ type: v.literal("tell"), team: v.nullable(TeamNumberSchema), kind: v.picklist(["message", "hint"]), text: HostText }),
  // Before the start only.
  v.object({ type: v.literal("move"), playerId: PlayerIdSchema, team: TeamNumberSchema }),
]);
export type EventClientMessage = v.InferOutput<typeof EventClientMessageSchema>;

export const EVENT_ERROR_CODES = [
  "invalid_message",
  "rate_limited",
  // Not this account's event, or a projector trying to steer.
  "not_allowed",
  // The event ended: nothing can be steered any more.
  "event_ended",
  // A move after the start, or into a full team.
  "already_started",
  "team_full",
  // A team room or the backend did not answer; the host may try again.
  "unavailable",
] as const;
export type EventErrorCode = (typeof EVENT_ERROR_CODES)[number];

export const EventInfoSchema = v.object({
  code: v.string(),
  title: v.string(),
  status: v.picklist(EVENT_STATUSES),
  startedAt: v.nullable(Ms),
  endedAt: v.nullable(Ms),
  teams: v.array(v.object({ team: TeamNumberSchema, name: v.string() })),
});
export type EventInfo = v.InferOutput<typeof EventInfoSchema>;

export const EventServerMessageSchema = v.variant("type", [
  // On connect and after the room rebuilt itself: the event and every team's latest summary.
  v.object({ type: v.literal("snapshot"), event: EventInfoSchema, teams: v.array(TeamSummarySchema), now: Ms }),
  v.object({ type: v.literal("team"), summary: TeamSummarySchema, now: Ms }),
  v.object({ type: v.literal("status"), status: v.picklist(EVENT_STATUSES), startedAt: v.nullable(Ms), endedAt: v.nullable(Ms), now: Ms }),
  // What the host said, echoed to every host screen (another device of the same account sees it too).
  v.object({ type: v.literal("told"), team: v.nullable(TeamNumberSchema), kind: v.picklist(["message", "hint"]), text: v.string(), at: Ms }),
  v.object({ type: v.literal("pong"), at: Ms }),
  v.object({ type: v.literal("error"), code: v.picklist(EVENT_ERROR_CODES), message: v.string() }),
]);
export type EventServerMessage = v.InferOutput<typeof EventServerMessageSchema>;

// ---- event room <-> team game rooms (stub fetches) --------------------------------------------

/** POSTed by the event room to a team's game room. */
export const TeamCommandSchema = v.variant("type", [
  v.object({ type: v.literal("command"), command: v.picklist(HOST_COMMANDS) }),
  v.object({ type: v.literal("tell"), kind: v.picklist(["message", "hint"]), text: HostText }),
  // The player was moved to another team: their connections here close with `team_changed`.
  v.object({ type: v.literal("release"), playerId: PlayerIdSchema }),
]);
export type TeamCommand = v.InferOutput<typeof TeamCommandSchema>;

/** POSTed by a team's game room to its event room. */
export const TeamReportSchema = v.object({ type: v.literal("summary"), summary: TeamSummarySchema });
export type TeamReport = v.InferOutput<typeof TeamReportSchema>;

import * as v from "valibot";
import { ActionSchema, GameStateSchema, IdSchema, type ClientDefinition, type GameEvent } from "../app/engine";
import { maxChatLength, QUICK_MESSAGES } from "./chat";

/**
 * The one message protocol shared by rooms and their clients. Both directions are valibot
 * variants on "type" so either side can validate what it receives instead of trusting a cast.
 */

// Larger frames are refused before JSON.parse so a client cannot make a room parse megabytes.
export const maxClientMessageBytes = 16 * 1024;

const PingId = v.union([
  v.pipe(v.string(), v.maxLength(64)),
  v.pipe(v.number(), v.finite()),
]);

// Numbers the client's intents so it can match the room's answer (and drop stale optimistic UI).
const IntentId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export { maxChatLength, QUICK_MESSAGES, type QuickMessage } from "./chat";

// A multiplayer player's id is their ticket subject (a user id or "visitor:{_pos id}").
const PlayerIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

const StudioSegment = v.pipe(v.string(), v.maxLength(64));
const StageCoordinate = v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000));

/**
 * Project room: what one editor is doing, for the others to see (ADR 026). Volatile: the room relays it
 * and keeps the latest in memory while the connection lives, never in storage.
 */
export const AwareStateSchema = v.object({
  // The editor's Yjs document client id, so the others can say who overwrote their change.
  clientId: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(2 ** 53 - 1)),
  // The selected item (app/studio/types.ts Selection's path) and the field being typed in, if any.
  selection: v.nullable(v.object({ path: v.pipe(v.array(StudioSegment), v.maxLength(8)), field: v.optional(StudioSegment) })),
  // The pointer over the stage, in the coordinates of the space it is over (a scene's pixels for
  // Interface, yaw and pitch in degrees for a 360 panorama, nothing for Classic pages).
  cursor: v.nullable(v.object({ space: StudioSegment, x: StageCoordinate, y: StageCoordinate })),
});
export type AwareState = v.InferOutput<typeof AwareStateSchema>;

/** Project room: a connected editor as every editor sees it; one person with two tabs is two editors. */
export const StudioEditorSchema = v.object({
  conn: v.string(),
  id: v.string(),
  name: v.string(),
  img: v.nullable(v.string()),
  // Index in the studio's palette, unique in the room while the connection lives.
  colour: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(11)),
  access: v.picklist(["edit", "view"]),
  state: v.nullable(AwareStateSchema),
});
export type StudioEditor = v.InferOutput<typeof StudioEditorSchema>;

export const ClientMessageSchema = v.variant("type", [
  v.object({ type: v.literal("ping"), id: v.optional(PingId) }),
  // A player's intent in a game room; the room runs it through the engine and answers with `update`.
  // In a multiplayer session start, pause, resume, the time-up choice and `leave` (which ends the
  // session for everyone) are the session creator's; the others get `not_allowed`.
  v.object({ type: v.literal("act"), id: IntentId, action: ActionSchema }),
  // Multiplayer only (a solo room answers `invalid_message`):
  // free text (trimmed, 1..maxChatLength) or one quick phrase, to everyone in the session;
  v.object({ type: v.literal("say"), text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(maxChatLength)) }),
  v.object({ type: v.literal("quick"), key: v.picklist(QUICK_MESSAGES) }),
  // points the others at a zone, hotspot or object of the current scene (null clears the pointer);
  v.object({ type: v.literal("point"), targetId: v.nullable(IdSchema) }),
  // the creator removes a player, who cannot come back to this session;
  v.object({ type: v.literal("kick"), playerId: PlayerIdSchema }),
  // a player leaves the session (the others play on; their slot is free again).
  v.object({ type: v.literal("leaveSession") }),
  // Project room: this editor's selection and pointer, relayed to the others (a game room refuses it).
  v.object({ type: v.literal("aware"), state: AwareStateSchema }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export const PlayerSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.picklist(["user", "guest"]),
  // The avatar the ticket carried (a user's profile picture path), if any.
  img: v.optional(v.string()),
});
export type Player = v.InferOutput<typeof PlayerSchema>;

/** creator: opened the session (and steers it); user: has an account; guest: joined without one. */
export const playerKinds = ["creator", "user", "guest"] as const;
export type PlayerKind = (typeof playerKinds)[number];

/** One entry of a multiplayer session's player list, as every player sees it. */
export const SessionPlayerSchema = v.object({
  id: PlayerIdSchema,
  name: v.string(),
  img: v.nullable(v.string()),
  kind: v.picklist(playerKinds),
  // Connected right now; a player who dropped stays listed (and keeps their slot) until they leave.
  online: v.boolean(),
});
export type SessionPlayer = v.InferOutput<typeof SessionPlayerSchema>;

export const errorCodes = [
  "invalid_message",
  // Too many answers in a short time: `retryInSeconds` says when the next one is heard.
  "rate_limited",
  // The session ended long ago, was never opened, or its game can no longer be played.
  "session_unavailable",
  // A solo session admits only the player who opened it.
  "not_your_session",
  // The backend could not be reached to load the game; the client may retry.
  "backend_unavailable",
  // Multiplayer: the session has its maximum number of players.
  "session_full",
  // Multiplayer: the creator removed this player, who cannot come back.
  "removed",
  // Multiplayer: a player without an account, at a session whose host does not invite guests (ADR 012).
  "guests_not_invited",
  // Multiplayer: only the session creator may do this (start, pause, kick…).
  "not_allowed",
  // Multiplayer: the creator tried to start before the minimum number of players joined.
  "not_enough_players",
  // Project room: the project was deleted, so its draft cannot be opened.
  "project_unavailable",
  // Project room: the draft outgrew what the backend keeps; edits stay in the room but are not saved there.
  "draft_too_large",
  // Project room: a change from someone who may only look (a viewer) was not applied.
  "read_only",
  // Project room: a change that does not decode, or larger than a frame may be, was not applied.
  "update_refused",
  // Project room: the owner changed this person's role; the connection closes and reopens with it.
  "access_changed",
  // Live event: the host moved this player to another team; the client asks the event for its new ticket.
  "team_changed",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The client view and events come from our own room and the engine types them; the client checks
 * their outer shape only, so a malformed frame is refused rather than crashing a renderer.
 */
const ClientViewSchema = v.pipe(
  v.looseObject({ version: v.literal(1), meta: v.looseObject({ type: v.string() }), scenes: v.array(v.looseObject({ id: v.string() })) }),
  v.transform((view) => view as unknown as ClientDefinition),
);
const GameEventSchema = v.pipe(
  v.looseObject({ type: v.string() }),
  v.transform((event) => event as unknown as GameEvent),
);

export const ServerMessageSchema = v.variant("type", [
  v.object({ type: v.literal("welcome"), room: v.string(), you: PlayerSchema }),
  v.object({ type: v.literal("pong"), id: v.optional(PingId), at: v.number() }),
  v.object({
    type: v.literal("error"),
    code: v.picklist(errorCodes),
    message: v.string(),
    // The intent this error answers, when it answers one.
    id: v.optional(IntentId),
    retryInSeconds: v.optional(v.number()),
  }),
  // Sent on connect (and after a reconnect): everything a client needs to draw the game.
  v.object({
    type: v.literal("snapshot"),
    // `code` is the session's game code (its id) for multiplayer; `you` the receiving player's id.
    session: v.object({
      id: v.string(),
      gameId: v.string(),
      mode: v.picklist(["solo", "multi"]),
      you: v.optional(v.string()),
      // A team of a live event (ADR 054): the host steers start, pause and the end.
      event: v.optional(v.object({ code: v.string(), title: v.string(), team: v.number(), teamName: v.string() })),
    }),
    state: GameStateSchema,
    view: ClientViewSchema,
    // The room's clock, so the client can show the timer without trusting its own.
    now: v.number(),
  }),
  // After every intent that changed something (and after the room's own time-up tick).
  v.object({
    type: v.literal("update"),
    // The intent it answers; absent for the room's own ticks or another player's action.
    id: v.optional(IntentId),
    state: GameStateSchema,
    events: v.array(GameEventSchema),
    // Present when something new was revealed (a hint, a hidden achievement, a fired interaction).
    view: v.optional(ClientViewSchema),
    now: v.number(),
  }),
  // Project room: who is editing, sent to each editor (`you` is its own connection) when someone comes or goes.
  v.object({ type: v.literal("editors"), you: v.string(), editors: v.array(StudioEditorSchema) }),
  // Project room: one editor's new selection or pointer, to the others.
  v.object({ type: v.literal("aware"), conn: v.string(), state: AwareStateSchema }),
  // Multiplayer: the player list, sent after the snapshot and again whenever it changes.
  v.object({
    type: v.literal("players"),
    players: v.array(SessionPlayerSchema),
    // The numbers the creator chose within the game's limits: start needs `minPlayers` online.
    minPlayers: v.number(),
    maxPlayers: v.number(),
  }),
  // Multiplayer: a chat line (text or quick phrase) from a player, to everyone including its sender.
  v.object({
    type: v.literal("chat"),
    from: v.string(),
    name: v.string(),
    text: v.optional(v.string()),
    quick: v.optional(v.picklist(QUICK_MESSAGES)),
    at: v.number(),
  }),
  // Project room: a named version was restored into the draft (ADR 019); the document's own sync carries the content.
  v.object({ type: v.literal("draftRestored"), name: v.string(), by: v.string(), at: v.number() }),
  // Live event: the host's message or hint to this team (or to every team).
  v.object({ type: v.literal("host"), kind: v.picklist(["message", "hint"]), text: v.string(), at: v.number() }),
  // Multiplayer: where a player points (to the others only); null when they stop pointing.
  v.object({ type: v.literal("point"), from: v.string(), name: v.string(), targetId: v.nullable(v.string()), at: v.number() }),
]);
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: string };

/** One frame against one protocol's schema (the game's, the event's): never throws, refuses oversized frames first. */
export function parseWith<T>(
  schema: v.GenericSchema<unknown, T>,
  raw: string,
): ParseResult<T> {
  if (raw.length > maxClientMessageBytes) return { ok: false, error: "message too large" };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, error: "message is not JSON" };
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) return { ok: false, error: v.summarize(parsed.issues) };
  return { ok: true, message: parsed.output };
}

/** Never throws: rooms turn a failure into an `error` reply. */
export function parseClientMessage(raw: string): ParseResult<ClientMessage> {
  return parseWith(ClientMessageSchema, raw);
}

/** For clients, so a misbehaving or newer room cannot crash them either. */
export function parseServerMessage(raw: string): ParseResult<ServerMessage> {
  return parseWith(ServerMessageSchema, raw);
}

/** Typed so a room cannot send something outside the protocol. */
export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}

// ---- getCodePlay (HTTP, spec section 7) -----------------------------------------------------

export const gameModes = ["Classique", "Interface", "360"] as const;

/** What a game room keeps under storage key `session` while a multiplayer session is live. */
export const GameSessionSchema = v.object({
  // games.id in D1 is text.
  idGame: v.pipe(v.string(), v.minLength(1)),
  mode: v.picklist(gameModes),
  // Empty when the game is public; the creator's id when it is private (spec section 7).
  creator: v.string(),
  createdAt: v.number(),
});
export type GameSession = v.InferOutput<typeof GameSessionSchema>;
export const gameSessionStorageKey = "session";

/** Game codes are numeric; the field is trimmed and may arrive as a number or a string. */
export const GameCodeSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.string()]),
  v.transform((input) => String(input).trim()),
  v.regex(/^\d{1,12}$/),
);

export const GetCodePlayRequestSchema = v.object({ id: GameCodeSchema });

export type GetCodePlayResponse =
  | {
      msg: "Valid";
      type: "multi";
      mode: GameSession["mode"];
      idGame: GameSession["idGame"];
      session: string;
      creator: string;
    }
  // A live event's code (seven digits, ADR 054): the player goes to /event/{event}.
  | { msg: "Valid"; type: "event"; event: string }
  | { msg: "Invalid" };

import * as v from "valibot";

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

export const ClientMessageSchema = v.variant("type", [
  v.object({ type: v.literal("ping"), id: v.optional(PingId) }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export const PlayerSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.picklist(["user", "guest"]),
});
export type Player = v.InferOutput<typeof PlayerSchema>;

export const errorCodes = ["invalid_message"] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ServerMessageSchema = v.variant("type", [
  v.object({ type: v.literal("welcome"), room: v.string(), you: PlayerSchema }),
  v.object({ type: v.literal("pong"), id: v.optional(PingId), at: v.number() }),
  v.object({
    type: v.literal("error"),
    code: v.picklist(errorCodes),
    message: v.string(),
  }),
  v.object({
    type: v.literal("presence"),
    users: v.array(v.object({ id: v.string(), name: v.string() })),
  }),
]);
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: string };

function parseWith<T>(
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
  | { msg: "Invalid" };

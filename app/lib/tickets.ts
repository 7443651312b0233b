import * as v from "valibot";
import { signValue, verifyValue } from "./signed";

/**
 * Short-lived room tickets: the backend signs who you are and which room you may join; the socket
 * host only verifies. Format: base64url(JSON claims) "." base64url(HMAC-SHA256 of the first part).
 * WebCrypto only, so the same module runs in workerd, browsers and Node 20.
 */

export const ticketTtlMs = 5 * 60 * 1000;

// Tickets travel in a query string; anything longer is not ours and is refused before any crypto.
const maxTokenLength = 2048;

export const TicketClaimsSchema = v.pipe(
  v.strictObject({
    v: v.literal(1),
    // event: a live event's room, for its host (`access: "edit"`) and their projector (`"view"`), ADR 054.
    party: v.picklist(["game", "project", "event"]),
    room: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    sub: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    role: v.picklist(["user", "guest"]),
    // The player's avatar (a profile picture path), shown to the other players of a session.
    img: v.optional(v.pipe(v.string(), v.maxLength(300))),
    // Project rooms: what the bearer may do with the draft (a collaborator's role, ADR 026). A project
    // ticket without it is read-only: the room never grants more than the ticket says.
    access: v.optional(v.picklist(["edit", "view"])),
    // Milliseconds since the epoch, like Date.now().
    iat: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    exp: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
  v.check((c) => c.exp > c.iat, "exp must be after iat"),
);

export type TicketClaims = v.InferOutput<typeof TicketClaimsSchema>;
export type TicketParty = TicketClaims["party"];

/** What a caller provides: `v` is implied; `iat`/`exp` default to now and now + ticketTtlMs. */
export type TicketInput = Omit<TicketClaims, "v" | "iat" | "exp"> &
  Partial<Pick<TicketClaims, "v" | "iat" | "exp">>;

export async function signTicket(
  secret: string,
  claims: TicketInput,
  now = Date.now(),
): Promise<string> {
  // An empty secret would make every ticket forgeable: fail loudly where it is configured.
  if (typeof secret !== "string" || secret.length === 0) {
    throw new Error("signTicket: TICKET_SECRET is empty; set it before issuing room tickets");
  }
  const iat = claims.iat ?? now;
  const parsed = v.safeParse(TicketClaimsSchema, {
    ...claims,
    v: 1,
    iat,
    exp: claims.exp ?? iat + ticketTtlMs,
  });
  if (!parsed.success) {
    throw new Error(`signTicket: invalid claims: ${v.summarize(parsed.issues)}`);
  }
  return signValue(secret, parsed.output);
}

/** Returns the claims of a genuine, unexpired, well-formed ticket, or null; never throws. */
export async function verifyTicket(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<TicketClaims | null> {
  if (typeof token !== "string" || token.length > maxTokenLength) return null;
  const value = await verifyValue(secret, token);
  const parsed = v.safeParse(TicketClaimsSchema, value);
  return parsed.success && now < parsed.output.exp ? parsed.output : null;
}

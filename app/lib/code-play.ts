import * as v from "valibot";
import { EventCodeSchema } from "./events/internal";

/** Spec section 5: the game code is trimmed, numeric, minimum 0. */
export const gameCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,12}$/));

/** Spec section 7: the socket host's answer for a valid code: a session's, or a live event's (ADR 054). */
export const codePlayAnswerSchema = v.variant("type", [
  v.object({
    msg: v.literal("Valid"),
    type: v.literal("multi"),
    mode: v.picklist(["Classique", "Interface", "360"]),
    idGame: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    session: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
    creator: v.optional(v.string()),
  }),
  v.object({ msg: v.literal("Valid"), type: v.literal("event"), event: EventCodeSchema }),
]);
export type CodePlayAnswer = v.InferOutput<typeof codePlayAnswerSchema>;

const PLAY_PREFIX = {
  Classique: { public: "/play", private: "/private" },
  Interface: { public: "/play2D", private: "/private2D" },
  "360": { public: "/play360", private: "/private360" },
} as const;

/** Where a valid code leads: an event's page, or a session's join page (a non-empty creator means a private game). */
export function joinPathFor(answer: CodePlayAnswer): string {
  if (answer.type === "event") return `/event/${answer.event}`;
  const prefix = PLAY_PREFIX[answer.mode][answer.creator ? "private" : "public"];
  return `${prefix}/${encodeURIComponent(answer.idGame)}/${answer.session}/join`;
}

export type CodeLookup =
  | { ok: true; path: string }
  | { ok: false; reason: "invalid" | "unreachable" }
  // The socket host's per-address guard (ADR 009): too many lookups from here lately.
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Asks the game socket host; shared by the dialog (browser) and the /code action (no-JavaScript
 * path). `serviceSecret` is for server-side calls only: with it the host skips its per-address guard,
 * since every server-side lookup would otherwise share the worker's address (the caller limits
 * per client itself).
 */
export async function lookUpCode(gameSocketHost: string, rawCode: string, fetcher: typeof fetch = fetch, serviceSecret?: string): Promise<CodeLookup> {
  const code = v.safeParse(gameCodeSchema, rawCode);
  if (!code.success) return { ok: false, reason: "invalid" };
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (serviceSecret) headers.Authorization = `Bearer ${serviceSecret}`;
  let response: Response;
  try {
    response = await fetcher(new URL("/getCodePlay", gameSocketHost), { method: "POST", headers, body: JSON.stringify({ id: code.output }) });
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return { ok: false, reason: "rate-limited", retryAfterSeconds: retryAfter(response.headers.get("Retry-After")) };
  }
  if (response.status >= 500) return { ok: false, reason: "unreachable" };
  const answer = v.safeParse(codePlayAnswerSchema, await response.json().catch(() => null));
  return answer.success ? { ok: true, path: joinPathFor(answer.output) } : { ok: false, reason: "invalid" };
}

/** Retry-After in seconds (the guard sends seconds); a minute when it is missing or unreadable. */
function retryAfter(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** The localized text key for a failed lookup. */
export function codeErrorKey(reason: Exclude<CodeLookup, { ok: true }>["reason"]): string {
  return reason === "invalid" ? "common.code.invalid" : reason === "rate-limited" ? "common.code.rateLimited" : "common.code.unreachable";
}

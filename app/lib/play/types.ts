import * as v from "valibot";
import type { ClientDefinition, GameDefinition, GameType } from "~/engine";

/**
 * The contract between the play pages, the session endpoint and the player UI. Server modules fill
 * these shapes; the client renders them. No answer ever travels in any of them except TestPlayData's
 * `definition`, which only the draft's owner receives.
 */

/** How long a started session can be resumed after a reload or a lost connection. */
export const PROGRESS_KEPT_HOURS = 24;

/** The access errors of spec section 8, as keys of the `access.errors` texts. */
export const ACCESS_ERRORS = [
  "pro-required",
  "not-found",
  "not-private",
  "account-only",
  "key-only",
  "wrong-key",
  "missing-resources",
  "gone",
  "solo-unavailable",
  "multi-unavailable",
  "account-needed",
  "session-expired",
  "rate-limited",
] as const;
export type AccessError = (typeof ACCESS_ERRORS)[number];

/** Which family of play route was opened (spec section 2). */
export type PlayRouteKind = "public" | "private" | "demo";

export type PlayGameInfo = {
  id: string;
  title: string;
  summary: string;
  type: GameType;
  coverPath: string | null;
  minPlayers: number;
  maxPlayers: number;
  playMinutes: number;
  hintRechargeSeconds: number;
  recommendedAge: number;
  creatorName: string;
  access: "open" | "account" | "key";
  solo: boolean;
  multi: boolean;
};

export type PlayPageData =
  | {
      kind: "game";
      game: PlayGameInfo;
      view: ClientDefinition;
      // Every image, sound and model the game uses, for the loading screen and its missing-resources check.
      assets: string[];
      routeKind: PlayRouteKind;
      // The {session} and /join parts of the route (multiplayer, issue 5).
      session: string | null;
      joining: boolean;
      loggedIn: boolean;
    }
  | { kind: "error"; error: AccessError; status: number; gameId: string | null };

export type TestPlayProject = { id: string; title: string; type: GameType };

export type TestPlayData =
  | { kind: "draft"; project: TestPlayProject; definition: GameDefinition; assets: string[] }
  | { kind: "invalid"; project: TestPlayProject; issues: { path: string; message: string }[] }
  | { kind: "list"; type: GameType; projects: (TestPlayProject & { hasDraft: boolean; updatedAt: number })[] };

/** POST /resources/play-session: open a session, or get a fresh ticket for one already open. */
export const SESSION_ENDPOINT = "/resources/play-session";

export const SessionRequestSchema = v.variant("intent", [
  v.strictObject({
    intent: v.literal("create"),
    gameId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    mode: v.literal("solo"),
    routeKind: v.picklist(["public", "private", "demo"]),
    key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  }),
  v.strictObject({
    intent: v.literal("resume"),
    sessionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
]);
export type SessionRequest = v.InferOutput<typeof SessionRequestSchema>;

export type SessionGrant = {
  sessionId: string;
  gameId: string;
  // The room to connect to: {host}/parties/{party}/{sessionId}?ticket=…
  host: string;
  party: "game";
  ticket: string;
  expiresAt: number;
};

export type SessionRefusal = { error: AccessError; message: string };

/**
 * The session endpoint's answer to a request it could not take at all (not an access rule): a body
 * that is not a SessionRequest, a post from another site, or a server not set up to open rooms.
 */
export type SessionProblem = { error: "invalid_request" | "cross_site" | "method_not_allowed" | "unavailable"; message: string };

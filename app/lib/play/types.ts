import * as v from "valibot";
import type { ClientDefinition, GameType } from "~/engine";
import type { IssueText } from "~/i18n/engine-issues";

/**
 * The contract between the play pages, the session endpoint and the player UI. Server modules fill
 * these shapes; the client renders them. No answer ever travels in any of them, test-play's drafts
 * included (ADR 020).
 */

/** How long a started session can be resumed after a reload or a lost connection. */
export const PROGRESS_KEPT_HOURS = 24;

/**
 * How long a logged-in player's solo game stays saved to their account after they last played it
 * (spec section 6: a logged-in user saves progress). The room keeps such a session this long after its
 * last activity, so whatever the account offers to resume is still held by its room. A month leaves room
 * for a game played over several evenings or weekends, without rooms holding forgotten games for ever.
 */
export const SAVED_PROGRESS_DAYS = 30;

/** A saved game as its owner sees it: where they were and when, nothing of the answers. */
export type SavedGameView = {
  sessionId: string;
  // The name of the room they were in, as the game shows it; empty before they first entered the game.
  place: string;
  solvedCount: number;
  timerSeconds: number;
  startedAt: number;
  updatedAt: number;
};

/** POST /resources/saved-game: a logged-in player abandons their saved game of `gameId`. */
export const SAVED_GAME_ENDPOINT = "/resources/saved-game";

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
  // Multiplayer (spec section 5: creating a session requires an account; joining by code).
  "verify-account",
  "guests-pro-only",
  // A visitor without an account, at a session whose host has not invited guests (ADR 012).
  "guests-not-invited",
  "bad-players",
  "nickname-needed",
  "session-full",
  "removed",
  // Test-play: the draft changed since the page was opened and no longer runs.
  "draft-invalid",
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
      // The {session} and /join parts of the route (multiplayer).
      session: string | null;
      joining: boolean;
      loggedIn: boolean;
      multi: MultiPageData;
      // A logged-in player's solo game of this game saved to their account (resumed by Start).
      saved: SavedGameView | null;
    }
  | { kind: "error"; error: AccessError; status: number; gameId: string | null };

/** What a play page knows about remote multiplayer for this viewer. */
export type MultiPageData = {
  /**
   * Whether the intro offers "create a multiplayer session": the game allows multiplayer and the route
   * can host one (not the demo route). `account` says what stops the viewer: none, not logged in
   * (spec section 5: creating needs an account), or an account not yet verified.
   */
  canCreate: boolean;
  account: "ok" | "login" | "verify";
  // Pro, education and company creators may let visitors without an account join (spec section 1).
  canInviteGuests: boolean;
  // On a /{session} route: the open session of this game with that code (the loader refuses the page
  // with "session-expired" when there is none).
  session: null | {
    code: string;
    minPlayers: number;
    maxPlayers: number;
    guests: boolean;
    // The viewer opened this session.
    youAreCreator: boolean;
    // The viewer already joined it (so a reload needs no nickname again); always true for its creator.
    joined: boolean;
    // A visitor must choose a nickname before joining (no account, not joined yet).
    needsNickname: boolean;
    // The game asks for its activation key and the viewer has not joined yet (no key for invited guests).
    needsKey: boolean;
    // A team of a live event (ADR 054): its players came through the event, which named them already.
    event?: { code: string; title: string; team: number; teamName: string };
  };
};

export type TestPlayProject = { id: string; title: string; type: GameType };

export type TestPlayData =
  // The draft as the player's screens see a published game: no answers (the game room holds them).
  | { kind: "draft"; project: TestPlayProject; view: ClientDefinition; assets: string[] }
  | { kind: "invalid"; project: TestPlayProject; issues: IssueText[] }
  | { kind: "list"; type: GameType; projects: (TestPlayProject & { hasDraft: boolean; updatedAt: number })[] };

/** POST /resources/play-session: open a session, or get a fresh ticket for one already open. */
export const SESSION_ENDPOINT = "/resources/play-session";

// A multiplayer session's id is its game code: nine digits, the first never 0 (spec section 7's code).
export const SessionCodeSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{8}$/));
// Solo ids are random tokens; multiplayer ids are codes. Both are room ids.
const SessionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
const GameIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const KeySchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)));
const RouteKindSchema = v.picklist(["public", "private", "demo"]);

/** What a visitor without an account is called in a session: their own choice, kept short and plain. */
export const NICKNAME_MAX = 24;
export const NicknameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(NICKNAME_MAX),
  // Letters, digits, spaces and simple punctuation: no markup, no invisible or control characters.
  v.regex(/^[\p{L}\p{N}][\p{L}\p{N} '._-]*$/u),
);

export const SessionRequestSchema = v.variant("intent", [
  v.strictObject({
    intent: v.literal("create"),
    gameId: GameIdSchema,
    mode: v.literal("solo"),
    routeKind: RouteKindSchema,
    key: KeySchema,
  }),
  /**
   * A multiplayer session (an account is needed): the creator picks how many players must be online to
   * start and how many may join, within the game's own minimum and maximum; `guests` lets people without
   * an account join (Pro creators only, spec section 1). Answers a SessionGrant whose sessionId is the code.
   */
  v.strictObject({
    intent: v.literal("create"),
    gameId: GameIdSchema,
    mode: v.literal("multi"),
    routeKind: v.picklist(["public", "private"]),
    key: KeySchema,
    minPlayers: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(50)),
    maxPlayers: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(50)),
    guests: v.boolean(),
  }),
  /**
   * Joining a multiplayer session by its code (also how a player who dropped or reloaded comes back:
   * the same subject gets a fresh ticket). `name` is a visitor's nickname; ignored for accounts.
   */
  v.strictObject({
    intent: v.literal("join"),
    sessionId: SessionCodeSchema,
    key: KeySchema,
    name: v.optional(NicknameSchema),
  }),
  v.strictObject({
    intent: v.literal("resume"),
    sessionId: SessionIdSchema,
  }),
]);
export type SessionRequest = v.InferOutput<typeof SessionRequestSchema>;

/** POST /resources/test-play-session: a test session on a draft (ADR 020), or a fresh ticket for one. */
export const TEST_SESSION_ENDPOINT = "/resources/test-play-session";

export const TestSessionRequestSchema = v.variant("intent", [
  // Always a fresh session, frozen from the draft as it is now: Start and Restart both send this.
  v.strictObject({ intent: v.literal("create"), projectId: GameIdSchema }),
  v.strictObject({ intent: v.literal("resume"), sessionId: SessionIdSchema }),
]);
export type TestSessionRequest = v.InferOutput<typeof TestSessionRequestSchema>;

export type SessionGrant = {
  sessionId: string;
  gameId: string;
  // The room to connect to: {host}/parties/{party}/{sessionId}?ticket=…
  host: string;
  party: "game";
  ticket: string;
  expiresAt: number;
  // Multiplayer only: the session's code (= sessionId), and whether the holder is its creator.
  multi?: { code: string; creator: boolean; playerId: string };
};

export type SessionRefusal = { error: AccessError; message: string };

/**
 * The session endpoint's answer to a request it could not take at all (not an access rule): a body
 * that is not a SessionRequest, a post from another site, or a server not set up to open rooms.
 */
export type SessionProblem = { error: "invalid_request" | "cross_site" | "method_not_allowed" | "unavailable"; message: string };

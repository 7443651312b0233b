import { eq } from "drizzle-orm";
import { games, users } from "../../../db/schema";
import type { GameDefinition, GameType } from "~/engine";
import { constantTimeEqualText } from "../accounts/password.server";
import type { Database } from "../db.server";
import { sha256Hex } from "../hash";
import { loadDefinition } from "./definitions.server";
import type { AccessError, PlayRouteKind } from "./types";
import { gradeOf } from "../company/shared-grade.server";

/**
 * Who may play which game from which route (spec sections 4, 6 and 8). One function decides for the
 * play pages and the session endpoint, so a page never promises a game the session would refuse.
 */

export type PlayRoute = { kind: PlayRouteKind; type: GameType };

/** The play route prefixes of spec section 2: each says which family it is and which game type it plays. */
export const PLAY_ROUTES: Record<string, PlayRoute> = {
  play: { kind: "public", type: "classic" },
  private: { kind: "private", type: "classic" },
  play2D: { kind: "public", type: "interface" },
  private2D: { kind: "private", type: "interface" },
  play360: { kind: "public", type: "360" },
  private360: { kind: "private", type: "360" },
  // A demonstration of a private Interface game: private rules, but its sessions stay out of the stats.
  demoprivate2D: { kind: "demo", type: "interface" },
};

export function playRouteOf(pathname: string): PlayRoute | null {
  const prefix = pathname.split("/")[1] ?? "";
  return Object.hasOwn(PLAY_ROUTES, prefix) ? PLAY_ROUTES[prefix] : null;
}

/**
 * The same path on the prefix of the same family that plays `type` (/play/x of an Interface game is
 * /play2D/x), query string kept; null where that family has no route for the type (demoprivate2D).
 */
export function pathForType(url: URL, type: GameType): string | null {
  const [, prefix = "", ...rest] = url.pathname.split("/");
  const family = PLAY_ROUTES[prefix]?.kind;
  const target = Object.entries(PLAY_ROUTES).find(([, route]) => route.kind === family && route.type === type)?.[0];
  return family && target ? `/${[target, ...rest].join("/")}${url.search}` : null;
}

export const ACCESS_STATUS: Record<AccessError, number> = {
  "not-found": 404,
  gone: 410,
  "pro-required": 403,
  "not-private": 403,
  "account-only": 403,
  "key-only": 403,
  "wrong-key": 403,
  "solo-unavailable": 403,
  "multi-unavailable": 403,
  "account-needed": 401,
  "missing-resources": 424,
  "session-expired": 410,
  "rate-limited": 429,
  "verify-account": 403,
  "guests-pro-only": 403,
  "guests-not-invited": 401,
  "bad-players": 400,
  "nickname-needed": 400,
  "session-full": 409,
  "removed": 403,
  "draft-invalid": 409,
};

export type AccessDenied = { ok: false; error: AccessError; status: number };

export function denied(error: AccessError): AccessDenied {
  return { ok: false, error, status: ACCESS_STATUS[error] };
}

/** The game row with what the rules need of its creator. */
export type PlayableGame = typeof games.$inferSelect & { creatorGrade: number; creatorName: string };

export async function findGame(db: Database, gameId: string): Promise<PlayableGame | null> {
  const [row] = await db
    .select({ game: games, creatorGrade: gradeOf(), creatorName: users.username })
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(eq(games.id, gameId))
    .limit(1);
  return row ? { ...row.game, creatorGrade: row.creatorGrade, creatorName: row.creatorName } : null;
}

/**
 * Grades 3 and 5 (Pro), 4 (education) and 6 (company) may share privately (spec section 6) and invite
 * guests without an account to their multiplayer sessions (spec section 1).
 */
export const PRO_GRADE = 3;

export type AccessRequest = {
  // The session endpoint knows the route family only; the game type was checked by the page.
  route: { kind: PlayRouteKind; type?: GameType };
  mode: "solo" | "multi";
  loggedIn: boolean;
  /**
   * The activation key the player typed. Left out where the key is not asked yet: the intro page is
   * shown to anyone so that it can ask for the key; opening the session checks it.
   */
  key?: { given: string | undefined };
};

/**
 * The rules in the order a player should learn about them: what would reveal that a game exists
 * comes first and answers "not found"; what the player can act on (log in, type the key) comes last.
 */
export async function checkAccess(game: PlayableGame | null, request: AccessRequest): Promise<AccessDenied | { ok: true }> {
  const { route } = request;
  if (!game || game.status === "removed") return denied("not-found");
  if (route.type && game.type !== route.type) return denied("not-found");
  // A private game only exists for those who hold its private link.
  if (game.visibility === "private" && route.kind === "public") return denied("not-found");
  if (game.visibility !== "private" && route.kind !== "public") return denied("not-private");
  if (game.status === "offline") return denied("gone");
  if (game.visibility === "private" && game.creatorGrade < PRO_GRADE) return denied("pro-required");
  if (request.mode === "solo" && !game.solo) return denied("solo-unavailable");
  if (request.mode === "multi" && !game.multi) return denied("multi-unavailable");
  if (game.access === "account" && !request.loggedIn) return denied("account-only");
  if (game.access === "key" && request.key) {
    const given = request.key.given?.trim() ?? "";
    if (!given) return denied("key-only");
    if (!(await keyMatches(given, game.accessKeyHash))) return denied("wrong-key");
  }
  return { ok: true };
}

/** How games.access_key_hash is made: SHA-256 (hex) of the trimmed key. */
export function accessKeyHash(key: string): Promise<string> {
  return sha256Hex(key.trim());
}

async function keyMatches(given: string, expectedHash: string | null): Promise<boolean> {
  const hash = await accessKeyHash(given);
  // A key game without a stored key cannot be opened; still hash, so the answer takes the same time.
  return expectedHash !== null && constantTimeEqualText(hash, expectedHash.toLowerCase());
}

export type OpenedGame = { ok: true; game: PlayableGame; definition: GameDefinition };

/** The rules, then the definition: a game whose definition is missing or broken cannot be played. */
export async function openGame(db: Database, gameId: string, request: AccessRequest): Promise<OpenedGame | AccessDenied> {
  const game = await findGame(db, gameId);
  if (!game) return denied("not-found");
  const decision = await checkAccess(game, request);
  if (!decision.ok) return decision;
  return withDefinition(db, game);
}

/** A game the rules already let through, with the definition its room will run. */
export async function withDefinition(db: Database, game: PlayableGame): Promise<OpenedGame | AccessDenied> {
  const definition = await loadDefinition(db, game.id, game.currentVersion);
  if (!definition || definition.meta.type !== game.type) return denied("gone");
  return { ok: true, game, definition };
}

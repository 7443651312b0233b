import { env, SELF } from "cloudflare:test";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import type { GameDefinition, GameType } from "../../app/engine";
import { sha256Hex } from "../../app/lib/hash";
import { SESSION_ENDPOINT } from "../../app/lib/play/types";
import { createLoadContext } from "../../workers/load-context";

/**
 * Shared by the play tests: creators and games inserted straight into the file's D1 (never the seed),
 * the play routes' loaders called as Remix calls them, and the session endpoint as a browser posts to it.
 */

let counter = 0;
export const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`;

/** A creator account of the given grade (spec section 4: 3 and 5 pro, 4 education, 6 company). */
export async function creator(grade = 3): Promise<{ id: string; username: string }> {
  const id = unique("u_creator");
  const username = unique("Createur");
  await env.DB.prepare("INSERT INTO users (id, username, email, grade, account_type, file_uid) VALUES (?, ?, ?, ?, 'creator', ?)")
    .bind(id, username, `${username}@example.org`, grade, unique("f_"))
    .run();
  return { id, username };
}

export type GameOptions = {
  type?: GameType;
  creatorId?: string;
  visibility?: "public" | "private" | "unlisted";
  status?: "online" | "offline" | "removed";
  access?: "open" | "account" | "key";
  key?: string;
  solo?: boolean;
  multi?: boolean;
  // The stored definition: a demo game's by default, any text, or none at all.
  definition?: GameDefinition | string | null;
};

/** A published game with its definition, as publishing will leave it. */
export async function publishGame(options: GameOptions = {}): Promise<{ id: string; title: string; creatorId: string; definition: GameDefinition }> {
  const type = options.type ?? "classic";
  const creatorId = options.creatorId ?? (await creator(3)).id;
  const id = unique("g_");
  const title = unique("Le jeu ");
  const definition = DEMO_GAMES[type].definition;
  const stored = options.definition === undefined ? JSON.stringify(definition) : options.definition;
  const statements = [
    env.DB.prepare(
      `INSERT INTO games (id, creator_id, type, title, theme, difficulty, visibility, status, access, access_key_hash, solo, multi)
       VALUES (?, ?, ?, ?, 'adventure', 'easy', ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      creatorId,
      type,
      title,
      options.visibility ?? "public",
      options.status ?? "online",
      options.access ?? "open",
      options.key === undefined ? null : await sha256Hex(options.key),
      options.solo === false ? 0 : 1,
      options.multi ? 1 : 0,
    ),
  ];
  if (stored !== null) {
    const text = typeof stored === "string" ? stored : JSON.stringify(stored);
    statements.push(env.DB.prepare("INSERT INTO game_versions (game_id, version, definition) VALUES (?, 1, ?)").bind(id, text));
  }
  await env.DB.batch(statements);
  return { id, title, creatorId, definition };
}

/** The play route of each family for each type, as spec section 2 names them. */
export const PLAY_PREFIX: Record<"public" | "private", Record<GameType, string>> = {
  public: { classic: "play", interface: "play2D", "360": "play360" },
  private: { classic: "private", interface: "private2D", "360": "private360" },
};

/** Route params as Remix reads them from /{prefix}/{id}/{session}/join. */
function paramsOf(path: string): Record<string, string> {
  const [, , id, session] = new URL(path, "http://local").pathname.split("/");
  return { ...(id ? { id: decodeURIComponent(id) } : {}), ...(session ? { session } : {}) };
}

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * Runs a page loader on the load context the worker would build for this request. Data returned
 * with data() comes back with its status; a thrown Response (redirect, 404) is returned as `thrown`.
 */
export async function runLoader<T>(loader: Loader, path: string, cookie?: string, host = "escaplay.fr") {
  const request = new Request(`http://${host}${path}`, { headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) } });
  const context = createLoadContext(request, env, { waitUntil() {} });
  try {
    const result = (await loader({ request, params: paramsOf(path), context })) as { type?: string; data?: T; init?: ResponseInit } | T;
    if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
      return { status: result.init?.status ?? 200, data: result.data as T, thrown: null };
    }
    return { status: 200, data: result as T, thrown: null };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null, thrown: error };
    throw error;
  }
}

let addressCounter = 0;
const freshAddress = () => `2001:db8:5e55::${(++addressCounter).toString(16)}`;

export type SessionCall = { cookie?: string; origin?: string | null; address?: string; host?: string; method?: string; raw?: string };

/** A post to the session endpoint as this site's own page makes it (same origin, JSON). */
export function sessionCall(body: unknown, call: SessionCall = {}) {
  const host = call.host ?? "escaplay.fr";
  const headers: Record<string, string> = {
    Host: host,
    "Content-Type": "application/json",
    Accept: "application/json",
    "CF-Connecting-IP": call.address ?? freshAddress(),
  };
  const origin = call.origin === undefined ? `http://${host}` : call.origin;
  if (origin !== null) headers.Origin = origin;
  if (call.cookie) headers.Cookie = call.cookie;
  const method = call.method ?? "POST";
  const payload = method === "GET" || method === "HEAD" ? undefined : (call.raw ?? JSON.stringify(body));
  return SELF.fetch(`http://${host}${SESSION_ENDPOINT}`, { method, headers, body: payload, redirect: "manual" });
}

/** A visitor's `_pos` cookie: 7 letters and digits (spec section 9). */
export function visitorCookie(): { id: string; cookie: string } {
  const id = `V${Math.random().toString(36).slice(2, 8).padEnd(6, "0")}`.slice(0, 7);
  return { id, cookie: `_pos=${id}` };
}

export const startedCount = async (gameId: string) =>
  (await env.DB.prepare("SELECT started_count AS n FROM games WHERE id = ?").bind(gameId).first<{ n: number }>())?.n;

export const sessionRow = (id: string) =>
  env.DB.prepare("SELECT * FROM play_sessions WHERE id = ?").bind(id).first<{
    id: string;
    game_id: string;
    mode: string;
    user_id: string | null;
    visitor_id: string | null;
    demo: number;
    status: string;
    created_at: number;
    min_players: number | null;
    max_players: number | null;
    guests: number;
  }>();

/** Every string that solves something in a definition, and what hidden achievements say. */
export function answersOf(definition: GameDefinition): string[] {
  const out: string[] = [];
  for (const puzzle of definition.puzzles) {
    if (puzzle.kind === "code" || puzzle.kind === "upload") out.push(puzzle.code);
    if (puzzle.kind === "text") out.push(...puzzle.answers);
    if (puzzle.kind === "login") out.push(puzzle.login, puzzle.password);
  }
  for (const achievement of definition.achievements) if (achievement.hidden) out.push(achievement.name, achievement.description);
  return out;
}

/**
 * Everything a page's source says, as text: the words of its markup (attributes included) and every
 * string of the data Remix streams into it (turbo-stream: a flat JSON array inside a script), so a
 * secret can be looked for as a word rather than as characters that numbering might happen to contain.
 */
export function sourceTexts(html: string): string[] {
  const texts: string[] = [];
  const markup = html.replace(/<script[\s\S]*?<\/script>/gi, " ");
  texts.push(...markup.split(/[<>="]+/).map(decodeEntities));
  for (const match of html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) {
    collectStrings(JSON.parse(JSON.parse(match[1]) as string), texts);
  }
  return texts;
}

function collectStrings(value: unknown, into: string[]) {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectStrings(item, into);
}

const decodeEntities = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Whether `secret` is in `text` as a whole word or phrase, whatever the case. */
export function containsWord(text: string, secret: string): boolean {
  const escaped = secret.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(text.toLowerCase());
}

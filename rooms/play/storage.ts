import type * as Party from "partykit/server";
import type { GameState, LoggedAction } from "../../app/engine";
import type { InternalSession } from "../../app/lib/play/internal";
import { gameSessionStorageKey, type GameSession } from "../protocol";

/**
 * What a game room keeps of its session, in room storage (fields on the class vanish on hibernation).
 * A stored value may not exceed 128 KiB and one put takes at most 128 keys, so the definition is kept
 * in chunks and the log in pages; only the newest page is rewritten when an action is logged.
 */

export type PlaySession = InternalSession["session"];

export type PlayMeta = {
  session: PlaySession;
  state: GameState;
  definitionChunks: number;
  logLength: number;
  // Room clock (ms) of the newest log entry; null before the first.
  lastLoggedAt: number | null;
  // Room clock (ms) of the last connection or accepted action: progress is kept this long after it.
  lastActivityAt: number;
};

const metaKey = "play:meta";
// Left once the room's storage is dropped while the backend may still think the session is open.
const goneKey = "play:gone";
const definitionKey = (i: number) => `play:def:${i}`;
// Zero-padded so keys also sort in order.
const logKey = (page: number) => `play:log:${String(page).padStart(6, "0")}`;

// Characters; a JSON string of this length stays under the value limit even in two-byte form.
const chunkChars = 32_000;
const maxChunks = 120;
const pageEntries = 100;
const keysPerGet = 128;

export const loadMeta = (storage: Party.Storage) => storage.get<PlayMeta>(metaKey);

export async function isGone(storage: Party.Storage): Promise<boolean> {
  return (await storage.get<boolean>(goneKey)) === true;
}

/** Stores a new session's record in one atomic put; null when its definition is too big to keep. */
export async function createRecord(storage: Party.Storage, session: PlaySession, definitionJson: string, state: GameState, now: number): Promise<PlayMeta | null> {
  const chunks: string[] = [];
  for (let i = 0; i < definitionJson.length; i += chunkChars) chunks.push(definitionJson.slice(i, i + chunkChars));
  if (chunks.length > maxChunks) return null;
  const meta: PlayMeta = { session, state, definitionChunks: chunks.length, logLength: 0, lastLoggedAt: null, lastActivityAt: now };
  const entries: Record<string, unknown> = { [metaKey]: meta };
  // A multiplayer session can be found by its code (getCodePlay) from the moment the room knows it;
  // a team of a live event never is (its players come in through the event, ADR 054).
  if (session.multi && !session.event) {
    const codePlay: GameSession = { ...session.multi.codePlay, createdAt: session.createdAt };
    entries[gameSessionStorageKey] = codePlay;
  }
  chunks.forEach((chunk, i) => (entries[definitionKey(i)] = chunk));
  await storage.put(entries);
  return meta;
}

export async function loadDefinitionJson(storage: Party.Storage, meta: PlayMeta): Promise<string | null> {
  const keys = Array.from({ length: meta.definitionChunks }, (_, i) => definitionKey(i));
  const chunks = await storage.get<string>(keys);
  if (keys.some((key) => typeof chunks.get(key) !== "string")) return null;
  return keys.map((key) => chunks.get(key)).join("");
}

/** Saves a new state, and the actions that led to it, with the meta record in the same put. */
export async function saveProgress(storage: Party.Storage, meta: PlayMeta, state: GameState, logged: LoggedAction[], activityAt?: number): Promise<PlayMeta> {
  const next: PlayMeta = {
    ...meta,
    state,
    logLength: meta.logLength + logged.length,
    lastLoggedAt: logged.reduce<number | null>((latest, entry) => Math.max(latest ?? entry.at, entry.at), meta.lastLoggedAt),
    lastActivityAt: activityAt ?? meta.lastActivityAt,
  };
  const entries: Record<string, unknown> = { [metaKey]: next };
  let length = meta.logLength;
  for (const entry of logged) {
    const page = Math.floor(length / pageEntries);
    const key = logKey(page);
    // Pages touched by this save are kept in `entries` so a second entry lands on the same copy.
    const current = (entries[key] as LoggedAction[] | undefined) ?? (await storage.get<LoggedAction[]>(key)) ?? [];
    entries[key] = [...current, entry];
    length += 1;
  }
  await storage.put(entries);
  return next;
}

export async function touch(storage: Party.Storage, meta: PlayMeta, now: number): Promise<PlayMeta> {
  const next = { ...meta, lastActivityAt: now };
  await storage.put(metaKey, next);
  return next;
}

export async function loadLog(storage: Party.Storage, meta: PlayMeta): Promise<LoggedAction[]> {
  const pages = Math.ceil(meta.logLength / pageEntries);
  const log: LoggedAction[] = [];
  for (let first = 0; first < pages; first += keysPerGet) {
    const keys = Array.from({ length: Math.min(keysPerGet, pages - first) }, (_, i) => logKey(first + i));
    const found = await storage.get<LoggedAction[]>(keys);
    for (const key of keys) log.push(...(found.get(key) ?? []));
  }
  return log.slice(0, meta.logLength);
}

/** Drops everything the room kept; `tombstone` keeps one flag so the session is never started afresh. */
export async function dropAll(storage: Party.Storage, tombstone: boolean): Promise<void> {
  await storage.deleteAlarm();
  await storage.deleteAll();
  if (tombstone) await storage.put(goneKey, true);
}

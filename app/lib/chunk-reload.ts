/** Spec section 8: a chunk that fails to load reloads the page, at most once per minute. */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "chunk-reload-at";

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? "");
  return CHUNK_ERROR.test(message);
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** Returns true when it triggered a reload. */
export function reloadOnChunkError(error: unknown, storage: Storage, reload: () => void, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(KEY));
  if (!shouldReload(now, storage.getItem(KEY) === null ? null : last)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

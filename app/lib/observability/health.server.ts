/**
 * What /v1/health checks (ADR 048): D1 answers a trivial query, R2 answers a list of one key, and the rooms host
 * answers its /health within a short timeout. Each check ends in a state, never in a thrown error: a deploy with a
 * missing binding, a broken database or rooms that are down is named in the answer (503), not hidden behind a 500.
 */

export type CheckState = "ok" | "missing" | "failing" | "unreachable";
export type Check = { state: CheckState; ms: number };
export type Health = { ok: boolean; checks: { db: Check; files: Check; rooms: Check } };

export type HealthEnv = { DB?: D1Database; FILES?: R2Bucket; GAME_SOCKET_HOST?: string };

const ROOMS_TIMEOUT_MS = 2_000;

async function timed(run: () => Promise<CheckState>): Promise<Check> {
  const started = Date.now();
  let state: CheckState;
  try {
    state = await run();
  } catch {
    state = "failing";
  }
  return { state, ms: Date.now() - started };
}

async function checkDb(db: D1Database | undefined): Promise<CheckState> {
  if (!db) return "missing";
  const row = await db.prepare("select 1 as ok").first<{ ok: number }>();
  return row?.ok === 1 ? "ok" : "failing";
}

async function checkFiles(files: R2Bucket | undefined): Promise<CheckState> {
  if (!files) return "missing";
  await files.list({ limit: 1 });
  return "ok";
}

/** The rooms' own health path (rooms/game.ts onFetch); any answer but a 200 in time is a failure. */
async function checkRooms(host: string | undefined, fetcher: typeof fetch): Promise<CheckState> {
  if (!host) return "missing";
  try {
    const res = await fetcher(new URL("/health", host), { signal: AbortSignal.timeout(ROOMS_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? "ok" : "failing";
  } catch {
    return "unreachable";
  }
}

export async function checkHealth(env: HealthEnv, fetcher: typeof fetch = fetch): Promise<Health> {
  const [db, files, rooms] = await Promise.all([timed(() => checkDb(env.DB)), timed(() => checkFiles(env.FILES)), timed(() => checkRooms(env.GAME_SOCKET_HOST, fetcher))]);
  return { ok: db.state === "ok" && files.state === "ok" && rooms.state === "ok", checks: { db, files, rooms } };
}

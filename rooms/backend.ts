/**
 * How every room reaches the backend's internal API (/v1/internal): where the backend is and the
 * service credential come from the party's vars, never from code.
 */

export type Backend = { url: string; secret: string };

const timeoutMs = 10_000;
const warned = new Set<string>();

/** The configured backend, or null (said once per room kind) when either var is missing. */
export function backendOf(env: Record<string, unknown>, who: string): Backend | null {
  const url = env.BACKEND_URL;
  const secret = env.ROOM_SERVICE_SECRET;
  if (typeof url === "string" && url && typeof secret === "string" && secret) return { url, secret };
  if (!warned.has(who)) {
    warned.add(who);
    console.warn(`${who}: BACKEND_URL or ROOM_SERVICE_SECRET is not set, so the backend cannot be reached`);
  }
  return null;
}

/** A call with `Authorization: Bearer <ROOM_SERVICE_SECRET>` and a timeout; it rejects when unreachable. */
export function callBackend(backend: Backend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${backend.secret}`);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  return fetch(new URL(path, backend.url), { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
}

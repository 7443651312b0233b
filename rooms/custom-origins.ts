import { backendOf, callBackend } from "./backend";

/**
 * Companies' custom hosts (ADR 044) as getCodePlay origins. Their list changes whenever a company verifies or
 * removes a host, so it cannot live in ALLOWED_ORIGINS: the room asks the backend's internal API (with the room
 * service credential) whether an Origin is a verified custom host, and keeps the answer for a minute per isolate.
 * A minute bounds how long a removed host keeps its CORS grant; the grant only lets a page read whether a code
 * exists, which the per-address guard limits anyway.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const answers = new Map<string, { allowed: boolean; until: number }>();

export async function isCustomOrigin(origin: string, env: Record<string, unknown>, now = Date.now()): Promise<boolean> {
  const kept = answers.get(origin);
  if (kept && kept.until > now) return kept.allowed;
  const backend = backendOf(env, "getCodePlay");
  if (!backend) return false;
  let allowed: boolean;
  try {
    const res = await callBackend(backend, `/v1/internal/custom-origins?origin=${encodeURIComponent(origin)}`);
    if (!res.ok) return false;
    allowed = ((await res.json()) as { allowed?: unknown }).allowed === true;
  } catch {
    // Unreachable backend: no grant, and nothing kept, so the next request asks again.
    return false;
  }
  if (answers.size >= MAX_ENTRIES) answers.clear();
  answers.set(origin, { allowed, until: now + TTL_MS });
  return allowed;
}

/**
 * A short-lived per-isolate cache for figures that may be a few seconds old (the home page's
 * statistics and latest games): it saves a D1 round trip on the busiest page.
 */
const entries = new Map<string, { until: number; value: Promise<unknown> }>();

export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (ttlMs <= 0) return load();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { until: now + ttlMs, value });
  // A failed load must not be served from the cache.
  value.catch(() => entries.delete(key));
  return value;
}

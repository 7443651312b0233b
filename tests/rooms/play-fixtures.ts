import { inject } from "vitest";
import { d1Query } from "./backend-process";

export * from "./play-data";

/** Rows of one statement against the backend's D1 (each call is a wrangler run: about a second). */
export function query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return d1Query<T>(inject("backendDir"), sql);
}

/** The rows a query gives once `ready` accepts them: the room reports a result just after the game ends. */
export async function eventually<T>(sql: string, ready: (rows: T[]) => boolean, timeoutMs = 15_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await query<T>(sql);
    if (ready(rows) || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

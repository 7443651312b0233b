import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Where a page's server time goes (issue 30), per stage, answered as a `Server-Timing` header to requests that carry
 * the bench's secret (`x-bench-timing`) alone: bench/ssr.mjs prints the split. Off the bench, nothing is measured and
 * `timed` is a plain call. Stages measured several times in one request (the loaders) add up.
 */
export const TIMING_HEADER = "x-bench-timing";

type Stages = Map<string, number>;
// One store for the worker's bundle and the Remix build's, which each have their own copy of this module.
const KEY = Symbol.for("escaplay.server-timing");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<Stages> };
const current = (shared[KEY] ??= new AsyncLocalStorage<Stages>());

export function timingAsked(request: Request, secret: string | undefined): boolean {
  return !!secret && request.headers.get(TIMING_HEADER) === secret;
}

export function withTimings<T>(run: () => T): { result: T; stages: Stages } {
  const stages: Stages = new Map();
  return { result: current.run(stages, run), stages };
}

export function record(stage: string, ms: number): void {
  const stages = current.getStore();
  if (stages) stages.set(stage, (stages.get(stage) ?? 0) + ms);
}

export function measuring(): boolean {
  return current.getStore() !== undefined;
}

export async function timed<T>(stage: string, run: () => Promise<T> | T): Promise<T> {
  if (!measuring()) return run();
  const start = performance.now();
  try {
    return await run();
  } finally {
    record(stage, performance.now() - start);
  }
}

/** `stage;dur=1.2, …` in the order the stages were first met. */
export function serverTiming(stages: Stages): string {
  return [...stages].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(", ");
}

import { AsyncLocalStorage } from "node:async_hooks";
import { REQUEST_ID_HEADER } from "./log.server";

/**
 * The id of the request being answered, readable anywhere below the worker's fetch without threading it through
 * every call (ADR 048): the worker's calls to the rooms carry it on, and error reports name it.
 */
// One store for the worker's bundle and the Remix build's, which each have their own copy of this module: a store of
// the build's own would never hold the id the worker set.
const KEY = Symbol.for("escaplay.request-id");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<string> };
const current = (shared[KEY] ??= new AsyncLocalStorage<string>());

export function withRequestId<T>(requestId: string, run: () => T): T {
  return current.run(requestId, run);
}

export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Headers for a call to another of our services (the rooms), with this request's id on them. */
export function withRequestIdHeader(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  const id = currentRequestId();
  if (id) headers.set(REQUEST_ID_HEADER, id);
  return headers;
}

import type * as Party from "partykit/server";

/** The prefix of y-partykit's text markers around an update sent in chunks (y-partykit/src/chunking.ts). */
export const yjsBatchSentinel = "y-pk-batch";

/**
 * The connection as y-partykit sees it: the same socket, but a listener that throws (a malformed chunk
 * marker makes y-partykit's own handler throw) is caught here, so no frame a client sends can throw
 * inside the room. y-partykit already catches errors in the Yjs frames themselves.
 */
export function guardListeners<T extends Party.Connection>(conn: T): T {
  return new Proxy(conn, {
    get(target, property) {
      if (property === "addEventListener") {
        return (type: string, listener: (event: unknown) => unknown, options?: unknown) => {
          const guarded = (event: unknown) => {
            try {
              const result = listener(event);
              if (result instanceof Promise) result.catch(() => undefined);
            } catch {
              // The frame is dropped; the editor's provider resyncs on its own.
            }
          };
          return (target.addEventListener as (t: string, l: (e: unknown) => void, o?: unknown) => void)(type, guarded, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

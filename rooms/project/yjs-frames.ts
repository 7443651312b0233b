import type * as Party from "partykit/server";

/**
 * The connection as y-partykit sees it (ADR 026): the same socket, but every frame goes through the
 * room's `judge` first, which hands on the frame y-partykit may read (a chunked one put back together)
 * or nothing. A listener that throws is caught too, so no frame a client sends can throw inside the room.
 */

export type Judge = (data: unknown) => Uint8Array | null;

export function guardListeners<T extends Party.Connection>(conn: T, judge: Judge): T {
  return new Proxy(conn, {
    get(target, property) {
      if (property === "addEventListener") {
        return (type: string, listener: (event: unknown) => unknown, options?: unknown) => {
          const guarded = (event: unknown) => {
            try {
              let forwarded = event;
              if (type === "message") {
                const frame = judge((event as { data?: unknown }).data);
                if (!frame) return;
                // A copy on its own buffer: y-partykit reads `data` as a whole ArrayBuffer.
                forwarded = { data: frame.slice().buffer };
              }
              const result = listener(forwarded);
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

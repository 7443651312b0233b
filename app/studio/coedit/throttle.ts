/**
 * Sends at most one value per `intervalMs`, and always the latest: the first value goes at once, values
 * arriving within the interval replace each other and the last one goes when the interval ends. A
 * pointer moving at 120 Hz becomes ~20 messages a second, and the last position is never dropped.
 */
export function latestThrottle<T>(send: (value: T) => void, intervalMs: number) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = Date.now();
    send(value);
  };

  return {
    push(value: T) {
      pending = { value };
      if (timer !== undefined) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** Drops what is waiting (the connection is closing). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}

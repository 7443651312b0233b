import { useEffect, useState } from "react";

/** Re-renders every `ms` while active: for the timer and countdowns, which read the clock on render. */
export function useTick(ms: number, active = true): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
  return tick;
}

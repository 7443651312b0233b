import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PREFETCH_PATHS } from "./nav-items";

/** Spec section 9: the main routes are prefetched once the browser is idle, or after 2 s at the latest. */
export const PREFETCH_TIMEOUT_MS = 2_000;

export function IdlePrefetch() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: PREFETCH_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(handle);
  }, []);
  if (!idle) return null;
  return (
    <>
      {PREFETCH_PATHS.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

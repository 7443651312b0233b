import { matchRoutes, PrefetchPageLinks } from "@remix-run/react";
import { useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterContext } from "react-router-dom";
import { PREFETCH_PATHS } from "./nav-items";

/** Spec section 9: the main routes are prefetched once the browser is idle, or after 2 s at the latest. */
export const PREFETCH_TIMEOUT_MS = 2_000;

export function IdlePrefetch() {
  const [idle, setIdle] = useState(false);
  // With lazy route discovery the browser learns a route only once Remix has fetched its manifest
  // patch for a link on the page; a prefetch asked for before that finds no route and warns. Each path
  // waits until the router knows it (a patch re-renders this with the new routes).
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: PREFETCH_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(handle);
  }, []);
  if (!idle || !routes) return null;
  return (
    <>
      {PREFETCH_PATHS.filter((page) => isKnown(routes, page)).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

/** Known, and not only by the catch-all route (a 404 page's branch would match every path). */
function isKnown(routes: Parameters<typeof matchRoutes>[0], page: string): boolean {
  const matches = matchRoutes(routes, page);
  return matches !== null && matches[matches.length - 1].route.path !== "*";
}

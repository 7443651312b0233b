import { matchRoutes, PrefetchPageLinks } from "@remix-run/react";
import { useContext, useEffect, useMemo, useState } from "react";
import { UNSAFE_DataRouterContext } from "react-router-dom";
import { PREFETCH_PATHS } from "./nav-items";

/** Spec section 9: the main routes are prefetched once the browser is idle, or after 2 s at the latest. */
export const PREFETCH_TIMEOUT_MS = 2_000;

type Routes = Parameters<typeof matchRoutes>[0];

/**
 * One page per idle period rather than all at once: each page costs two matches against the whole route table
 * and its links' insertion, and doing the five pages in one task blocked the main thread for a long task just
 * after the page became interactive (Lighthouse's total blocking time). Every page is still asked for by the
 * 2 s deadline at the latest: past it, each waits only for the next task.
 */
export function IdlePrefetch() {
  const [count, setCount] = useState(0);
  const [deadline] = useState(() => Date.now() + PREFETCH_TIMEOUT_MS);
  // With lazy route discovery the browser learns a route only once Remix has fetched its manifest
  // patch for a link on the page; a prefetch asked for before that finds no route and warns. Each path
  // waits until the router knows it (a patch re-renders this with the new routes).
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  useEffect(() => {
    if (count >= PREFETCH_PATHS.length) return;
    const next = () => setCount(count + 1);
    const timeout = Math.max(0, deadline - Date.now());
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(next, { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(next, timeout);
    return () => clearTimeout(handle);
  }, [count, deadline]);
  if (!routes) return null;
  return (
    <>
      {PREFETCH_PATHS.slice(0, count).map((page) => (
        <PrefetchPage key={page} page={page} routes={routes} />
      ))}
    </>
  );
}

function PrefetchPage({ page, routes }: { page: string; routes: Routes }) {
  // Matched once per page and set of routes, not again each time a further page is added.
  const known = useMemo(() => isKnown(routes, page), [routes, page]);
  return known ? <PrefetchPageLinks page={page} /> : null;
}

/** Known, and not only by the catch-all route (a 404 page's branch would match every path). */
function isKnown(routes: Routes, page: string): boolean {
  const matches = matchRoutes(routes, page);
  return matches !== null && matches[matches.length - 1].route.path !== "*";
}

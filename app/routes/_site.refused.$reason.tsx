import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/meta";
import { REFUSAL_STATUS, type RefusalReason } from "~/lib/request-guard.server";

export const meta = pageMeta;

/**
 * The page of a request the front door refused (app/lib/request-guard.server.ts): the worker answers a refused
 * page request with this route's answer, so the refusal is worded by the layouts' error boundary, in the site's
 * language and with its bar, under the refused address and status.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const reason = params.reason ?? "";
  const status = Object.hasOwn(REFUSAL_STATUS, reason) ? REFUSAL_STATUS[reason as RefusalReason] : 404;
  throw Response.json({ reason }, { status });
}

/** Never rendered: the loader always throws, and the error boundary words the refusal. */
export default function Refused() {
  return null;
}

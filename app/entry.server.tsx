import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { visitorCookie } from "./lib/cookies";
import { NonceProvider } from "./lib/nonce";
import { reportError } from "./lib/observability/errors.server";
import { REQUEST_ID_HEADER } from "./lib/observability/log.server";
import { createNonce, setPageSecurityHeaders } from "./lib/security-headers.server";
import { timed } from "./lib/observability/server-timing.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  // A fresh nonce per page: only the scripts this render writes may run (ADR 010).
  const nonce = createNonce();
  const body = await timed("shell", () =>
    renderToReadableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          if (!controller.signal.aborted) console.error(error);
          status = 500;
        },
      },
    ),
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  setPageSecurityHeaders(responseHeaders, nonce, new URL(request.url), loadContext.env);
  if (loadContext.newVisitor) {
    const secure = new URL(request.url).protocol === "https:";
    responseHeaders.append("Set-Cookie", visitorCookie(loadContext.visitorId, secure));
  }
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Remix logs every error it meets, requests it answers 404 or 405 itself ("no action for this route") included:
 * those are a client's mistakes, answered with the site's page, not failures for anyone to look into.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  reportError(cause ?? error, { requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined, where: "remix" });
};

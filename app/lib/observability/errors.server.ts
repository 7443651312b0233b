import * as Sentry from "@sentry/cloudflare";
import { errorFields, log } from "./log.server";

/**
 * The error tracker's one adapter (ADR 048): Sentry's official Workers SDK, active only when the `SENTRY_DSN` secret is
 * set. Without it the worker runs its own handler untouched (no SDK initialised, no network); errors are still
 * JSON log lines. Everything else in the code reports through `reportError`, never through Sentry directly.
 */

type TrackedEnv = { SENTRY_DSN?: string; ENVIRONMENT?: string };

type Handler<E> = Required<Pick<ExportedHandler<E>, "fetch" | "scheduled">>;

/** The worker's handler, wrapped by Sentry's `withSentry` on requests and crons whose env has a DSN. */
export function withErrorTracking<E extends TrackedEnv>(handler: Handler<E>): Handler<E> {
  // Made on the first request or cron with a DSN: `withSentry` instruments the object it is given in place and sets
  // its async context strategy globally, so it gets a copy, and nothing of it runs while the tracker is off.
  let tracked: Handler<E> | undefined;
  const withDsn = () =>
    (tracked ??= Sentry.withSentry<E>(
      (env) => ({
        dsn: env.SENTRY_DSN,
        environment: env.ENVIRONMENT,
        // Errors only: no traces sampled, and no request bodies, cookies or headers sent (they may carry sessions).
        tracesSampleRate: 0,
        sendDefaultPii: false,
      }),
      { ...handler } as ExportedHandler<E>,
    ) as Handler<E>);
  return {
    fetch: (request, env, ctx) => (env.SENTRY_DSN ? withDsn() : handler).fetch(request, env, ctx),
    scheduled: (controller, env, ctx) => (env.SENTRY_DSN ? withDsn() : handler).scheduled(controller, env, ctx),
  };
}

/**
 * An error caught by a framework's own handler (hono's onError, Remix's handleError) that would otherwise end as a
 * 500 and never reach the tracker: logged as one JSON line, and sent to Sentry when it runs for this request.
 */
export function reportError(error: unknown, fields: { requestId?: string; where: string }): void {
  log("error", { msg: "unhandled error", ...fields, ...errorFields(error) });
  if (Sentry.isInitialized()) Sentry.captureException(error, { tags: { where: fields.where, requestId: fields.requestId } });
}

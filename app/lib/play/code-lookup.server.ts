import type { AppLoadContext } from "@remix-run/cloudflare";
import { translate } from "~/i18n/catalog.server";
import { clientAddress, hitRateLimit, refundRateLimit, type RateRule } from "../accounts/rate-limit.server";
import { codeErrorKey, lookUpCode } from "../code-play";

/**
 * The /code action's lookup (the enter-code form without JavaScript). The worker asks the socket host
 * with the service credential, so the host's per-address guard does not lump every such visitor under
 * the worker's own address; the guard's job is done here instead, per client address.
 */

// Misses only: a code that leads somewhere is given back, so a class joining together is never held up.
export const CODE_LOOKUP_RULE = { limit: 20, windowMs: 10 * 60_000 } satisfies RateRule;

export type CodeLookupAnswer = { ok: true; path: string } | { ok: false; status: 400 | 429 | 503; error: string; retryAfterSeconds?: number };

type LookupContext = Pick<AppLoadContext, "db" | "env" | "locale">;

export async function lookUpCodeFor(context: LookupContext, request: Request, rawCode: string, fetcher: typeof fetch = fetch): Promise<CodeLookupAnswer> {
  const key = `code-lookup-ip:${clientAddress(request)}`;
  const hit = await hitRateLimit(context.db, key, CODE_LOOKUP_RULE);
  if (!hit.allowed) return refused(context, "rate-limited", hit.retryAfterSeconds);

  const result = await lookUpCode(context.env.GAME_SOCKET_HOST, rawCode, fetcher, context.env.ROOM_SERVICE_SECRET);
  // Only a code that does not exist is the client's miss; a found one or a host in trouble is not.
  if (result.ok || result.reason !== "invalid") await refundRateLimit(context.db, key, CODE_LOOKUP_RULE);
  if (result.ok) return result;
  return refused(context, result.reason, result.reason === "rate-limited" ? result.retryAfterSeconds : undefined);
}

function refused(context: LookupContext, reason: "invalid" | "unreachable" | "rate-limited", retryAfterSeconds?: number): CodeLookupAnswer {
  const status = reason === "invalid" ? 400 : reason === "rate-limited" ? 429 : 503;
  return { ok: false, status, error: translate(context.locale, codeErrorKey(reason)), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

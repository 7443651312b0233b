import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { translate } from "../../app/i18n/catalog.server";
import { localeFromHost, type LocaleCode } from "../../app/i18n/locales";
import { createDb, type Database } from "../../app/lib/db.server";
import { userForToken, type CurrentUser } from "../../app/lib/session.server";
import type { Env } from "../env";

/** What the account modules of app/lib need from a Remix load context, built for a `/v1` request. */
export type ApiContext = { db: Database; env: Env; locale: LocaleCode };
export type AccountVariables = { user: CurrentUser; token: string; context: ApiContext };
export type AccountEnv = { Bindings: Env; Variables: AccountVariables };

/** The session token `tk` is 32 random bytes in base64url (the cookie allows 32 to 128 characters); the scheme name is case-insensitive (RFC 7235). */
const authorizationSchema = v.pipe(v.string(), v.trim(), v.regex(/^bearer +[A-Za-z0-9_-]{32,128}$/i));

export function bearerToken(header: string | undefined): string | null {
  const parsed = v.safeParse(authorizationSchema, header);
  return parsed.success ? parsed.output.split(/ +/)[1] : null;
}

/** The site's locale comes from the Host header, as for the pages (spec section 1). */
export function apiContext(env: Env, request: Request, locale?: LocaleCode): ApiContext {
  const host = request.headers.get("Host") ?? new URL(request.url).host;
  return { db: createDb(env.DB), env, locale: locale ?? localeFromHost(host) };
}

export function unauthorized(c: Context) {
  c.header("WWW-Authenticate", 'Bearer realm="escaplay"');
  return c.json({ error: "unauthorized" }, 401);
}

/**
 * Every account call (spec section 7) carries `Authorization: Bearer <tk>`. A missing, malformed,
 * unknown or expired token, a banned account and a removed one (grade -1) all get the same 401, so the
 * answer tells a caller nothing about which of them it was.
 */
export const requireBearer = createMiddleware<AccountEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) return unauthorized(c);
  const context = apiContext(c.env, c.req.raw);
  const user = await userForToken(context.db, token);
  if (!user) return unauthorized(c);
  c.set("user", user);
  c.set("token", token);
  c.set("context", context);
  await next();
});

/** An `auth.errors.<key>` text in the site's language; the spec's French words where the key is missing. */
export function authMessage(locale: LocaleCode, key: string, fallback: string, params: Record<string, string | number> = {}): string {
  const text = translate(locale, `auth.errors.${key}`, params);
  return text === `auth.errors.${key}` ? fallback : text;
}

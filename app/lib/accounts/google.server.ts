import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import * as v from "valibot";
import type { Env } from "../../../workers/env";
import { serializeCookie } from "../cookies";
import { safeReturnPath } from "../safe-path";
import { createSession, destroySession, isSecure } from "../session.server";
import { signValue, verifyValue } from "../signed";
import { attachReferrer } from "../affiliation/attach.server";
import { accountForGoogle } from "./google-account.server";
import { discover, normalizeIssuer, timingSafeEqual, verifyIdToken, type Discovery } from "./oidc.server";

/**
 * "Sign in with Google" (ADR 007): OpenID Connect authorization code flow with PKCE, state and nonce,
 * against a configurable issuer (Google in production, a local provider in tests).
 */

export const FLOW_COOKIE = "_oidc";
const FLOW_MAX_AGE = 10 * 60;
const GOOGLE_ISSUER = "https://accounts.google.com";
const SCOPES = ["openid", "email", "profile"];

type Context = Pick<AppLoadContext, "db" | "env" | "cookies" | "locale">;

/** What the browser carries between the two legs, signed so it cannot be edited. */
const flowSchema = v.object({
  purpose: v.literal("google-sign-in"),
  state: v.string(),
  verifier: v.string(),
  nonce: v.string(),
  returnTo: v.nullable(v.string()),
  expiresAt: v.number(),
});
type Flow = v.InferOutput<typeof flowSchema>;

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.SESSION_SECRET);
}

function issuerOf(env: Env): string {
  return normalizeIssuer(env.GOOGLE_ISSUER || GOOGLE_ISSUER);
}

/** Google writes `iss` with or without the scheme (its OpenID documentation says to accept both). */
function acceptedIssuers(discovery: Discovery): string[] {
  const issuer = discovery.issuer;
  return normalizeIssuer(issuer) === GOOGLE_ISSUER ? [issuer, "accounts.google.com"] : [issuer];
}

function clientFor(env: Env, request: Request): OAuth2Client {
  // The callback is on the host the visitor is on: each site's cookies stay on its own host.
  const redirectUri = new URL("/auth/google/callback", request.url).href;
  return new OAuth2Client(env.GOOGLE_CLIENT_ID ?? "", env.GOOGLE_CLIENT_SECRET ?? "", redirectUri);
}

function flowCookie(value: string, request: Request, maxAge = FLOW_MAX_AGE): string {
  return serializeCookie(FLOW_COOKIE, value, { maxAge, httpOnly: true, secure: isSecure(request), sameSite: "Lax" });
}

const noStore = { "Cache-Control": "no-store" };

/** `/auth/google`: off to the provider, with this sign-in's secrets in the `_oidc` cookie. */
export async function startGoogleSignIn(context: Pick<AppLoadContext, "env">, request: Request, returnPath: string | null): Promise<Response> {
  const { env } = context;
  if (!googleConfigured(env)) return redirect("/connect?error=google-unavailable", { headers: noStore });
  try {
    const discovery = await discover(issuerOf(env));
    const flow: Flow = {
      purpose: "google-sign-in",
      state: generateState(),
      verifier: generateCodeVerifier(),
      nonce: generateState(),
      returnTo: safeReturnPath(returnPath, "") || null,
      expiresAt: Date.now() + FLOW_MAX_AGE * 1000,
    };
    const url = clientFor(env, request).createAuthorizationURLWithPKCE(
      discovery.authorization_endpoint,
      flow.state,
      CodeChallengeMethod.S256,
      flow.verifier,
      SCOPES,
    );
    url.searchParams.set("nonce", flow.nonce);
    const cookie = flowCookie(await signValue(env.SESSION_SECRET ?? "", flow), request);
    return redirect(url.href, { headers: { ...noStore, "Set-Cookie": cookie } });
  } catch (error) {
    console.error("Google sign-in could not start:", error instanceof Error ? error.message : error);
    return redirect("/connect?error=google", { headers: noStore });
  }
}

async function readFlow(context: Context): Promise<Flow | null> {
  const raw = context.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const parsed = v.safeParse(flowSchema, await verifyValue(context.env.SESSION_SECRET ?? "", raw));
  // The cookie's Max-Age is the browser's business; the signed expiry is ours.
  return parsed.success && parsed.output.expiresAt > Date.now() ? parsed.output : null;
}

/**
 * `/auth/google/callback`: checks the state, exchanges the code (with the PKCE verifier), verifies the ID
 * token, then signs into the matching account. Every failure lands on /connect with an error, never a 500.
 */
export async function finishGoogleSignIn(context: Context, request: Request): Promise<Response> {
  const headers = new Headers(noStore);
  // The flow's secrets are single-use: cleared whatever happens next.
  headers.append("Set-Cookie", flowCookie("", request, 0));
  const fail = (error: "google" | "banned" | "google-unavailable") => redirect(`/connect?error=${error}`, { headers });

  if (!googleConfigured(context.env)) return fail("google-unavailable");
  const params = new URL(request.url).searchParams;
  const flow = await readFlow(context);
  const state = params.get("state");
  const code = params.get("code");
  if (params.has("error") || !flow || !state || !code || !timingSafeEqual(state, flow.state)) return fail("google");

  try {
    const discovery = await discover(issuerOf(context.env));
    const tokens = await clientFor(context.env, request).validateAuthorizationCode(discovery.token_endpoint, code, flow.verifier);
    const claims = await verifyIdToken(tokens.idToken(), {
      discovery,
      clientId: context.env.GOOGLE_CLIENT_ID ?? "",
      nonce: flow.nonce,
      acceptedIssuers: acceptedIssuers(discovery),
    });
    const account = await accountForGoogle(context.db, {
      subject: claims.sub,
      email: claims.email,
      name: claims.name,
      locale: context.locale,
    });
    if (!account.ok) return fail("banned");
    if (account.created) await attachReferrer(context.db, context.cookies, account.user);
    // Whoever was signed in on this browser before is signed out first.
    await destroySession(context);
    headers.append("Set-Cookie", await createSession(context, account.user, request));
    return redirect(flow.returnTo ?? (account.created ? "/welcome" : "/"), { headers });
  } catch (error) {
    console.warn("Google sign-in refused:", error instanceof Error ? error.message : error);
    return fail("google");
  }
}

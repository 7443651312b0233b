import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import * as v from "valibot";

/**
 * The OpenID Connect half of Google sign-in (ADR 007): discovery of the issuer's endpoints and the
 * verification of its ID tokens against its published keys. Pure fetch + WebCrypto, so it runs in workerd.
 */

const discoverySchema = v.object({
  issuer: v.pipe(v.string(), v.url()),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
});
export type Discovery = v.InferOutput<typeof discoverySchema>;

const jwksSchema = v.object({ keys: v.array(v.looseObject({ kty: v.string() })) });

/** Only public-key signatures: a symmetric or "none" algorithm would let anyone who knows the client id forge tokens. */
const SIGNING_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const JWKS_TTL_MS = 60 * 60 * 1000;
/** A token signed with an unknown key refetches the keys (rotation), but not more often than this. */
const JWKS_REFETCH_COOLDOWN_MS = 30 * 1000;

// Per-isolate caches of settled values. Promises are not shared: workerd refuses to let one request
// wait on I/O another request started.
const discoveries = new Map<string, { value: Discovery; at: number }>();
const keySets = new Map<string, { value: JSONWebKeySet; at: number }>();

export function normalizeIssuer(issuer: string): string {
  return issuer.replace(/\/+$/, "");
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`OpenID: ${url} answered ${response.status}`);
  return response.json();
}

/** The issuer's metadata (`/.well-known/openid-configuration`), whose `issuer` must be the one configured. */
export async function discover(issuer: string): Promise<Discovery> {
  const expected = normalizeIssuer(issuer);
  const cached = discoveries.get(expected);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
  const value = v.parse(discoverySchema, await fetchJson(`${expected}/.well-known/openid-configuration`));
  // OpenID Discovery 1.0 §4.3: metadata naming another issuer is not this issuer's.
  if (normalizeIssuer(value.issuer) !== expected) throw new Error("OpenID: the discovery document names another issuer");
  discoveries.set(expected, { value, at: Date.now() });
  return value;
}

async function keySet(jwksUri: string, refresh: boolean): Promise<JSONWebKeySet> {
  const cached = keySets.get(jwksUri);
  const age = cached ? Date.now() - cached.at : Infinity;
  if (cached && age < JWKS_TTL_MS && (!refresh || age < JWKS_REFETCH_COOLDOWN_MS)) return cached.value;
  const value = v.parse(jwksSchema, await fetchJson(jwksUri)) as JSONWebKeySet;
  keySets.set(jwksUri, { value, at: Date.now() });
  return value;
}

export type IdTokenClaims = JWTPayload & {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  nonce: string;
};

const claimsSchema = v.looseObject({
  sub: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  // Google sends a boolean; some providers send the string "true".
  email_verified: v.union([v.boolean(), v.picklist(["true", "false"])]),
  name: v.optional(v.string()),
  nonce: v.string(),
  azp: v.optional(v.string()),
});

export class IdTokenRejected extends Error {}

/**
 * Verifies an ID token (OIDC Core §3.1.3.7): signature by one of the issuer's keys, `iss`, `aud`, `exp`
 * and `iat` (jose), then `azp` when there are several audiences, the `nonce` of this sign-in, and a
 * verified e-mail. Throws IdTokenRejected on any failure.
 */
export async function verifyIdToken(
  idToken: string,
  options: { discovery: Discovery; clientId: string; nonce: string; acceptedIssuers: string[] },
): Promise<IdTokenClaims> {
  const verifyWith = async (refresh: boolean) =>
    jwtVerify(idToken, createLocalJWKSet(await keySet(options.discovery.jwks_uri, refresh)), {
      issuer: options.acceptedIssuers,
      audience: options.clientId,
      algorithms: SIGNING_ALGORITHMS,
      requiredClaims: ["sub", "iat", "exp"],
      clockTolerance: 60,
    });
  let payload: JWTPayload;
  try {
    try {
      payload = (await verifyWith(false)).payload;
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      payload = (await verifyWith(true)).payload;
    }
  } catch (error) {
    throw new IdTokenRejected(`ID token: ${error instanceof Error ? error.message : "invalid"}`);
  }
  const parsed = v.safeParse(claimsSchema, payload);
  if (!parsed.success) throw new IdTokenRejected("ID token: missing or malformed claims");
  const claims = parsed.output;
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && claims.azp !== options.clientId) {
    throw new IdTokenRejected("ID token: issued to another party");
  }
  if (!timingSafeEqual(claims.nonce, options.nonce)) throw new IdTokenRejected("ID token: nonce mismatch");
  const verified = claims.email_verified === true || claims.email_verified === "true";
  if (!verified) throw new IdTokenRejected("ID token: e-mail not verified");
  return { ...payload, ...claims, email_verified: true };
}

/** Equal-length strings compared without an early exit (state and nonce checks). */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

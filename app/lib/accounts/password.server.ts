import { fromBase64url, toBase64url } from "../signed";

/**
 * PBKDF2-SHA256 at 100 000 iterations, the most Workers' WebCrypto accepts (ADR 005). The stored form
 * names its parameters so they can be raised later: `pbkdf2-sha256$<iterations>$<salt>$<hash>`.
 */
export const PBKDF2_ITERATIONS = 100_000;
const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64url(salt)}$${toBase64url(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, rounds, saltText, hashText] = (stored ?? "").split("$");
  const salt = fromBase64url(saltText ?? "");
  const expected = fromBase64url(hashText ?? "");
  const iterations = Number(rounds);
  if (scheme !== "pbkdf2-sha256" || !salt || !expected || !Number.isInteger(iterations) || iterations < 1) return false;
  return constantTimeEqual(await derive(password, salt, iterations), expected);
}

/** A comparison whose time does not depend on where the first difference is. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** Burns the same work as a real check, so "no such account" and "wrong password" take equal time. */
export async function verifyDummyPassword(password: string): Promise<false> {
  await derive(password, new Uint8Array(16), PBKDF2_ITERATIONS);
  return false;
}

export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

import { toBase64url } from "../signed";

/** 32 random bytes, URL-safe: session tokens and reset links. */
export function randomToken(bytes = 32): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The 6-digit verification code (spec section 9), uniform over 000000–999999. */
export function randomCode(): string {
  const values = new Uint32Array(1);
  let n: number;
  do {
    crypto.getRandomValues(values);
    n = values[0];
  } while (n >= 4_294_000_000); // rejection keeps the 10^6 outcomes equally likely
  return String(n % 1_000_000).padStart(6, "0");
}

export function randomId(prefix: string): string {
  return `${prefix}_${randomToken(12)}`;
}

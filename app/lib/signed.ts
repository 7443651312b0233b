/**
 * Compact signed values (`base64url(JSON).base64url(HMAC-SHA256)`), shared by room tickets and the
 * session cookie. Pure WebCrypto: runs in workerd, browsers and Node.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const maxTokenLength = 8 * 1024;

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

// Imported once per isolate and secret (a handful: the session's, the tickets'…): every request with a session
// cookie verifies one. The key itself is kept, never a pending promise another request would wait on.
const hmacKeys = new Map<string, CryptoKey>();

async function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  const id = `${usage}:${secret}`;
  const known = hmacKeys.get(id);
  if (known) return known;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
  hmacKeys.set(id, key);
  return key;
}

export async function signValue(secret: string, value: unknown): Promise<string> {
  // An empty secret would make every value forgeable: fail loudly where it is configured.
  if (typeof secret !== "string" || secret.length === 0) throw new Error("signValue: the signing secret is empty");
  const payload = toBase64url(encoder.encode(JSON.stringify(value)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(payload));
  return `${payload}.${toBase64url(new Uint8Array(signature))}`;
}

/** The JSON value of a genuine token, or null; never throws. The caller validates its shape. */
export async function verifyValue(secret: string, token: string): Promise<unknown | null> {
  if (!secret || typeof token !== "string" || token.length > maxTokenLength) return null;
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signaturePart] = parts;
  const signature = fromBase64url(signaturePart);
  if (!payload || !signature || signature.length !== 32) return null;
  try {
    // subtle.verify compares in constant time, unlike comparing strings ourselves.
    const genuine = await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, encoder.encode(payload));
    if (!genuine) return null;
    const json = fromBase64url(payload);
    return json ? JSON.parse(decoder.decode(json)) : null;
  } catch {
    return null;
  }
}

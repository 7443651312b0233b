import { describe, expect, it } from "vitest";
import { signTicket, ticketTtlMs, verifyTicket, type TicketInput } from "../../app/lib/tickets";

// vitest + WebCrypto only: this file also runs inside workerd.

const secret = "test-secret-0123456789";
const now = 1_700_000_000_000;
const claims: TicketInput = { party: "game", room: "123456", sub: "u-1", name: "Zoé", role: "user" };

const toB64url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

async function signRaw(payload: object, key = secret) {
  const encoded = toB64url(JSON.stringify(payload));
  const hmac = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(encoded)));
  let binary = "";
  for (const byte of signature) binary += String.fromCharCode(byte);
  return `${encoded}.${btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

describe("room tickets", () => {
  it("round-trips the claims with a five-minute lifetime", async () => {
    const token = await signTicket(secret, claims, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(ticketTtlMs).toBe(5 * 60 * 1000);
    expect(await verifyTicket(secret, token, now + 1_000)).toEqual({
      v: 1,
      ...claims,
      iat: now,
      exp: now + ticketTtlMs,
    });
  });

  it("refuses a ticket whose payload was changed", async () => {
    const token = await signTicket(secret, claims, now);
    const [, signature] = token.split(".");
    const forged = toB64url(JSON.stringify({ v: 1, ...claims, room: "999", iat: now, exp: now + ticketTtlMs }));
    expect(await verifyTicket(secret, `${forged}.${signature}`, now)).toBeNull();
  });

  it("refuses a ticket signed with another secret", async () => {
    const token = await signTicket("another-secret", claims, now);
    expect(await verifyTicket(secret, token, now)).toBeNull();
  });

  it("refuses a ticket once it has expired", async () => {
    const token = await signTicket(secret, claims, now);
    expect(await verifyTicket(secret, token, now + ticketTtlMs - 1)).not.toBeNull();
    expect(await verifyTicket(secret, token, now + ticketTtlMs)).toBeNull();
  });

  it("refuses a genuinely signed payload that breaks the schema", async () => {
    const base = { v: 1, ...claims, iat: now, exp: now + 1_000 };
    const bad = [
      { ...base, v: 2 },
      { ...base, party: "lobby" },
      { ...base, room: "has space" },
      { ...base, room: "x".repeat(65) },
      { ...base, name: "" },
      { ...base, name: "n".repeat(41) },
      { ...base, role: "admin" },
      { ...base, exp: now - 1 },
      { ...base, extra: true },
      { ...base, sub: undefined },
    ];
    for (const payload of bad) {
      expect(await verifyTicket(secret, await signRaw(payload), now), JSON.stringify(payload)).toBeNull();
    }
    expect(await verifyTicket(secret, await signRaw(base), now)).not.toBeNull();
  });

  it("refuses malformed tokens without throwing", async () => {
    for (const token of ["", ".", "a.b.c", "abc", "%%%.%%%", "a".repeat(5_000)]) {
      expect(await verifyTicket(secret, token, now)).toBeNull();
    }
  });

  it("refuses to sign with an empty secret, or invalid claims", async () => {
    await expect(signTicket("", claims, now)).rejects.toThrow(/TICKET_SECRET is empty/);
    await expect(signTicket(secret, { ...claims, room: "a/b" }, now)).rejects.toThrow(/invalid claims/);
    expect(await verifyTicket("", await signTicket(secret, claims, now), now)).toBeNull();
  });
});

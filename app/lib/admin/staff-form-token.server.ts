import type { AppLoadContext } from "@remix-run/cloudflare";
import { sha256Hex } from "../hash";
import { sessionToken } from "../session.server";

/**
 * The back office's CSRF token (ADR 038), on top of the front door's Origin check (ADR 034), which lets through a
 * write that names no origin at all. The token is derived from the staff member's session: an HMAC of the session
 * token's hash under the session secret, so it needs no storage, differs per session and dies with it. Every
 * staff form carries it and every staff action compares it before anything else.
 */

async function derive(secret: string, session: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`staff-form:${await sha256Hex(session)}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function staffFormToken(context: Pick<AppLoadContext, "db" | "cookies" | "env">): Promise<string> {
  const session = await sessionToken(context);
  const secret = context.env.SESSION_SECRET ?? "";
  if (!session || !secret) throw new Error("staffFormToken: no session or no session secret");
  return derive(secret, session);
}

/** Compares in constant time: both sides are hex of the same length when genuine. */
export async function validStaffFormToken(context: Pick<AppLoadContext, "db" | "cookies" | "env">, sent: unknown): Promise<boolean> {
  if (typeof sent !== "string") return false;
  const expected = await staffFormToken(context);
  if (sent.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sent.charCodeAt(i);
  return diff === 0;
}

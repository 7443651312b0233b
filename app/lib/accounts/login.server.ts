import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { createSession } from "../session.server";
import { verifyDummyPassword, verifyPassword } from "./password.server";
import { clientAddress, hitRateLimit, RATE_RULES, refundRateLimit } from "./rate-limit.server";
import { loginSchema } from "./schemas";
import { userByEmail } from "./users.server";

export type LoginResult =
  | { ok: true; setCookie: string; grade: number }
  | { ok: false; status: 400 | 401 | 403 | 429; error: "incomplete" | "credentials" | "credentialsHint" | "banned" | "rateLimited"; retryAfterSeconds?: number };

/** After this many failures on one address the message adds the hint to use "forgot password". */
const HINT_AFTER = 3;

/**
 * Spec sections 5 and 8. Every attempt counts against the account, right or wrong, and every failure
 * against the address, so a burst is refused until its window passes even with the right password. The messages never tell whether
 * an e-mail has an account: unknown e-mails cost the same work and get the same answer as wrong passwords.
 */
export async function login(context: Pick<AppLoadContext, "db" | "env">, request: Request, form: unknown): Promise<LoginResult> {
  const input = v.safeParse(loginSchema, form);
  if (!input.success) return { ok: false, status: 400, error: "incomplete" };
  const email = input.output.email.toLowerCase();
  const ipKey = `login-ip:${clientAddress(request)}`;
  const [byIp, byAccount] = await Promise.all([
    hitRateLimit(context.db, ipKey, RATE_RULES.loginIp),
    hitRateLimit(context.db, `login:${email}`, RATE_RULES.loginAccount),
  ]);
  if (!byIp.allowed || !byAccount.allowed) {
    return { ok: false, status: 429, error: "rateLimited", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds) };
  }
  const user = await userByEmail(context.db, email);
  const genuine = user?.passwordHash ? await verifyPassword(input.output.password, user.passwordHash) : await verifyDummyPassword(input.output.password);
  if (!user || !genuine) {
    return { ok: false, status: 401, error: byAccount.count >= HINT_AFTER ? "credentialsHint" : "credentials" };
  }
  if (user.bannedAt || user.grade < 0) return { ok: false, status: 403, error: "banned" };
  // A school or an office shares one address: only failures count against it.
  await refundRateLimit(context.db, ipKey, RATE_RULES.loginIp);
  return { ok: true, setCookie: await createSession(context, user, request), grade: user.grade };
}

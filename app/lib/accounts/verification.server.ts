import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { users, verificationCodes } from "../../../db/schema";
import { sha256Hex } from "../hash";
import { mailerFor } from "../mail/mailer.server";
import { verificationMail } from "../mail/templates.server";
import type { CurrentUser } from "../session.server";
import { constantTimeEqualText } from "./password.server";
import { hitRateLimit, RATE_RULES } from "./rate-limit.server";
import { randomCode } from "./random.server";
import { codeSchema } from "./schemas";

const CODE_TTL_MS = 30 * 60_000;
const MAX_ATTEMPTS = 5;
type Context = Pick<AppLoadContext, "db" | "env" | "locale">;

/**
 * Six digits are few: the hash is peppered with the session secret so a leaked table does not give codes away.
 * Also hashes the e-mail change's code (app/lib/account/email-change.server.ts), `userId` then naming the address too.
 */
export function codeHash(context: Pick<Context, "env">, userId: string, code: string) {
  return sha256Hex(`${context.env.SESSION_SECRET ?? ""}:${userId}:${code}`);
}

export type SendResult = { ok: true } | { ok: false; error: "rateLimited" | "error"; retryAfterSeconds?: number };

export async function sendVerificationCode(context: Context, user: Pick<CurrentUser, "id" | "username" | "email">): Promise<SendResult> {
  const limit = await hitRateLimit(context.db, `resend:${user.id}`, RATE_RULES.resendAccount);
  if (!limit.allowed) return { ok: false, error: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  const code = randomCode();
  const row = { userId: user.id, codeHash: await codeHash(context, user.id, code), attempts: 0, expiresAt: new Date(Date.now() + CODE_TTL_MS) };
  await context.db.insert(verificationCodes).values(row).onConflictDoUpdate({ target: verificationCodes.userId, set: row });
  try {
    await mailerFor(context).send(verificationMail(context.locale, { name: user.username, email: user.email, code }));
    return { ok: true };
  } catch (error) {
    console.error("verification mail failed", error);
    return { ok: false, error: "error" };
  }
}

export type VerifyResult = { ok: true } | { ok: false; error: "invalidCode" | "rateLimited" | "error"; retryAfterSeconds?: number };

/** Grade 0 becomes 1 when the code matches (spec section 4); five wrong tries spend the code. */
export async function verifyAccount(context: Context, user: Pick<CurrentUser, "id" | "grade">, rawCode: unknown): Promise<VerifyResult> {
  const code = v.safeParse(codeSchema, rawCode);
  if (!code.success) return { ok: false, error: "invalidCode" };
  const limit = await hitRateLimit(context.db, `verify:${user.id}`, RATE_RULES.verifyAccount);
  if (!limit.allowed) return { ok: false, error: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  if (user.grade !== 0) return { ok: true };
  const [row] = await context.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id)).limit(1);
  if (!row || row.expiresAt.getTime() < Date.now() || row.attempts >= MAX_ATTEMPTS) return { ok: false, error: "invalidCode" };
  if (!constantTimeEqualText(row.codeHash, await codeHash(context, user.id, code.output))) {
    await context.db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.userId, user.id));
    return { ok: false, error: "invalidCode" };
  }
  await context.db.batch([
    context.db.update(users).set({ grade: 1 }).where(and(eq(users.id, user.id), eq(users.grade, 0))),
    context.db.delete(verificationCodes).where(eq(verificationCodes.userId, user.id)),
  ]);
  return { ok: true };
}

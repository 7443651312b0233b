import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull } from "drizzle-orm";
import * as v from "valibot";
import { passwordResets, users } from "../../../db/schema";
import { sha256Hex } from "../hash";
import { mailerFor } from "../mail/mailer.server";
import { resetMail } from "../mail/templates.server";
import { createSession, destroyOtherSessions } from "../session.server";
import { hashPassword } from "./password.server";
import { clientAddress, hitRateLimit, RATE_RULES } from "./rate-limit.server";
import { randomToken } from "./random.server";
import { fieldErrors, newPasswordSchema, recoveryRequestSchema, type FieldErrors } from "./schemas";
import { userByEmail, userById } from "./users.server";

const RESET_TTL_MS = 60 * 60_000;
type Context = Pick<AppLoadContext, "db" | "env" | "locale">;

export type RecoveryRequestResult = { ok: true } | { ok: false; status: 400 | 429 | 503; error: "emailFormat" | "incomplete" | "rateLimited" | "error" };

/**
 * Step one of recovery (spec sections 4 and 8): the answer is the same neutral one whether or not the
 * address has an account; only the mail tells the difference.
 */
export async function requestReset(context: Context, request: Request, form: unknown): Promise<RecoveryRequestResult> {
  const input = v.safeParse(recoveryRequestSchema, form);
  if (!input.success) return { ok: false, status: 400, error: fieldErrors(input.issues).form === "incomplete" ? "incomplete" : "emailFormat" };
  const [byIp, byAccount] = await Promise.all([
    hitRateLimit(context.db, `recovery-ip:${clientAddress(request)}`, RATE_RULES.recoveryIp),
    hitRateLimit(context.db, `recovery:${input.output.email}`, RATE_RULES.recoveryAccount),
  ]);
  if (!byIp.allowed || !byAccount.allowed) return { ok: false, status: 429, error: "rateLimited" };
  const user = await userByEmail(context.db, input.output.email);
  if (!user || user.bannedAt || user.grade < 0) return { ok: true };
  const token = randomToken();
  await context.db.insert(passwordResets).values({ tokenHash: await sha256Hex(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const origin = context.env.PUBLIC_URL || new URL(request.url).origin;
  try {
    await mailerFor(context).send(resetMail(context.locale, { name: user.username, email: user.email, link: `${origin}/reset?token=${token}` }));
  } catch (error) {
    console.error("reset mail failed", error);
    return { ok: false, status: 503, error: "error" };
  }
  return { ok: true };
}

export type ResetResult = { ok: true; setCookie: string } | { ok: false; status: 400; errors: FieldErrors };

/** Step two: a single-use, unexpired link sets the password, ends every session, and signs this browser in. */
export async function resetPassword(context: Context, request: Request, form: unknown): Promise<ResetResult> {
  const input = v.safeParse(newPasswordSchema, form);
  if (!input.success) return { ok: false, status: 400, errors: fieldErrors(input.issues) };
  const tokenHash = await sha256Hex(input.output.token);
  const [spent] = await context.db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ userId: passwordResets.userId });
  const user = spent ? await userById(context.db, spent.userId) : null;
  if (!user || user.grade < 0) return { ok: false, status: 400, errors: { form: "resetInvalid" } };
  await context.db.update(users).set({ passwordHash: await hashPassword(input.output.password) }).where(eq(users.id, user.id));
  await Promise.all([destroyOtherSessions(context.db, user.id), spendResetLinks(context.db, user.id)]);
  return { ok: true, setCookie: await createSession(context, user, request) };
}

/** Whether a link is still usable, so the page can say so before the person types a new password. */
export async function resetLinkUsable(db: AppLoadContext["db"], token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/**
 * A recovery link mailed before a password or e-mail change must not outlive it: whoever still reads
 * the old mailbox could otherwise set a new password for up to an hour.
 */
export async function spendResetLinks(db: AppLoadContext["db"], userId: string): Promise<void> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

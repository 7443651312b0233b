import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { users } from "../../../db/schema";
import { attachReferrer } from "../affiliation/attach.server";
import { createSession } from "../session.server";
import { hashPassword } from "./password.server";
import { clientAddress, hitRateLimit, RATE_RULES } from "./rate-limit.server";
import { randomId } from "./random.server";
import { checkChallenge } from "./robot.server";
import { fieldErrors, registerSchema, type FieldErrors } from "./schemas";
import { userByEmail, usernameTaken } from "./users.server";
import { sendVerificationCode } from "./verification.server";

export type RegisterResult = { ok: true; setCookie: string } | { ok: false; status: 400 | 403 | 429; errors: FieldErrors };

/**
 * Registration (spec sections 4, 5, 8): every rule, then the account at grade 0 with its verification
 * code sent, and a session so the validation screen can show at once. Registering accepts the terms.
 */
export async function register(context: Pick<AppLoadContext, "db" | "env" | "locale"> & { cookies?: Record<string, string> }, request: Request, form: Record<string, unknown>): Promise<RegisterResult> {
  const limit = await hitRateLimit(context.db, `register-ip:${clientAddress(request)}`, RATE_RULES.registerIp);
  if (!limit.allowed) return { ok: false, status: 429, errors: { form: "rateLimited" } };
  const parsed = v.safeParse(registerSchema, form);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.issues) };
  const input = parsed.output;
  // The challenge is spent before anything else, so a robot cannot probe names or e-mails with one text.
  if (!(await checkChallenge(context.db, input.robotId, input.robotAnswer))) return { ok: false, status: 400, errors: { robotAnswer: "robot" } };
  const existing = await userByEmail(context.db, input.email);
  if (existing?.bannedAt || (existing && existing.grade < 0)) return { ok: false, status: 403, errors: { form: "banned" } };
  const errors: FieldErrors = {};
  if (await usernameTaken(context.db, input.username)) errors.username = "usernameTaken";
  if (existing) errors.email = "emailTaken";
  if (Object.keys(errors).length) return { ok: false, status: 400, errors };

  const user = {
    id: randomId("u"),
    username: input.username,
    email: input.email,
    grade: 0,
    ownGrade: 0,
    fileUid: randomId("f"),
    avatarKey: null,
    storageBytes: 0,
    staffRole: null,
  };
  try {
    await context.db.insert(users).values({
      ...user,
      passwordHash: await hashPassword(input.password),
      accountType: input.accountType,
      usageContext: input.usageContext,
      locale: context.locale,
      termsAcceptedAt: new Date(),
    });
  } catch {
    // Two sign-ups racing for one name or e-mail: the unique indexes decide, the loser is told plainly.
    return { ok: false, status: 400, errors: { form: "usernameTaken" } };
  }
  // A referral link followed on this browser within 30 days, with consent (ADR 040).
  await attachReferrer(context.db, context.cookies, user);
  await sendVerificationCode(context, user);
  return { ok: true, setCookie: await createSession(context, user, request) };
}

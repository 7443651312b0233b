import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, exists, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as v from "valibot";
import { educationRequests, users } from "../../../db/schema";
import { isLocaleCode, type LocaleCode } from "../../i18n/locales";
import type { Database } from "../db.server";
import { educationApprovedMail, educationRefusedMail } from "../mail/templates.server";
import { mailerFor } from "../mail/mailer.server";
import { auditLine, type Person } from "./audit.server";
import { settleGrade } from "../billing/subscriptions.server";
import { grantStatements } from "./plan-grants.server";
import { actionTarget, type ActionError, type Target } from "./sanctions.server";
import { approveSchema, grantEnd, reasonSchema } from "./schemas";

/**
 * Staff's answer to an Education request (ADR 039), admins only. Approving opens the teacher offer
 * (`users.teacher_offer_at`, which the checkout reads) and, if staff choose, grants Education for free until a date;
 * refusing needs a reason. Either way the request's contact address gets a mail in the requester's language.
 * Every statement of a decision runs only while the request still waits, in one batch with its audit line: two
 * staff members deciding at once decide it once.
 */

export type DecisionError = ActionError | "decided";
export type DecisionResult = { ok: true } | { ok: false; error: DecisionError };

type Context = Pick<AppLoadContext, "db" | "env">;

async function requestWithRequester(db: Database, requestId: string) {
  const [row] = await db
    .select({
      id: educationRequests.id,
      userId: educationRequests.userId,
      status: educationRequests.status,
      organisationName: educationRequests.organisationName,
      role: educationRequests.role,
      contactEmail: educationRequests.contactEmail,
      username: users.username,
      locale: users.locale,
    })
    .from(educationRequests)
    .innerJoin(users, eq(users.id, educationRequests.userId))
    .where(eq(educationRequests.id, requestId))
    .limit(1);
  return row ?? null;
}

type Request = NonNullable<Awaited<ReturnType<typeof requestWithRequester>>>;

/** The request, its requester as an action target, or why the decision stops here. */
async function decidable(db: Database, staff: Person, requestId: string): Promise<{ request: Request; target: Target } | { ok: false; error: DecisionError }> {
  const request = await requestWithRequester(db, requestId);
  if (!request) return { ok: false, error: "gone" };
  if (request.status !== "pending") return { ok: false, error: "decided" };
  const found = await actionTarget(db, staff, request.userId);
  if (!("target" in found)) return found;
  return { request, target: found.target };
}

const stillPending = (db: Database, requestId: string): SQL =>
  exists(db.select({ id: educationRequests.id }).from(educationRequests).where(and(eq(educationRequests.id, requestId), eq(educationRequests.status, "pending"))));

/** The request's own change comes last: the statements before it test that it still waits. */
function decide(db: Database, staff: Person, request: Request, status: "approved" | "refused", reason: string, now: Date) {
  return db
    .update(educationRequests)
    .set({ status, decisionReason: reason || null, decidedBy: staff.id, decidedAt: now })
    .where(and(eq(educationRequests.id, request.id), eq(educationRequests.status, "pending")));
}

const localeOf = (request: Request): LocaleCode => (isLocaleCode(request.locale) ? request.locale : "fr");

export async function approveRequest(context: Context, staff: Person, requestId: string, input: unknown, origin: string, now = new Date()): Promise<DecisionResult> {
  const parsed = v.safeParse(approveSchema, input);
  if (!parsed.success) return { ok: false, error: parsed.issues[0].path?.[0]?.key === "note" ? "reason" : "endsOn" };
  const { note, endsOn } = parsed.output;
  const grant = parsed.output.grant === "on";
  // A free grant always has an end date: the school year, a trial; the teacher offer is the open-ended way.
  const endsAt = grant && endsOn ? grantEnd(endsOn) : null;
  if (grant && (!endsAt || endsAt <= now)) return { ok: false, error: "endsOn" };
  const { db } = context;
  const found = await decidable(db, staff, requestId);
  if (!("request" in found)) return found;
  const { request, target } = found;
  if (target.bannedAt) return { ok: false, error: "banned" };
  if (grant && target.grade < 1) return { ok: false, error: "unverified" };
  const pending = stillPending(db, request.id);
  const detail = { request: request.id, organisation: request.organisationName, grantEndsAt: endsAt?.getTime() ?? null };
  const grantReason = note.length >= 3 ? note : `${request.organisationName} (${request.role})`;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    auditLine(db, { staff, action: "education-approve", target, reason: note, detail }, now, pending),
    db.update(users).set({ teacherOfferAt: now }).where(and(eq(users.id, target.id), pending)),
    ...(endsAt ? grantStatements(db, staff, target, { plan: "education", reason: grantReason, endsAt }, now, pending) : []),
    decide(db, staff, request, "approved", note, now),
  ];
  const results = await db.batch(statements);
  if ((results.at(-1) as D1Result).meta.changes === 0) return { ok: false, error: "decided" };
  // A plan paid for above Education stays (ADR 037).
  if (endsAt) await settleGrade(db, target.id, now.getTime());
  const link = `${context.env.PUBLIC_URL || origin}${endsAt ? "/account?tab=subscription" : "/education#request"}`;
  await mailerFor(context).send(educationApprovedMail(localeOf(request), { name: request.username, email: request.contactEmail, link, note, until: endsAt }));
  return { ok: true };
}

export async function refuseRequest(context: Context, staff: Person, requestId: string, input: unknown, origin: string, now = new Date()): Promise<DecisionResult> {
  const parsed = v.safeParse(reasonSchema, input);
  if (!parsed.success) return { ok: false, error: "reason" };
  const { reason } = parsed.output;
  const { db } = context;
  const found = await decidable(db, staff, requestId);
  if (!("request" in found)) return found;
  const { request, target } = found;
  const detail = { request: request.id, organisation: request.organisationName };
  const [, decided] = await db.batch([
    auditLine(db, { staff, action: "education-refuse", target, reason, detail }, now, stillPending(db, request.id)),
    decide(db, staff, request, "refused", reason, now),
  ]);
  if (decided.meta.changes === 0) return { ok: false, error: "decided" };
  const link = `${context.env.PUBLIC_URL || origin}/education#request`;
  await mailerFor(context).send(educationRefusedMail(localeOf(request), { name: request.username, email: request.contactEmail, link, reason }));
  return { ok: true };
}

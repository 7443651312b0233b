import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import * as v from "valibot";
import { companyInvitations, companyMembers, users } from "../../../db/schema";
import { isLocaleCode } from "~/i18n/locales";
import { hitRateLimit } from "../accounts/rate-limit.server";
import { randomId, randomToken } from "../accounts/random.server";
import { emailSchema } from "../accounts/schemas";
import { sha256Hex } from "../hash";
import { mailerFor } from "../mail/mailer.server";
import { teamInvitationMail } from "../mail/team-mail.server";
import type { CurrentUser } from "../session.server";
import { nameOfCompany, seatsTaken } from "./members.server";
import { seatsAllowed, TEAM_INVITATION_MS, type TeamRefusal } from "./seats";

/**
 * A company invites someone by e-mail (ADR 043). The mail carries a link, /team/{token}; the table keeps the token's
 * SHA-256 only. A live invitation holds a seat until it is accepted, cancelled or expires.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "locale">;
export type InviteOutcome = { ok: true; email: string } | { ok: false; refusal: TeamRefusal; email: string };

const InviteSchema = v.object({ email: emailSchema });

/** Enough to bring a team in at once, not to mail strangers in bulk. */
const TEAM_INVITE_RATE = { limit: 30, windowMs: 60 * 60_000 };

export async function inviteToTeam(context: Context, company: CurrentUser, form: Record<string, string>, origin: string, now = Date.now()): Promise<InviteOutcome> {
  const typed = (form.email ?? "").trim();
  const parsed = v.safeParse(InviteSchema, { email: typed });
  if (!parsed.success) return { ok: false, refusal: "email", email: typed };
  const { email } = parsed.output;
  const refuse = (refusal: TeamRefusal): InviteOutcome => ({ ok: false, refusal, email });
  if (email === company.email.toLowerCase()) return refuse("self");
  const { db } = context;
  const [member] = await db
    .select({ id: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), sql`${users.email} = ${email} COLLATE NOCASE`))
    .limit(1);
  if (member) return refuse("member");
  // An expired invitation holds no seat and blocks nobody.
  await db.delete(companyInvitations).where(and(eq(companyInvitations.companyId, company.id), lte(companyInvitations.expiresAt, new Date(now))));
  const [pending] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, company.id), eq(companyInvitations.email, email), gt(companyInvitations.expiresAt, new Date(now))))
    .limit(1);
  if (pending) return refuse("invited");
  if (!(await hitRateLimit(db, `team-invite:${company.id}`, TEAM_INVITE_RATE, now)).allowed) return refuse("rateLimited");

  const token = randomToken();
  // The seat is counted by the insert itself: two invitations sent at once cannot both take the last one.
  const inserted = await db.run(sql`INSERT INTO company_invitations (id, company_id, email, token_hash, created_at, expires_at)
    SELECT ${randomId("ti")}, ${company.id}, ${email}, ${await sha256Hex(token)}, ${now}, ${now + TEAM_INVITATION_MS}
    WHERE ${seatsTaken(company.id, now)} < ${seatsAllowed(company.ownGrade)}`);
  if (inserted.meta.changes !== 1) return refuse("seats");

  const [known] = await db.select({ locale: users.locale }).from(users).where(sql`${users.email} = ${email} COLLATE NOCASE`).limit(1);
  const locale = known && isLocaleCode(known.locale) ? known.locale : context.locale;
  const name = (await nameOfCompany(db, company.id)) ?? company.username;
  const link = `${context.env.PUBLIC_URL || origin}/team/${token}`;
  await mailerFor(context).send(teamInvitationMail(locale, { email, company: name, link, account: Boolean(known) }));
  return { ok: true, email };
}

/** Withdraws a live invitation of this company; false when there is none by that id (used, cancelled, another's). */
export async function cancelTeamInvitation(db: AppLoadContext["db"], companyId: string, id: string): Promise<string | null> {
  const [gone] = await db
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)))
    .returning({ email: companyInvitations.email });
  return gone?.email ?? null;
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { projectCollaborators, projectInvitations, users } from "../../../../db/schema";
import { isLocaleCode, type LocaleCode } from "~/i18n/locales";
import { hitRateLimit } from "../../accounts/rate-limit.server";
import { randomId, randomToken } from "../../accounts/random.server";
import { emailSchema, usernameSchema } from "../../accounts/schemas";
import { sha256Hex } from "../../hash";
import { mailerFor } from "../../mail/mailer.server";
import { invitationMail } from "../../mail/templates.server";
import { collaboratorLimit, INVITATION_MS, seatForInvitation } from "./limits.server";
import type { OwnedProject } from "./project.server";
import type { CollaboratorError, CollaboratorRole } from "./types";

/**
 * Inviting someone to a project (ADR 027), by user name or e-mail. An account gets the invitation on its
 * workspace and by mail; an address without an account gets a link, /invitation/{token}. The token only
 * travels in that mail: the table keeps its SHA-256.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "locale">;
export type InviteResult = { ok: true; name: string } | { ok: false; error: CollaboratorError };

const RoleSchema = v.picklist(["editor", "viewer"] as const);
export const InviteSchema = v.object({
  to: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
  role: RoleSchema,
});

/** Enough for a class or a team at once, not for mailing strangers in bulk. */
export const INVITE_RATE = { limit: 30, windowMs: 60 * 60_000 };

type Invitee = { id: string | null; email: string; name: string; locale: LocaleCode };

async function findInvitee(context: Context, to: string): Promise<Invitee | CollaboratorError> {
  const byEmail = to.includes("@");
  const parsed = byEmail ? v.safeParse(emailSchema, to) : v.safeParse(usernameSchema, to);
  if (!parsed.success) return byEmail ? "invalid" : "unknownName";
  const column = byEmail ? users.email : users.username;
  const [account] = await context.db
    .select({ id: users.id, email: users.email, name: users.username, locale: users.locale, grade: users.grade })
    .from(users)
    .where(sql`${column} = ${parsed.output} COLLATE NOCASE`)
    .limit(1);
  if (account && account.grade >= 0) {
    const locale = isLocaleCode(account.locale) ? account.locale : context.locale;
    return { id: account.id, email: account.email.toLowerCase(), name: account.name, locale };
  }
  // An unknown name is a typo to fix; an unknown address is someone to bring in with a link.
  return byEmail ? { id: null, email: parsed.output, name: parsed.output, locale: context.locale } : "unknownName";
}

export async function invite(context: Context, project: OwnedProject, inviter: { id: string; name: string }, input: Record<string, unknown>, origin: string, now = Date.now()): Promise<InviteResult> {
  const parsed = v.safeParse(InviteSchema, input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const invitee = await findInvitee(context, parsed.output.to);
  if (typeof invitee === "string") return { ok: false, error: invitee };
  if (invitee.id === project.ownerId) return { ok: false, error: "self" };
  if (!(await hitRateLimit(context.db, `invite:${inviter.id}`, INVITE_RATE, now)).allowed) return { ok: false, error: "rateLimited" };
  const { db } = context;
  if (invitee.id) {
    const [member] = await db.select({ role: projectCollaborators.role }).from(projectCollaborators)
      .where(and(eq(projectCollaborators.projectId, project.id), eq(projectCollaborators.userId, invitee.id))).limit(1);
    if (member) return { ok: false, error: "already" };
  }
  // Expired invitations hold no seat and block nobody: they go before the checks.
  await db.delete(projectInvitations).where(and(eq(projectInvitations.projectId, project.id), lte(projectInvitations.expiresAt, new Date(now))));
  const sameInvitee = invitee.id ? or(eq(projectInvitations.inviteeId, invitee.id), eq(projectInvitations.email, invitee.email)) : eq(projectInvitations.email, invitee.email);
  const [pending] = await db.select({ id: projectInvitations.id }).from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, project.id), gt(projectInvitations.expiresAt, new Date(now)), sameInvitee)).limit(1);
  if (pending) return { ok: false, error: "already" };

  const token = randomToken();
  const role: CollaboratorRole = parsed.output.role;
  const email = invitee.id && !parsed.output.to.includes("@") ? null : invitee.email;
  const inserted = await db.run(sql`INSERT INTO project_invitations (id, project_id, role, email, invitee_id, token_hash, invited_by, created_at, expires_at)
    SELECT ${randomId("inv")}, ${project.id}, ${role}, ${email}, ${invitee.id}, ${await sha256Hex(token)}, ${inviter.id}, ${now}, ${now + INVITATION_MS}
    WHERE ${seatForInvitation(project.id, collaboratorLimit(project.ownerGrade), now)}`);
  if (inserted.meta.changes !== 1) return { ok: false, error: "limit" };

  const link = `${context.env.PUBLIC_URL || origin}/invitation/${token}`;
  const mail = invitationMail(invitee.locale, { email: invitee.email, inviter: inviter.name, title: project.title, role, link, account: invitee.id !== null });
  await mailerFor(context).send(mail);
  return { ok: true, name: invitee.name };
}

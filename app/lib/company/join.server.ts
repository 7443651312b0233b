import { eq, sql } from "drizzle-orm";
import { companyInvitations, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { sha256Hex } from "../hash";
import type { CurrentUser } from "../session.server";
import { isMember, nameOfCompany, seatsTaken } from "./members.server";
import { COMPANY_GRADE, seatsAllowed, type JoinRefusal } from "./seats";

/**
 * The invitee's side (ADR 043): the link's token is the proof, so whoever opens it signed in (with any account) may
 * accept it. Accepting needs the company to hold the Company plan still, and a seat: the invitation held one.
 */

type Invitation = typeof companyInvitations.$inferSelect;
export type JoinCheck = { ok: true; invitation: Invitation; company: string } | { ok: false; refusal: JoinRefusal };

export async function teamInvitationByToken(db: Database, token: string): Promise<Invitation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, await sha256Hex(token))).limit(1);
  return row ?? null;
}

/** Whether this person may accept the invitation now, and the company's name to show. */
export async function checkJoin(db: Database, invitation: Invitation | null, user: CurrentUser, now = Date.now()): Promise<JoinCheck> {
  if (!invitation) return { ok: false, refusal: "used" };
  if (invitation.expiresAt.getTime() <= now) return { ok: false, refusal: "expired" };
  if (invitation.companyId === user.id) return { ok: false, refusal: "self" };
  if (user.ownGrade < 1) return { ok: false, refusal: "unverified" };
  const [company] = await db.select({ grade: users.grade, bannedAt: users.bannedAt }).from(users).where(eq(users.id, invitation.companyId)).limit(1);
  // A banned company shares nothing (shared-grade.server.ts): its link is as good as lapsed.
  if (!company || company.grade !== COMPANY_GRADE || company.bannedAt) return { ok: false, refusal: "lapsed" };
  if (await isMember(db, invitation.companyId, user.id)) return { ok: false, refusal: "member" };
  return { ok: true, invitation, company: (await nameOfCompany(db, invitation.companyId)) ?? "" };
}

export async function acceptTeamInvitation(db: Database, invitation: Invitation | null, user: CurrentUser, now = Date.now()): Promise<JoinCheck> {
  const checked = await checkJoin(db, invitation, user, now);
  if (!checked.ok) {
    // Already in: the link has done its work.
    if (checked.refusal === "member" && invitation) await db.delete(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    return checked;
  }
  // Claimed by deleting it: of two acceptances at once, only one gets the row (and its seat).
  const [claimed] = await db.delete(companyInvitations).where(eq(companyInvitations.id, checked.invitation.id)).returning();
  if (!claimed) return { ok: false, refusal: "used" };
  const added = await db.run(sql`INSERT INTO company_members (company_id, user_id, created_at)
    SELECT ${claimed.companyId}, ${user.id}, ${now}
    WHERE ${seatsTaken(claimed.companyId, now)} < ${seatsAllowed(COMPANY_GRADE)}
    ON CONFLICT DO NOTHING`);
  if (added.meta.changes === 1) return checked;
  // No seat left after all (two people at once on a full team): the invitation waits for one.
  await db.insert(companyInvitations).values(claimed);
  return { ok: false, refusal: "seats" };
}

import { and, eq, isNotNull, isNull } from "drizzle-orm";
import * as v from "valibot";
import { sessions, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { auditLine, type Person } from "./audit.server";
import { reasonSchema } from "./schemas";

/**
 * Banning and unbanning (ADR 038). A ban ends every session of the account in the same batch (the session rows
 * are the store every request checks, so the person is logged out everywhere on their next request) and blocks
 * login and registration with the spec's words (login and register already refuse a banned account).
 */

export type ActionError = "reason" | "gone" | "self" | "staff" | "already" | "unverified" | "banned" | "noPlan" | "plan" | "endsOn" | "payments";
export type ActionResult = { ok: true } | { ok: false; error: ActionError };

/** The HTTP status of each refusal of a staff action: what was sent, who it is about, or the state it is in. */
export const ACTION_STATUS: Record<ActionError | "token", number> = {
  reason: 400,
  plan: 400,
  endsOn: 400,
  gone: 404,
  self: 403,
  staff: 403,
  token: 403,
  already: 409,
  unverified: 409,
  banned: 409,
  noPlan: 409,
  payments: 502,
};

export type Target = Person & { grade: number; bannedAt: Date | null; staffRole: string | null };

export async function targetAccount(db: Database, id: string): Promise<Target | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, grade: users.grade, bannedAt: users.bannedAt, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  // A removed account (grade -1) is gone for the back office's actions too.
  return row && row.grade >= 0 ? row : null;
}

/** What no staff may do to an account whatever the action: act on themselves, or on another staff member. */
export function untouchable(staff: Person, target: Target): { ok: false; error: ActionError } | null {
  if (target.id === staff.id) return { ok: false, error: "self" };
  // Staff lose their role through the operators' script first (README): the site never sanctions staff.
  if (target.staffRole) return { ok: false, error: "staff" };
  return null;
}

/** The account an action is about, or why the action stops here: gone, the staff member's own, or staff's. */
export async function actionTarget(db: Database, staff: Person, targetId: string): Promise<{ target: Target } | { ok: false; error: ActionError }> {
  const target = await targetAccount(db, targetId);
  if (!target) return { ok: false, error: "gone" };
  return untouchable(staff, target) ?? { target };
}

export async function banAccount(db: Database, staff: Person, targetId: string, input: unknown, now = new Date()): Promise<ActionResult> {
  const parsed = v.safeParse(reasonSchema, input);
  if (!parsed.success) return { ok: false, error: "reason" };
  const found = await actionTarget(db, staff, targetId);
  if (!("target" in found)) return found;
  const { target } = found;
  if (target.bannedAt) return { ok: false, error: "already" };
  await db.batch([
    auditLine(db, { staff, action: "ban", target, reason: parsed.output.reason }, now, isNull(users.bannedAt)),
    db.update(users).set({ bannedAt: now, banReason: parsed.output.reason }).where(and(eq(users.id, target.id), isNull(users.bannedAt))),
    db.delete(sessions).where(eq(sessions.userId, target.id)),
  ]);
  return { ok: true };
}

export async function unbanAccount(db: Database, staff: Person, targetId: string, input: unknown, now = new Date()): Promise<ActionResult> {
  const parsed = v.safeParse(reasonSchema, input);
  if (!parsed.success) return { ok: false, error: "reason" };
  const found = await actionTarget(db, staff, targetId);
  if (!("target" in found)) return found;
  const { target } = found;
  if (!target.bannedAt) return { ok: false, error: "already" };
  await db.batch([
    auditLine(db, { staff, action: "unban", target, reason: parsed.output.reason }, now, isNotNull(users.bannedAt)),
    db.update(users).set({ bannedAt: null, banReason: null }).where(and(eq(users.id, target.id), isNotNull(users.bannedAt))),
  ]);
  return { ok: true };
}

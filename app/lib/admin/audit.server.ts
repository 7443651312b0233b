import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { staffActions, users, type StaffActionKind } from "../../../db/schema";
import { randomId } from "../accounts/random.server";
import type { Database } from "../db.server";

/**
 * The audit log (ADR 038): every staff action is one line, written in the same batch as the change it records, so
 * a change without its line (or the reverse) cannot happen. There is no update or delete here, and the database's
 * triggers refuse both.
 */

export type Person = { id: string; username: string };
export type AuditEntry = {
  /** null: no person did it (a grant reaching its end date, an operator's script). */
  staff: Person | null;
  action: StaffActionKind;
  target: Person;
  reason?: string;
  detail?: Record<string, string | number | null>;
};

/** The row an entry becomes. */
function auditRow(entry: AuditEntry, now: Date) {
  return {
    id: randomId("a"),
    staffId: entry.staff?.id ?? null,
    staffName: entry.staff?.username ?? null,
    action: entry.action,
    targetId: entry.target.id,
    targetName: entry.target.username,
    reason: entry.reason ?? "",
    detail: JSON.stringify(entry.detail ?? {}),
    createdAt: now,
  };
}

/**
 * The line of an action, written only if the account is still in the state the action starts from (`when`, on
 * `users`), checked in the batch before the change, whose statements carry the same condition: two staff members (or
 * two requests) acting at once change the account once and log it once.
 */
export function auditLine(db: Database, entry: AuditEntry, now: Date, when?: SQL) {
  const row = auditRow(entry, now);
  return db.insert(staffActions).select(
    db
      .select({
        id: sql`${row.id}`.as("id"),
        staffId: sql`${row.staffId}`.as("staff_id"),
        staffName: sql`${row.staffName}`.as("staff_name"),
        action: sql`${row.action}`.as("action"),
        targetId: sql`${row.targetId}`.as("target_id"),
        targetName: sql`${row.targetName}`.as("target_name"),
        reason: sql`${row.reason}`.as("reason"),
        detail: sql`${row.detail}`.as("detail"),
        createdAt: sql`${now.getTime()}`.as("created_at"),
      })
      .from(users)
      .where(and(eq(users.id, row.targetId), when)),
  );
}

export const AUDIT_PAGE = 100;

/** The newest lines first: all of them, or one account's. */
export async function auditLog(db: Database, targetId?: string, limit = AUDIT_PAGE) {
  const rows = await db
    .select()
    .from(staffActions)
    .where(targetId ? eq(staffActions.targetId, targetId) : undefined)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(limit);
  return rows.map(({ detail, ...row }) => ({ ...row, detail: parseDetail(detail) }));
}

function parseDetail(text: string): Record<string, string | number | null> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, string | number | null>) : {};
  } catch {
    return {};
  }
}

export type AuditLine = Awaited<ReturnType<typeof auditLog>>[number];

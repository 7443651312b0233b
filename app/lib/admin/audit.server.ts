import { desc, eq } from "drizzle-orm";
import { staffActions, type StaffActionKind } from "../../../db/schema";
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
export function auditRow(entry: AuditEntry, now: Date) {
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

export function auditLine(db: Database, entry: AuditEntry, now: Date) {
  return db.insert(staffActions).values(auditRow(entry, now));
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

import { and, desc, eq, exists, lte, sql } from "drizzle-orm";
import * as v from "valibot";
import { commissions, users } from "../../../db/schema";
import { commissionStatus, type CommissionStatus } from "../affiliation/rules";
import type { Database } from "../db.server";
import { auditLine, type Person } from "./audit.server";
import { reasonSchema } from "./schemas";

/**
 * Affiliation payouts in the back office (ADR 040, admins only). Staff pay a referrer by bank transfer, then mark
 * every payable commission of that referrer in that currency paid, with the transfer's reference; a refunded
 * invoice's commission is cancelled with the reason. Each change and its audit line are one batch, under the same
 * condition, so two admins clicking at once pay (and log) once.
 */

export const LEDGER_LIMIT = 500;

export type CommissionLine = {
  id: string;
  invoiceId: string;
  customer: Person;
  amount: number;
  currency: string;
  paidOn: Date;
  status: CommissionStatus;
  payoutRef: string | null;
};
export type ReferrerLedger = { referrer: Person; totals: Record<string, Record<CommissionStatus, number>>; lines: CommissionLine[] };

/** Every referrer with commissions, the ones with money payable first, each with its totals per currency. */
export async function ledgersByReferrer(db: Database, now = Date.now()): Promise<ReferrerLedger[]> {
  const referrer = sql<string>`(select username from users where id = ${commissions.referrerId})`;
  const rows = await db
    .select({ row: commissions, customerName: users.username, referrerName: referrer })
    .from(commissions)
    .leftJoin(users, eq(users.id, commissions.referredUserId))
    .orderBy(desc(commissions.invoicePaidAt))
    .limit(LEDGER_LIMIT);
  const byReferrer = new Map<string, ReferrerLedger>();
  for (const { row, customerName, referrerName } of rows) {
    const ledger = byReferrer.get(row.referrerId) ?? { referrer: { id: row.referrerId, username: referrerName ?? "?" }, totals: {}, lines: [] };
    byReferrer.set(row.referrerId, ledger);
    const status = commissionStatus(row, now);
    ledger.totals[row.currency] ??= { pending: 0, payable: 0, paid: 0, cancelled: 0 };
    ledger.totals[row.currency][status] += row.amount;
    ledger.lines.push({
      id: row.id,
      invoiceId: row.invoiceId,
      customer: { id: row.referredUserId, username: customerName ?? "?" },
      amount: row.amount,
      currency: row.currency,
      paidOn: row.invoicePaidAt,
      status,
      payoutRef: row.payoutRef,
    });
  }
  const payable = (ledger: ReferrerLedger) => Object.values(ledger.totals).reduce((sum, t) => sum + t.payable, 0);
  return [...byReferrer.values()].sort((a, b) => payable(b) - payable(a) || a.referrer.username.localeCompare(b.referrer.username));
}

export type PayoutError = "reason" | "gone" | "nothing";
export type PayoutResult = { ok: true } | { ok: false; error: PayoutError };

const payoutSchema = v.object({ ...reasonSchema.entries, referrerId: v.pipe(v.string(), v.minLength(1)), currency: v.picklist(["EUR", "CHF"]) });
const cancelSchema = v.object({ ...reasonSchema.entries, commissionId: v.pipe(v.string(), v.minLength(1)) });

async function person(db: Database, id: string): Promise<Person | null> {
  const [row] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Marks paid every commission of the referrer, in the currency, that is payable now (past the withdrawal period). */
export async function markPaid(db: Database, staff: Person, input: unknown, now = new Date()): Promise<PayoutResult> {
  const parsed = v.safeParse(payoutSchema, input);
  if (!parsed.success) return { ok: false, error: parsed.issues[0].path?.[0]?.key === "reason" ? "reason" : "gone" };
  const { referrerId, currency, reason } = parsed.output;
  const target = await person(db, referrerId);
  if (!target) return { ok: false, error: "gone" };
  const payable = and(eq(commissions.referrerId, referrerId), eq(commissions.currency, currency), eq(commissions.status, "pending"), lte(commissions.payableAt, now));
  const [due] = await db.select({ total: sql<number>`coalesce(sum(${commissions.amount}), 0)`, count: sql<number>`count(*)` }).from(commissions).where(payable);
  if (!due || due.count === 0) return { ok: false, error: "nothing" };
  await db.batch([
    auditLine(db, { staff, action: "commission-payout", target, reason, detail: { amount: due.total, currency, count: due.count } }, now, exists(db.select({ id: commissions.id }).from(commissions).where(payable))),
    db.update(commissions).set({ status: "paid", paidAt: now, payoutRef: reason, settledBy: staff.id }).where(payable),
  ]);
  return { ok: true };
}

/** Cancels one commission not paid yet (its invoice was refunded), with the reason. */
export async function cancelCommission(db: Database, staff: Person, input: unknown, now = new Date()): Promise<PayoutResult> {
  const parsed = v.safeParse(cancelSchema, input);
  if (!parsed.success) return { ok: false, error: parsed.issues[0].path?.[0]?.key === "reason" ? "reason" : "gone" };
  const { commissionId, reason } = parsed.output;
  const [row] = await db.select().from(commissions).where(eq(commissions.id, commissionId));
  if (!row) return { ok: false, error: "gone" };
  const target = await person(db, row.referrerId);
  if (!target) return { ok: false, error: "gone" };
  if (row.status !== "pending") return { ok: false, error: "nothing" };
  const open = and(eq(commissions.id, row.id), eq(commissions.status, "pending"));
  await db.batch([
    auditLine(db, { staff, action: "commission-cancel", target, reason, detail: { amount: row.amount, currency: row.currency, invoice: row.invoiceId } }, now, exists(db.select({ id: commissions.id }).from(commissions).where(open))),
    db.update(commissions).set({ status: "cancelled", paidAt: null, payoutRef: reason, settledBy: staff.id }).where(open),
  ]);
  return { ok: true };
}

import { and, asc, desc, eq, min, sql } from "drizzle-orm";
import { commissions, invoices, referrals, users } from "../../../db/schema";
import { randomId } from "../accounts/random.server";
import type { Database } from "../db.server";
import { COMMISSION_RATE, COMMISSION_YEAR_MS, commissionCents, commissionStatus, WITHDRAWAL_MS } from "./rules";

/**
 * The commissions ledger (ADR 040). `invoice.paid` calls `commissionForInvoice` after storing the invoice: the
 * referred customer's invoices paid within a year of their first one earn the referrer 20 %, except the teacher
 * offer (Education). The invoice id is unique in the ledger, so however often Stripe says an invoice was paid, it
 * earns once.
 */

export type PaidInvoice = { id: string; userId: string; amountPaid: number; currency: string; paidAt: Date; plan: "pro" | "education" | "company" };

export async function commissionForInvoice(db: Database, invoice: PaidInvoice): Promise<boolean> {
  if (invoice.plan === "education" || invoice.amountPaid <= 0) return false;
  const [referral] = await db.select({ referrerId: referrals.referrerId }).from(referrals).where(eq(referrals.referredUserId, invoice.userId));
  if (!referral || referral.referrerId === invoice.userId) return false;
  const [first] = await db.select({ at: min(invoices.paidAt) }).from(invoices).where(eq(invoices.userId, invoice.userId));
  const firstPaid = first?.at ? new Date(first.at).getTime() : invoice.paidAt.getTime();
  if (invoice.paidAt.getTime() - firstPaid >= COMMISSION_YEAR_MS) return false;
  const created = await db
    .insert(commissions)
    .values({
      id: randomId("cm"),
      referrerId: referral.referrerId,
      referredUserId: invoice.userId,
      invoiceId: invoice.id,
      amount: commissionCents(invoice.amountPaid),
      invoiceAmount: invoice.amountPaid,
      currency: invoice.currency,
      invoicePaidAt: invoice.paidAt,
      payableAt: new Date(invoice.paidAt.getTime() + WITHDRAWAL_MS),
    })
    .onConflictDoNothing()
    .returning({ id: commissions.id });
  return created.length > 0;
}

/**
 * The referred customer as the referrer sees them: a stable pseudonym, never the name or address (the referrer
 * has no business knowing who subscribed). The letters come from the customer's id, so one customer keeps one label.
 */
export function pseudonym(referredUserId: string): string {
  let hash = 0;
  for (const char of referredUserId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(36).toUpperCase().padStart(6, "0").slice(-6);
}

/** The referrer's ledger, newest first, with each line's status as of now. */
export async function ledgerOf(db: Database, referrerId: string, now = Date.now()) {
  const rows = await db.select().from(commissions).where(eq(commissions.referrerId, referrerId)).orderBy(desc(commissions.invoicePaidAt), asc(commissions.id));
  return rows.map((row) => ({
    id: row.id,
    paidOn: row.invoicePaidAt,
    customer: pseudonym(row.referredUserId),
    amount: row.amount,
    currency: row.currency,
    status: commissionStatus(row, now),
    settledAt: row.paidAt,
  }));
}

/** How many accounts the referrer brought (shown beside the ledger, which only lists paying ones). */
export async function referredCount(db: Database, referrerId: string): Promise<number> {
  const rows = await db.select({ id: referrals.referredUserId }).from(referrals).innerJoin(users, eq(users.id, referrals.referredUserId)).where(eq(referrals.referrerId, referrerId));
  return rows.length;
}

/**
 * A credit note on a paid invoice (Stripe's way to refund an invoice, wholly or in part): a commission not paid out
 * yet becomes 20 % of what is left paid, and is cancelled when nothing is. A commission already paid out is left as
 * it is: staff settle it with the referrer (ADR 040).
 */
export async function creditCommission(db: Database, invoiceId: string, creditedCents: number): Promise<void> {
  if (creditedCents <= 0) return;
  // One statement, computed by the database from the row as it is: two credit notes at once both count.
  const credited = sql`min(${commissions.invoiceAmount}, ${commissions.credited} + ${creditedCents})`;
  const left = sql`cast(round((${commissions.invoiceAmount} - ${credited}) * ${COMMISSION_RATE}) as integer)`;
  await db
    .update(commissions)
    .set({ credited, amount: left, status: sql`case when ${left} = 0 then 'cancelled' else ${commissions.status} end` })
    .where(and(eq(commissions.invoiceId, invoiceId), eq(commissions.status, "pending")));
}

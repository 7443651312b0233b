import { desc, eq } from "drizzle-orm";
import { subscriptions } from "../../../db/schema";
import { entitled } from "../billing/subscriptions.server";
import { invoicesOf } from "../billing/invoices.server";
import type { Database } from "../db.server";

/** What an account paid (ADR 037) as its back-office page shows it: its subscriptions, then its paid invoices. */
export async function paymentsOf(db: Database, userId: string, now = Date.now()) {
  const [rows, invoices] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.stateAt)),
    invoicesOf(db, userId),
  ]);
  return {
    subscriptions: rows.map((row) => ({
      id: row.id,
      plan: row.plan,
      period: row.period,
      currency: row.currency,
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEnd: row.currentPeriodEnd,
      inForce: entitled(row, now),
    })),
    invoices,
  };
}

export type AccountPayments = Awaited<ReturnType<typeof paymentsOf>>;

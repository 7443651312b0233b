import { desc, eq } from "drizzle-orm";
import { invoices } from "../../../db/schema";
import type { Database } from "../db.server";

/** An account's paid invoices, newest first, as the webhook stored them from Stripe (ADR 037). */
export async function invoicesOf(db: Database, userId: string) {
  return db
    .select({ id: invoices.id, number: invoices.number, amountPaid: invoices.amountPaid, currency: invoices.currency, hostedUrl: invoices.hostedUrl, pdfUrl: invoices.pdfUrl, paidAt: invoices.paidAt })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.paidAt))
    .limit(200);
}

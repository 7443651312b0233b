import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Affiliation (ADR 040): every account's referral code, who referred whom (set once, at registration), and the
 * ledger of commissions on the referred customers' paid invoices, which staff mark paid in the back office.
 */

/** An account's code in its link `/r/{code}`, made the first time the account opens its referral tab. */
export const referralCodes = sqliteTable("referral_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** The referrer of an account, written once when the account is created through a referral link. */
export const referrals = sqliteTable(
  "referrals",
  {
    referredUserId: text("referred_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("referrals_referrer").on(t.referrerId)],
);

/**
 * One commission per paid invoice (the unique invoice id: a replayed or repeated `invoice.paid` adds nothing).
 * `status` is stored as pending, paid or cancelled; a pending commission is payable once `payableAt` (the paid
 * date plus the 14-day withdrawal period) has passed, which needs no job to flip it.
 */
export const commissions = sqliteTable(
  "commissions",
  {
    id: text("id").primaryKey(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id").notNull(),
    invoiceId: text("invoice_id").notNull().unique(),
    /** Cents: 20 % of what the invoice paid (tax included) less what was credited back, rounded to the cent. */
    amount: integer("amount").notNull(),
    /** What the invoice paid and what credit notes gave back since, in cents: the amount is computed from both. */
    invoiceAmount: integer("invoice_amount").notNull(),
    credited: integer("credited").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "paid", "cancelled"] }).notNull().default("pending"),
    invoicePaidAt: integer("invoice_paid_at", { mode: "timestamp_ms" }).notNull(),
    payableAt: integer("payable_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** The transfer's reference staff typed when marking it paid, or why they cancelled it. */
    payoutRef: text("payout_ref"),
    settledBy: text("settled_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("commissions_referrer").on(t.referrerId, t.invoicePaidAt)],
);

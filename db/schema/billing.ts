import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Billing through Stripe (ADR 037). Stripe holds the truth about money; these tables keep what the site needs to
 * grant a plan without asking Stripe on every request: who is whose customer, each subscription's last known
 * state, the events already handled (idempotency) and the invoices paid.
 */

/** One Stripe customer per account, reused by every later checkout and by the customer portal. */
export const billingCustomers = sqliteTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/**
 * A subscription's last known state, copied from Stripe's subscription object (never pieced together from the
 * order events arrived in). `stateAt` is when Stripe produced that state: an older snapshot never replaces it.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    plan: text("plan", { enum: ["pro", "education", "company"] }).notNull(),
    period: text("period", { enum: ["month", "year"] }).notNull(),
    currency: text("currency", { enum: ["EUR", "CHF"] }).notNull(),
    /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
    status: text("status").notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    /** The first failed payment of the current unpaid stretch: the grace period counts from it. */
    paymentFailedAt: integer("payment_failed_at", { mode: "timestamp_ms" }),
    stateAt: integer("state_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("subscriptions_user").on(t.userId), index("subscriptions_period_end").on(t.currentPeriodEnd)],
);

/** Every webhook event handled, stored once by its id: a replay finds it and changes nothing. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** Stripe's paid invoices, listed in /account/invoices with their PDF (and, later, the referrers' commissions). */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id"),
    number: text("number"),
    /** Cents actually paid, tax included. */
    amountPaid: integer("amount_paid").notNull(),
    currency: text("currency").notNull(),
    hostedUrl: text("hosted_url"),
    pdfUrl: text("pdf_url"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("invoices_user").on(t.userId, t.paidAt)],
);

/**
 * The local payments provider's own records (development and tests, ADR 037): the checkouts a developer confirms
 * or declines on /dev/checkout/{id} and the subscriptions that creates, as the JSON objects Stripe would hold.
 * Never written where a Stripe key is configured.
 */
export const devPayments = sqliteTable("dev_payments", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["checkout", "subscription"] }).notNull(),
  userId: text("user_id").notNull(),
  data: text("data").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

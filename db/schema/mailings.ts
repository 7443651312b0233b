import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/** What happened on a creator's games, for the "activité de mes jeux" daily digest (ADR 049). */
export const ACTIVITY_KINDS = ["review-pending", "review-approved", "review-rejected", "report", "collaborator-joined"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One line of a creator's activity, recorded when it happens and mailed in the next daily digest. The title and the
 * other person's name are copied at the time, so the digest reads right after a rename. `digestedAt` is set once the
 * line was mailed, or passed over because its owner does not want these mails (then it is never mailed later).
 */
export const activityEvents = sqliteTable(
  "activity_events",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    title: text("title").notNull(),
    // The collaborator who joined, the report's reason; "" otherwise.
    detail: text("detail").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    digestedAt: integer("digested_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("activity_events_waiting").on(t.userId, t.createdAt).where(sql`${t.digestedAt} IS NULL`)],
);

/**
 * A newsletter written by staff (ADR 049): a subject and a plain-text body per language (JSON, French required, the
 * others falling back to it). `draft` until sent; then `sending` while batches go out, `sent` when none is left.
 */
export const newsletters = sqliteTable("newsletters", {
  id: text("id").primaryKey(),
  content: text("content").notNull(),
  status: text("status", { enum: ["draft", "sending", "sent"] }).notNull().default("draft"),
  createdBy: text("created_by").notNull(),
  sentBy: text("sent_by"),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/**
 * One newsletter to one confirmed subscriber: the queue the batches work through and the progress staff read. A batch
 * claims rows (`claimedAt`) so two runs never mail the same person; a row claimed long ago and never sent is claimed
 * again, up to a few attempts, then counted as failed.
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    newsletterId: text("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.userId] }), index("newsletter_deliveries_waiting").on(t.newsletterId).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

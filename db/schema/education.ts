import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

// The same two kinds as the form's schema (app/lib/education/request-schema.ts), which the browser loads too.
const ORGANISATION_KINDS = ["school", "association"] as const;
export const EDUCATION_REQUEST_STATES = ["pending", "approved", "refused"] as const;

/**
 * Requests for the Education offer sent from /education (ADR 039): who asks, for which school or association, in
 * what role, and the proof staff read before they approve (which opens the teacher offer, or grants Education for
 * free until a date) or refuse. At most one request per account waits at a time (a unique partial index says so).
 */
export const educationRequests = sqliteTable(
  "education_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationKind: text("organisation_kind", { enum: ORGANISATION_KINDS }).notNull(),
    organisationName: text("organisation_name").notNull(),
    role: text("role").notNull(),
    proof: text("proof").notNull(),
    /** Where staff answer: the account's address unless the person typed another (a school address, say). */
    contactEmail: text("contact_email").notNull(),
    status: text("status", { enum: EDUCATION_REQUEST_STATES }).notNull().default("pending"),
    /** Staff's words with the decision: required for a refusal (it is mailed), optional for an approval. */
    decisionReason: text("decision_reason"),
    decidedBy: text("decided_by"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    uniqueIndex("education_requests_pending").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("education_requests_user").on(t.userId, t.createdAt),
    index("education_requests_status").on(t.status, t.createdAt),
  ],
);

import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Company seats (issue 26, ADR 043): the people a Company account let in. While the company holds the Company plan a
 * member's plan is at least the company's, and every project of the company opens to them as to an editor. A row is
 * the membership: deleting it (removed, left) ends both on the next request; so does the company's plan ending.
 */
export const companyMembers = sqliteTable(
  "company_members",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user").on(t.userId)],
);

/**
 * Invitations to a company, by e-mail. The link's token travels only in the mail; the table keeps its SHA-256. A row
 * is deleted once accepted or cancelled; an expired one holds no seat.
 */
export const companyInvitations = sqliteTable(
  "company_invitations",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Lower-case, as the form's schema leaves it.
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("company_invitations_company").on(t.companyId)],
);

import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Grades follow spec section 4: -1 removed, 0 unverified, 1 verified, 3/5 pro, 4 education, 6 company. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    grade: integer("grade").notNull().default(0),
    accountType: text("account_type", { enum: ["player", "creator"] }).notNull().default("player"),
    usageContext: text("usage_context").notNull().default("personal"),
    avatarKey: text("avatar_key"),
    fileUid: text("file_uid").notNull(),
    storageBytes: integer("storage_bytes").notNull().default(0),
    bio: text("bio").notNull().default(""),
    // JSON object of the profile's social links by network (app/lib/profiles), "{}" without any.
    socialLinks: text("social_links").notNull().default("{}"),
    // Whether others may see the sessions this person played and created on /c/{name}/parties.
    partiesPublic: integer("parties_public", { mode: "boolean" }).notNull().default(false),
    // Staff role, independent of the plan's grade (ADR 028, ADR 038): null for everyone but the few staff.
    staffRole: text("staff_role", { enum: ["admin", "moderator"] }),
    // Extra storage earned by reviews (spec section 9: 0.05 MB for the first review of each game).
    storageBonusBytes: integer("storage_bonus_bytes").notNull().default(0),
    locale: text("locale").notNull().default("fr"),
    bannedAt: integer("banned_at", { mode: "timestamp_ms" }),
    /** Why staff banned the account (ADR 038); the audit log keeps every ban and unban. */
    banReason: text("ban_reason"),
    /**
     * When staff approved this account's Education request (set by the back office): only then may it buy the
     * teacher offer (ADR 037). Null: the offer is not open to it.
     */
    teacherOfferAt: integer("teacher_offer_at", { mode: "timestamp_ms" }),
    /** Registering, or signing in with Google, accepts the terms of use (spec section 5). */
    termsAcceptedAt: integer("terms_accepted_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    uniqueIndex("users_username_nocase").on(sql`${t.username} COLLATE NOCASE`),
    uniqueIndex("users_email_nocase").on(sql`${t.email} COLLATE NOCASE`),
  ],
);

/**
 * Server-side sessions: the `_sr` cookie carries a random token; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = sqliteTable("sessions", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** Mail preferences of /account/mail and /account/newsletter. */
export const mailPreferences = sqliteTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Asked for; only a confirmed address (`newsletterConfirmedAt`) receives the newsletter (double opt-in, ADR 049). */
  newsletter: integer("newsletter", { mode: "boolean" }).notNull().default(false),
  newsletterConfirmedAt: integer("newsletter_confirmed_at", { mode: "timestamp_ms" }),
  productNews: integer("product_news", { mode: "boolean" }).notNull().default(true),
  gameActivity: integer("game_activity", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

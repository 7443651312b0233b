import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { LOCALE_CODES } from "../../app/i18n/locales";

/**
 * Custom domains of Company accounts (ADR 042). A host is held by one account at a time: `host` is unique, and a
 * removed host gives its row up (deleted), so another account may register it after. `status` is pending until the
 * TXT and CNAME records are found, verified after, failed when the last check did not find them; `lastError` says
 * which record was missing. `providerId` and `certStatus` are the provisioning adapter's hostname and certificate.
 */
export const companyDomains = sqliteTable(
  "company_domains",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    host: text("host").notNull().unique(),
    txtToken: text("txt_token").notNull(),
    status: text("status", { enum: ["pending", "verified", "failed", "removed"] }).notNull().default("pending"),
    lastError: text("last_error", { enum: ["txt", "cname", "lookup"] }),
    lastCheckedAt: integer("last_checked_at", { mode: "timestamp_ms" }),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    certStatus: text("cert_status"),
    providerId: text("provider_id"),
    /** The site language the host's pages speak (ADR 044): the company's choice, not the host's suffix. */
    locale: text("locale", { enum: LOCALE_CODES }).notNull().default("fr"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("company_domains_user").on(t.userId), index("company_domains_status").on(t.status)],
);

/** The local provisioning adapter's custom hostnames (`npm start`, tests): what Cloudflare for SaaS holds in production. */
export const devCustomHostnames = sqliteTable("dev_custom_hostnames", {
  id: text("id").primaryKey(),
  hostname: text("hostname").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Plans given by staff in the back office (ADR 038), not bought: one row per grant, at most one still running per
 * account. A grant with `endsAt` drops to grade 1 once the date passes (the hourly cron, and at once on the
 * person's next request); `endedAt` says when it stopped, by date or by staff.
 */
export const planGrants = sqliteTable(
  "plan_grants",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grade: integer("grade").notNull(),
    reason: text("reason").notNull(),
    grantedBy: text("granted_by").notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    uniqueIndex("plan_grants_running").on(t.userId).where(sql`${t.endedAt} IS NULL`),
    index("plan_grants_due").on(t.endsAt).where(sql`${t.endedAt} IS NULL`),
  ],
);

export const STAFF_ACTIONS = ["ban", "unban", "grant-plan", "end-plan", "plan-expired", "role", "education-approve", "education-refuse", "commission-payout", "commission-cancel", "blog-save", "blog-publish", "blog-schedule", "blog-unpublish", "blog-delete", "newsletter-send"] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];

/**
 * The back office's audit log (ADR 038): append-only. Names are copied at the time of the action, so the log
 * still reads right after a rename, and no foreign key lets a deleted account take its lines with it. Triggers
 * in the migration refuse every UPDATE and DELETE. `staffId` is null for what no person did (an operator's
 * script, a grant reaching its end date).
 */
export const staffActions = sqliteTable(
  "staff_actions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id"),
    staffName: text("staff_name"),
    action: text("action", { enum: STAFF_ACTIONS }).notNull(),
    targetId: text("target_id").notNull(),
    targetName: text("target_name").notNull(),
    reason: text("reason").notNull().default(""),
    // JSON of what the action set (the plan's grade and end date, the role), "{}" otherwise.
    detail: text("detail").notNull().default("{}"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("staff_actions_created").on(t.createdAt), index("staff_actions_target").on(t.targetId, t.createdAt)],
);

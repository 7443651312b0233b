import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { projects } from "./catalogue";

/** What a collaborator may do on a project (ADR 027): change it, or only look at it. */
export const COLLABORATOR_ROLES = ["editor", "viewer"] as const;

/** People a project's owner let in (issue 14, ADR 027); the owner is never a row here. */
export const projectCollaborators = sqliteTable(
  "project_collaborators",
  {
    projectId: text("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: COLLABORATOR_ROLES }).notNull(),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_collaborators_user").on(t.userId)],
);

/**
 * Pending invitations. `inviteeId` is set when the name or e-mail is an account (the invitation is then
 * listed on their workspace); the link's token is never stored, only its SHA-256, so a leaked table opens
 * nothing. A row is deleted once accepted, declined or cancelled.
 */
export const projectInvitations = sqliteTable(
  "project_invitations",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    role: text("role", { enum: COLLABORATOR_ROLES }).notNull(),
    email: text("email"),
    inviteeId: text("invitee_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("project_invitations_project").on(t.projectId), index("project_invitations_invitee").on(t.inviteeId)],
);

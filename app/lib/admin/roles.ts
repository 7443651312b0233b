/**
 * Staff roles of the back office (ADR 038). Pure, shared by the server and the pages. An admin may do whatever a
 * moderator may; plans, payments and the audit log are the admin's alone.
 */
export const STAFF_ROLES = ["admin", "moderator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffNeed = "staff" | "admin";

export function roleAllows(role: StaffRole | null | undefined, need: StaffNeed): boolean {
  if (!role) return false;
  return need === "staff" || role === "admin";
}

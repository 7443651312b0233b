import { sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "../../../db/schema";
import { COMPANY_GRADE } from "./seats";

/**
 * The one rule of a member's plan (ADR 043): a verified account that is a member of a company holding the Company
 * plan (and is not banned by staff) has at least that plan; otherwise its own (paid, granted or free). It is read on every request, never stored
 * on the member: the member's own grade (settled by billing and staff grants, ADR 037 and 038) is left as it is, so
 * a plan they pay for is never lowered, and a membership that ends, or a company whose plan ends, takes the shared
 * plan away on the very next request, whichever way the company's plan ended (billing, cron, staff).
 *
 * `grade` and `id` are the account's columns, of `users` or of an alias of it; inside the sub-query the companies'
 * rows are aliased, so `users` names the outer row.
 */
export function gradeOf(grade: AnySQLiteColumn = users.grade, id: AnySQLiteColumn = users.id): SQL<number> {
  const sharing = sql`EXISTS (SELECT 1 FROM company_members AS cm JOIN users AS cu ON cu.id = cm.company_id
    WHERE cm.user_id = ${id} AND cu.grade = ${COMPANY_GRADE} AND cu.banned_at IS NULL)`;
  return sql<number>`CASE WHEN ${grade} >= 1 AND ${sharing} THEN max(${grade}, ${COMPANY_GRADE}) ELSE ${grade} END`.mapWith(Number);
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { notFound } from "../page.server";
import { currentUser, type CurrentUser } from "../session.server";
import { roleAllows, type StaffNeed, type StaffRole } from "./roles";

export type Staff = CurrentUser & { staffRole: StaffRole };

/**
 * Every back-office read and write starts here (ADR 038): the role is read from the account on this request (never
 * from the cookie), and anyone without the role needed gets the site's 404, so the back office is not advertised.
 */
export async function requireStaff(context: Pick<AppLoadContext, "db" | "cookies" | "env">, need: StaffNeed): Promise<Staff> {
  const user = await currentUser(context);
  if (!user || !roleAllows(user.staffRole, need)) notFound();
  return user as Staff;
}

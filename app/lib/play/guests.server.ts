import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { Database } from "../db.server";
import { PRO_GRADE } from "./access.server";
import { gradeOf } from "../company/shared-grade.server";

/**
 * ADR 012: players without an account join only a session whose host invited guests, and only while
 * that host is on a Pro plan (Pro, Education, Company); a host whose plan lapsed invites no one any
 * more. The session's stored choice alone is not enough: this is what rooms and tickets go by.
 */
export async function guestsWelcome(db: Database, session: { guests: boolean; userId: string | null }): Promise<boolean> {
  if (!session.guests || !session.userId) return false;
  const [host] = await db.select({ grade: gradeOf() }).from(users).where(eq(users.id, session.userId)).limit(1);
  return (host?.grade ?? 0) >= PRO_GRADE;
}


import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull } from "drizzle-orm";
import * as v from "valibot";
import { sessions, users } from "../../db/schema";
import { SESSION_COOKIE } from "./cookies";
import { sha256Hex } from "./hash";

export type CurrentUser = { id: string; username: string; grade: number; email: string; fileUid: string };

/**
 * The `_sr` cookie holds the spec's session fields (gr, user, fuid, Name, Mail, pp, storage, tk); only
 * `tk` is trusted, and only after it matches a live session row. The other fields are display hints.
 */
const sessionCookieSchema = v.object({ tk: v.pipe(v.string(), v.minLength(32), v.maxLength(128)) });

export function sessionToken(cookies: Record<string, string>): string | null {
  const raw = cookies[SESSION_COOKIE];
  if (!raw) return null;
  try {
    const parsed = v.safeParse(sessionCookieSchema, JSON.parse(raw));
    return parsed.success ? parsed.output.tk : null;
  } catch {
    return null;
  }
}

export async function currentUser(context: Pick<AppLoadContext, "db" | "cookies">): Promise<CurrentUser | null> {
  const token = sessionToken(context.cookies);
  if (!token) return null;
  const rows = await context.db
    .select({ id: users.id, username: users.username, grade: users.grade, email: users.email, fileUid: users.fileUid })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, new Date()), isNull(users.bannedAt)))
    .limit(1);
  const user = rows[0];
  // Grade -1 is a removed account: it has no session whatever the cookie says (spec section 4).
  return user && user.grade >= 0 ? user : null;
}

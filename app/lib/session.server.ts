import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import * as v from "valibot";
import { planGrants, sessions, users } from "../../db/schema";
import { sessionUserColumns, userById } from "./accounts/users.server";
import { expireGrants } from "./admin/plan-grants.server";
import { randomId, randomToken } from "./accounts/random.server";
import { SESSION_COOKIE, serializeCookie } from "./cookies";
import { sha256Hex } from "./hash";
import { signValue, verifyValue } from "./signed";
import type { StaffRole } from "./admin/roles";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  /** The plan's grade in force: the account's own, or at least its company's while it is a member (ADR 043). */
  grade: number;
  /** The account's own grade (paid, granted or free): what a company's own rights (brand, domain, seats) ask. */
  ownGrade: number;
  fileUid: string;
  avatarKey: string | null;
  storageBytes: number;
  /** Staff role (ADR 038), read from the account on every request: null for everyone but staff. */
  staffRole: StaffRole | null;
};

/**
 * The `_sr` cookie carries the spec's session fields (gr, user, fuid, Name, Mail, pp, storage, tk),
 * signed. Only `tk` is trusted, and only once it matches a live session row (ADR 003); the other fields
 * are hints for the page, rewritten whenever the account is re-checked.
 */
const cookieSchema = v.object({
  gr: v.number(),
  user: v.string(),
  tk: v.pipe(v.string(), v.minLength(32), v.maxLength(128)),
});

type SessionContext = Pick<AppLoadContext, "db" | "cookies" | "env">;

function sessionSecret(context: Pick<AppLoadContext, "env">): string {
  return context.env.SESSION_SECRET ?? "";
}

export async function readSessionCookie(context: SessionContext): Promise<{ tk: string; gr: number; user: string } | null> {
  const raw = context.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const parsed = v.safeParse(cookieSchema, await verifyValue(sessionSecret(context), raw));
  return parsed.success ? parsed.output : null;
}

export async function sessionToken(context: SessionContext): Promise<string | null> {
  return (await readSessionCookie(context))?.tk ?? null;
}


/**
 * The user a session token belongs to, if the session is live and the account neither banned nor removed. A plan
 * granted by staff whose end date has passed ends here (ADR 038), so the person sees it on this very request.
 */
export async function userForToken(db: AppLoadContext["db"], token: string): Promise<CurrentUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ ...sessionUserColumns, grantEndsAt: planGrants.endsAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(planGrants, and(eq(planGrants.userId, users.id), isNull(planGrants.endedAt)))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, now), isNull(users.bannedAt)))
    .limit(1);
  // Grade -1 is a removed account: it has no session whatever the cookie says (spec section 4).
  if (!row || row.grade < 0) return null;
  const { grantEndsAt, ...user } = row;
  if (grantEndsAt && grantEndsAt <= now) {
    // Another request of the same person may be the one that ends it: read the account again either way.
    await expireGrants(db, now, user.id);
    return (await userById(db, user.id)) ?? null;
  }
  return user;
}

export async function currentUser(context: SessionContext): Promise<CurrentUser | null> {
  const token = await sessionToken(context);
  return token ? userForToken(context.db, token) : null;
}

export function avatarUrl(user: Pick<CurrentUser, "avatarKey">): string {
  return user.avatarKey ? `/files/${user.avatarKey}` : "/images/avatar.svg";
}

/** The signed `_sr` cookie for a user and token. */
export async function sessionCookie(context: Pick<AppLoadContext, "env">, user: CurrentUser, token: string, secure: boolean): Promise<string> {
  const value = await signValue(sessionSecret(context), {
    gr: user.grade,
    user: user.id,
    fuid: user.fileUid,
    Name: user.username,
    Mail: user.email,
    pp: avatarUrl(user),
    storage: user.storageBytes,
    tk: token,
  });
  return serializeCookie(SESSION_COOKIE, value, { maxAge: SESSION_MAX_AGE, httpOnly: true, secure });
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, "", { maxAge: 0, httpOnly: true, secure });
}

/** Starts a session: a random token, stored hashed; returns the Set-Cookie value. */
export async function createSession(context: Pick<AppLoadContext, "db" | "env">, user: CurrentUser, request: Request): Promise<string> {
  const token = randomToken();
  await context.db.insert(sessions).values({
    id: randomId("s"),
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE * 1000),
  });
  return sessionCookie(context, user, token, isSecure(request));
}

export async function destroySession(context: SessionContext): Promise<void> {
  const token = await sessionToken(context);
  if (token) await context.db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}

/** After a password change: every other session of the account ends. */
export async function destroyOtherSessions(db: AppLoadContext["db"], userId: string, keepToken?: string): Promise<void> {
  const keep = keepToken ? await sha256Hex(keepToken) : "";
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
}

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

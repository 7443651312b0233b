import { and, eq, sql } from "drizzle-orm";
import { oauthLinks, sessions, users } from "../../../db/schema";
import { sessionUserColumns } from "./users.server";
import type { Database } from "../db.server";
import type { CurrentUser } from "../session.server";
import { randomId } from "./random.server";
import { USERNAME_MAX } from "./schemas";

/**
 * Which Escaplay account a verified Google identity signs into (ADR 007): the one already linked to its
 * subject, else the one with its e-mail (then linked), else a new one. Signing in with Google accepts the
 * terms of use, as registering does (spec section 5).
 */

export const GOOGLE_PROVIDER = "google";

export type GoogleIdentity = { subject: string; email: string; name?: string; locale?: string };
export type GoogleAccount = { ok: true; user: CurrentUser; created: boolean } | { ok: false; reason: "banned" };

const columns = { ...sessionUserColumns, bannedAt: users.bannedAt };
type Row = CurrentUser & { bannedAt: Date | null };

const toUser = ({ bannedAt: _banned, ...user }: Row): CurrentUser => user;
const refused = (row: Row) => row.bannedAt !== null || row.grade < 0;

async function linkedUser(db: Database, subject: string): Promise<Row | null> {
  const [row] = await db
    .select(columns)
    .from(oauthLinks)
    .innerJoin(users, eq(users.id, oauthLinks.userId))
    .where(and(eq(oauthLinks.provider, GOOGLE_PROVIDER), eq(oauthLinks.subject, subject)))
    .limit(1);
  return row ?? null;
}

async function userWithEmail(db: Database, email: string): Promise<Row | null> {
  const [row] = await db.select(columns).from(users).where(eq(sql`${users.email} COLLATE NOCASE`, email)).limit(1);
  return row ?? null;
}

const acceptTerms = (db: Database, userId: string) =>
  db.update(users).set({ termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${Date.now()})` }).where(eq(users.id, userId));

/** Letters of any alphabet, digits, "_" and "-" (the registration rule), from the name or the e-mail. */
export function usernameBase(name: string | undefined, email: string): string {
  const clean = (text: string) =>
    text
      .normalize("NFC")
      .replace(/[\s.]+/g, "_")
      .replace(/[^\p{L}\p{N}_-]+/gu, "")
      .replace(/_{2,}/g, "_")
      .replace(/^[_-]+|[_-]+$/g, "")
      // Room for a number on collision, within the 30-character limit.
      .slice(0, USERNAME_MAX - 6);
  const fromName = clean(name ?? "");
  if (fromName.length >= 3) return fromName;
  const fromEmail = clean(email.split("@")[0] ?? "");
  return fromEmail.length >= 3 ? fromEmail : "player";
}

/** `base` if free, else `base2`, `base3`… (names compare without case, as the unique index does). */
export async function uniqueUsername(db: Database, base: string): Promise<string> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} LIKE ${pattern} ESCAPE '\\'`)
    .limit(1000);
  const taken = new Set(rows.map((row) => row.username.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function createAccount(db: Database, identity: GoogleIdentity, username: string): Promise<CurrentUser> {
  const user: CurrentUser = {
    id: randomId("u"),
    username,
    email: identity.email.toLowerCase(),
    // The provider has verified the e-mail, so no code is needed (spec section 4: grade 1, verified).
    grade: 1,
    ownGrade: 1,
    fileUid: randomId("f"),
    avatarKey: null,
    storageBytes: 0,
    staffRole: null,
  };
  // One batch: an account never exists without its link, nor a link without its account.
  await db.batch([
    db.insert(users).values({
      ...user,
      passwordHash: null,
      accountType: "player",
      usageContext: "personal",
      locale: identity.locale ?? "fr",
      termsAcceptedAt: new Date(),
    }),
    db.insert(oauthLinks).values({ provider: GOOGLE_PROVIDER, subject: identity.subject, userId: user.id }),
  ]);
  return user;
}

/** Links the identity to an existing account found by e-mail. */
async function linkExisting(db: Database, row: Row, identity: GoogleIdentity): Promise<CurrentUser> {
  await db.insert(oauthLinks).values({ provider: GOOGLE_PROVIDER, subject: identity.subject, userId: row.id }).onConflictDoNothing();
  if (row.grade === 0) {
    // Nobody had proved this address yet; now its owner has. Whoever registered it may not be that
    // owner, so their password and sessions end (the owner can set a password with "forgot password").
    await db.batch([
      db.update(users).set({ grade: 1, passwordHash: null }).where(eq(users.id, row.id)),
      db.delete(sessions).where(eq(sessions.userId, row.id)),
    ]);
    return toUser({ ...row, grade: 1 });
  }
  return toUser(row);
}

export async function accountForGoogle(db: Database, identity: GoogleIdentity): Promise<GoogleAccount> {
  const linked = await linkedUser(db, identity.subject);
  if (linked) {
    if (refused(linked)) return { ok: false, reason: "banned" };
    await acceptTerms(db, linked.id);
    return { ok: true, user: toUser(linked), created: false };
  }
  // Two attempts: a sign-up racing this one for the same e-mail or name is found on the second pass.
  for (let attempt = 0; ; attempt++) {
    const existing = await userWithEmail(db, identity.email);
    if (existing) {
      if (refused(existing)) return { ok: false, reason: "banned" };
      const user = await linkExisting(db, existing, identity);
      await acceptTerms(db, user.id);
      return { ok: true, user, created: false };
    }
    const base = usernameBase(identity.name, identity.email);
    const username = attempt === 0 ? await uniqueUsername(db, base) : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    try {
      return { ok: true, user: await createAccount(db, identity, username), created: true };
    } catch (error) {
      if (attempt >= 1) throw error;
    }
  }
}

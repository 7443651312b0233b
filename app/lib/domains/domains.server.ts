import { and, asc, count, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { companyDomains, users } from "../../../db/schema";
import { DEFAULT_LOCALE, siteHosts, type LocaleCode } from "../../i18n/locales";
import { randomToken } from "../accounts/random.server";
import type { Database } from "../db.server";
import { planForGrade } from "../plans";
import { DnsLookupError, type DnsResolver } from "./dns.server";
import { ownedByPlatform, parseHost, type HostRefusal } from "./host";
import type { Provisioning } from "./provisioning.server";
import { challengeName, saasTarget } from "./records";

/**
 * A company's custom domains (ADR 042): registration with its refusals, the DNS check that verifies a host and then
 * provisions it, and removal. Every function takes the acting account: a domain of another account is not found.
 */

export type CompanyDomain = typeof companyDomains.$inferSelect;
export type DomainsEnv = { SITE_HOSTS?: string; SAAS_CNAME_TARGET?: string };

/** How many hosts a plan may hold at once: one for Company, none for the others. */
export function domainsAllowed(grade: number): number {
  return planForGrade(grade).features.includes("customDomain") ? 1 : 0;
}

/** The account's hosts, removed ones left out, oldest first. */
export function domainsOf(db: Database, userId: string): Promise<CompanyDomain[]> {
  return db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.userId, userId), ne(companyDomains.status, "removed")))
    .orderBy(asc(companyDomains.createdAt));
}

export async function domainOf(db: Database, userId: string, id: string): Promise<CompanyDomain | null> {
  const [row] = await db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.id, id), eq(companyDomains.userId, userId), ne(companyDomains.status, "removed")));
  return row ?? null;
}

function platformHosts(env: DomainsEnv): string[] {
  return [...Object.values(siteHosts(env.SITE_HOSTS)), saasTarget(env)];
}

/** The ownership token of a TXT record: random, so knowing a host tells nothing of it. */
const newToken = () => `escaplay-${randomToken(18)}`;

export type Registration = { ok: true; domain: CompanyDomain } | { ok: false; refusal: HostRefusal; host?: string };

/**
 * Registers `input` for the account: checked for syntax, for hosts the platform owns, for hosts another account
 * holds and against the plan's number of hosts. A removed host may be taken again, by anyone, with a new token.
 */
export async function registerDomain(
  db: Database,
  env: DomainsEnv,
  user: { id: string; grade: number },
  input: unknown,
  locale: LocaleCode = DEFAULT_LOCALE,
): Promise<Registration> {
  const parsed = parseHost(input);
  if (!parsed.ok) return parsed;
  const { host } = parsed;
  if (ownedByPlatform(host, platformHosts(env))) return { ok: false, refusal: "platform", host };
  const [existing] = await db.select().from(companyDomains).where(eq(companyDomains.host, host));
  if (existing && existing.status !== "removed") return { ok: false, refusal: existing.userId === user.id ? "yours" : "taken", host };
  const [{ held }] = await db
    .select({ held: count() })
    .from(companyDomains)
    .where(and(eq(companyDomains.userId, user.id), ne(companyDomains.status, "removed")));
  if (held >= domainsAllowed(user.grade)) return { ok: false, refusal: "overPlan", host };
  const fresh = {
    userId: user.id,
    txtToken: newToken(),
    status: "pending" as const,
    lastError: null,
    lastCheckedAt: null,
    verifiedAt: null,
    certStatus: null,
    providerId: null,
    locale,
    createdAt: new Date(),
  };
  if (existing) {
    // Only a removed row is taken over, and only if it is still removed when written (two accounts at once).
    const [domain] = await db
      .update(companyDomains)
      .set(fresh)
      .where(and(eq(companyDomains.id, existing.id), eq(companyDomains.status, "removed")))
      .returning();
    return domain ? { ok: true, domain } : { ok: false, refusal: "taken", host };
  }
  try {
    const [domain] = await db.insert(companyDomains).values({ id: `dom_${randomToken(12)}`, host, ...fresh }).returning();
    return { ok: true, domain };
  } catch (error) {
    // The unique host: another account registered it between the read above and this insert.
    if (/UNIQUE/i.test(String(error))) return { ok: false, refusal: "taken", host };
    throw error;
  }
}

export type RecordsFound = "ok" | "txt" | "cname" | "lookup";

/** Looks up the two records: the TXT token first (ownership), then the CNAME to the SaaS target. */
export async function findRecords(dns: DnsResolver, host: string, token: string, target: string): Promise<RecordsFound> {
  try {
    const txt = await dns.lookup(challengeName(host), "TXT");
    if (!txt.includes(token)) return "txt";
    const cname = await dns.lookup(host, "CNAME");
    return cname.includes(target) ? "ok" : "cname";
  } catch (error) {
    if (error instanceof DnsLookupError) return "lookup";
    throw error;
  }
}

/**
 * Checks a pending or failed host's records now; a verified host has its certificate's status read again. A host
 * found verified is provisioned at once when a provider is there; without one (production unconfigured) it stays
 * verified with no hostname, and the next check provisions it once the provider is configured.
 */
export async function checkDomain(
  db: Database,
  deps: { dns: DnsResolver; provisioning: Provisioning | null; target: string },
  domain: CompanyDomain,
  now = new Date(),
): Promise<CompanyDomain> {
  let next: Partial<CompanyDomain> = { lastCheckedAt: now };
  if (domain.status !== "verified") {
    const found = await findRecords(deps.dns, domain.host, domain.txtToken, deps.target);
    next =
      found === "ok"
        ? { ...next, status: "verified", verifiedAt: now, lastError: null }
        : { ...next, status: "failed", lastError: found };
  }
  const verified = (next.status ?? domain.status) === "verified";
  if (verified && deps.provisioning) {
    if (domain.providerId) next.certStatus = await deps.provisioning.certStatus(domain.providerId);
    else {
      const created = await deps.provisioning.create(domain.host);
      next = { ...next, providerId: created.id, certStatus: created.certStatus };
    }
  }
  // Written only while the row is not removed: a removal during the look-up wins.
  const [row] = await db
    .update(companyDomains)
    .set(next)
    .where(and(eq(companyDomains.id, domain.id), ne(companyDomains.status, "removed")))
    .returning();
  return row ?? domain;
}

/** The language the host's pages speak (ADR 044); the next request on the host speaks it. */
export async function setDomainLocale(db: Database, domain: CompanyDomain, locale: LocaleCode): Promise<void> {
  await db.update(companyDomains).set({ locale }).where(and(eq(companyDomains.id, domain.id), ne(companyDomains.status, "removed")));
}

/** Removes a host: its provider hostname is deleted first, then the row is marked removed and frees the host. */
export async function removeDomain(db: Database, provisioning: Provisioning | null, domain: CompanyDomain): Promise<void> {
  if (domain.providerId && provisioning) await provisioning.remove(domain.providerId);
  await db
    .update(companyDomains)
    .set({ status: "removed", providerId: null, certStatus: null, lastError: null })
    .where(eq(companyDomains.id, domain.id));
}

/** A run of the hourly cron checks at most this many hosts: the rest wait for the next hour. */
const CRON_BATCH = 50;

/**
 * The hourly re-check: hosts still pending or failed, and verified hosts whose certificate is not active yet, of
 * accounts that still hold the Company plan, least recently checked first.
 */
export async function recheckDomains(
  db: Database,
  deps: { dns: DnsResolver; provisioning: Provisioning | null; target: string },
  now: Date,
): Promise<number> {
  const candidates = await db
    .select({ domain: companyDomains, grade: users.grade })
    .from(companyDomains)
    .innerJoin(users, eq(users.id, companyDomains.userId))
    .where(
      or(
        inArray(companyDomains.status, ["pending", "failed"]),
        and(eq(companyDomains.status, "verified"), or(isNull(companyDomains.certStatus), ne(companyDomains.certStatus, "active"))),
      ),
    )
    .orderBy(asc(companyDomains.lastCheckedAt))
    .limit(CRON_BATCH);
  const due = candidates.filter(({ grade }) => domainsAllowed(grade) > 0);
  for (const { domain } of due) {
    try {
      await checkDomain(db, deps, domain, now);
    } catch (error) {
      // One host whose provider call fails does not stop the others; the next hour tries again.
      console.warn(`Custom domain check failed for ${domain.host}: ${String(error)}`);
    }
  }
  return due.length;
}

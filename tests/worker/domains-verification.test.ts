import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DnsLookupError, dohResolver } from "../../app/lib/domains/dns.server";
import { certificateOf } from "../../app/lib/domains/domain-page.server";
import { checkDomain } from "../../app/lib/domains/domains.server";
import { provisioningFor } from "../../app/lib/domains/provisioning.server";
import { companyDomains } from "../../db/schema";
import { eq } from "drizzle-orm";
import {
  check,
  company,
  cron,
  db,
  dnsRecords,
  domainRow,
  PAGE,
  pageText,
  providerHostnames,
  publishRecords,
  registered,
  remove,
  TARGET,
  text,
} from "./domains-fixtures";

/**
 * Verifying a custom host through the loopback DNS server (ADR 042): the production code path (DNS over HTTPS JSON,
 * TXT token, CNAME target) against real DNS answers, then provisioning, the hourly re-check and removal.
 */

afterEach(() => vi.restoreAllMocks());

describe("checking a host's DNS records", () => {
  it("verifies a host whose TXT token and CNAME are published, and provisions its hostname", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await publishRecords(row);
    const res = await check(owner.cookie, row.id);
    const back = res.headers.get("Location")!;
    expect(back).toBe(`${PAGE}?done=verified`);
    const after = (await domainRow(row.host))!;
    expect(after).toMatchObject({ status: "verified", last_error: null, cert_status: "active" });
    expect(after.verified_at).toBeGreaterThan(0);
    expect(after.provider_id).toMatch(/^ch_/);
    expect(await providerHostnames(row.host)).toBe(1);

    const page = await pageText(owner.cookie, back);
    expect(page).toContain(text("done.verified"));
    expect(page).toContain(`${text("statusLabel")} ${text("status.verified")}`);
    expect(page).toContain(`${text("certificate.label")} ${text("certificate.active")}`);
    // A verified host no longer asks for records.
    expect(page).not.toContain(text("records.title"));
  });

  it("fails a host with no records and says the TXT record is missing", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    expect((await check(owner.cookie, row.id)).headers.get("Location")).toBe(`${PAGE}?done=failed`);
    expect(await domainRow(row.host)).toMatchObject({ status: "failed", last_error: "txt", provider_id: null });
    expect(await providerHostnames(row.host)).toBe(0);
    const page = await pageText(owner.cookie);
    expect(page).toContain(text("status.failed"));
    expect(page).toContain(text("lastError.txt", { name: `_escaplay-challenge.${row.host}` }));
    expect(page).toContain(text("certificate.waiting"));
  });

  it("fails a TXT record holding another token", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await dnsRecords(`_escaplay-challenge.${row.host}`, "TXT", ["escaplay-someone-elses-token"]);
    await dnsRecords(row.host, "CNAME", [TARGET]);
    await check(owner.cookie, row.id);
    expect(await domainRow(row.host)).toMatchObject({ status: "failed", last_error: "txt" });
  });

  it("fails a host whose token is right but whose CNAME points elsewhere", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await dnsRecords(`_escaplay-challenge.${row.host}`, "TXT", ["v=spf1 -all", row.txt_token]);
    await dnsRecords(row.host, "CNAME", ["shops.example.net"]);
    await check(owner.cookie, row.id);
    expect(await domainRow(row.host)).toMatchObject({ status: "failed", last_error: "cname" });
    expect(await pageText(owner.cookie)).toContain(text("lastError.cname", { host: row.host, target: TARGET }));
  });

  it("verifies a failed host once its records are fixed", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await check(owner.cookie, row.id);
    await publishRecords(row);
    await check(owner.cookie, row.id);
    expect(await domainRow(row.host)).toMatchObject({ status: "verified", last_error: null });
  });
});

describe("the hourly re-check", () => {
  it("verifies pending hosts whose records appeared, and leaves the others pending or failed", async () => {
    const owner = await company();
    const other = await company();
    const ready = await registered(owner.cookie);
    const notYet = await registered(other.cookie);
    await publishRecords(ready);
    await cron("5 * * * *");
    expect(await domainRow(ready.host)).toMatchObject({ status: "verified", cert_status: "active" });
    expect(await providerHostnames(ready.host)).toBe(1);
    const waiting = (await domainRow(notYet.host))!;
    expect(waiting).toMatchObject({ status: "failed", last_error: "txt" });
    expect(waiting.last_checked_at).toBeGreaterThan(0);
  });

  it("checks nothing on the daily run, nor the hosts of an account that left the Company plan", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await publishRecords(row);
    await cron("17 3 * * *");
    expect(await domainRow(row.host)).toMatchObject({ status: "pending", last_checked_at: null });
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(owner.id).run();
    await cron("5 * * * *");
    expect(await domainRow(row.host)).toMatchObject({ status: "pending", last_checked_at: null });
  });
});

describe("removing a host", () => {
  it("deletes its provider hostname, marks it removed and no longer shows it", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await publishRecords(row);
    await check(owner.cookie, row.id);
    expect(await providerHostnames(row.host)).toBe(1);
    const back = (await remove(owner.cookie, row.id)).headers.get("Location")!;
    expect(back).toBe(`${PAGE}?done=removed`);
    expect(await domainRow(row.host)).toMatchObject({ status: "removed", provider_id: null, cert_status: null });
    expect(await providerHostnames(row.host)).toBe(0);
    const page = await pageText(owner.cookie, back);
    expect(page).toContain(text("done.removed"));
    expect(page).not.toContain(row.host);
    expect(page).toContain(text("form.submit"));
    // A removed host is not checked again by the cron.
    await cron("5 * * * *");
    expect((await domainRow(row.host))!.status).toBe("removed");
  });
});

describe("the DNS over HTTPS adapter", () => {
  it("reads Cloudflare's JSON: quoted TXT strings joined, a CNAME chain kept to the type asked", async () => {
    const answers: Record<string, unknown> = {
      TXT: { Status: 0, Answer: [{ name: "_escaplay-challenge.a.fr", type: 16, TTL: 300, data: '"escaplay-abc" "def"' }] },
      CNAME: { Status: 0, Answer: [{ name: "a.fr", type: 5, TTL: 300, data: "Domains.Escaplay.FR." }, { name: "domains.escaplay.fr", type: 1, TTL: 300, data: "192.0.2.1" }] },
    };
    const asked: string[] = [];
    const resolver = dohResolver("https://cloudflare-dns.com/dns-query", async (input, init) => {
      const url = new URL(String(input));
      asked.push(`${url.origin}${url.pathname}?${url.searchParams} ${new Headers(init?.headers).get("Accept")}`);
      return Response.json(answers[url.searchParams.get("type")!]);
    });
    expect(await resolver.lookup("_escaplay-challenge.a.fr", "TXT")).toEqual(["escaplay-abcdef"]);
    expect(await resolver.lookup("a.fr", "CNAME")).toEqual(["domains.escaplay.fr"]);
    expect(asked[0]).toBe("https://cloudflare-dns.com/dns-query?name=_escaplay-challenge.a.fr&type=TXT application/dns-json");
  });

  it("reports a resolver that answers an error as a failed look-up, and the check says so", async () => {
    // The loopback server answers 404 off its DoH path, as a misconfigured or failing resolver would answer.
    const resolver = dohResolver(env.DNS_RESOLVER_URL!.replace(/\/dns-query$/, "/no-such-endpoint"));
    await expect(resolver.lookup("a.fr", "TXT")).rejects.toBeInstanceOf(DnsLookupError);
    const owner = await company();
    const row = await registered(owner.cookie);
    const [domain] = await db.select().from(companyDomains).where(eq(companyDomains.id, row.id));
    const checked = await checkDomain(db, { dns: resolver, provisioning: null, target: TARGET }, domain);
    expect(checked).toMatchObject({ status: "failed", lastError: "lookup" });
    expect(await pageText(owner.cookie)).toContain(text("lastError.lookup"));
  });
});

describe("production without Cloudflare credentials", () => {
  it("provisions nothing, still verifies the host, and its certificate reads as unavailable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const provisioning = await provisioningFor({ env: { ENVIRONMENT: "production" }, db });
    expect(provisioning).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const owner = await company();
    const row = await registered(owner.cookie);
    await publishRecords(row);
    const [domain] = await db.select().from(companyDomains).where(eq(companyDomains.id, row.id));
    const checked = await checkDomain(db, { dns: dohResolver(env.DNS_RESOLVER_URL!), provisioning, target: TARGET }, domain);
    expect(checked).toMatchObject({ status: "verified", providerId: null, certStatus: null });
    expect(await providerHostnames(row.host)).toBe(0);
    expect(certificateOf(checked, false)).toEqual({ state: "unavailable", status: null });
    // Once configured, the next check provisions it.
    expect(certificateOf(checked, true)).toEqual({ state: "pending", status: null });
  });
});

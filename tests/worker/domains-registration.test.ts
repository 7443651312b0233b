import { describe, expect, it } from "vitest";
import { open, squeeze, visibleText } from "./account-area-fixtures";
import { company, domainRow, PAGE, pageText, register, registered, remove, TARGET, text, uniqueHost } from "./domains-fixtures";

/** Registering a custom host (ADR 042): what is accepted, how it is stored, and every refusal in the person's words. */

async function refusal(cookie: string, host: string) {
  const res = await register(cookie, host);
  return { status: res.status, text: squeeze(visibleText(await res.text())) };
}

describe("registering a custom domain", () => {
  it("stores the host lower-case and shows the CNAME and TXT records to create", async () => {
    const owner = await company();
    const host = uniqueHost();
    const res = await register(owner.cookie, ` ${host.toUpperCase()}. `);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?done=registered`);
    const row = await domainRow(host);
    expect(row).toMatchObject({ user_id: owner.id, status: "pending", provider_id: null });
    expect(row!.txt_token).toMatch(/^escaplay-[\w-]{20,}$/);

    const page = await pageText(owner.cookie);
    expect(page).toContain(text("domainTitle", { host }));
    expect(page).toContain(text("status.pending"));
    expect(page).toContain(`CNAME ${host} ${TARGET}`);
    expect(page).toContain(`TXT _escaplay-challenge.${host} ${row!.txt_token}`);
    expect(page).toContain(text("check"));
  });

  it("keeps an international name in the ASCII form DNS uses", async () => {
    const owner = await company();
    expect((await register(owner.cookie, "Jeux.Café.fr")).status).toBe(302);
    expect(await domainRow("jeux.xn--caf-dma.fr")).toMatchObject({ user_id: owner.id });
    expect(await pageText(owner.cookie)).toContain("_escaplay-challenge.jeux.xn--caf-dma.fr");
  });

  it.each([
    ["", "empty"],
    ["https://jeux.acme.fr/", "hostOnly"],
    ["jeux.acme.fr:8443", "hostOnly"],
    ["jeux.acme.fr/escape", "hostOnly"],
    ["jeux acme.fr", "hostOnly"],
    ["jeux_acme.fr", "syntax"],
    ["-jeux.acme.fr", "syntax"],
    ["jeux..acme.fr", "syntax"],
    [`${"a".repeat(64)}.acme.fr`, "syntax"],
    ["intranet", "twoLabels"],
    ["192.168.1.20", "ip"],
  ])("refuses %j with its reason (%s)", async (input, reason) => {
    const owner = await company();
    const answer = await refusal(owner.cookie, input);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(text(`refusals.${reason}`));
  });

  it.each(["escaplay.fr", "jeux.escaplay.ch", "WWW.Escaplay.eu", "escaplay.co.uk", TARGET, "demo.localhost"])("refuses %s: the platform owns it", async (input) => {
    const owner = await company();
    const answer = await refusal(owner.cookie, input);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(text("refusals.platform", { host: input.toLowerCase() }));
  });

  it("accepts a company's own name that merely contains the word escaplay", async () => {
    const owner = await company();
    const host = `escaplay.${crypto.randomUUID().slice(0, 8)}.fr`;
    expect((await register(owner.cookie, host)).status).toBe(302);
  });

  it("refuses a host another account holds, and one the account already holds", async () => {
    const first = await company();
    const second = await company();
    const row = await registered(first.cookie);
    const taken = await refusal(second.cookie, row.host);
    expect(taken.status).toBe(409);
    expect(taken.text).toContain(text("refusals.taken", { host: row.host }));
    expect((await domainRow(row.host))!.user_id).toBe(first.id);
    const again = await refusal(first.cookie, row.host);
    expect(again.status).toBe(409);
    expect(again.text).toContain(text("refusals.yours", { host: row.host }));
  });

  it("refuses a second host: the Company plan includes one", async () => {
    const owner = await company();
    await registered(owner.cookie);
    const second = uniqueHost();
    const answer = await refusal(owner.cookie, second);
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(text("refusals.overPlan"));
    expect(await domainRow(second)).toBeNull();
  });

  it("frees a removed host: another company may register it, with a new token", async () => {
    const first = await company();
    const second = await company();
    const row = await registered(first.cookie);
    expect((await remove(first.cookie, row.id)).headers.get("Location")).toBe(`${PAGE}?done=removed`);
    const again = await register(second.cookie, row.host);
    expect(again.status).toBe(302);
    const taken = (await domainRow(row.host))!;
    expect(taken).toMatchObject({ user_id: second.id, status: "pending" });
    expect(taken.txt_token).not.toBe(row.txt_token);
    // The first company may register another host now that its one host is gone.
    expect((await register(first.cookie, uniqueHost())).status).toBe(302);
  });

  it("speaks the visitor's language", async () => {
    const owner = await company();
    const res = await open(PAGE, owner.cookie, "en");
    const page = squeeze(visibleText(await res.text()));
    expect(page).toContain("Custom domain");
    expect(page).toContain("Register the domain");
  });
});

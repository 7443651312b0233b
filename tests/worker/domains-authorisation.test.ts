import { describe, expect, it } from "vitest";
import { get } from "./http";
import { env } from "cloudflare:test";
import { open, send, signedIn } from "./account-area-fixtures";
import { check, company, domainRow, PAGE, pageText, publishRecords, register, registered, remove, text, uniqueHost } from "./domains-fixtures";

/** Who may use /account/domain (ADR 042): Company accounts only, each on its own hosts. */

describe("accounts without the Company plan", () => {
  it.each([
    [1, "Basic"],
    [3, "Pro"],
    [4, "Education"],
  ])("grade %i (%s) sees the upgrade prompt and cannot register a host", async (grade) => {
    const account = await signedIn(grade);
    const page = await pageText(account.cookie);
    expect(page).toContain(text("upgradeTitle"));
    expect(page).toContain(text("upgradeCta"));
    expect(page).not.toContain(text("form.submit"));
    const host = uniqueHost();
    const res = await register(account.cookie, host);
    expect(res.status).toBe(403);
    expect(await domainRow(host)).toBeNull();
  });

  it("a company that drops to Basic can neither check nor remove its host any more", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(owner.id).run();
    expect((await check(owner.cookie, row.id)).status).toBe(403);
    expect((await remove(owner.cookie, row.id)).status).toBe(403);
    expect((await domainRow(row.host))!.status).toBe("pending");
  });

  it("a visitor who is not signed in is sent to sign in", async () => {
    const res = await get(PAGE);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(PAGE)}`);
  });
});

describe("another company", () => {
  it("does not see a company's host, and gets a 404 when it checks or removes it", async () => {
    const owner = await company();
    const intruder = await company();
    const row = await registered(owner.cookie);
    await publishRecords(row);

    const page = await pageText(intruder.cookie);
    expect(page).not.toContain(row.host);
    expect(page).not.toContain(row.txt_token);

    expect((await check(intruder.cookie, row.id)).status).toBe(404);
    expect((await remove(intruder.cookie, row.id)).status).toBe(404);
    // Nothing changed: still pending, never checked, still the owner's.
    expect(await domainRow(row.host)).toMatchObject({ user_id: owner.id, status: "pending", last_checked_at: null });
    expect(await pageText(owner.cookie)).toContain(row.host);
  });

  it("a removed host's id answers 404 to its former owner too", async () => {
    const owner = await company();
    const row = await registered(owner.cookie);
    await remove(owner.cookie, row.id);
    expect((await check(owner.cookie, row.id)).status).toBe(404);
    expect((await remove(owner.cookie, row.id)).status).toBe(404);
  });

  it("an unknown intent or a missing id is refused as unreadable", async () => {
    const owner = await company();
    expect((await send(PAGE, { intent: "take-over", id: "x" }, owner.cookie)).status).toBe(400);
    expect((await send(PAGE, { intent: "check" }, owner.cookie)).status).toBe(400);
    const res = await open(PAGE, owner.cookie);
    expect(res.status).toBe(200);
  });
});

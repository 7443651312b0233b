import { describe, expect, it } from "vitest";
import { attachReferrer } from "../../app/lib/affiliation/attach.server";
import { get, post, setCookies } from "./http";
import { db, refCookie, referrer, referrerOf, registerWith } from "./affiliation-fixtures";
import { newAccount } from "./accounts-fixtures";

/** A visit through a referral link (ADR 040): kept 30 days with consent only, and attached to the account made then. */

const refSetCookie = (res: Response) => setCookies(res).find((value) => value.startsWith("_ref="));

describe("following a referral link", () => {
  it("keeps the code for 30 days in a first-party cookie when the visitor accepted cookies", async () => {
    const { code } = await referrer();
    const res = await get(`/r/${code}`, "escaplay.fr", { Cookie: "_val=1" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    const cookie = refSetCookie(res);
    expect(cookie).toMatch(new RegExp(`^_ref=${code}\\.\\d+;`));
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("HttpOnly");
  });

  it("stores nothing when the visitor refused cookies", async () => {
    const { code } = await referrer();
    const res = await get(`/r/${code}`, "escaplay.fr", { Cookie: "_val=0" });
    expect(res.headers.get("Location")).toBe("/");
    expect(setCookies(res)).toEqual([]);
  });

  it("stores nothing before the visitor decides, keeps the code in the address, and keeps it once they accept", async () => {
    const { code } = await referrer();
    const res = await get(`/r/${code}`);
    expect(setCookies(res)).toEqual([]);
    expect(res.headers.get("Location")).toBe(`/?ref=${code}`);

    const refused = await post("/resources/consent", { decision: "refuse", r: `/?ref=${code}` });
    expect(refSetCookie(refused)).toBeUndefined();
    const accepted = await post("/resources/consent", { decision: "accept", r: `/?ref=${code}` });
    expect(refSetCookie(accepted)).toMatch(new RegExp(`^_ref=${code}\\.\\d+;.*Max-Age=2592000`));
  });

  it("ignores a code nobody has", async () => {
    const res = await get("/r/zzzzzzzz", "escaplay.fr", { Cookie: "_val=1" });
    expect(res.headers.get("Location")).toBe("/");
    expect(setCookies(res)).toEqual([]);
    expect(refSetCookie(await post("/resources/consent", { decision: "accept", r: "/?ref=zzzzzzzz" }))).toBeUndefined();
  });
});

describe("registering after a referral link", () => {
  it("makes the link's owner the new account's referrer", async () => {
    const owner = await referrer();
    const id = await registerWith(refCookie(owner.code, 29));
    expect(await referrerOf(id)).toBe(owner.id);
  });

  it("attaches nobody without the cookie, or with one older than 30 days", async () => {
    const owner = await referrer();
    expect(await referrerOf(await registerWith("_val=1"))).toBeNull();
    expect(await referrerOf(await registerWith(refCookie(owner.code, 31)))).toBeNull();
  });

  it("refuses self-referral: another spelling of the referrer's own mailbox", async () => {
    const owner = await referrer();
    const [local, domain] = owner.email.split("@");
    const twin = { ...newAccount("moi"), email: `${local.toUpperCase()}+parrain@${domain}` };
    const id = await registerWith(refCookie(owner.code), twin);
    expect(await referrerOf(id)).toBeNull();
  });

  it("refuses self-referral: the referrer's own account", async () => {
    const owner = await referrer();
    const cookies = { _ref: refCookie(owner.code).slice("_ref=".length) };
    expect(await attachReferrer(db, cookies, { id: owner.id, email: owner.email })).toBe("self");
    expect(await referrerOf(owner.id)).toBeNull();
  });
});

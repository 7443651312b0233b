import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminPage, auditLines, player, staff, staffAction, tokenFor, userRow, type Account } from "./admin-fixtures";
import { open, send } from "./account-area-fixtures";

/**
 * The back office answers as if it did not exist (ADR 038): every read and every write is a 404 to visitors and to
 * accounts without a staff role, and the admin's parts are a 404 to moderators. Nothing changes on a refusal.
 */

const WRITES: Record<string, string>[] = [
  { intent: "ban", reason: "Spam répété" },
  { intent: "unban", reason: "Erreur" },
  { intent: "grantPlan", plan: "education", reason: "Enseignante", endsOn: "" },
  { intent: "endPlan", reason: "Fin de l'essai" },
];

async function unchanged(target: Account, grade: number) {
  expect(await userRow(target.id)).toMatchObject({ grade, bannedAt: null });
  expect(await auditLines(target.id)).toEqual([]);
}

describe("who may open the back office", () => {
  it("answers 404 to visitors and to players for every page and every action, even with a genuine form token", async () => {
    const target = await player(3);
    for (const who of [null, await player(), await player(5)]) {
      for (const path of ["/admin", "/admin?q=joueur", `/admin/accounts/${target.id}`, "/admin/audit"]) {
        expect((await adminPage(path, who)).status, `${path} for ${who ? "a player" : "a visitor"}`).toBe(404);
      }
      for (const form of WRITES) expect((await staffAction(who, target.id, form)).status, form.intent).toBe(404);
      for (const path of ["/admin", "/admin?index", "/admin/audit"]) expect((await send(path, { q: "x" }, who?.cookie ?? "")).status, `POST ${path}`).toBe(404);
    }
    await unchanged(target, 3);
  });

  it("gives moderators the accounts and the bans, and answers 404 for the plans and the audit log", async () => {
    const moderator = await staff("moderator");
    const target = await player(4);
    expect((await adminPage("/admin", moderator)).status).toBe(200);
    const account = await adminPage(`/admin/accounts/${target.id}`, moderator);
    expect(account.status).toBe(200);
    // The admin's sections are not drawn at all for a moderator.
    expect(account.html).not.toContain('name="intent" value="grantPlan"');
    expect(account.html).not.toContain('id="admin-history"');
    expect(account.html).not.toContain('href="/admin/audit"');
    expect((await adminPage("/admin/audit", moderator)).status).toBe(404);
    expect((await send("/admin/audit", {}, moderator.cookie)).status).toBe(404);
    for (const form of WRITES.filter((f) => f.intent === "grantPlan" || f.intent === "endPlan")) {
      expect((await staffAction(moderator, target.id, form)).status, form.intent).toBe(404);
    }
    await unchanged(target, 4);
    expect((await staffAction(moderator, target.id, { intent: "ban", reason: "Harcèlement" })).status).toBe(200);
    expect((await userRow(target.id))?.bannedAt).toEqual(expect.any(Number));
  });

  it("gives admins every part", async () => {
    const admin = await staff("admin");
    const target = await player();
    for (const path of ["/admin", `/admin/accounts/${target.id}`, "/admin/audit", "/moderation"]) {
      const res = await open(path, admin.cookie);
      expect(res.status, path).toBe(200);
      // Other people's data is kept by no cache.
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      await res.arrayBuffer();
    }
    expect((await adminPage(`/admin/accounts/${target.id}`, admin)).html).toContain('name="intent" value="grantPlan"');
    expect((await send("/admin", {}, admin.cookie)).status).toBe(405);
  });

  it("takes a role away on the very next request", async () => {
    const moderator = await staff("moderator");
    expect((await adminPage("/admin", moderator)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET staff_role = NULL WHERE id = ?").bind(moderator.id).run();
    expect((await adminPage("/admin", moderator)).status).toBe(404);
    expect((await adminPage("/moderation", moderator)).status).toBe(404);
  });
});

describe("staff forms", () => {
  it("refuse a write without this session's form token, and change nothing", async () => {
    const admin = await staff("admin");
    const other = await staff("admin");
    const target = await player();
    for (const token of ["", "0".repeat(64), await tokenFor(other)]) {
      const res = await staffAction(admin, target.id, { intent: "ban", reason: "Spam répété" }, token);
      expect(res.status).toBe(403);
    }
    await unchanged(target, 1);
  });

  it("refuse a write from another site", async () => {
    const admin = await staff("admin");
    const target = await player();
    const res = await send(`/admin/accounts/${target.id}`, { intent: "ban", reason: "Spam", token: await tokenFor(admin) }, admin.cookie);
    expect(res.status).toBe(200);
    const other = await player();
    const cross = await fetchCrossSite(`/admin/accounts/${other.id}`, { intent: "ban", reason: "Spam", token: await tokenFor(admin) }, admin.cookie);
    expect(cross).toBe(403);
    await unchanged(other, 1);
  });

  it("never act on one's own account or on another staff member's", async () => {
    const admin = await staff("admin");
    const moderator = await staff("moderator");
    expect((await staffAction(admin, admin.id, { intent: "ban", reason: "Essai sur soi" })).status).toBe(403);
    expect((await staffAction(admin, moderator.id, { intent: "ban", reason: "Essai sur l'équipe" })).status).toBe(403);
    expect((await staffAction(moderator, admin.id, { intent: "ban", reason: "Essai sur l'équipe" })).status).toBe(403);
    expect(await userRow(admin.id)).toMatchObject({ bannedAt: null });
    expect(await userRow(moderator.id)).toMatchObject({ bannedAt: null });
  });
});

async function fetchCrossSite(path: string, form: Record<string, string>, cookie: string): Promise<number> {
  const res = await SELF.fetch(`http://escaplay.fr${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Host: "escaplay.fr", "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: "https://evil.example", Accept: "text/html" },
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminPage, adminText, auditLines, player, staff, staffAction } from "./admin-fixtures";

/** The audit log (ADR 038): every staff action is a line, shown in the back office, and no line can be changed. */

describe("the audit log", () => {
  it("refuses to change or remove a line, even through the database itself", async () => {
    const admin = await staff("admin");
    const target = await player();
    await staffAction(admin, target.id, { intent: "ban", reason: "Spam publicitaire" });
    const before = await auditLines(target.id);
    expect(before).toHaveLength(1);
    await expect(env.DB.prepare("UPDATE staff_actions SET reason = 'rien' WHERE target_id = ?").bind(target.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM staff_actions WHERE target_id = ?").bind(target.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM staff_actions").run()).rejects.toThrow(/append-only/);
    expect(await auditLines(target.id)).toEqual(before);
  });

  it("keeps its lines when the account they concern is deleted", async () => {
    const admin = await staff("admin");
    const target = await player();
    await staffAction(admin, target.id, { intent: "ban", reason: "Fraude" });
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(target.id).run();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(target.id).run();
    expect(await auditLines(target.id)).toHaveLength(1);
  });

  it("shows every action to admins, newest first, with who did it, to whom and why", async () => {
    const admin = await staff("admin");
    const moderator = await staff("moderator");
    const target = await player();
    await staffAction(moderator, target.id, { intent: "ban", reason: "Insultes en commentaire" });
    await staffAction(admin, target.id, { intent: "unban", reason: "Excuses reçues" });
    await staffAction(admin, target.id, { intent: "grantPlan", plan: "education", reason: "Professeur des écoles", endsOn: "2099-06-30" });
    const page = await adminPage("/admin/audit", admin);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<caption>/);
    const grant = page.text.indexOf(`${admin.username} ${adminText("audit.actions.grantPlan")} ${target.username} Professeur des écoles`);
    const unban = page.text.indexOf(`${admin.username} ${adminText("audit.actions.unban")} ${target.username} Excuses reçues`);
    const ban = page.text.indexOf(`${moderator.username} ${adminText("audit.actions.ban")} ${target.username} Insultes en commentaire`);
    expect(grant).toBeGreaterThan(-1);
    expect(unban).toBeGreaterThan(grant);
    expect(ban).toBeGreaterThan(unban);
    expect(page.text).toContain("jusqu'au 30 juin 2099 inclus");
    // The account's own page shows its lines too.
    const account = await adminPage(`/admin/accounts/${target.id}`, admin);
    expect(account.text).toContain("Insultes en commentaire");
    expect(account.text).toContain(adminText("audit.accountCaption", { name: target.username }));
  });
});

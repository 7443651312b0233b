import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { expireGrants } from "../../app/lib/admin/plan-grants.server";
import { db } from "./accounts-fixtures";
import { open, visibleText } from "./account-area-fixtures";
import { adminPage, adminText, auditLines, player, staff, staffAction, userRow } from "./admin-fixtures";

/** Plans granted and ended by staff (ADR 038): the grade follows, an end date is kept by the server, all logged. */

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function planShown(cookie: string): Promise<string> {
  const res = await open("/account?tab=subscription", cookie);
  expect(res.status).toBe(200);
  return visibleText(await res.text());
}

const runningGrants = async (userId: string) =>
  (await env.DB.prepare("SELECT grade, ends_at AS endsAt FROM plan_grants WHERE user_id = ? AND ended_at IS NULL").bind(userId).all<{ grade: number; endsAt: number | null }>()).results;

describe("granting a plan", () => {
  it("sets the grade, and the person sees the plan in their subscription tab", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const res = await staffAction(admin, teacher.id, { intent: "grantPlan", plan: "education", reason: "Enseignante au collège Jean-Moulin", endsOn: "" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(adminText("done.grantPlan"));
    expect(await userRow(teacher.id)).toMatchObject({ grade: 4 });
    expect(await planShown(teacher.cookie)).toContain(`${translate("fr", "account.subscription.current")} ${translate("fr", "plans.plans.education.name")}`);
    expect(await auditLines(teacher.id)).toEqual([
      { action: "grant-plan", staffId: admin.id, reason: "Enseignante au collège Jean-Moulin", detail: JSON.stringify({ plan: "education", grade: 4, endsAt: null }) },
    ]);
    const page = await adminPage(`/admin/accounts/${teacher.id}`, admin);
    expect(page.text).toContain("Enseignante au collège Jean-Moulin");
    expect(page.text).toContain(adminText("account.running"));
  });

  it("with an end date: runs through that day, then drops to Basic on the person's next request", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const endsOn = isoDay(Date.now() + 30 * DAY);
    await staffAction(admin, teacher.id, { intent: "grantPlan", plan: "education", reason: "Essai école", endsOn });
    const [grant] = await runningGrants(teacher.id);
    expect(grant.endsAt).toBe(Date.parse(`${endsOn}T00:00:00Z`) + DAY);
    const during = await planShown(teacher.cookie);
    expect(during).toContain(translate("fr", "plans.plans.education.name"));
    const lastDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${endsOn}T12:00:00Z`));
    expect(during).toContain(translate("fr", "account.subscription.grantedUntil", { date: lastDay }));
    // The date passes.
    await env.DB.prepare("UPDATE plan_grants SET ends_at = ? WHERE user_id = ?").bind(Date.now() - 1000, teacher.id).run();
    const shown = await planShown(teacher.cookie);
    expect(shown).toContain(`${translate("fr", "plans.plans.basic.name")} ${translate("fr", "account.subscription.free")}`);
    expect(shown).not.toContain(translate("fr", "account.subscription.grantedUntil", { date: lastDay }));
    expect(await userRow(teacher.id)).toMatchObject({ grade: 1 });
    expect(await runningGrants(teacher.id)).toEqual([]);
    expect((await auditLines(teacher.id)).map((line) => [line.action, line.staffId])).toEqual([
      ["grant-plan", admin.id],
      ["plan-expired", null],
    ]);
  });

  it("with an end date: the hourly cron ends it for someone who never comes back, and leaves a plan changed since", async () => {
    const admin = await staff("admin");
    const [away, upgraded, later] = [await player(), await player(), await player()];
    for (const who of [away, upgraded, later]) await staffAction(admin, who.id, { intent: "grantPlan", plan: "pro", reason: "Concours", endsOn: isoDay(Date.now() + DAY) });
    // Since then, one bought Pro yearly (grade 5): that plan is not the grant's to end.
    await env.DB.prepare("UPDATE users SET grade = 5 WHERE id = ?").bind(upgraded.id).run();
    expect(await expireGrants(db, new Date(Date.now() + DAY))).toBe(0);
    const ended = await expireGrants(db, new Date(Date.now() + 3 * DAY));
    expect(ended).toBeGreaterThanOrEqual(3);
    expect(await userRow(away.id)).toMatchObject({ grade: 1 });
    expect(await userRow(upgraded.id)).toMatchObject({ grade: 5 });
    expect(await userRow(later.id)).toMatchObject({ grade: 1 });
    expect(await expireGrants(db, new Date(Date.now() + 3 * DAY))).toBe(0);
  });

  it("refuses a past end date, an unknown plan, no reason, and an account that has not verified its mail", async () => {
    const admin = await staff("admin");
    const someone = await player();
    const cases: [Record<string, string>, string][] = [
      [{ plan: "education", reason: "Essai", endsOn: isoDay(Date.now() - DAY) }, "endsOn"],
      [{ plan: "education", reason: "Essai", endsOn: "31/12/2099" }, "endsOn"],
      [{ plan: "platinum", reason: "Essai", endsOn: "" }, "plan"],
      [{ plan: "pro", reason: "", endsOn: "" }, "reason"],
    ];
    for (const [form, error] of cases) {
      const res = await staffAction(admin, someone.id, { intent: "grantPlan", ...form });
      expect(res.status, error).toBe(400);
      expect(res.text, error).toContain(adminText(`errors.${error}`));
    }
    const unverified = await player(0);
    expect((await staffAction(admin, unverified.id, { intent: "grantPlan", plan: "pro", reason: "Essai", endsOn: "" })).status).toBe(409);
    expect(await userRow(someone.id)).toMatchObject({ grade: 1 });
    expect(await userRow(unverified.id)).toMatchObject({ grade: 0 });
    expect(await auditLines(someone.id)).toEqual([]);
  });

  it("replaces a running grant: one at a time", async () => {
    const admin = await staff("admin");
    const someone = await player();
    await staffAction(admin, someone.id, { intent: "grantPlan", plan: "education", reason: "Essai", endsOn: isoDay(Date.now() + DAY) });
    await staffAction(admin, someone.id, { intent: "grantPlan", plan: "company", reason: "Partenariat", endsOn: "" });
    expect(await runningGrants(someone.id)).toEqual([{ grade: 6, endsAt: null }]);
    expect(await userRow(someone.id)).toMatchObject({ grade: 6 });
  });
});

describe("ending a plan", () => {
  it("drops to Basic at once without deleting anything, and says so in the log", async () => {
    const admin = await staff("admin");
    const creator = await player(3);
    for (let i = 0; i < 5; i++) await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title) VALUES (?, ?, 'classic', 'Projet')").bind(`p_${creator.id}_${i}`, creator.id).run();
    const res = await staffAction(admin, creator.id, { intent: "endPlan", reason: "Remboursement demandé" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(adminText("done.endPlan"));
    expect(await userRow(creator.id)).toMatchObject({ grade: 1 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE owner_id = ? AND deleted_at IS NULL").bind(creator.id).first("n")).toBe(5);
    expect(await planShown(creator.cookie)).toContain(translate("fr", "account.subscription.free"));
    expect(await auditLines(creator.id)).toEqual([{ action: "end-plan", staffId: admin.id, reason: "Remboursement demandé", detail: JSON.stringify({ from: 3 }) }]);
    expect((await staffAction(admin, creator.id, { intent: "endPlan", reason: "Encore" })).status).toBe(409);
  });
});

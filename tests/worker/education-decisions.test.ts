import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { squeeze } from "./account-area-fixtures";
import { adminPage, adminText, auditLines, player, staff, userRow } from "./admin-fixtures";
import { decide, educationPage, educationText, mailsTo, pendingRequest, requestRows, teacherCheckout, teacherOfferAt } from "./education-fixtures";

/**
 * Staff's answer to an Education request (ADR 039): approving opens the teacher offer (or grants Education for free
 * until a date), refusing keeps it closed; the requester is mailed either way, the audit log keeps each decision, and
 * a request is decided once.
 */

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const mailText = (key: string, params: Record<string, string> = {}, locale: "fr" | "de" = "fr") => translate(locale, `education.mail.${key}`, params);

describe("approving a request", () => {
  it("opens the teacher offer: the checkout starts, the mail says so with its price, the page shows the button", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const id = await pendingRequest(teacher, { contactEmail: "prof@college.example" });
    expect(await teacherCheckout(teacher)).toBe("/plans?checkout=teacher-offer-closed");

    const listed = await adminPage("/admin/education", admin);
    expect(listed.status).toBe(200);
    expect(listed.text).toContain("Collège Jean-Moulin, Lyon");
    expect(listed.text).toContain("https://college-jean-moulin.example/equipe");
    expect(listed.html).toContain(`name="request" value="${id}"`);

    const done = await decide(admin, { intent: "approve", request: id, note: "" });
    expect(done.status).toBe(200);
    expect(done.text).toContain(adminText("education.done.approve"));
    expect(await teacherOfferAt(teacher.id)).toEqual(expect.any(Number));
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "approved", decidedBy: admin.id })]);
    expect(await teacherCheckout(teacher)).toMatch(/^\/dev\/checkout\/cs_local_/);

    const [mail] = await mailsTo("prof@college.example");
    expect(mail.subject).toBe(mailText("approved.subject"));
    expect(squeeze(mail.text)).toContain(squeeze(mailText("approved.offer", { price: "4,99 €" })));
    expect(await mailsTo(teacher.email)).toEqual([]);

    const page = await educationPage(teacher);
    expect(page.text).toContain(educationText("request.subscribe", { price: "4,99 €" }));
    expect(page.html).toContain('action="/resources/checkout"');
    expect((await auditLines(teacher.id)).map((line) => [line.action, line.staffId])).toEqual([["education-approve", admin.id]]);
    // Decided requests move to the latest answers, without their forms.
    const after = await adminPage("/admin/education", admin);
    expect(after.text).toContain(adminText("education.nonePending"));
    expect(after.html).not.toContain(`name="request" value="${id}"`);
  });

  it("with a free grant: Education until the date at once, logged as both, and the mail gives the date", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const id = await pendingRequest(teacher);
    const endsOn = isoDay(Date.now() + 60 * DAY);
    const done = await decide(admin, { intent: "approve", request: id, grant: "on", endsOn, note: "Bienvenue au collège !" });
    expect(done.status).toBe(200);
    expect(await userRow(teacher.id)).toMatchObject({ grade: 4 });
    const grant = await env.DB.prepare("SELECT grade, ends_at AS endsAt, reason FROM plan_grants WHERE user_id = ? AND ended_at IS NULL").bind(teacher.id).first();
    expect(grant).toEqual({ grade: 4, endsAt: Date.parse(`${endsOn}T00:00:00Z`) + DAY, reason: "Bienvenue au collège !" });
    expect((await auditLines(teacher.id)).map((line) => line.action)).toEqual(["education-approve", "grant-plan"]);
    const until = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${endsOn}T12:00:00Z`));
    const [mail] = await mailsTo(teacher.email);
    expect(squeeze(mail.text)).toContain(squeeze(mailText("approved.granted", { until })));
    expect(squeeze(mail.text)).toContain(squeeze(mailText("approved.note", { note: "Bienvenue au collège !" })));
    expect((await educationPage(teacher)).text).toContain(educationText("request.hasEducation"));
  });

  it("refuses a free grant without a future end date, and changes nothing", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const id = await pendingRequest(teacher);
    for (const endsOn of ["", isoDay(Date.now() - DAY)]) {
      const res = await decide(admin, { intent: "approve", request: id, grant: "on", endsOn });
      expect(res.status, endsOn).toBe(400);
      expect(res.text).toContain(adminText("errors.endsOn"));
    }
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await userRow(teacher.id)).toMatchObject({ grade: 1 });
    expect(await teacherOfferAt(teacher.id)).toBeNull();
    expect(await auditLines(teacher.id)).toEqual([]);
    expect(await mailsTo(teacher.email)).toEqual([]);
  });
});

describe("refusing a request", () => {
  it("needs a reason, keeps the teacher offer closed, and mails the reason in the requester's language", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    await env.DB.prepare("UPDATE users SET locale = 'de' WHERE id = ?").bind(teacher.id).run();
    const id = await pendingRequest(teacher);
    const empty = await decide(admin, { intent: "refuse", request: id, reason: " " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(adminText("errors.reason"));
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "pending" })]);

    const reason = "Le justificatif ne montre pas de lien avec l'établissement.";
    const done = await decide(admin, { intent: "refuse", request: id, reason });
    expect(done.status).toBe(200);
    expect(done.text).toContain(adminText("education.done.refuse"));
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "refused", reason })]);
    expect(await teacherOfferAt(teacher.id)).toBeNull();
    expect(await teacherCheckout(teacher)).toBe("/plans?checkout=teacher-offer-closed");
    const [mail] = await mailsTo(teacher.email);
    expect(mail.subject).toBe(mailText("refused.subject", {}, "de"));
    expect(mail.text).toContain(mailText("refused.reason", { reason }, "de"));
    expect(await auditLines(teacher.id)).toEqual([{ action: "education-refuse", staffId: admin.id, reason, detail: JSON.stringify({ request: id, organisation: "Collège Jean-Moulin, Lyon" }) }]);
    // The form is there again, under the refusal's reason.
    const page = await educationPage(teacher);
    expect(page.text).toContain(reason);
    expect(page.html).toContain('name="proof"');
  });
});

describe("a request already decided", () => {
  it("cannot be decided again, whichever decision comes second", async () => {
    const admin = await staff("admin");
    const other = await staff("admin");
    const teacher = await player();
    const id = await pendingRequest(teacher);
    expect((await decide(admin, { intent: "approve", request: id })).status).toBe(200);
    for (const [who, form] of [
      [admin, { intent: "approve", request: id }],
      [other, { intent: "refuse", request: id, reason: "Finalement non" }],
      [other, { intent: "approve", request: id, grant: "on", endsOn: isoDay(Date.now() + DAY) }],
    ] as const) {
      const res = await decide(who, form);
      expect(res.status, form.intent).toBe(409);
      expect(res.text).toContain(adminText("education.errors.decided"));
    }
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "approved", decidedBy: admin.id })]);
    expect(await userRow(teacher.id)).toMatchObject({ grade: 1 });
    expect((await auditLines(teacher.id)).map((line) => line.action)).toEqual(["education-approve"]);
    expect(await mailsTo(teacher.email)).toHaveLength(1);
  });

  it("is decided once when two admins answer at the same moment", async () => {
    const [first, second] = [await staff("admin"), await staff("admin")];
    const teacher = await player();
    const id = await pendingRequest(teacher);
    const endsOn = isoDay(Date.now() + 30 * DAY);
    const answers = await Promise.all([
      decide(first, { intent: "approve", request: id, grant: "on", endsOn }),
      decide(second, { intent: "refuse", request: id, reason: "Doublon" }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [row] = await requestRows(teacher.id);
    const lines = (await auditLines(teacher.id)).map((line) => line.action);
    expect(lines).toEqual(row.status === "approved" ? ["education-approve", "grant-plan"] : ["education-refuse"]);
    expect(await userRow(teacher.id)).toMatchObject({ grade: row.status === "approved" ? 4 : 1 });
    expect(await mailsTo(teacher.email)).toHaveLength(1);
  });
});

describe("who may decide", () => {
  it("answers 404 to visitors, players and moderators on read and write, even with a genuine token", async () => {
    const teacher = await player();
    const id = await pendingRequest(teacher);
    const moderator = await staff("moderator");
    for (const who of [null, await player(), moderator]) {
      expect((await adminPage("/admin/education", who)).status).toBe(404);
      const writes: Record<string, string>[] = [{ intent: "approve", request: id }, { intent: "refuse", request: id, reason: "Non merci" }];
      for (const form of writes) {
        expect((await decide(who, form)).status, form.intent).toBe(404);
      }
    }
    expect((await adminPage("/admin", moderator)).html).not.toContain('href="/admin/education"');
    expect((await adminPage("/admin", await staff("admin"))).html).toContain('href="/admin/education"');
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await teacherOfferAt(teacher.id)).toBeNull();
    expect(await auditLines(teacher.id)).toEqual([]);
  });

  it("refuses a decision without this session's form token, and an admin's own request", async () => {
    const admin = await staff("admin");
    const teacher = await player();
    const id = await pendingRequest(teacher);
    const forged = await decide(admin, { intent: "approve", request: id }, "0".repeat(64));
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(adminText("errors.token"));
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ status: "pending" })]);

    const own = await pendingRequest(admin);
    expect((await decide(admin, { intent: "approve", request: own })).status).toBe(403);
    expect(await teacherOfferAt(admin.id)).toBeNull();
  });
});

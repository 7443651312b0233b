import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { verifyTicket } from "../../app/lib/tickets";
import { proSubscriber, stripeChanges } from "./billing-fixtures";
import { brandForm, brandRow, saveBrand } from "./brand-fixtures";
import { editorPath, page, ticket, versions } from "./collaborators-fixtures";
import { list, png, upload } from "./project-files-fixtures";
import { freshEmail } from "./collaborators-fixtures";
import { company, companyWithMember, gradeNow, invitationsOf, inviteTo, joinedTeam, membersOf, open, send, visibleText, signedIn, teamPage, teamPost, teamText, TEAM } from "./team-fixtures";

/**
 * What a seat gives and takes back (ADR 043): the company's plan and its projects while the membership holds and the
 * company keeps the Company plan; nothing from the next request once it ends, whichever way.
 */

const TICKET_SECRET = env.TICKET_SECRET as string;

/** Every door of a company's project, as the member knocks on it. */
async function doors(member: Awaited<ReturnType<typeof signedIn>>, projectId: string, title: string) {
  const workspace = await page(member, "/project");
  const res = await ticket(member.cookie, projectId);
  return {
    listed: workspace.text.includes(title),
    editor: (await page(member, editorPath(projectId))).status,
    ticket: res.status,
    access: res.status === 200 ? (await res.json<{ access: string }>()).access : null,
    files: (await list(member.cookie, projectId)).status,
  };
}

describe("a member of a company", () => {
  it("has the Company plan, on top of their own Basic plan, until they leave", async () => {
    const { owner, member } = await companyWithMember(1);
    expect(await gradeNow(member)).toBe(6);
    const page = await teamPage(member);
    expect(page.text).toContain(teamText("memberships.active"));
    const subscriptionTab = visibleText(await (await open("/account?tab=subscription", member.cookie)).text());
    expect(subscriptionTab).toContain(teamText("subscription.through", { company: owner.username }));
    const left = await teamPost(member, { intent: "leave", companyId: owner.id });
    expect(left.location).toBe(`${TEAM}?done=left&who=`);
    expect(await gradeNow(member)).toBe(1);
    expect(await membersOf(owner.id)).toEqual([]);
  });

  it("who pays for Pro keeps it: the seat raises it to Company, leaving gives Pro back, never less", async () => {
    const owner = await company();
    const { user } = await proSubscriber({ plan: "pro", period: "year" });
    expect(await gradeNow(user)).toBe(5);
    await joinedTeam(owner, user);
    expect(await gradeNow(user)).toBe(6);
    // Their own grade is still theirs: the seat is read, never written.
    expect((await env.DB.prepare("SELECT grade FROM users WHERE id = ?").bind(user.id).first<{ grade: number }>())!.grade).toBe(5);
    await teamPost(user, { intent: "leave", companyId: owner.id });
    expect(await gradeNow(user)).toBe(5);
  });

  it("sees the company's projects under its name in the workspace and edits them like an editor", async () => {
    const { owner, projectId, title, member } = await companyWithMember();
    expect((await saveBrand(owner, brandForm({ name: "Acme Formation" }))).status).toBe(302);
    const workspace = await page(member, "/project");
    expect(workspace.text).toContain("Acme Formation");
    expect(workspace.text).toContain(teamText("workspace.hint"));
    expect(workspace.text).toContain(title);
    // The type pages list it on its own type only (a Classic project).
    expect((await page(member, "/project2D")).text).not.toContain(title);

    const opened = await doors(member, projectId, title);
    expect(opened).toEqual({ listed: true, editor: 200, ticket: 200, access: "edit", files: 200 });
    const grant = await (await ticket(member.cookie, projectId)).json<{ ticket: string }>();
    expect(await verifyTicket(TICKET_SECRET, grant.ticket)).toMatchObject({ room: projectId, sub: member.id, access: "edit" });
    expect((await upload(member.cookie, projectId, "plan.png", png(20, 20))).status).toBe(201);
    expect((await versions(member.cookie, { intent: "save", projectId, name: "Version de l'équipe" })).status).toBe(200);
  });

  it("removed by the company, loses the plan and every door of its projects at once", async () => {
    const { owner, projectId, title, member } = await companyWithMember();
    expect((await doors(member, projectId, title)).editor).toBe(200);
    const removed = await teamPost(owner, { intent: "remove", userId: member.id });
    expect(removed.location).toBe(`${TEAM}?done=removed&who=${encodeURIComponent(member.username)}`);
    expect(await gradeNow(member)).toBe(1);
    expect(await doors(member, projectId, title)).toEqual({ listed: false, editor: 404, ticket: 403, access: null, files: 403 });
    expect((await upload(member.cookie, projectId, "intrus.png", png(20, 20))).status).toBe(403);
  });

  it("loses the plan and the projects the moment the company's Company subscription ends", async () => {
    const { user: owner, subscription } = await proSubscriber({ plan: "company", period: "year" });
    const member = await signedIn();
    await joinedTeam(owner, member);
    const projectId = `p_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title) VALUES (?, ?, 'classic', 'Onboarding')").bind(projectId, owner.id).run();
    expect(await gradeNow(member)).toBe(6);
    expect((await doors(member, projectId, "Onboarding")).ticket).toBe(200);

    await stripeChanges("customer.subscription.deleted", { ...subscription, status: "canceled" });
    expect(await gradeNow(member)).toBe(1);
    expect(await doors(member, projectId, "Onboarding")).toEqual({ listed: false, editor: 404, ticket: 403, access: null, files: 403 });
    const tab = await teamPage(member);
    expect(tab.text).toContain(teamText("memberships.lapsed", { company: owner.username }));
  });
});

describe("another account", () => {
  it("loses the plan and the projects while staff have banned the company, and gets them back when it is unbanned", async () => {
    const { owner, projectId, title, member } = await companyWithMember();
    const ban = (at: number | null) => env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(at, owner.id).run();
    await ban(Date.now());
    expect(await gradeNow(member)).toBe(1);
    expect(await doors(member, projectId, title)).toMatchObject({ listed: false, editor: 404, ticket: 403 });
    await ban(null);
    expect(await gradeNow(member)).toBe(6);
    expect(await doors(member, projectId, title)).toMatchObject({ listed: true, editor: 200, ticket: 200 });
  });

  it("cannot read a company's members or invitations, nor remove, cancel or leave for it", async () => {
    const { owner, member } = await companyWithMember();
    const intruder = await company();
    const seen = await teamPage(intruder);
    expect(seen.text).not.toContain(member.username);
    expect(seen.text).not.toContain(member.email);

    expect((await teamPost(intruder, { intent: "remove", userId: member.id })).status).toBe(404);
    const pending = freshEmail();
    await inviteTo(owner, pending);
    const [invitation] = await invitationsOf(owner.id);
    expect(seen.text).not.toContain(pending);
    expect((await teamPage(intruder)).text).not.toContain(pending);
    expect((await teamPost(intruder, { intent: "cancel", id: invitation.id })).status).toBe(404);
    expect(await invitationsOf(owner.id)).toHaveLength(1);
    // Leaving a company one is not in is nothing to do.
    expect((await teamPost(intruder, { intent: "leave", companyId: owner.id })).status).toBe(404);
    const basic = await signedIn();
    expect((await teamPost(basic, { intent: "remove", userId: member.id })).status).toBe(403);
    expect(await membersOf(owner.id)).toEqual([member.id]);
    expect(await gradeNow(member)).toBe(6);
  });

  it("a member cannot change the company's brand or domain: the seat shares the plan, not the company's own settings", async () => {
    const { owner, member } = await companyWithMember();
    expect((await saveBrand(owner, brandForm({ name: "Acme Seats", supportEmail: "aide@acme-seats.test" }))).status).toBe(302);
    // Neither the member nor another company reads the company's brand on their own brand page.
    for (const who of [member, await company()]) {
      const html = await (await open("/account/brand", who.cookie)).text();
      expect(html).not.toContain("Acme Seats");
      expect(html).not.toContain("aide@acme-seats.test");
    }
    // The member's post goes to their own account's brand: refused, as for any account that has not bought Company.
    expect((await saveBrand(member, brandForm({ name: "Pirate" }))).status).toBe(403);
    expect(await brandRow(member.id)).toBeNull();
    expect((await brandRow(owner.id))?.name).toBe("Acme Seats");
    expect((await send("/account/domain", { intent: "register", host: "jeux.pirate.test" }, member.cookie)).status).toBe(403);
    expect(await env.DB.prepare("SELECT host FROM company_domains WHERE host = 'jeux.pirate.test'").first()).toBeNull();
  });
});

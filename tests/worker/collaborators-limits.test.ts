import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { answerOnWorkspace, freshEmail, invite, joined, linkAnswer, membersOf, ownedProject, page, pendingInvitationId, person, peopleText, tokenMailedTo } from "./collaborators-fixtures";

/** How many people a project may have besides its owner (spec section 6, ADR 027): the owner's plan decides. */

const pendingCount = async (projectId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM project_invitations WHERE project_id = ?").bind(projectId).first<{ n: number }>())!.n;

describe("the collaborators' limit", () => {
  it("lets a Basic owner have two people, pending invitations counted, and refuses a third with the plan's number", async () => {
    const { owner, projectId } = await ownedProject(1);
    const member = await person();
    await joined(owner, projectId, member, "editor");
    expect((await invite(owner, projectId, freshEmail())).status).toBe(200);
    const third = await invite(owner, projectId, freshEmail());
    expect(third.status).toBe(403);
    expect(third.text).toContain(peopleText("errors.limit", { limit: 2 }));
    expect(await membersOf(projectId)).toHaveLength(1);
    expect(await pendingCount(projectId)).toBe(1);
    expect((await invite(owner, projectId, (await person()).username)).status).toBe(403);
  });

  it("shows the owner the count against the plan's limit, with the plans page once it is full", async () => {
    const { owner, projectId } = await ownedProject(1);
    await invite(owner, projectId, freshEmail());
    await invite(owner, projectId, freshEmail(), "viewer");
    const { text } = await page(owner, `/project/${projectId}?view=people`);
    expect(text).toContain(peopleText("usage", { used: 2, limit: 2 }));
    expect(text).toContain(peopleText("full"));
  });

  it("gives a Pro owner ten, not eleven", async () => {
    const { owner, projectId } = await ownedProject(3);
    for (let i = 0; i < 10; i++) expect((await invite(owner, projectId, freshEmail())).status).toBe(200);
    const eleventh = await invite(owner, projectId, freshEmail());
    expect(eleventh.status).toBe(403);
    expect(eleventh.text).toContain(peopleText("errors.limit", { limit: 10 }));
    expect(await pendingCount(projectId)).toBe(10);
  });

  it("lets only one of two invitations sent at once take a Basic project's last seat", async () => {
    const { owner, projectId } = await ownedProject(1);
    await invite(owner, projectId, freshEmail());
    const answers = await Promise.all([invite(owner, projectId, freshEmail()), invite(owner, projectId, freshEmail())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await pendingCount(projectId)).toBe(2);
  });

  it("counts the owner's plan, not the collaborator's: a Pro member of a Basic project does not raise its limit", async () => {
    const { owner, projectId } = await ownedProject(1);
    await joined(owner, projectId, await person(3), "editor");
    await joined(owner, projectId, await person(3), "editor");
    expect((await invite(owner, projectId, freshEmail())).status).toBe(403);
  });

  it("is checked again at acceptance: after the owner's Pro plan ends, only the first two invitees get in", async () => {
    const { owner, projectId } = await ownedProject(3);
    const invitees = [await person(), await person(), await person()];
    for (const invitee of invitees) expect((await invite(owner, projectId, invitee.username)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(owner.id).run();
    for (const invitee of invitees.slice(0, 2)) {
      expect((await answerOnWorkspace(invitee, await pendingInvitationId(projectId, invitee.id), "acceptInvite")).status).toBe(200);
    }
    const last = invitees[2];
    const refused = await answerOnWorkspace(last, await pendingInvitationId(projectId, last.id), "acceptInvite");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(peopleText("errors.limit", { limit: 2 }));
    expect((await membersOf(projectId)).map((row) => row.user_id).sort()).toEqual(invitees.slice(0, 2).map((p) => p.id).sort());
    // The invitation still waits: it is taken once a seat is free again.
    await pendingInvitationId(projectId, last.id);
  });

  it("is checked at acceptance through the link too", async () => {
    const { owner, projectId } = await ownedProject(3);
    const address = freshEmail();
    await invite(owner, projectId, address);
    const token = await tokenMailedTo(address);
    await joined(owner, projectId, await person(), "viewer");
    await joined(owner, projectId, await person(), "viewer");
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(owner.id).run();
    const refused = await linkAnswer(await person(), token, "accept");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(peopleText("errors.limit", { limit: 2 }));
    expect(await membersOf(projectId)).toHaveLength(2);
  });

  it("stops an owner mailing invitations in bulk: past thirty in an hour, the form says to wait", async () => {
    const { owner, projectId } = await ownedProject(3);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await invite(owner, projectId, freshEmail())).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const blocked = await invite(owner, projectId, freshEmail());
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain(peopleText("errors.rateLimited"));
  });
});

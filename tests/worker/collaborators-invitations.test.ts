import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { lastMail, newAccount, registrationForm } from "./accounts-fixtures";
import { post } from "./http";
import {
  answerOnWorkspace,
  editorPath,
  freshEmail,
  invite,
  joined,
  linkAnswer,
  membersOf,
  ownedProject,
  page,
  pendingInvitationId,
  peopleForm,
  peopleText,
  person,
  ticket,
  tokenMailedTo,
  type Person,
} from "./collaborators-fixtures";

/** Invitations (ADR 027): by user name or e-mail, answered on the workspace or through the mailed link. */

const invitationsOf = async (projectId: string) =>
  (await env.DB.prepare("SELECT email, invitee_id AS inviteeId, token_hash AS tokenHash FROM project_invitations WHERE project_id = ?").bind(projectId).all<{ email: string | null; inviteeId: string | null; tokenHash: string }>()).results;

describe("inviting by user name", () => {
  it("mails the account, lists the invitation on its workspace, and accepting shares the project", async () => {
    const { owner, projectId, title } = await ownedProject(1);
    const member = await person();
    const sent = await invite(owner, projectId, member.username.toUpperCase(), "viewer");
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(peopleText("done.invited", { name: member.username }));
    const mail = await lastMail(member.email);
    expect(mail?.subject).toBe(translate("fr", "collaborators.mail.subject", { inviter: owner.username, title }));
    expect(mail?.text).toContain(peopleText("mail.withAccount"));

    const workspace = await page(member, "/project");
    expect(workspace.text).toContain(peopleText("workspace.invitation", { title, owner: owner.username, role: peopleText("roles.viewer") }));
    const accepted = await answerOnWorkspace(member, await pendingInvitationId(projectId, member.id), "acceptInvite");
    expect(accepted.text).toContain(peopleText("done.accepted", { name: title }));
    expect(await membersOf(projectId)).toEqual([{ user_id: member.id, role: "viewer" }]);
    expect(await invitationsOf(projectId)).toEqual([]);

    const shared = await page(member, "/project");
    expect(shared.text).toContain(peopleText("workspace.sharedTitle"));
    expect(shared.text).toContain(peopleText("workspace.sharedBy", { owner: owner.username, role: peopleText("roles.viewer") }));
    expect(shared.text).toContain(title);
    expect((await page(owner, "/project")).text).toContain(peopleText("workspace.count", { n: 1 }));
  });

  it("tells the owner about an unknown name, themselves, and someone already in or invited", async () => {
    const { owner, projectId } = await ownedProject(3);
    const unknown = await invite(owner, projectId, "personne-de-ce-nom");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(peopleText("errors.unknownName"));
    const self = await invite(owner, projectId, owner.email);
    expect(self.status).toBe(400);
    expect(self.text).toContain(peopleText("errors.self"));
    const member = await person();
    await joined(owner, projectId, member, "editor");
    expect((await invite(owner, projectId, member.username)).text).toContain(peopleText("errors.already"));
    const address = freshEmail();
    await invite(owner, projectId, address);
    const again = await invite(owner, projectId, address.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.text).toContain(peopleText("errors.already"));
    const invalid = await invite(owner, projectId, "pas@une adresse");
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(peopleText("errors.invalid"));
  });

  it("can be declined on the workspace: nothing is shared", async () => {
    const { owner, projectId, title } = await ownedProject(1);
    const member = await person();
    await invite(owner, projectId, member.username);
    const declined = await answerOnWorkspace(member, await pendingInvitationId(projectId, member.id), "declineInvite");
    expect(declined.text).toContain(peopleText("done.declined", { name: title }));
    expect(await membersOf(projectId)).toEqual([]);
    expect(await invitationsOf(projectId)).toEqual([]);
    expect((await ticket(member.cookie, projectId)).status).toBe(403);
  });

  it("answers nobody but the invitee: another account cannot accept it from its workspace", async () => {
    const { owner, projectId } = await ownedProject(1);
    const member = await person();
    await invite(owner, projectId, member.username);
    const intruder = await person();
    const refused = await answerOnWorkspace(intruder, await pendingInvitationId(projectId, member.id), "acceptInvite");
    expect(refused.status).toBe(410);
    expect(await membersOf(projectId)).toEqual([]);
  });
});

describe("inviting by e-mail someone without an account", () => {
  it("mails a link, keeps only its hash, and the new account accepts through it after registering", async () => {
    const { owner, projectId, title } = await ownedProject(1);
    const account = newAccount("invitee");
    const sent = await invite(owner, projectId, account.email, "editor");
    expect(sent.status).toBe(200);
    const token = await tokenMailedTo(account.email);
    expect((await lastMail(account.email))?.text).toContain(peopleText("mail.withoutAccount"));
    const [stored] = await invitationsOf(projectId);
    expect(stored).toMatchObject({ email: account.email, inviteeId: null });
    expect(stored.tokenHash).not.toContain(token);

    const signedOut = await page(null, `/invitation/${token}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toContain(peopleText("invitation.signedOut"));
    expect(signedOut.text).not.toContain(title);

    const joinedAt = await post("/join", { ...(await registrationForm(account)), r: `/invitation/${token}` }, "escaplay.fr", { "CF-Connecting-IP": "2001:db8:1:c0::1" });
    expect(joinedAt.status).toBe(302);
    expect(joinedAt.headers.get("Location")).toBe(`/invitation/${token}`);
    const cookie = joinedAt.headers.getSetCookie().find((value) => value.startsWith("_sr="))!.split(";")[0];
    const id = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(account.email).first<{ id: string }>())!.id;
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(id).run();
    const invitee = { id, cookie, username: account.username } as Person;

    const open = await page(invitee, `/invitation/${token}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain(peopleText("invitation.intro", { owner: owner.username, title, role: peopleText("roles.editor") }));
    // Opened signed in, it is theirs: it shows on their workspace too.
    expect((await page(invitee, "/project")).text).toContain(peopleText("workspace.invitationsTitle"));
    const accepted = await linkAnswer(invitee, token, "accept");
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(editorPath(projectId));
    expect(await membersOf(projectId)).toEqual([{ user_id: id, role: "editor" }]);
    expect((await ticket(cookie, projectId)).status).toBe(200);
  });

  it("refuses a used link, a cancelled one and an expired one, each saying why", async () => {
    const { owner, projectId } = await ownedProject(3);
    const first = freshEmail();
    await invite(owner, projectId, first);
    const token = await tokenMailedTo(first);
    expect((await linkAnswer(await person(), token, "accept")).status).toBe(302);
    const used = await linkAnswer(await person(), token, "accept");
    expect(used.status).toBe(410);
    expect(used.text).toContain(peopleText("errors.used"));
    expect((await page(await person(), `/invitation/${token}`)).text).toContain(peopleText("errors.used"));

    const second = freshEmail();
    await invite(owner, projectId, second);
    const cancelledToken = await tokenMailedTo(second);
    const invitationId = (await env.DB.prepare("SELECT id FROM project_invitations WHERE email = ?").bind(second).first<{ id: string }>())!.id;
    const cancelled = await peopleForm(owner, projectId, { intent: "cancelInvite", invitationId });
    expect(cancelled.text).toContain(peopleText("done.cancelled", { name: second }));
    expect((await linkAnswer(await person(), cancelledToken, "accept")).text).toContain(peopleText("errors.used"));

    const third = freshEmail();
    await invite(owner, projectId, third);
    const expiredToken = await tokenMailedTo(third);
    await env.DB.prepare("UPDATE project_invitations SET expires_at = ? WHERE email = ?").bind(Date.now() - 1000, third).run();
    const expired = await page(await person(), `/invitation/${expiredToken}`);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain(peopleText("errors.expired"));
    expect((await linkAnswer(await person(), expiredToken, "accept")).text).toContain(peopleText("errors.expired"));
    expect(await membersOf(projectId)).toHaveLength(1);
  });

  it("lasts fourteen days", async () => {
    const { owner, projectId } = await ownedProject(1);
    const before = Date.now();
    await invite(owner, projectId, freshEmail());
    const row = await env.DB.prepare("SELECT expires_at AS expiresAt FROM project_invitations WHERE project_id = ?").bind(projectId).first<{ expiresAt: number }>();
    expect(row!.expiresAt - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(row!.expiresAt - before).toBeLessThan(14 * 86_400_000 + 60_000);
  });

  it("can be declined through the link", async () => {
    const { owner, projectId } = await ownedProject(1);
    const address = freshEmail();
    await invite(owner, projectId, address);
    const token = await tokenMailedTo(address);
    const who = await person();
    const declined = await linkAnswer(who, token, "decline");
    expect(declined.status).toBe(302);
    const after = await page(who, declined.location!);
    expect(after.status).toBe(200);
    expect(after.text).toContain(peopleText("invitation.declined"));
    expect(await invitationsOf(projectId)).toEqual([]);
  });
});

describe("leaving a project", () => {
  it("takes the collaborator out at once and back to their workspace; the owner cannot leave their own", async () => {
    const { owner, projectId, title } = await ownedProject(1);
    const member = await person();
    await joined(owner, projectId, member, "editor");
    const left = await peopleForm(member, projectId, { intent: "leave" });
    expect(left.status).toBe(302);
    expect(left.location).toBe("/project");
    expect(await membersOf(projectId)).toEqual([]);
    expect((await ticket(member.cookie, projectId)).status).toBe(403);
    expect((await page(member, "/project")).text).not.toContain(title);
    expect((await peopleForm(owner, projectId, { intent: "leave" })).status).toBe(400);
  });
});

describe("the invitation page", () => {
  it("is worded in each site's language", async () => {
    const { owner, projectId } = await ownedProject(1);
    const address = freshEmail();
    await invite(owner, projectId, address);
    const token = await tokenMailedTo(address);
    const english = await page(null, `/invitation/${token}`, "en");
    expect(english.text).toContain(peopleText("invitation.signedOut", {}, "en"));
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLANS } from "../../app/lib/plans";
import { lastMail } from "./accounts-fixtures";
import { freshEmail } from "./collaborators-fixtures";
import { get } from "./http";
import { company, invitationsOf, inviteTo, joinedTeam, joinLink, membersOf, signedIn, TEAM, teamPage, teamPost, teamText, teamTokenMailedTo } from "./team-fixtures";

/** /account/team and /team/{token} (ADR 043): a Company account invites by e-mail; the invitee accepts with any account. */

const SEATS = PLANS.company.limits.seats;

describe("inviting to a company's team", () => {
  it("mails a link to /team/{token}, lists the pending invitation, and keeps only the token's hash", async () => {
    const owner = await company();
    const email = freshEmail();
    const sent = await inviteTo(owner, `  ${email.toUpperCase()} `);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`${TEAM}?done=invited&who=${encodeURIComponent(email)}`);
    const mail = await lastMail(email);
    expect(mail?.subject).toBe(teamText("mail.subject", { company: owner.username }));
    const token = await teamTokenMailedTo(email);
    const [row] = await invitationsOf(owner.id);
    expect(row.email).toBe(email);
    const stored = await env.DB.prepare("SELECT token_hash FROM company_invitations WHERE id = ?").bind(row.id).first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toContain(token);
    const page = await teamPage(owner);
    expect(page.text).toContain(teamText("invitations.title"));
    expect(page.text).toContain(email);
    expect(page.text).toContain(teamText("seats", { used: 1, seats: SEATS }));
  });

  it("refuses a malformed address, the company's own, a member's and one already invited, each in its own words", async () => {
    const owner = await company();
    const colleague = await signedIn();
    await joinedTeam(owner, colleague);
    const pending = freshEmail();
    expect((await inviteTo(owner, pending)).status).toBe(302);

    const cases: [string, string, number][] = [
      ["pas-une-adresse", "errors.email", 400],
      ["", "errors.email", 400],
      [owner.email.toUpperCase(), "errors.self", 409],
      [colleague.email, "errors.member", 409],
      [pending, "errors.invited", 409],
    ];
    for (const [email, key, status] of cases) {
      const res = await inviteTo(owner, email);
      expect(res.status, email).toBe(status);
      expect(res.text, email).toContain(teamText(key, { seats: SEATS }));
    }
    expect(await invitationsOf(owner.id)).toHaveLength(1);
    expect(await membersOf(owner.id)).toEqual([colleague.id]);
  });

  it(`counts members and pending invitations against the plan's ${SEATS} seats, and frees one when an invitation is cancelled`, async () => {
    const owner = await company();
    const member = await signedIn();
    await joinedTeam(owner, member);
    for (let i = 1; i < SEATS; i++) expect((await inviteTo(owner, freshEmail())).status).toBe(302);
    const over = await inviteTo(owner, freshEmail());
    expect(over.status).toBe(409);
    expect(over.text).toContain(teamText("errors.seats", { seats: SEATS }));
    expect(await invitationsOf(owner.id)).toHaveLength(SEATS - 1);

    const [first] = await invitationsOf(owner.id);
    const cancelled = await teamPost(owner, { intent: "cancel", id: first.id });
    expect(cancelled.location).toBe(`${TEAM}?done=cancelled&who=${encodeURIComponent(first.email)}`);
    expect((await inviteTo(owner, freshEmail())).status).toBe(302);
  });

  it("a full team refuses the last link too: accepting needs a seat", async () => {
    const owner = await company();
    const late = await signedIn();
    await inviteTo(owner, late.email);
    const token = await teamTokenMailedTo(late.email.toLowerCase());
    // The plan shrinks under the invitation: the seats it counted are gone (here: filled by members directly).
    for (let i = 0; i < SEATS; i++) {
      const other = await signedIn();
      await env.DB.prepare("INSERT INTO company_members (company_id, user_id) VALUES (?, ?)").bind(owner.id, other.id).run();
    }
    const refused = await joinLink(late, token);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(teamText("join.errors.seats"));
    expect(await membersOf(owner.id)).not.toContain(late.id);
    expect(await invitationsOf(owner.id)).toHaveLength(1);
  });
});

describe("the invitation link", () => {
  it("signed out, offers to sign in or register and come back; signed in with any account, names the company and joins it", async () => {
    const owner = await company();
    const email = freshEmail();
    await inviteTo(owner, email);
    const token = await teamTokenMailedTo(email);
    const signedOut = await get(`/team/${token}`);
    const text = (await signedOut.text());
    expect(text).toContain(`/connect?r=${encodeURIComponent(`/team/${token}`)}`);
    expect(text).toContain(`/join?r=${encodeURIComponent(`/team/${token}`)}`);

    // Another address than the one invited: the link is the proof.
    const colleague = await signedIn();
    const shown = await joinLink(colleague, token, "GET");
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(teamText("join.intro", { company: owner.username }));
    const accepted = await joinLink(colleague, token);
    expect(accepted.location).toBe("/project");
    expect(await membersOf(owner.id)).toEqual([colleague.id]);
    expect(await invitationsOf(owner.id)).toHaveLength(0);

    const again = await joinLink(colleague, token);
    expect(again.status).toBe(410);
    expect(again.text).toContain(teamText("join.errors.used"));
    const page = await teamPage(owner);
    expect(page.text).toContain(colleague.username);
    expect(page.text).toContain(teamText("seats", { used: 1, seats: SEATS }));
  });

  it("is refused to the company itself, once expired, and once the company's plan has ended", async () => {
    const owner = await company();
    const email = freshEmail();
    await inviteTo(owner, email);
    const token = await teamTokenMailedTo(email);
    expect((await joinLink(owner, token)).text).toContain(teamText("join.errors.self"));

    const colleague = await signedIn();
    await env.DB.prepare("UPDATE users SET grade = 3 WHERE id = ?").bind(owner.id).run();
    const lapsed = await joinLink(colleague, token);
    expect(lapsed.status).toBe(410);
    expect(lapsed.text).toContain(teamText("join.errors.lapsed"));

    await env.DB.prepare("UPDATE users SET grade = 6 WHERE id = ?").bind(owner.id).run();
    await env.DB.prepare("UPDATE company_invitations SET expires_at = ? WHERE company_id = ?").bind(Date.now() - 1000, owner.id).run();
    const expired = await joinLink(colleague, token);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain(teamText("join.errors.expired"));
    expect(await membersOf(owner.id)).toEqual([]);
  });

  it("an unknown token reads as used", async () => {
    const colleague = await signedIn();
    const res = await joinLink(colleague, "x".repeat(43), "GET");
    expect(res.status).toBe(410);
    expect(res.text).toContain(teamText("join.errors.used"));
  });
});

describe("who may invite", () => {
  it.each([
    [1, "Basic"],
    [3, "Pro"],
    [4, "Education"],
  ])("grade %i (%s) sees what the Company plan brings, and its invitations are refused (403)", async (grade) => {
    const account = await signedIn(grade);
    const page = await teamPage(account);
    expect(page.text).toContain(teamText("upgradeTitle"));
    expect(page.text).not.toContain(teamText("invite.submit"));
    const email = freshEmail();
    expect((await inviteTo(account, email)).status).toBe(403);
    expect(await lastMail(email)).toBeNull();
  });

  it("a member, though sharing the Company plan, cannot bring people into a team of their own", async () => {
    const owner = await company();
    const member = await signedIn();
    await joinedTeam(owner, member);
    const page = await teamPage(member);
    expect(page.text).toContain(teamText("memberships.item", { company: owner.username, since: "" }).split(" depuis")[0]);
    expect(page.text).not.toContain(teamText("invite.submit"));
    expect((await inviteTo(member, freshEmail())).status).toBe(403);
  });

  it("logged out, is sent to log in", async () => {
    const res = await get(TEAM);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(TEAM)}`);
  });
});

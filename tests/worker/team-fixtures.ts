import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { lastMail, v1 } from "./accounts-fixtures";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";
import { ownedProject, type Person } from "./collaborators-fixtures";

/** Shared by the company seats' tests (ADR 043): a company, its team tab's forms, the invitation link, a member. */

export const COMPANY = 6;
export const TEAM = "/account/team";

export const company = () => signedIn(COMPANY);

/** A `team.*` text as the pages show it. */
export function teamText(key: string, params: Record<string, string | number> = {}): string {
  const value = translate("fr", `team.${key}`, params);
  expect(value, `team.${key} exists`).not.toBe(`team.${key}`);
  return squeeze(value);
}

export async function teamPost(who: Person, form: Record<string, string>) {
  const res = await send(TEAM, form, who.cookie);
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(await res.text()) };
}

export const inviteTo = (who: Person, email: string) => teamPost(who, { intent: "invite", email });

export async function teamPage(who: Person) {
  const res = await open(TEAM, who.cookie);
  return { status: res.status, text: visibleText(await res.text()) };
}

/** The /team/{token} link of the last mail to that address. */
export async function teamTokenMailedTo(email: string): Promise<string> {
  const token = (await lastMail(email))?.text.match(/\/team\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, `a team invitation mailed to ${email}`).toBeTruthy();
  return token!;
}

export async function joinLink(who: Person, token: string, method: "GET" | "POST" = "POST") {
  const res = method === "GET" ? await open(`/team/${token}`, who.cookie) : await send(`/team/${token}`, { intent: "accept" }, who.cookie);
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(await res.text()) };
}

/** The company invites this person and they accept from the mailed link. */
export async function joinedTeam(owner: Person, member: Person) {
  const sent = await inviteTo(owner, member.email);
  expect(sent.status, sent.text.slice(0, 300)).toBe(302);
  const accepted = await joinLink(member, await teamTokenMailedTo(member.email.toLowerCase()));
  expect(accepted.location, accepted.text.slice(0, 300)).toBe("/project");
}

/** A company with a project, and a colleague who joined its team. */
export async function companyWithMember(memberGrade = 1) {
  const { owner, projectId, title } = await ownedProject(COMPANY);
  const member = await signedIn(memberGrade);
  await joinedTeam(owner, member);
  return { owner, projectId, title, member };
}

/** The grade the API reports for the person now (what every page and check goes by). */
export async function gradeNow(who: { token: string }): Promise<number> {
  const res = await v1("/v1/user/check", { method: "GET", token: who.token });
  expect(res.status).toBe(200);
  return (await res.json<{ grade: number }>()).grade;
}

export const membersOf = async (companyId: string) =>
  (await env.DB.prepare("SELECT user_id FROM company_members WHERE company_id = ?").bind(companyId).all<{ user_id: string }>()).results.map((row) => row.user_id);

export const invitationsOf = async (companyId: string) =>
  (await env.DB.prepare("SELECT id, email FROM company_invitations WHERE company_id = ?").bind(companyId).all<{ id: string; email: string }>()).results;

export { open, send, signedIn, visibleText, type Person };

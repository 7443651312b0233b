import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { PROJECT_TICKET_ENDPOINT } from "../../app/lib/drafts/project-ticket";
import { lastMail } from "./accounts-fixtures";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";
import { unique } from "./play-fixtures";

/** Shared by the collaborators' tests: an owner and their project, invitations as the forms send them, the doors a collaborator knocks on. */

export type Person = Awaited<ReturnType<typeof signedIn>>;
export const person = (grade = 1) => signedIn(grade);

/** A Classic project with a playable draft, so test-play has something to run. */
export async function ownedProject(grade = 1): Promise<{ owner: Person; projectId: string; title: string }> {
  const owner = await person(grade);
  const projectId = unique("p_");
  const title = unique("Projet partagé ");
  await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, draft) VALUES (?, ?, 'classic', ?, ?)")
    .bind(projectId, owner.id, title, JSON.stringify(DEMO_GAMES.classic.definition))
    .run();
  return { owner, projectId, title };
}

export const editorPath = (projectId: string, view = "") => `/project/${projectId}${view ? `?view=${view}` : ""}`;

/** A post from the editor's people view (or the workspace) as its form sends it; the page comes back with the outcome. */
export async function peopleForm(who: Person, projectId: string, form: Record<string, string>, path = editorPath(projectId, "people")) {
  const res = await send(path, { id: projectId, ...form }, who.cookie);
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(await res.text()) };
}

export const invite = (owner: Person, projectId: string, to: string, role = "editor") => peopleForm(owner, projectId, { intent: "invite", to, role });

export async function page(who: Person | null, path: string, locale: LocaleCode = "fr") {
  const res = await open(path, who?.cookie ?? "", locale);
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(await res.text()) };
}

/** The invitation link's token, read from the last mail to that address. */
export async function tokenMailedTo(email: string): Promise<string> {
  const mail = await lastMail(email);
  const token = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, `an invitation link mailed to ${email}`).toBeTruthy();
  return token!;
}

export async function pendingInvitationId(projectId: string, inviteeId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM project_invitations WHERE project_id = ? AND invitee_id = ?").bind(projectId, inviteeId).first<{ id: string }>();
  expect(row, "a pending invitation").toBeTruthy();
  return row!.id;
}

/** Accepts or declines from the workspace's Invitations section. */
export async function answerOnWorkspace(who: Person, invitationId: string, intent: "acceptInvite" | "declineInvite") {
  const res = await send("/project", { intent, invitationId }, who.cookie);
  return { status: res.status, text: visibleText(await res.text()) };
}

/** The owner invites someone by user name, and they accept on their workspace. */
export async function joined(owner: Person, projectId: string, member: Person, role: "editor" | "viewer") {
  const sent = await invite(owner, projectId, member.username, role);
  expect(sent.status, sent.text.slice(0, 300)).toBe(200);
  const accepted = await answerOnWorkspace(member, await pendingInvitationId(projectId, member.id), "acceptInvite");
  expect(accepted.status, accepted.text.slice(0, 300)).toBe(200);
}

export async function linkAnswer(who: Person, token: string, intent: "accept" | "decline") {
  const res = await send(`/invitation/${token}`, { intent }, who.cookie);
  return { status: res.status, location: res.headers.get("Location"), text: visibleText(await res.text()) };
}

export function ticket(cookie: string | null, projectId: string) {
  const headers: Record<string, string> = { Host: "escaplay.fr", "Content-Type": "application/json", Origin: "http://escaplay.fr" };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`http://escaplay.fr${PROJECT_TICKET_ENDPOINT}`, { method: "POST", headers, body: JSON.stringify({ projectId }) });
}

export async function membersOf(projectId: string): Promise<{ user_id: string; role: string }[]> {
  const { results } = await env.DB.prepare("SELECT user_id, role FROM project_collaborators WHERE project_id = ? ORDER BY created_at").bind(projectId).all<{ user_id: string; role: string }>();
  return results;
}

/** A `collaborators.*` text as the page shows it. */
export function peopleText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, `collaborators.${key}`, params);
  expect(value, `collaborators.${key} exists`).not.toBe(`collaborators.${key}`);
  return squeeze(value);
}

/** An address no account has yet. */
export const freshEmail = () => `${unique("invitee")}@exemple.fr`;

let testAddress = 0;
/** Starts a test-play of the project's draft, as the editor's "Tester" does. */
export function testPlay(cookie: string, projectId: string) {
  const headers = { "Content-Type": "application/json", Accept: "application/json", Origin: "http://escaplay.fr", Cookie: cookie, "CF-Connecting-IP": `2001:db8:c011::${(++testAddress).toString(16)}` };
  return SELF.fetch("http://escaplay.fr/resources/test-play-session", { method: "POST", headers, body: JSON.stringify({ intent: "create", projectId }) });
}

export function versions(cookie: string, body: Record<string, unknown>) {
  const headers = { Host: "escaplay.fr", "Content-Type": "application/json", Origin: "http://escaplay.fr", Cookie: cookie };
  return SELF.fetch("http://escaplay.fr/resources/project-versions", { method: "POST", headers, body: JSON.stringify(body) });
}

export const versionList = (cookie: string, projectId: string) =>
  SELF.fetch(`http://escaplay.fr/resources/project-versions?projectId=${projectId}`, { headers: { Host: "escaplay.fr", Cookie: cookie } });

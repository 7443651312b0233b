import { env } from "cloudflare:test";
import { expect } from "vitest";
import { brandForm, COMPANY, publishedBy, readable, saveBrand, setWhiteLabel } from "./brand-fixtures";
import { check, domainRow, publishRecords, register, uniqueHost } from "./domains-fixtures";
import { get } from "./http";

/**
 * Shared by the routing-by-host tests (ADR 044): a company with its brand, a white-label game and a custom host
 * verified through the loopback DNS, as the company's own pages and checks make it.
 */

export const BRAND_NAME = "Acme Jeux";

/** A Company account's published white-label game, its brand set. */
export async function whiteLabelGame(grade = COMPANY) {
  const made = await publishedBy(grade);
  expect((await saveBrand(made.owner, brandForm({ name: BRAND_NAME }))).status).toBe(302);
  expect((await setWhiteLabel(made.owner, made.project.id, { whiteLabel: true })).status).toBe(200);
  return made;
}

/** Registers `host` for the owner and verifies it: the records published in the loopback DNS, "Check now" pressed. */
export async function verifiedHost(cookie: string, host = uniqueHost()) {
  expect((await register(cookie, host)).status).toBe(302);
  const row = (await domainRow(host))!;
  await publishRecords(row);
  expect((await check(cookie, row.id)).headers.get("Location")).toBe("/account/domain?done=verified");
  return { host, id: row.id };
}

/** A company's white-label game served on its verified custom host. */
export async function companyOnHost() {
  const made = await whiteLabelGame();
  const domain = await verifiedHost(made.owner.cookie);
  return { ...made, ...domain };
}

/** A page as a browser on the custom host asks for it. */
export const onHost = (host: string, path: string, headers: Record<string, string> = {}) => get(path, host, headers);

/** The platform's name nowhere in what the page sends: text, title, meta, the data it hydrates from, its links. */
export function expectNoPlatform(html: string, where: string) {
  expect(html, where).not.toMatch(/escaplay/i);
}

/** The company's 404: its name and the page's words, nothing of the platform. */
export async function expectBrandNotFound(res: Response, where: string) {
  expect(res.status, where).toBe(404);
  const html = await res.text();
  expectNoPlatform(html, where);
  const page = readable(html);
  expect(page.text, where).toContain(BRAND_NAME);
  expect(page.title, where).toContain(BRAND_NAME);
}

/** The platform's own 404 page: the site's name in its title. */
export async function expectPlatformNotFound(res: Response, where: string) {
  expect(res.status, where).toBe(404);
  const html = await res.text();
  expect(readable(html).title, where).toMatch(/Escaplay/);
  expect(html, where).not.toContain(BRAND_NAME);
}

export const setGrade = (userId: string, grade: number) => env.DB.prepare("UPDATE users SET grade = ? WHERE id = ?").bind(grade, userId).run();

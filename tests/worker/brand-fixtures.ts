import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";
import { gameOfProject, publish, setMeta, starterProject } from "./publish-fixtures";
import { act, type Creator } from "./projects-fixtures";

/** Shared by the white-label tests (ADR 041): a company, its brand form, its white-label games. */

export const COMPANY = 6;

/** A brand that passes every check: dark blue header (white text, 10:1), amber accent on the game's dark ground. */
export const brandForm = (change: Record<string, string> = {}) => ({
  name: "Acme Jeux",
  logoKey: "",
  primaryColor: "#0b3d91",
  accentColor: "#ffb000",
  supportEmail: "",
  ...change,
});

export const saveBrand = (user: Creator, form: Record<string, string>) => send("/account/brand", form, user.cookie);

export const brandRow = (userId: string) => env.DB.prepare("SELECT * FROM company_brands WHERE user_id = ?").bind(userId).first<Record<string, string | null>>();

export const whiteLabelRow = (projectId: string) =>
  env.DB.prepare("SELECT listed FROM white_label_projects WHERE project_id = ?").bind(projectId).first<{ listed: number }>();

/** The publish tab's white-label form as the page posts it. */
export const setWhiteLabel = (user: Creator, projectId: string, flags: { whiteLabel?: boolean; listed?: boolean }) =>
  act(user, { intent: "whiteLabel", id: projectId, ...(flags.whiteLabel ? { whiteLabel: "on" } : {}), ...(flags.listed ? { listed: "on" } : {}) }, `/project/${projectId}?view=publish`);

/** A company (or any grade) with a published game of a unique title, from the Classic starter. */
export async function publishedBy(grade: number, title = `Évasion ${Math.random().toString(36).slice(2, 8)}`) {
  const owner = await signedIn(grade);
  const project = await starterProject(owner);
  await setMeta(project.id, { title });
  expect((await publish(owner, project.id)).status).toBeLessThan(400);
  const game = (await gameOfProject(project.id))!;
  return { owner, project, game, title };
}

export function brandText(key: string, params: Record<string, string | number> = {}): string {
  const value = translate("fr", key, params);
  expect(value, `${key} exists`).not.toBe(key);
  return squeeze(value);
}

/** What a visitor or a search engine reads of a page: its visible text, its title and every meta tag's content. */
export function readable(html: string): { text: string; title: string; meta: string } {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  const meta = [...html.matchAll(/<meta[^>]*content="([^"]*)"/g)].map((m) => m[1]).join(" | ");
  const body = html.replace(/<head>[\s\S]*?<\/head>/, " ");
  return { text: visibleText(body), title, meta };
}

export { open, send, signedIn, visibleText };

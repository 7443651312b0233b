import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";

/** Shared by the workspace tests: a creator, their projects as rows, and the workspace as their browser sees it. */

export type Creator = Awaited<ReturnType<typeof signedIn>>;
export type Row = { id: string; type: string; title: string; draft: string | null; deleted_at: number | null; starter_id: string | null };

export const creator = (grade = 1) => signedIn(grade);

export async function rowsOf(ownerId: string): Promise<Row[]> {
  const { results } = await env.DB.prepare("SELECT id, type, title, draft, deleted_at, starter_id FROM projects WHERE owner_id = ? ORDER BY created_at, rowid")
    .bind(ownerId)
    .all<Row>();
  return results;
}

export const live = async (ownerId: string) => (await rowsOf(ownerId)).filter((row) => row.deleted_at === null);

/** A post to the workspace as its forms send it; the page comes back rendered with the outcome. */
export async function act(user: Creator, form: Record<string, string>, path = "/project", locale: LocaleCode = "fr") {
  const res = await send(path, form, user.cookie, locale);
  return { status: res.status, text: visibleText(await res.text()) };
}

export const EDITOR_PREFIX: Record<string, string> = { classic: "project", interface: "project2D", "360": "project360" };

export async function create(user: Creator, title: string, type = "interface", starter = "") {
  const res = await send("/project", { intent: "create", type, title, starter }, user.cookie);
  // A new project opens in its type's editor (issue 24).
  expect(res.status, visibleText(await res.text()).slice(0, 400)).toBe(302);
  const row = (await rowsOf(user.id)).find((candidate) => candidate.title === title.trim());
  expect(row, `project ${title} stored`).toBeTruthy();
  expect(res.headers.get("Location")).toBe(`/${EDITOR_PREFIX[row!.type]}/${row!.id}`);
  return row!;
}

export async function workspace(user: Creator, path = "/project", locale: LocaleCode = "fr") {
  const res = await open(path, user.cookie, locale);
  return { status: res.status, text: visibleText(await res.text()), location: res.headers.get("Location") };
}

/** A `projects.*` text as the page shows it. */
export function projectsText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, `projects.${key}`, params);
  expect(value, `projects.${key} exists`).not.toBe(`projects.${key}`);
  return squeeze(value);
}

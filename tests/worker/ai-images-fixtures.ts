import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { monthOf } from "../../app/lib/ai-images/quota.server";

/** Shared by the AI images tests (ADR 045): the endpoint as the files library calls it, and the month's count in D1. */

export type Status = { limit: number; used: number; remaining: number; local: boolean; available: boolean };
export type Generated = { file: { id: string; name: string; url: string; size: number; kind: string; width: number; height: number; folder: string }; status: Status };
export type Refusal = { error: string; message: string; upgrade?: string };

export const imagesUrl = (projectId: string) => `http://escaplay.fr/resources/project-images/${projectId}`;

export function generate(cookie: string | null, projectId: string, body: Record<string, unknown> = { prompt: "un grenier poussiéreux éclairé par une lucarne", format: "scene" }) {
  return SELF.fetch(imagesUrl(projectId), {
    method: "POST",
    body: JSON.stringify(body),
    headers: { Host: "escaplay.fr", "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

export const askStatus = (cookie: string, projectId: string) =>
  SELF.fetch(imagesUrl(projectId), { headers: { Host: "escaplay.fr", Accept: "application/json", Cookie: cookie } });

export async function status(cookie: string, projectId: string): Promise<Status> {
  const res = await askStatus(cookie, projectId);
  expect(res.status).toBe(200);
  return (await res.json()) as Status;
}

export const thisMonth = () => monthOf(new Date());

/** The images counted for an owner in a month (0 without a row). */
export async function usedIn(ownerId: string, month = thisMonth()): Promise<number> {
  const row = await env.DB.prepare("SELECT used FROM ai_image_months WHERE owner_id = ? AND month = ?").bind(ownerId, month).first<{ used: number }>();
  return row?.used ?? 0;
}

/** As if the owner had already generated `used` images in that month. */
export async function alreadyUsed(ownerId: string, used: number, month = thisMonth()) {
  await env.DB.prepare("INSERT INTO ai_image_months (owner_id, month, used) VALUES (?, ?, ?) ON CONFLICT (owner_id, month) DO UPDATE SET used = excluded.used")
    .bind(ownerId, month, used)
    .run();
}

export async function filesOf(projectId: string): Promise<{ name: string; kind: string; size: number }[]> {
  const { results } = await env.DB.prepare("SELECT name, kind, size FROM project_files WHERE project_id = ? ORDER BY created_at").bind(projectId).all<{ name: string; kind: string; size: number }>();
  return results;
}

/** An `ai-images.*` text as the endpoint words it. */
export function aiText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, `ai-images.${key}`, params);
  expect(value, `ai-images.${key} exists`).not.toBe(`ai-images.${key}`);
  return value;
}

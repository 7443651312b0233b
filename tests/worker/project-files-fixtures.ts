import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { create, creator, type Creator } from "./projects-fixtures";

/** Shared by the project files tests: real file heads built byte by byte, and the endpoint as the page calls it. */

const HOSTS: Partial<Record<LocaleCode, string>> = { fr: "escaplay.fr", en: "escaplay.eu" };

function padded(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];

/** A PNG of the given dimensions: signature and IHDR, then zeros to reach `size` bytes. */
export function png(width: number, height: number, size = 2000) {
  return padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...be32(width), ...be32(height), 8, 6, 0, 0, 0], size);
}

/** A JPEG with an APP0 segment before its frame header, as cameras write them. */
export function jpeg(width: number, height: number, size = 2000) {
  const app0 = [0xff, 0xe0, ...be16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return padded([0xff, 0xd8, ...app0, ...sof], size);
}

export const mp3 = (size = 3000) => padded([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0], size);
export const svg = () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const text = (size = 500) => new TextEncoder().encode("#!/bin/sh\necho not an image\n".padEnd(size, "#"));

export async function ownerWithProject(grade = 1) {
  const user = await creator(grade);
  const project = await create(user, "Manoir", "interface");
  return { user, project };
}

const endpoint = (projectId: string, query = "") => `http://escaplay.fr/resources/project-files/${projectId}${query}`;

export function upload(cookie: string | null, projectId: string, name: string, body: Uint8Array<ArrayBuffer>, path = "/", locale: LocaleCode = "fr") {
  const host = HOSTS[locale]!;
  return SELF.fetch(endpoint(projectId, `?${new URLSearchParams({ name, path })}`).replace("escaplay.fr", host), {
    method: "PUT",
    body,
    headers: { Host: host, Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

export function list(cookie: string | null, projectId: string, path = "/") {
  return SELF.fetch(endpoint(projectId, `?path=${encodeURIComponent(path)}`), { headers: { Host: "escaplay.fr", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) } });
}

export function act(cookie: string | null, projectId: string, action: Record<string, unknown>) {
  return SELF.fetch(endpoint(projectId), {
    method: "POST",
    body: JSON.stringify(action),
    headers: { Host: "escaplay.fr", "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

export type Uploaded = { file: { id: string; url: string; size: number; kind: string; name: string; folder: string; width: number | null; height: number | null } };

export async function uploaded(user: Creator, projectId: string, name: string, body: Uint8Array<ArrayBuffer>, path = "/") {
  const res = await upload(user.cookie, projectId, name, body, path);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as Uploaded).file;
}

export async function storageOf(userId: string): Promise<number> {
  return (await env.DB.prepare("SELECT storage_bytes AS n FROM users WHERE id = ?").bind(userId).first<{ n: number }>())!.n;
}

export async function objectsOf(fileUid: string): Promise<string[]> {
  return (await env.FILES.list({ prefix: `projects/${fileUid}/` })).objects.map((object) => object.key);
}

export const keyOf = (url: string) => url.replace(/^\/files\//, "");

/** A `projects.files.*` text as the endpoint words it. */
export function filesText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr"): string {
  const value = translate(locale, `projects.files.${key}`, params);
  expect(value, `projects.files.${key} exists`).not.toBe(`projects.files.${key}`);
  return value;
}

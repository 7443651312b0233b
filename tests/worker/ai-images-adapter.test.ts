import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { LocaleCode } from "../../app/i18n/locales";
import { aiImagesAction, aiImagesLoader } from "../../app/lib/ai-images/endpoint.server";
import { GB } from "../../app/lib/plans";
import { createLoadContext } from "../../workers/load-context";
import type { Env } from "../../workers/env";
import { joined, ownedProject } from "./collaborators-fixtures";
import { creator } from "./projects-fixtures";
import { keyOf, ownerWithProject, png, storageOf } from "./project-files-fixtures";
import { aiText, askStatus, filesOf, generate, imagesUrl, status, usedIn, type Generated, type Refusal, type Status } from "./ai-images-fixtures";

/** The images adapter (ADR 045): local and labelled without the binding, Workers AI with it, never a stand-in in production. */

type Owner = Awaited<ReturnType<typeof ownerWithProject>>;

/** The endpoint called as the route does, with another environment than the tests' local one. */
async function callWith(overrides: Partial<Env>, { user, project }: Owner, method: "GET" | "POST" = "POST") {
  const request = new Request(imagesUrl(project.id), {
    method,
    headers: { Cookie: user.cookie, "Content-Type": "application/json" },
    ...(method === "POST" ? { body: JSON.stringify({ prompt: "un phare dans la tempête", format: "panorama" }) } : {}),
  });
  const context = createLoadContext(request, { ...env, ...overrides } as Env, { waitUntil: () => undefined });
  return method === "POST" ? aiImagesAction(context, request, project.id) : aiImagesLoader(context, request, project.id);
}

const binding = (run: (model: string, inputs: Record<string, unknown>) => Promise<unknown>) => ({ run }) as unknown as Ai;

describe("without the AI binding, on a local machine", () => {
  it("says images are local, and still runs the whole path: a labelled PNG at the format's proportions, in the files, counted", async () => {
    const owner = await ownerWithProject(3);
    const { user, project } = owner;
    expect(await status(user.cookie, project.id)).toEqual({ limit: 50, used: 0, remaining: 50, local: true, available: true } satisfies Status);
    for (const locale of ["fr", "de", "en", "es", "it"] as LocaleCode[]) expect(aiText("local", {}, locale)).toMatch(/IA|KI|AI/);

    const res = await generate(user.cookie, project.id, { prompt: "Un grenier poussiéreux", format: "scene", path: "/decors" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { file, status: after } = (await res.json()) as Generated;
    expect(file).toMatchObject({ name: "scene-un-grenier-poussiereux.png", kind: "image", width: 960, height: 540, folder: "/decors" });
    expect(after.remaining).toBe(49);
    const stored = await env.FILES.get(keyOf(file.url));
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(bytes.byteLength).toBe(file.size);

    const panorama = (await (await generate(user.cookie, project.id, { prompt: "une plage", format: "panorama" })).json()) as Generated;
    expect(panorama.file).toMatchObject({ kind: "panorama", width: 1024, height: 512 });
    const object = (await (await generate(user.cookie, project.id, { prompt: "une clé rouillée", format: "object" })).json()) as Generated;
    expect(object.file).toMatchObject({ kind: "image", width: 512, height: 512 });
    expect(await usedIn(user.id)).toBe(3);
  });

  it("counts each image in the owner's storage, and refuses when storage is full without counting the image", async () => {
    const { user, project } = await ownerWithProject(3);
    const { file } = (await (await generate(user.cookie, project.id)).json()) as Generated;
    expect(await storageOf(user.id)).toBe(file.size);
    expect((await filesOf(project.id))[0]).toMatchObject({ size: file.size });

    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(GB - 100, user.id).run();
    const full = await generate(user.cookie, project.id);
    expect(full.status).toBe(403);
    expect(((await full.json()) as Refusal).message).toBe(aiText("errors.storage"));
    expect(await usedIn(user.id)).toBe(1);
    expect(await filesOf(project.id)).toHaveLength(1);
  });
});

describe("in production", () => {
  it("without the binding, answers that the service is unavailable and never draws a local picture", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const owner = await ownerWithProject(3);
    const shown = (await (await callWith({ ENVIRONMENT: "production", AI: undefined }, owner, "GET")).json()) as Status;
    expect(shown).toMatchObject({ available: false, local: false, remaining: 50 });
    const res = await callWith({ ENVIRONMENT: "production", AI: undefined }, owner);
    expect(res.status).toBe(503);
    expect(((await res.json()) as Refusal).message).toBe(aiText("errors.unavailable"));
    expect(await usedIn(owner.user.id)).toBe(0);
    expect(await filesOf(owner.project.id)).toEqual([]);
    warn.mockRestore();
  });

  it("with the binding, asks the model for the format's size and saves what it answers", async () => {
    const owner = await ownerWithProject(3);
    const asked: Record<string, unknown>[] = [];
    const AI = binding(async (model, inputs) => {
      asked.push({ model, ...inputs });
      return new Blob([png(2048, 1024, 4000)]).stream();
    });
    const res = await callWith({ ENVIRONMENT: "production", AI }, owner);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(asked).toEqual([expect.objectContaining({ model: "@cf/stabilityai/stable-diffusion-xl-base-1.0", prompt: "un phare dans la tempête", width: 2048, height: 1024 })]);
    expect(((await res.json()) as Generated).file).toMatchObject({ kind: "panorama", width: 2048, height: 1024, size: 4000 });
    expect(((await (await callWith({ ENVIRONMENT: "production", AI }, owner, "GET")).json()) as Status).local).toBe(false);
  });

  it("words a prompt the safety filter refused, and a failing model, without counting either", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const owner = await ownerWithProject(3);
    const refusing = binding(async () => {
      throw new Error("AiError: Input prompt contains NSFW content.");
    });
    const refused = await callWith({ ENVIRONMENT: "production", AI: refusing }, owner);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).message).toBe(aiText("errors.refused"));
    const failing = binding(async () => {
      throw new Error("AiError: 3040: Capacity temporarily exceeded");
    });
    expect((await callWith({ ENVIRONMENT: "production", AI: failing }, owner)).status).toBe(503);
    expect(await usedIn(owner.user.id)).toBe(0);
    expect(await storageOf(owner.user.id)).toBe(0);
    expect(await filesOf(owner.project.id)).toEqual([]);
    warn.mockRestore();
  });
});

describe("who may generate into a project", () => {
  it("is someone who may edit it: another account is refused and nothing is counted, a visitor must sign in", async () => {
    const { user, project } = await ownerWithProject(3);
    const intruder = await creator(3);
    const res = await generate(intruder.cookie, project.id);
    expect(res.status).toBe(403);
    expect((await askStatus(intruder.cookie, project.id)).status).toBe(403);
    expect((await generate(null, project.id)).status).toBe(401);
    expect(await usedIn(intruder.id)).toBe(0);
    expect(await usedIn(user.id)).toBe(0);
    expect(await filesOf(project.id)).toEqual([]);
  });

  it("lets an editor collaborator generate on the owner's plan and storage, and refuses a viewer", async () => {
    // A classic project: the people view the fixtures post to is the classic editor's.
    const { owner: user, projectId } = await ownedProject(3);
    const project = { id: projectId };
    const editor = await creator(1);
    const viewer = await creator(3);
    await joined(user, project.id, editor, "editor");
    await joined(user, project.id, viewer, "viewer");
    expect((await status(viewer.cookie, project.id)).remaining).toBe(50);
    expect((await generate(viewer.cookie, project.id)).status).toBe(403);
    const res = await generate(editor.cookie, project.id);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await usedIn(user.id)).toBe(1);
    expect(await usedIn(editor.id)).toBe(0);
    expect(await storageOf(user.id)).toBeGreaterThan(0);
    expect(await storageOf(editor.id)).toBe(0);
  });

  it("gives a company member the shared Company plan's 100 images", async () => {
    const company = await creator(6);
    const { user, project } = await ownerWithProject(1);
    await env.DB.prepare("INSERT INTO company_members (company_id, user_id) VALUES (?, ?)").bind(company.id, user.id).run();
    expect((await status(user.cookie, project.id)).limit).toBe(100);
    expect((await generate(user.cookie, project.id)).status).toBe(201);
  });
});

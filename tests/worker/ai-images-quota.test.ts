import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { aiImagesAction } from "../../app/lib/ai-images/endpoint.server";
import { monthOf } from "../../app/lib/ai-images/quota.server";
import { createLoadContext } from "../../workers/load-context";
import { ownerWithProject, storageOf } from "./project-files-fixtures";
import { aiText, alreadyUsed, filesOf, generate, status, usedIn, type Generated, type Refusal } from "./ai-images-fixtures";

/** The plan's AI images per calendar month (issue 27, ADR 045): counted in D1, atomically, and given back on failure. */

describe("the monthly AI images of a plan", () => {
  it("gives Pro its 50th image of the month and refuses the 51st, in words, with the way to a bigger plan", async () => {
    const { user, project } = await ownerWithProject(3);
    expect(await status(user.cookie, project.id)).toMatchObject({ limit: 50, used: 0, remaining: 50 });
    await alreadyUsed(user.id, 49);
    expect((await status(user.cookie, project.id)).remaining).toBe(1);

    const last = await generate(user.cookie, project.id);
    expect(last.status, await last.clone().text()).toBe(201);
    expect(((await last.json()) as Generated).status).toMatchObject({ limit: 50, used: 50, remaining: 0 });

    const refused = await generate(user.cookie, project.id);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as Refusal;
    expect(body.error).toBe("quota");
    expect(body.message).toBe(aiText("errors.quota", { limit: 50 }));
    expect(body.upgrade).toBe("/account?tab=subscription");
    expect(await usedIn(user.id)).toBe(50);
    expect(await filesOf(project.id)).toHaveLength(1);
  });

  it("counts Education's 40 and Company's 100", async () => {
    const education = await ownerWithProject(4);
    expect((await status(education.user.cookie, education.project.id)).limit).toBe(40);
    const company = await ownerWithProject(6);
    expect((await status(company.user.cookie, company.project.id)).limit).toBe(100);
  });

  it("starts a new calendar month (UTC) at 0, whatever the month before used", async () => {
    const { user, project } = await ownerWithProject(3);
    const october = new Date("2026-10-31T23:59:00Z");
    const november = new Date("2026-11-01T00:00:30Z");
    await alreadyUsed(user.id, 50, monthOf(october));
    const post = (now: Date) => {
      const request = new Request(`https://escaplay.fr/resources/project-images/${project.id}`, {
        method: "POST",
        headers: { Cookie: user.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ prompt: "une cave voûtée", format: "object" }),
      });
      return aiImagesAction(createLoadContext(request, env, { waitUntil: () => undefined }), request, project.id, now);
    };
    expect((await post(october)).status).toBe(429);
    const res = await post(november);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await usedIn(user.id, "2026-11")).toBe(1);
    expect(await usedIn(user.id, "2026-10")).toBe(50);
  });

  it("lets only one of two requests racing for the last image have it", async () => {
    const { user, project } = await ownerWithProject(3);
    await alreadyUsed(user.id, 49);
    const answers = await Promise.all([generate(user.cookie, project.id), generate(user.cookie, project.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 429]);
    expect(await usedIn(user.id)).toBe(50);
    expect(await filesOf(project.id)).toHaveLength(1);
  });

  it("refuses Basic, which has no AI images, before counting anything", async () => {
    const { user, project } = await ownerWithProject(1);
    expect(await status(user.cookie, project.id)).toMatchObject({ limit: 0, remaining: 0 });
    const res = await generate(user.cookie, project.id);
    expect(res.status).toBe(403);
    const body = (await res.json()) as Refusal;
    expect(body.error).toBe("plan");
    expect(body.message).toBe(aiText("errors.plan"));
    expect(await usedIn(user.id)).toBe(0);
    expect(await filesOf(project.id)).toEqual([]);
    expect(await storageOf(user.id)).toBe(0);
  });

  it("checks the prompt's length and the format before counting", async () => {
    const { user, project } = await ownerWithProject(3);
    const short = await generate(user.cookie, project.id, { prompt: "  a ", format: "scene" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Refusal).message).toBe(aiText("errors.prompt", { min: 3, max: 500 }));
    expect((await generate(user.cookie, project.id, { prompt: "x".repeat(501), format: "scene" })).status).toBe(400);
    const format = await generate(user.cookie, project.id, { prompt: "une forêt", format: "poster" });
    expect(((await format.json()) as Refusal).error).toBe("format");
    expect(await usedIn(user.id)).toBe(0);
  });
});

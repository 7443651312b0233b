import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "./http";
import { act, create, creator, live, projectsText, rowsOf, workspace } from "./projects-fixtures";

/** /project, /project2D, /project360: a creator's workspace, its writes, and what the pages show. */

describe("the workspace needs an account", () => {
  it("sends a visitor to the login page and back", async () => {
    for (const path of ["/project", "/project2D", "/project360/p_123"]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(path)}`);
    }
  });
});

describe("a creator's projects", () => {
  it("creates a blank project that appears in the list with its type", async () => {
    const user = await creator();
    const row = await create(user, "  Mon premier jeu  ", "360");
    expect(row).toMatchObject({ title: "Mon premier jeu", type: "360", draft: null, starter_id: null });
    const page = await workspace(user);
    expect(page.text).toContain("Mon premier jeu");
    expect(page.text).toContain(projectsText("quota", { used: 1, limit: 3 }));
  });

  it("creates a project from a starter, whose definition becomes the draft under the new title", async () => {
    const user = await creator();
    const row = await create(user, "Ma crypte", "interface", "crypte-oubliee");
    expect(row.starter_id).toBe("crypte-oubliee");
    const draft = JSON.parse(row.draft!) as { meta: { title: string; type: string }; scenes: unknown };
    expect(draft.meta).toMatchObject({ title: "Ma crypte", type: "interface" });
  });

  it("refuses a starter of another type, an unknown type and a bad title with a clear message", async () => {
    const user = await creator();
    const wrongStarter = await act(user, { intent: "create", type: "360", title: "Jeu", starter: "crypte-oubliee" });
    expect(wrongStarter.status).toBe(400);
    expect(wrongStarter.text).toContain(projectsText("errors.starter"));
    const badType = await act(user, { intent: "create", type: "vr", title: "Jeu" });
    expect(badType.text).toContain(projectsText("errors.type"));
    const empty = await act(user, { intent: "create", type: "classic", title: "   " });
    expect(empty.text).toContain(projectsText("errors.titleEmpty"));
    const long = await act(user, { intent: "create", type: "classic", title: "x".repeat(81) });
    expect(long.text).toContain(projectsText("errors.titleTooLong"));
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("renames a project, trimming the title and refusing more than 80 characters", async () => {
    const user = await creator();
    const row = await create(user, "Ancien titre");
    const renamed = await act(user, { intent: "rename", id: row.id, title: "  Nouveau titre " });
    expect(renamed.text).toContain(projectsText("done.renamed", { title: "Nouveau titre" }));
    expect((await rowsOf(user.id))[0]!.title).toBe("Nouveau titre");
    const tooLong = await act(user, { intent: "rename", id: row.id, title: "é".repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(projectsText("errors.titleTooLong"));
    expect((await rowsOf(user.id))[0]!.title).toBe("Nouveau titre");
  });

  it("duplicates a project with its draft under a title that says it is a copy", async () => {
    const user = await creator();
    const row = await create(user, "Original", "classic", "labo-volta");
    const result = await act(user, { intent: "duplicate", id: row.id });
    expect(result.text).toContain(projectsText("done.duplicated", { title: "Original (copie)" }));
    const copy = (await rowsOf(user.id)).find((candidate) => candidate.id !== row.id)!;
    expect(copy).toMatchObject({ title: "Original (copie)", type: "classic", draft: row.draft, starter_id: "labo-volta" });
  });

  it("deletes a project into the restorable list, then restores it", async () => {
    const user = await creator();
    const row = await create(user, "À jeter");
    const deleted = await act(user, { intent: "delete", id: row.id });
    expect(deleted.text).toContain(projectsText("done.deleted", { title: "À jeter" }));
    expect(await live(user.id)).toEqual([]);
    const page = await workspace(user);
    expect(page.text).toContain(projectsText("deletedTitle"));
    expect(page.text).toContain(projectsText("quota", { used: 0, limit: 3 }));
    const restored = await act(user, { intent: "restore", id: row.id });
    expect(restored.text).toContain(projectsText("done.restored", { title: "À jeter" }));
    expect((await live(user.id)).map((candidate) => candidate.id)).toEqual([row.id]);
  });

  it("no longer lists nor restores a project deleted more than 30 days ago", async () => {
    const user = await creator();
    const row = await create(user, "Trop vieux");
    await env.DB.prepare("UPDATE projects SET deleted_at = ? WHERE id = ?").bind(Date.now() - 31 * 86_400_000, row.id).run();
    expect((await workspace(user)).text).not.toContain("Trop vieux");
    const restore = await act(user, { intent: "restore", id: row.id });
    expect(restore.status).toBe(404);
    expect(restore.text).toContain(projectsText("errors.notFound"));
  });

  it("filters the list by the route's type and creates that type there", async () => {
    const user = await creator(3);
    await create(user, "Jeu en 2D", "interface");
    await create(user, "Jeu en 360", "360");
    const page = await workspace(user, "/project360");
    expect(page.text).toContain("Jeu en 360");
    expect(page.text).not.toContain("Jeu en 2D");
    await act(user, { intent: "create", type: "360", title: "Autre 360" }, "/project360");
    expect((await rowsOf(user.id)).find((row) => row.title === "Autre 360")?.type).toBe("360");
  });

  it("opens a project in its type's editor, in the site's language, whatever editor address was used", async () => {
    const user = await creator();
    const row = await create(user, "Mon manoir", "interface");
    const page = await workspace(user, `/project2D/${row.id}`, "en");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Mon manoir");
    expect(page.text).toContain("Test-play");
    expect(page.text).toContain("Opening the draft…");
    const elsewhere = await workspace(user, `/project360/${row.id}?view=files`, "en");
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toBe(`/project2D/${row.id}?view=files`);
  });
});

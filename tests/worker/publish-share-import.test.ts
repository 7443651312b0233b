import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionGrant } from "../../app/lib/play/types";
import { open, send, visibleText } from "./account-area-fixtures";
import { get, post } from "./http";
import { sessionCall, visitorCookie } from "./play-fixtures";
import { create, creator, live, type Creator } from "./projects-fixtures";
import { gameOfProject, publish, publishText, setMeta, starterProject, versionsOf } from "./publish-fixtures";

/** Private sharing (Pro plans, /private and /sh) and importing a reusable game (spec sections 3, 4, 6). */

const openSession = (gameId: string, routeKind: "public" | "private") =>
  sessionCall({ intent: "create", gameId, mode: "solo", routeKind }, { cookie: visitorCookie().cookie });

async function publishedBy(user: Creator, change: Record<string, string>, title: string) {
  const project = await starterProject(user, title);
  const page = await publish(user, project.id, change);
  expect(page.status, page.text.slice(-600)).toBe(200);
  return { project, game: (await gameOfProject(project.id))! };
}

describe("private sharing", () => {
  it("refuses a Basic creator with the spec's message and publishes nothing", async () => {
    const user = await creator(1);
    const project = await starterProject(user);
    const page = await publish(user, project.id, { visibility: "private" });
    expect(page.status).toBe(400);
    expect(page.text).toContain(publishText("fieldErrors.privateNeedsPro"));
    expect(page.text).toContain("Le partage privé nécessite un créateur Pro");
    expect(await gameOfProject(project.id)).toBeNull();
  });

  it("keeps a Pro creator's private game out of the catalogue and profile, and plays it through /private and /sh", async () => {
    const user = await creator(3);
    const { project, game } = await publishedBy(user, { visibility: "private" }, "Labo secret");
    expect(game.visibility).toBe("private");

    expect(visibleText(await (await open("/escape", user.cookie)).text())).not.toContain("Labo secret");
    expect(visibleText(await (await open(`/c/${encodeURIComponent(user.username)}/games`, user.cookie)).text())).not.toContain("Labo secret");

    expect((await openSession(game.id, "public")).status).toBe(404);
    const grant = (await (await openSession(game.id, "private")).json()) as SessionGrant;
    expect(grant.gameId).toBe(game.id);

    const share = await get(`/sh/${game.id}`);
    expect(share.status).toBe(302);
    expect(share.headers.get("Location")).toBe(`/private/${game.id}`);
    const page = await open(`/project/${project.id}?view=publish`, user.cookie);
    const html = await page.text();
    expect(visibleText(html)).toContain(publishText("shareTitle"));
    expect(html).toContain(`/sh/${game.id}`);
  });

  it("takes the share link down with the game", async () => {
    const user = await creator(4);
    const { project, game } = await publishedBy(user, { visibility: "private" }, "Labo retiré");
    await send(`/project/${project.id}?view=publish`, { intent: "unpublish", id: project.id }, user.cookie);
    expect((await get(`/sh/${game.id}`)).status).toBe(404);
  });
});

describe("importing a reusable game", () => {
  it("imports the current version into the user's projects with a link to the new project", async () => {
    const author = await creator(3);
    const { project, game } = await publishedBy(author, { allowReuse: "on" }, "Labo à partager");
    await setMeta(project.id, { title: "Labo à partager v2" });
    await publish(author, project.id, { allowReuse: "on" });
    const importer = await creator(1);
    expect(visibleText(await (await open(`/escape/${game.id}`, importer.cookie)).text())).toContain(publishText("reuse.button"));

    const res = await send(`/escape/${game.id}`, {}, importer.cookie);
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(visibleText(html)).toContain(publishText("reuse.done", { title: "Labo à partager v2" }));
    const [copy] = await live(importer.id);
    expect(copy).toMatchObject({ title: "Labo à partager v2", type: "classic" });
    expect(html).toContain(`href="/project/${copy.id}"`);
    const [, current] = await versionsOf(game.id);
    expect(copy.draft).toBe(current.definition);
  });

  it("refuses a game whose creator does not allow reuse, and does not offer it", async () => {
    const author = await creator(3);
    const { game } = await publishedBy(author, {}, "Labo gardé");
    const importer = await creator(1);
    expect(visibleText(await (await open(`/escape/${game.id}`, importer.cookie)).text())).not.toContain(publishText("reuse.button"));
    const res = await send(`/escape/${game.id}`, {}, importer.cookie);
    expect(res.status).toBe(403);
    expect(visibleText(await res.text())).toContain(publishText("reuse.errors.notAllowed"));
    expect(await live(importer.id)).toEqual([]);
  });

  it("refuses an import past the Basic plan's three projects with the upgrade prompt", async () => {
    const author = await creator(3);
    const { game } = await publishedBy(author, { allowReuse: "on" }, "Labo de trop");
    const importer = await creator(1);
    for (const title of ["Un", "Deux", "Trois"]) await create(importer, title);
    const res = await send(`/escape/${game.id}`, {}, importer.cookie);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(visibleText(html)).toContain(publishText("reuse.errors.quota", { limit: 3 }));
    expect(html).toContain('href="/account?tab=subscription"');
    expect(await live(importer.id)).toHaveLength(3);
  });

  it("sends a visitor to log in and back to the game's page", async () => {
    const author = await creator(3);
    const { game } = await publishedBy(author, { allowReuse: "on" }, "Labo ouvert");
    expect(visibleText(await (await get(`/escape/${game.id}`)).text())).toContain(publishText("reuse.login"));
    const res = await post(`/escape/${game.id}`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(`/escape/${game.id}`)}`);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE title = 'Labo ouvert'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "./http";
import { brandForm, brandText, COMPANY, open, publishedBy, readable, saveBrand, setWhiteLabel, signedIn, whiteLabelRow } from "./brand-fixtures";
import { sessionCall } from "./play-fixtures";
import { createMulti, granted } from "./play-multi-fixtures";

/** The white-label flag of a project (ADR 041): Company plan only, and out of every public list unless listed. */

// A list shows a game by its card's link (the search page also repeats the words searched for).
const links = (html: string, gameId: string) => html.includes(`href="/escape/${gameId}"`);
const searchFinds = async (title: string, gameId: string) => links(await (await get(`/escape/search?q=${encodeURIComponent(title)}`)).text(), gameId);
const catalogueShows = async (gameId: string) => links(await (await get("/escape?sort=latest")).text(), gameId);
const profileShows = async (username: string, gameId: string) => links(await (await get(`/c/${username}/games`)).text(), gameId);

describe("the white-label flag", () => {
  it("is refused below the Company plan, whatever the form sent", async () => {
    for (const grade of [1, 3, 4, 5]) {
      const { owner, project } = await publishedBy(grade);
      const page = await setWhiteLabel(owner, project.id, { whiteLabel: true });
      expect(page.status, `grade ${grade}`).toBe(403);
      expect(await whiteLabelRow(project.id)).toBeNull();
    }
  });

  it("is the owner's alone: another company's post finds no project", async () => {
    const { project } = await publishedBy(COMPANY);
    const other = await signedIn(COMPANY);
    expect((await setWhiteLabel(other, project.id, { whiteLabel: true })).status).toBe(404);
    expect(await whiteLabelRow(project.id)).toBeNull();
  });

  it("shows the Company owner the form, and a lesser plan what the Company plan brings", async () => {
    const company = await publishedBy(COMPANY);
    const pro = await publishedBy(3);
    const textOf = async (who: typeof company) => readable(await (await open(`/project/${who.project.id}?view=publish`, who.owner.cookie)).text()).text;
    expect(await textOf(company)).toContain(brandText("publish.whiteLabel.flag"));
    const proText = await textOf(pro);
    expect(proText).toContain(brandText("publish.whiteLabel.needsCompany"));
    expect(proText).not.toContain(brandText("publish.whiteLabel.flag"));
  });
});

describe("a white-label game in the public lists", () => {
  it("leaves the catalogue, its search, its creator's profile and its platform page, unless the company lists it", async () => {
    const { owner, project, game, title } = await publishedBy(COMPANY);
    const username = (await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(owner.id).first<{ username: string }>())!.username;
    expect(await searchFinds(title, game.id)).toBe(true);
    expect(await catalogueShows(game.id)).toBe(true);
    expect(await profileShows(username, game.id)).toBe(true);

    expect((await setWhiteLabel(owner, project.id, { whiteLabel: true })).status).toBe(200);
    expect(await whiteLabelRow(project.id)).toEqual({ listed: 0 });
    expect(await searchFinds(title, game.id)).toBe(false);
    expect(await catalogueShows(game.id)).toBe(false);
    expect(await profileShows(username, game.id)).toBe(false);
    expect((await get(`/escape/${game.id}`)).status).toBe(404);
    // Its own links still open it.
    expect((await get(`/play/${game.id}`)).status).toBe(200);

    await setWhiteLabel(owner, project.id, { whiteLabel: true, listed: true });
    expect(await searchFinds(title, game.id)).toBe(true);
    expect(await catalogueShows(game.id)).toBe(true);
    expect(await profileShows(username, game.id)).toBe(true);

    await setWhiteLabel(owner, project.id, { whiteLabel: false });
    expect(await whiteLabelRow(project.id)).toBeNull();
  });
});

describe("a white-label game's pages", () => {
  async function brandedGame() {
    const made = await publishedBy(COMPANY);
    expect((await saveBrand(made.owner, brandForm({ name: "Acme Jeux" }))).status).toBe(302);
    await setWhiteLabel(made.owner, made.project.id, { whiteLabel: true });
    return made;
  }

  function expectBranded(html: string, where: string) {
    const page = readable(html);
    expect(page.title, where).toContain("Acme Jeux");
    expect(page.text, where).toContain("Acme Jeux");
    for (const part of [page.text, page.title, page.meta]) expect(part, where).not.toMatch(/escaplay/i);
    expect(html, where).toContain("--brand-primary:#0b3d91");
  }

  it("show the company's brand and nothing of the platform: play page and share link", async () => {
    const { game } = await brandedGame();
    const play = await get(`/play/${game.id}`);
    expect(play.status).toBe(200);
    expectBranded(await play.text(), "play page");
    const share = await get(`/sh/${game.id}`);
    expect(share.status).toBe(302);
    const target = share.headers.get("Location")!;
    expect(target).toBe(`/play/${game.id}`);
    expectBranded(await (await get(target)).text(), "share link's page");
  });

  it("show the brand on a session's join page", async () => {
    const { owner, game } = await brandedGame();
    await env.DB.prepare("UPDATE games SET multi = 1 WHERE id = ?").bind(game.id).run();
    const code = await fetchSession(game.id, owner.cookie);
    const join = await get(`/play/${game.id}/${code}/join`);
    expect(join.status).toBe(200);
    expectBranded(await join.text(), "join page");
  });

  it("show the brand on the owner's test-play of the project", async () => {
    const { owner, project } = await brandedGame();
    const page = await open(`/playTest/${project.id}`, owner.cookie);
    expect(page.status).toBe(200);
    expectBranded(await page.text(), "test-play");
  });

  it("go back to the platform's when the company's plan ends", async () => {
    const { owner, game } = await brandedGame();
    await env.DB.prepare("UPDATE users SET grade = 3 WHERE id = ?").bind(owner.id).run();
    const page = readable(await (await get(`/play/${game.id}`)).text());
    expect(page.title).toContain("Escaplay");
    expect(page.text).not.toContain("Acme Jeux");
  });
});

/** Opens a multiplayer session of the game as its owner, through the session endpoint a browser posts to. */
async function fetchSession(gameId: string, cookie: string): Promise<string> {
  // Guests welcome (a Company plan may invite them): the visitor's join page is the form, not a refusal.
  return (await granted(await sessionCall(createMulti(gameId, { guests: true }), { cookie }), 201)).sessionId;
}

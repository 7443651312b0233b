import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { openSolo, played, report } from "./account-results-fixtures";
import { get } from "./http";
import { publishGame } from "./play-fixtures";
import { EDITOR_PREFIX, create, creator, rowsOf } from "./projects-fixtures";

/** Issue 24: a creator finds the studio (menu, /creator, welcome), a new project opens its editor, and a card counts finished sessions. */

const anchor = (html: string, href: string) => [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]).filter((a) => a.includes(`href="${href}"`)).map(visibleText);

describe("the studio is findable", () => {
  it("puts 'Mes projets' in the account menu of every page, in the site's language", async () => {
    const user = await signedIn(1);
    for (const [path, locale, label] of [["/", "fr", "Mes projets"], ["/account", "fr", "Mes projets"], ["/", "en", "My projects"]] as const) {
      const res = await open(path, user.cookie, locale);
      expect(res.status).toBe(200);
      const html = await res.text();
      const menu = html.match(/<ul[^>]*account-menu-list[\s\S]*?<\/ul>/)?.[0] ?? "";
      expect(anchor(menu, "/project").map((text) => text.trim()), `${locale} ${path}`).toEqual([label]);
    }
  });

  it("leads a logged-in visitor of /creator to the projects instead of registration", async () => {
    const anonymous = await (await get("/creator")).text();
    expect(anchor(anonymous, "/join").map((t) => t.trim())).toContain("Créer mon compte gratuit");

    const user = await signedIn(1);
    const res = await open("/creator", user.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(anchor(html, "/project").map((t) => t.trim())).toContain("Ouvrir mes projets");
    expect(anchor(html, "/join")).toEqual([]);
    expect(visibleText(html)).not.toContain("Créer mon compte gratuit");
  });

  it("gives a Créateur's welcome page a primary action into the studio, and a player's none", async () => {
    const maker = await signedIn(1);
    await env.DB.prepare("UPDATE users SET account_type = 'creator' WHERE id = ?").bind(maker.id).run();
    const html = await (await open("/welcome", maker.cookie)).text();
    const hero = html.match(/<section class="hero mk-hero"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(hero).toContain("Bienvenue sur Escaplay");
    expect(hero).toMatch(/<a class="button"[^>]*href="\/project"/);
    expect(anchor(hero, "/project").map((t) => t.trim())).toEqual(["Ouvrir mes projets"]);

    const player = await signedIn(1);
    await env.DB.prepare("UPDATE users SET account_type = 'player' WHERE id = ?").bind(player.id).run();
    const playerHtml = await (await open("/welcome", player.cookie)).text();
    expect(visibleText(playerHtml)).not.toContain("Ouvrir mes projets");
  });

  it("opens a new project in its type's editor, from every workspace", async () => {
    const user = await creator(3);
    for (const type of ["interface", "classic", "360"]) {
      const row = await create(user, `Nouveau ${type}`, type);
      expect(row.type).toBe(type);
    }
    const res = await send("/project360", { intent: "create", type: "360", title: "Panorama" }, user.cookie);
    const row = (await rowsOf(user.id)).find((candidate) => candidate.title === "Panorama")!;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/${EDITOR_PREFIX["360"]}/${row.id}`);
    expect(EDITOR_PREFIX).toEqual({ classic: "project", interface: "project2D", "360": "project360" });
    // The editor it leads to answers.
    expect((await open(res.headers.get("Location")!, user.cookie)).status).toBe(200);
  });
});

/** A project whose published game was finished twice and left once, by players of the demo. */
async function publishedWithSessions(grade: number) {
  const owner = await creator(grade);
  const project = await create(owner, "Mon jeu publié", "classic");
  const game = await publishGame({ type: "classic", creatorId: owner.id });
  await env.DB.prepare("UPDATE games SET project_id = ? WHERE id = ?").bind(project.id, game.id).run();
  const demo = DEMO_GAMES.classic;
  for (let i = 0; i < 2; i += 1) await report(await openSolo(game.id), played(demo.definition, demo.walkthrough));
  await openSolo(game.id);
  return { owner, project, game };
}

function card(html: string, title: string): string {
  return [...html.matchAll(/<li class="projects-item">[\s\S]*?<\/li>/g)].map((m) => m[0]).find((item) => item.includes(title)) ?? "";
}

describe("results on a project card", () => {
  it("tells a Basic creator how many sessions were finished, with the Pro prompt", async () => {
    const { owner, game } = await publishedWithSessions(1);
    const html = await (await open("/project", owner.cookie)).text();
    const item = card(html, "Mon jeu publié");
    expect(visibleText(item)).toContain("Parties terminées : 2");
    expect(anchor(item, "/account?tab=subscription").map((t) => t.trim())).toEqual(["Passez Pro pour voir les résultats de chaque partie"]);
    expect(item).not.toContain(`/account/r/${game.id}`);
    // The same figure the Pro results page shows.
    const row = await env.DB.prepare("SELECT played_count FROM games WHERE id = ?").bind(game.id).first<{ played_count: number }>();
    expect(row?.played_count).toBe(2);
  });

  it("keeps a Pro creator's link to the game's results", async () => {
    const { owner, game } = await publishedWithSessions(3);
    const html = await (await open("/project", owner.cookie, "en")).text();
    const item = card(html, "Mon jeu publié");
    expect(visibleText(item)).toContain("Games finished: 2");
    expect(anchor(item, `/account/r/${game.id}`).map((t) => t.trim())).toEqual(["See the results"]);
    expect(item).not.toContain("/account?tab=subscription");
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { get } from "./http";

const text = async (path: string, host?: string) => (await get(path, host)).text();

describe("the home page", () => {
  it("shows the four statistics read from D1", async () => {
    const html = await text("/");
    const stats = html.slice(html.indexOf('data-testid="home-stats"'), html.indexOf("</dl>", html.indexOf('data-testid="home-stats"')));
    expect(stats).toContain("1\u202f269");
    expect(stats).toContain("parties jouées");
    expect(stats).toMatch(/<dt>jeux en ligne<\/dt><dd>5<\/dd>/);
    expect(stats).toMatch(/<dt>avis de joueurs<\/dt><dd>7<\/dd>/);
  });

  it("counts a newly published game in the games online", async () => {
    await env.DB.prepare(
      "INSERT INTO games (id, creator_id, type, title, theme, difficulty) VALUES ('nouveau', 'u_atelier', 'classic', 'Nouveau jeu', 'adventure', 'easy')",
    ).run();
    const html = await text("/");
    expect(html).toMatch(/<dt>jeux en ligne<\/dt><dd>6<\/dd>/);
    expect(html).toContain("Nouveau jeu");
  });

  it("ships the rails' texts of the catalogue, not the catalogue's search and filters it does not show", async () => {
    const html = await text("/");
    expect(html).toContain("Les plus joués ces 7 derniers jours.");
    expect(html).toContain("Voir tout : {{name}}");
    expect(html).not.toContain("Effacer les filtres");
    expect(html).not.toContain("Titre, thème, mot-clé…");
  });
});

describe("the catalogue", () => {
  it("lists the public games", async () => {
    const html = await text("/escape");
    for (const title of ["Le manoir de l&#x27;horloger", "Le phare englouti", "La crypte oubliée"]) expect(html).toContain(title);
  });

  it("filters by theme, difficulty and type, and searches titles", async () => {
    const horror = await text("/escape?theme=horror");
    expect(horror).toContain("La crypte oubliée");
    expect(horror).not.toContain("Le phare englouti");
    const search = await text("/escape/search?q=phare");
    expect(search).toContain("Le phare englouti");
    expect(search).not.toContain("La crypte oubliée");
    const typed = await text("/escape?type=360&difficulty=easy");
    expect(typed).toContain("Le phare englouti");
    expect(typed).not.toContain("Mission séminaire");
  });

  it("ignores a filter it does not know instead of failing", async () => {
    const res = await get("/escape?theme=space&sort=random&q=" + "x".repeat(200));
    expect(res.status).toBe(200);
  });

  it("hides private and removed games", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO games (id, creator_id, type, title, theme, difficulty, visibility) VALUES ('secret', 'u_atelier', 'classic', 'Jeu secret', 'horror', 'easy', 'private')"),
      env.DB.prepare("INSERT INTO games (id, creator_id, type, title, theme, difficulty, status) VALUES ('retire', 'u_atelier', 'classic', 'Jeu retiré', 'horror', 'easy', 'removed')"),
    ]);
    const html = await text("/escape?theme=horror");
    expect(html).toContain("La crypte oubliée");
    expect(html).not.toContain("Jeu secret");
    expect(html).not.toContain("Jeu retiré");
  });
});

describe("a game page", () => {
  it("shows the game's details, statistics and approved reviews only", async () => {
    const html = await text("/escape/manoir-horloger");
    expect(html).toContain("Le manoir de l&#x27;horloger");
    expect(html).toContain("Taux de réussite");
    // Intl writes French percentages with a narrow no-break space.
    expect(html).toMatch(/76\s%/);
    expect(html).toContain("Superbe ambiance");
    expect(await text("/escape/crypte-oubliee")).not.toContain("Vraiment difficile");
  });

  it("links to the right play route for its type", async () => {
    expect(await text("/escape/manoir-horloger")).toContain('href="/play2D/manoir-horloger"');
    expect(await text("/escape/phare-englouti")).toContain('href="/play360/phare-englouti"');
    expect(await text("/escape/labo-volta")).toContain('href="/play/labo-volta"');
  });

  it("offers what the game allows: solo, together through logging in, and joining with a code", async () => {
    const both = await text("/escape/labo-volta");
    expect(both).toContain('href="/play/labo-volta"');
    expect(both).toContain(`href="/connect?r=${encodeURIComponent("/play/labo-volta?multi=create")}"`);
    expect(visibleText(both)).toMatch(/Jouer en solo Jouer ensemble Rejoindre avec un code/);

    const together = await text("/escape/mission-seminaire");
    expect(together).toContain(`href="/connect?r=${encodeURIComponent("/play/mission-seminaire?multi=create")}"`);
    expect(together).not.toContain('href="/play/mission-seminaire"');
    expect(visibleText(together)).not.toContain("Jouer en solo");
    expect(visibleText(together)).toContain("Ce jeu ne se joue pas en solo.");

    const alone = visibleText(await text("/escape/crypte-oubliee"));
    expect(alone).toContain("Jouer en solo");
    expect(alone).not.toContain("Jouer ensemble");
    expect(alone).not.toContain("Rejoindre avec un code");
  });

  it("sends a logged-in player straight to the session creation", async () => {
    const player = await signedIn(1);
    const html = await (await open("/escape/mission-seminaire", player.cookie)).text();
    expect(html).toContain('href="/play/mission-seminaire?multi=create"');
    expect(html).not.toContain("/connect?r=");
  });
});

describe("public profiles and the blog", () => {
  it("shows a creator's badge and published games", async () => {
    const profile = await text("/c/StudioHorizon");
    expect(profile).toContain("Entreprise");
    expect(await text("/c/AtelierEnigma/games")).toContain("La crypte oubliée");
  });

  it("has no profile for a banned account", async () => {
    await env.DB.prepare("UPDATE users SET banned_at = 1 WHERE id = 'u_player'").run();
    expect((await get("/c/Camille")).status).toBe(404);
  });

  it("shows the site's own language posts, French where a site has none yet", async () => {
    expect(await text("/blog", "escaplay.de")).toContain("Willkommen bei Escaplay");
    expect(await text("/blog", "escaplay.ch")).toContain("Bienvenue sur Escaplay");
  });
});

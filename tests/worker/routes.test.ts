import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { get, htmlLang, post } from "./http";

// Multiplayer sessions of the seeded games (the code is the session), opened by the seed's creator.
const SESSIONS = { "labo-volta": "123456789", "manoir-horloger": "420000042", "phare-englouti": "700000007" };

// Every route shape of spec section 2, with demo content from the seed.
const PAGES = [
  "/", "/about", "/affiliation", "/blog", "/business", "/cgu", "/cgv", "/code", "/connect", "/connect?r=/escape",
  "/contact", "/creator", "/education", "/escape", "/escape/search", "/escape/search?q=phare", "/join", "/join?r=/plans",
  "/joinMulti", "/learn", "/letsplay", "/mentions-legales", "/multi", "/plans", "/qrcode", "/releases", "/reset", "/un-an",
  "/blog/bienvenue-sur-escaplay", "/c/AtelierEnigma", "/c/atelierenigma/games", "/c/AtelierEnigma/parties",
  "/error", "/error/not-found", "/error/solo-unavailable", "/escape/manoir-horloger", "/sh",
  "/play/labo-volta", "/play/labo-volta/123456789", "/play/labo-volta/123456789/join",
  "/play2D/manoir-horloger", "/play2D/manoir-horloger/420000042", "/play2D/manoir-horloger/420000042/join",
  "/play360/phare-englouti", "/play360/phare-englouti/700000007/join",
];

// A session number that no open session of the game has: the page says the session has expired.
const EXPIRED_SESSIONS = ["/play/labo-volta/123456", "/play2D/manoir-horloger/42/join", "/play360/phare-englouti/123456789/join"];

// The seeded games are public: their private routes exist and answer the spec's "not accessible privately".
const PRIVATE_ROUTES_OF_PUBLIC_GAMES = [
  "/private/labo-volta", "/private/labo-volta/123456", "/private/labo-volta/123456/join",
  "/private2D/manoir-horloger", "/private2D/manoir-horloger/42", "/private2D/manoir-horloger/42/join",
  "/private360/phare-englouti", "/demoprivate2D/manoir-horloger",
];

const LOGIN_REQUIRED = [
  "/account", "/account?tab=subscription", "/account/invoices", "/account/mail", "/account/newsletter", "/account/pro/success", "/account/referral", "/account/domain", "/account/team",
  "/account/r/manoir-horloger", "/account/r/manoir-horloger/progress", "/account/r/manoir-horloger/progress/123",
  "/project", "/project/p_manoir", "/project2D", "/project2D/p_manoir", "/project360", "/project360/p_phare",
  "/playTest", "/playTest/p_labo", "/playTest2D", "/playTest2D/p_manoir", "/playTest360", "/playTest360/p_phare",
];

beforeAll(async () => {
  await env.DB.batch(
    Object.entries(SESSIONS).map(([gameId, code]) =>
      // Opened by the seed's Pro creator, inviting guests: a visitor without an account reaches the door (ADR 012).
      env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players, guests) VALUES (?, ?, 'multi', 'u_atelier', 1, 3, 1)").bind(code, gameId),
    ),
  );
});

describe("every route of the spec", () => {
  it.each(PAGES)("%s answers 200 with a French page", async (path) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe("fr");
    expect(html).toMatch(/<h1[\s>]/);
  });

  it.each(EXPIRED_SESSIONS)("%s answers 410 with the French session-expired page", async (path) => {
    const res = await get(path);
    expect(res.status, path).toBe(410);
    const html = await res.text();
    expect(htmlLang(html)).toBe("fr");
    expect(html).toContain("Partie expirée");
  });

  it.each(PRIVATE_ROUTES_OF_PUBLIC_GAMES)("%s answers 403 with the French not-private page", async (path) => {
    const res = await get(path);
    expect(res.status, path).toBe(403);
    const html = await res.text();
    expect(htmlLang(html)).toBe("fr");
    expect(html).toContain("Ce jeu n'est pas accessible en privé");
  });

  it.each(["escaplay.de", "escaplay.ch", "escaplay.eu", "escaplay.it"])("the catalogue and a game page answer on %s", async (host) => {
    for (const path of ["/escape", "/escape/phare-englouti", "/plans", "/cgu"]) {
      const res = await get(path, host);
      expect(res.status, `${host}${path}`).toBe(200);
    }
  });

  it.each(LOGIN_REQUIRED)("%s sends a logged-out visitor to /connect with the way back", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(path)}`);
    expect(res.headers.get("Clear-Site-Data")).toBe('"storage"');
  });

  it("sends a logged-out visitor from /welcome to the home page", async () => {
    const res = await get("/welcome");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });

  it("logs out by a post to /quit: back home, session cookie dropped, local storage cleared", async () => {
    const res = await post("/quit", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/^_sr=; .*Max-Age=0/);
    expect(res.headers.get("Clear-Site-Data")).toBe('"storage"');
  });

  it("opens a shared game from its share link", async () => {
    const res = await get("/sh/manoir-horloger");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/play2D/manoir-horloger");
    const pasted = await get(`/sh?link=${encodeURIComponent("https://escaplay.fr/sh/labo-volta")}`);
    expect(pasted.headers.get("Location")).toBe("/play/labo-volta");
  });
});

describe("data that does not exist", () => {
  it.each([
    "/escape/no-such-game", "/c/nobody-here", "/c/nobody-here/games", "/blog/no-such-post", "/play/no-such-game",
    "/play2D/no-such-game/1/join", "/play/labo-volta/not-a-number", "/demoprivate2D/no-such-game", "/sh/no-such-game",
  ])("%s shows a not-found state with status 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(htmlLang(await res.text())).toBe("fr");
  });

  it("treats an unknown /error id as the generic game error", async () => {
    const html = await (await get("/error/what-is-this")).text();
    expect(html).toContain("Une erreur est survenue");
  });
});

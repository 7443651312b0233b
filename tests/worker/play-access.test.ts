import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { stripSolutions, type GameType } from "../../app/engine";
import { translate } from "../../app/i18n/catalog.server";
import { ACCESS_STATUS } from "../../app/lib/play/access.server";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { playPageLoader } from "../../app/lib/play/play-page.server";
import type { AccessError, PlayPageData } from "../../app/lib/play/types";
import { signedIn } from "./account-area-fixtures";
import { get, title } from "./http";
import { answersOf, containsWord, creator, PLAY_PREFIX, publishGame, runLoader, sourceTexts, type GameOptions } from "./play-fixtures";

/**
 * The access rules of spec sections 4, 6 and 8 as a player meets them on the play routes: the page
 * answers with the refusal's status and says which refusal it is, or shows the game without answers.
 */

type PageData = { title: string; messages: Record<string, unknown>; play: PlayPageData };

const openPage = (path: string, cookie?: string, host?: string) => runLoader<PageData>(playPageLoader, path, cookie, host);

async function expectRefused(path: string, error: AccessError, cookie?: string) {
  const page = await openPage(path, cookie);
  expect(page.data?.play, path).toEqual({ kind: "error", error, status: ACCESS_STATUS[error], gameId: path.split("/")[2] });
  expect(page.status, path).toBe(ACCESS_STATUS[error]);
  // The page's title is the refusal's, in the site's language.
  expect(page.data?.title).toBe(translate("fr", `access.errors.${error}.title`));
  return page;
}

async function expectGame(path: string, cookie?: string) {
  const page = await openPage(path, cookie);
  expect(page.status, path).toBe(200);
  const play = page.data!.play;
  if (play.kind !== "game") throw new Error(`${path} refused: ${JSON.stringify(play)}`);
  return play;
}

const gamePath = (prefix: string, id: string) => `/${prefix}/${id}`;

describe("a game that cannot be found", () => {
  it("answers not found for an unknown game, a removed one and a malformed session number", async () => {
    await expectRefused("/play/no-such-game", "not-found");
    const removed = await publishGame({ status: "removed" });
    await expectRefused(gamePath("play", removed.id), "not-found");
    const open = await publishGame();
    await expectRefused(`/play/${open.id}/not-a-number`, "not-found");
  });

  it("answers not found on another type's route only where no route of that family plays the game", async () => {
    const privateClassic = await publishGame({ type: "classic", visibility: "private" });
    await expectRefused(gamePath("demoprivate2D", privateClassic.id), "not-found");
    // The right type's public route would not know a private game either: nothing is revealed.
    const privateInterface = await publishGame({ type: "interface", visibility: "private" });
    await expectRefused(gamePath("play", privateInterface.id), "not-found");
    const removed = await publishGame({ type: "interface", status: "removed" });
    await expectRefused(gamePath("play360", removed.id), "not-found");
  });

  it("keeps a private game hidden from the public routes, without revealing its title", async () => {
    const game = await publishGame({ type: "interface", visibility: "private" });
    const page = await expectRefused(gamePath("play2D", game.id), "not-found");
    expect(JSON.stringify(page.data)).not.toContain(game.title);
  });
});

describe("a play address of the wrong type", () => {
  const expectMoved = async (path: string, location: string) => {
    const page = await openPage(path);
    expect(page.status, path).toBe(302);
    expect(page.thrown?.headers.get("Location"), path).toBe(location);
  };

  it("leads to the route that plays the game's type, keeping the rest of the address and its query", async () => {
    const classic = await publishGame({ type: "classic" });
    const interfaceGame = await publishGame({ type: "interface" });
    const panorama = await publishGame({ type: "360" });
    await expectMoved(gamePath("play2D", classic.id), `/play/${classic.id}`);
    await expectMoved(`/play/${interfaceGame.id}?multi=create`, `/play2D/${interfaceGame.id}?multi=create`);
    await expectMoved(`/play360/${interfaceGame.id}/123456/join`, `/play2D/${interfaceGame.id}/123456/join`);
    await expectMoved(gamePath("play2D", panorama.id), `/play360/${panorama.id}`);
  });

  it("stays in the private family for a private game", async () => {
    const game = await publishGame({ type: "360", visibility: "private" });
    await expectMoved(`/private2D/${game.id}?multi=create`, `/private360/${game.id}?multi=create`);
    await expectGame(gamePath("private360", game.id));
  });
});

describe("the private routes", () => {
  it("refuse a public or unlisted game as not accessible privately", async () => {
    const publicGame = await publishGame({ type: "classic" });
    const unlisted = await publishGame({ type: "interface", visibility: "unlisted" });
    await expectRefused(gamePath("private", publicGame.id), "not-private");
    await expectRefused(gamePath("private2D", unlisted.id), "not-private");
    await expectRefused(gamePath("demoprivate2D", unlisted.id), "not-private");
  });

  it("need a Pro, education or company creator", async () => {
    for (const grade of [0, 1]) {
      const { id: creatorId } = await creator(grade);
      const game = await publishGame({ type: "360", visibility: "private", creatorId });
      await expectRefused(gamePath("private360", game.id), "pro-required");
    }
    for (const grade of [3, 4, 5, 6]) {
      const { id: creatorId, username } = await creator(grade);
      const game = await publishGame({ type: "360", visibility: "private", creatorId });
      const play = await expectGame(gamePath("private360", game.id));
      expect(play.routeKind).toBe("private");
      expect(play.game.creatorName).toBe(username);
    }
  });

  it("play a private Interface game on the demo route", async () => {
    const game = await publishGame({ type: "interface", visibility: "private" });
    const play = await expectGame(gamePath("demoprivate2D", game.id));
    expect(play.routeKind).toBe("demo");
  });
});

describe("games that are no longer playable", () => {
  it("say the page is no longer accessible for an unpublished game", async () => {
    const game = await publishGame({ status: "offline" });
    await expectRefused(gamePath("play", game.id), "gone");
  });

  it("say the same for a game without a definition, or with one that no longer parses", async () => {
    const none = await publishGame({ type: "interface", definition: null });
    const broken = await publishGame({ type: "interface", definition: '{"version":1,"meta":{}}' });
    const notJson = await publishGame({ type: "interface", definition: "{not json" });
    for (const game of [none, broken, notJson]) await expectRefused(gamePath("play2D", game.id), "gone");
  });
});

describe("who may play", () => {
  it("keeps account-only games for logged-in players, unverified ones included", async () => {
    const game = await publishGame({ access: "account" });
    await expectRefused(gamePath("play", game.id), "account-only");
    const unverified = await signedIn(0);
    const play = await expectGame(gamePath("play", game.id), unverified.cookie);
    expect(play.loggedIn).toBe(true);
    expect(play.game.access).toBe("account");
  });

  it("shows the intro of a key game, so that it can ask for the key", async () => {
    const game = await publishGame({ access: "key", key: "LUMIERE-42" });
    const play = await expectGame(gamePath("play", game.id));
    expect(play.game.access).toBe("key");
    expect(JSON.stringify(play)).not.toContain("LUMIERE-42");
  });

  it("refuses solo where the game does not allow it, and multiplayer where it does not", async () => {
    const neither = await publishGame({ solo: false, multi: false });
    await expectRefused(gamePath("play", neither.id), "solo-unavailable");
    // A game played only by several still has its page: that is where its sessions are created.
    const multiOnly = await publishGame({ solo: false, multi: true });
    const page = await expectGame(gamePath("play", multiOnly.id));
    expect(page.multi.canCreate).toBe(true);
    await expectRefused(`/demoprivate2D/${(await publishGame({ type: "interface", visibility: "private", solo: false, multi: true })).id}`, "solo-unavailable");
    const soloOnly = await publishGame({ solo: true, multi: false });
    await expectRefused(`/play/${soloOnly.id}/482193756`, "multi-unavailable");
  });
});

describe("a playable game's page", () => {
  it.each<[GameType, string]>([
    ["classic", "play"],
    ["interface", "play2D"],
    ["360", "play360"],
  ])("gives the %s player its game, its view without answers and its files", async (type, prefix) => {
    const { id: creatorId, username } = await creator(1);
    const game = await publishGame({ type, creatorId });
    const play = await expectGame(gamePath(prefix, game.id));
    const { meta } = game.definition;
    expect(play).toEqual({
      kind: "game",
      game: {
        id: game.id,
        title: game.title,
        summary: "",
        type,
        coverPath: null,
        // What the room will play by: the definition's figures.
        minPlayers: meta.minPlayers,
        maxPlayers: meta.maxPlayers,
        playMinutes: meta.playMinutes,
        hintRechargeSeconds: meta.hintRechargeSeconds,
        recommendedAge: meta.recommendedAge,
        creatorName: username,
        access: "open",
        solo: true,
        multi: false,
      },
      view: stripSolutions(game.definition),
      assets: assetsOf(game.definition),
      routeKind: "public",
      session: null,
      // A visitor has no game saved on an account (ADR 050).
      saved: null,
      joining: false,
      loggedIn: false,
      multi: { canCreate: false, account: "login", canInviteGuests: false, session: null },
    });
  });

  it("is titled with the game in the site's language", async () => {
    const game = await publishGame({ type: "interface" });
    const fr = await openPage(gamePath("play2D", game.id));
    const en = await openPage(gamePath("play2D", game.id), undefined, "escaplay.eu");
    expect(fr.data?.title).toBe(translate("fr", "pages.play.title", { title: game.title }));
    expect(en.data?.title).toBe(translate("en", "pages.play.title", { title: game.title }));
    expect(en.data?.messages.access).toMatchObject({ errors: { "not-found": { title: "Game not found" } } });
  });

  it("counts nothing: opening the page is not starting a game", async () => {
    const game = await publishGame();
    await expectGame(gamePath("play", game.id));
    const row = await env.DB.prepare("SELECT started_count AS n FROM games WHERE id = ?").bind(game.id).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe("the two route families", () => {
  it("map every public and private prefix to its game type", async () => {
    for (const type of ["classic", "interface", "360"] as const) {
      const options: GameOptions = { type };
      const publicGame = await publishGame(options);
      const privateGame = await publishGame({ ...options, visibility: "private" });
      await expectGame(gamePath(PLAY_PREFIX.public[type], publicGame.id));
      await expectGame(gamePath(PLAY_PREFIX.private[type], privateGame.id));
    }
  });
});

describe("the real play routes", () => {
  it.each<[string, GameOptions | null, string, AccessError]>([
    ["an unknown game", null, "play", "not-found"],
    ["a removed game", { status: "removed" }, "play", "not-found"],
    ["a private game of another type on a public route", { type: "360", visibility: "private" }, "play2D", "not-found"],
    ["a private game on a public route", { visibility: "private" }, "play", "not-found"],
    ["a public game on a private route", {}, "private", "not-private"],
    ["an unpublished game", { status: "offline" }, "play", "gone"],
    ["a game without a definition", { definition: null }, "play", "gone"],
    ["an account-only game, for a visitor", { access: "account" }, "play", "account-only"],
    ["a game played neither solo nor by several", { solo: false, multi: false }, "play", "solo-unavailable"],
  ])("answer %s with its status and its localized title", async (_, options, prefix, error) => {
    const game = options ? await publishGame(options) : null;
    const res = await get(`/${prefix}/${game?.id ?? "no-such-game"}`);
    const html = await res.text();
    expect(res.status).toBe(ACCESS_STATUS[error]);
    expect(title(html)).toContain(escapeHtml(translate("fr", `access.errors.${error}.title`)));
  });

  it("answer a game of another type with a redirect to its own route, query kept", async () => {
    const game = await publishGame({ type: "360" });
    const res = await get(`/play2D/${game.id}?multi=create`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/play360/${game.id}?multi=create`);
    expect((await get(`/play360/${game.id}?multi=create`)).status).toBe(200);
  });

  it("answer a private game of a creator who is not Pro with pro-required", async () => {
    const { id: creatorId } = await creator(1);
    const game = await publishGame({ type: "interface", visibility: "private", creatorId });
    const res = await get(`/private2D/${game.id}`, "escaplay.eu");
    expect(res.status).toBe(403);
    expect(title(await res.text())).toContain(translate("en", "access.errors.pro-required.title"));
  });

  it.each<[GameType, string]>([
    ["classic", "play"],
    ["interface", "play2D"],
    ["360", "play360"],
  ])("send the %s game's page without a single answer in its source", async (type, prefix) => {
    const game = await publishGame({ type });
    const res = await get(`/${prefix}/${game.id}`);
    const texts = sourceTexts(await res.text());
    expect(res.status).toBe(200);
    // The view is in the page, every puzzle named there, so the search below is not vacuous.
    for (const { name } of game.definition.puzzles) expect(texts, name).toContain(name);
    for (const secret of [...answersOf(game.definition), ...game.definition.hints.map((hint) => hint.text)]) {
      expect(texts.filter((text) => containsWord(text, secret)), `"${secret}" is in the page`).toEqual([]);
    }
  });
});

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

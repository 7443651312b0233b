import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameType } from "../../app/engine";
import { translate } from "../../app/i18n/catalog.server";
import { internalSessionPath, type InternalSession } from "../../app/lib/play/internal";
import { playPageLoader } from "../../app/lib/play/play-page.server";
import { PROGRESS_KEPT_HOURS, type AccessError, type PlayPageData } from "../../app/lib/play/types";
import { signedIn } from "./account-area-fixtures";
import { get, title } from "./http";
import { creator, PLAY_PREFIX, publishGame, runLoader, visitorCookie } from "./play-fixtures";
import { ageSession, endSession, granted, GUESTS_WELCOME, joinAs, openedSession } from "./play-multi-fixtures";

/**
 * What the play pages tell a viewer about multiplayer (may they open a session, and on a session's
 * own page, what joining it asks of them), and what the game rooms learn of a multiplayer session.
 */

type PageData = { title: string; play: PlayPageData };
const openPage = (path: string, cookie?: string) => runLoader<PageData>(playPageLoader, path, cookie);

async function multiOf(path: string, cookie?: string) {
  const page = await openPage(path, cookie);
  const play = page.data!.play;
  if (play.kind !== "game") throw new Error(`${path} refused: ${JSON.stringify(play)}`);
  return play.multi;
}

async function expectRefused(path: string, error: AccessError, cookie?: string) {
  const page = await openPage(path, cookie);
  expect(page.data?.play, path).toMatchObject({ kind: "error", error });
  return page;
}

describe("a game page's multiplayer offer", () => {
  it("offers to open a session of a multiplayer game, and says what the viewer's account allows", async () => {
    const game = await publishGame({ multi: true });
    const path = `/play/${game.id}`;
    expect(await multiOf(path, visitorCookie().cookie)).toEqual({ canCreate: true, account: "login", canInviteGuests: false, session: null });
    expect(await multiOf(path, (await signedIn(0)).cookie)).toMatchObject({ account: "verify", canInviteGuests: false });
    expect(await multiOf(path, (await signedIn(1)).cookie)).toMatchObject({ account: "ok", canInviteGuests: false });
    for (const grade of [3, 4, 5, 6]) expect(await multiOf(path, (await signedIn(grade)).cookie)).toMatchObject({ account: "ok", canInviteGuests: true });
  });

  it("offers nothing for a solo-only game, nor on the demonstration route", async () => {
    const solo = await publishGame({ multi: false });
    expect((await multiOf(`/play/${solo.id}`)).canCreate).toBe(false);
    const demo = await publishGame({ type: "interface", visibility: "private", multi: true });
    expect((await multiOf(`/demoprivate2D/${demo.id}`)).canCreate).toBe(false);
    expect((await multiOf(`/private2D/${demo.id}`)).canCreate).toBe(true);
  });
});

describe("a session's page", () => {
  it("tells its creator it is theirs, joined already", async () => {
    const { game, code, creator: owner } = await openedSession({ create: { minPlayers: 2, maxPlayers: 3 } });
    const multi = await multiOf(`/play/${game.id}/${code}`, owner.cookie);
    expect(multi.session).toEqual({ code, minPlayers: 2, maxPlayers: 3, guests: false, youAreCreator: true, joined: true, needsNickname: false, needsKey: false });
  });

  it("asks a visitor for a nickname until they joined, then no more", async () => {
    const { game, code } = await openedSession(GUESTS_WELCOME);
    const visitor = visitorCookie();
    const path = `/play/${game.id}/${code}/join`;
    expect((await multiOf(path, visitor.cookie)).session).toMatchObject({ youAreCreator: false, joined: false, needsNickname: true, needsKey: false });
    await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "Zoé" }));
    expect((await multiOf(path, visitor.cookie)).session).toMatchObject({ joined: true, needsNickname: false });
    const page = await openPage(path, visitor.cookie);
    expect(page.data!.play).toMatchObject({ session: code, joining: true });
  });

  it("asks an account for a key game's key until they joined, and never asks invited guests", async () => {
    const { game, code } = await openedSession({ game: { access: "key", key: "LUMIERE-42" }, create: { key: "LUMIERE-42" } });
    const player = await signedIn(1);
    const path = `/play/${game.id}/${code}`;
    expect((await multiOf(path, player.cookie)).session).toMatchObject({ needsKey: true, needsNickname: false, joined: false });
    await granted(await joinAs(code, { cookie: player.cookie }, { key: "LUMIERE-42" }));
    expect((await multiOf(path, player.cookie)).session).toMatchObject({ needsKey: false, joined: true });
    // Without an account and without an invitation, the page refuses as the endpoint does.
    await expectRefused(path, "guests-not-invited", visitorCookie().cookie);

    const invited = await openedSession({ game: { access: "key", key: "LUMIERE-42" }, grade: 3, create: { key: "LUMIERE-42", guests: true } });
    expect((await multiOf(`/play/${invited.game.id}/${invited.code}`, visitorCookie().cookie)).session).toMatchObject({
      guests: true,
      needsKey: false,
      needsNickname: true,
    });
  });

  it("opens an account-only game's session to visitors only when guests are invited", async () => {
    const closed = await openedSession({ game: { access: "account" } });
    await expectRefused(`/play/${closed.game.id}/${closed.code}`, "account-only", visitorCookie().cookie);
    const invited = await openedSession({ game: { access: "account" }, grade: 4, create: { guests: true } });
    expect((await multiOf(`/play/${invited.game.id}/${invited.code}/join`, visitorCookie().cookie)).session).toMatchObject({ needsNickname: true });
  });

  it("answers session expired for a code that is unknown, ended, too old or another game's", async () => {
    const { game, code } = await openedSession();
    await expectRefused(`/play/${game.id}/123456789`, "session-expired");
    await expectRefused(`/play/${game.id}/4821/join`, "session-expired");
    const other = await publishGame({ multi: true });
    await expectRefused(`/play/${other.id}/${code}`, "session-expired");

    const old = await openedSession();
    await ageSession(old.code, PROGRESS_KEPT_HOURS + 0.1);
    await expectRefused(`/play/${old.game.id}/${old.code}`, "session-expired");
    const ended = await openedSession();
    await endSession(ended.code);
    const page = await expectRefused(`/play/${ended.game.id}/${ended.code}/join`, "session-expired");
    expect(page.status).toBe(410);
    expect(page.data?.title).toBe(translate("fr", "access.errors.session-expired.title"));
  });

  it("still answers a game that cannot be found before the session", async () => {
    const { game, code } = await openedSession({ game: { type: "interface" } });
    await expectRefused(`/private2D/${game.id}/${code}`, "not-private");
    await expectRefused(`/play2D/no-such-game/${code}`, "not-found");
  });

  it("asks a visitor to sign in at a Basic host's session, even of a game open to everyone, and lets them in at an inviting Pro host's", async () => {
    const basic = await openedSession();
    const refused = await expectRefused(`/play/${basic.game.id}/${basic.code}/join`, "guests-not-invited", visitorCookie().cookie);
    expect(refused.status).toBe(401);
    expect(refused.data?.title).toBe(translate("fr", "access.errors.guests-not-invited.title"));
    const invited = await openedSession(GUESTS_WELCOME);
    expect((await multiOf(`/play/${invited.game.id}/${invited.code}/join`, visitorCookie().cookie)).session).toMatchObject({ guests: true, needsNickname: true });
  });

  it("leads a session address of the wrong game type to the right one, code and join kept", async () => {
    const { game, code } = await openedSession({ game: { type: "interface" } });
    const page = await openPage(`/play360/${game.id}/${code}/join`);
    expect(page.status).toBe(302);
    expect(page.thrown?.headers.get("Location")).toBe(`/play2D/${game.id}/${code}/join`);
  });

  it("answers the real route with the refusal's status and title", async () => {
    const { game, code } = await openedSession();
    await endSession(code);
    const res = await get(`/play/${game.id}/${code}/join`);
    expect(res.status).toBe(410);
    expect(title(await res.text())).toContain(translate("fr", "access.errors.session-expired.title"));
    const live = await openedSession(GUESTS_WELCOME);
    expect((await get(`/play/${live.game.id}/${live.code}/join`)).status).toBe(200);
  });
});

describe("what a game room learns of a multiplayer session", () => {
  const internal = (id: string) =>
    SELF.fetch(`http://escaplay.fr${internalSessionPath(id)}`, { headers: { Host: "escaplay.fr", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}` } });

  it.each<[GameType, string]>([
    ["classic", "Classique"],
    ["interface", "Interface"],
    ["360", "360"],
  ])("names a public %s game without a creator, and a private one with its creator's name", async (type, mode) => {
    const publicSession = await openedSession({ game: { type }, create: { minPlayers: 1, maxPlayers: 3, guests: true }, grade: 3 });
    const res = await internal(publicSession.code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as InternalSession;
    expect(body.session).toMatchObject({ id: publicSession.code, gameId: publicSession.game.id, mode: "multi", ownerId: publicSession.creator.id, status: "open" });
    expect(body.session.multi).toEqual({
      creatorId: publicSession.creator.id,
      minPlayers: 1,
      maxPlayers: 3,
      guests: true,
      codePlay: { idGame: publicSession.game.id, mode, creator: "" },
    });

    const { id: creatorId, username } = await creator(5);
    const privateSession = await openedSession({ game: { type, visibility: "private", creatorId } });
    const privateBody = (await (await internal(privateSession.code)).json()) as InternalSession;
    expect(privateBody.session.multi).toMatchObject({ guests: false, codePlay: { idGame: privateSession.game.id, mode, creator: username } });
    // The play route getCodePlay's answer leads to is one the session's page opens on.
    expect((await multiOf(`/${PLAY_PREFIX.private[type]}/${privateSession.game.id}/${privateSession.code}/join`, privateSession.creator.cookie)).session).toMatchObject({
      youAreCreator: true,
    });
  });

  it("gives a solo session no multiplayer block", async () => {
    const game = await publishGame();
    const grant = await granted(
      await SELF.fetch("http://escaplay.fr/resources/play-session", {
        method: "POST",
        headers: { Host: "escaplay.fr", "Content-Type": "application/json", Cookie: visitorCookie().cookie, "CF-Connecting-IP": "2001:db8:50:1::1" },
        body: JSON.stringify({ intent: "create", gameId: game.id, mode: "solo", routeKind: "public" }),
      }),
      201,
    );
    const body = (await (await internal(grant.sessionId)).json()) as InternalSession;
    expect(body.session.mode).toBe("solo");
    expect(body.session.multi).toBeUndefined();
  });
});

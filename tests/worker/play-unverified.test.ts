import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { SessionRefusal } from "../../app/lib/play/types";
import { signedIn } from "./account-area-fixtures";
import { publishGame, sessionCall, visitorCookie } from "./play-fixtures";
import { createMulti, expectRefusal, granted, joinAs, openedSession, participants, sessionCount } from "./play-multi-fixtures";

/**
 * Spec section 6: an account is blocked until its e-mail code is verified. The pages hide behind the
 * validation screen; the session endpoint, which a script can call directly, refuses it as well.
 */

const solo = (gameId: string) => ({ intent: "create", gameId, mode: "solo", routeKind: "public" });

describe("an account whose e-mail code is not verified yet", () => {
  it("cannot open a solo game, and nothing is opened or counted", async () => {
    const game = await publishGame();
    const unverified = await signedIn(0);
    const before = await sessionCount();
    await expectRefusal(await sessionCall(solo(game.id), { cookie: unverified.cookie }), "verify-account", 403);
    expect(await sessionCount()).toBe(before);
  });

  it("cannot create a multiplayer session", async () => {
    const game = await publishGame({ multi: true });
    const unverified = await signedIn(0);
    await expectRefusal(await sessionCall(createMulti(game.id), { cookie: unverified.cookie }), "verify-account", 403);
  });

  it("cannot join a multiplayer session by its code, even one that invites guests", async () => {
    const { code, creator } = await openedSession({ grade: 3, create: { guests: true } });
    const unverified = await signedIn(0);
    await expectRefusal(await joinAs(code, { cookie: unverified.cookie }), "verify-account", 403);
    expect((await participants(code)).map((row) => row.subject)).toEqual([creator.id]);
  });

  it("cannot take back a game it started as a visitor before registering", async () => {
    const visitor = visitorCookie();
    const game = await publishGame();
    const first = await granted(await sessionCall(solo(game.id), { cookie: visitor.cookie }), 201);
    const unverified = await signedIn(0);
    const resume = { intent: "resume", sessionId: first.sessionId };
    await expectRefusal(await sessionCall(resume, { cookie: `${unverified.cookie}; ${visitor.cookie}` }), "verify-account", 403);
  });

  it("is told why in the site's language", async () => {
    const game = await publishGame();
    const unverified = await signedIn(0);
    for (const [host, locale] of [["escaplay.de", "de"], ["escaplay.it", "it"]] as const) {
      const res = await sessionCall(solo(game.id), { cookie: unverified.cookie, host });
      expect(res.status).toBe(403);
      expect((await res.json()) as SessionRefusal).toEqual({ error: "verify-account", message: translate(locale, "access.errors.verify-account.text") });
    }
  });
});

describe("a verified account", () => {
  it("opens a solo game, creates a multiplayer session and joins one", async () => {
    const game = await publishGame({ multi: true });
    const player = await signedIn(1);
    await granted(await sessionCall(solo(game.id), { cookie: player.cookie }), 201);
    await granted(await sessionCall(createMulti(game.id), { cookie: player.cookie }), 201);
    const { code } = await openedSession();
    const grant = await granted(await joinAs(code, { cookie: player.cookie }));
    expect(grant.multi).toMatchObject({ code, creator: false, playerId: player.id });
  });
});

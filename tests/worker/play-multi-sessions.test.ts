import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { translate } from "../../app/i18n/catalog.server";
import { answerSessionRequest, SESSION_RATE_RULES } from "../../app/lib/play/sessions.server";
import { PROGRESS_KEPT_HOURS, type SessionGrant, type SessionRequest } from "../../app/lib/play/types";
import { verifyTicket } from "../../app/lib/tickets";
import { createLoadContext } from "../../workers/load-context";
import { signedIn } from "./account-area-fixtures";
import { creator, publishGame, sessionCall, sessionRow, startedCount, visitorCookie } from "./play-fixtures";
import {
  ageSession,
  createMulti,
  endSession,
  expectRefusal,
  granted,
  GUESTS_WELCOME,
  join,
  joinAs,
  openedSession,
  participants,
  sessionCount,
} from "./play-multi-fixtures";

/**
 * Multiplayer sessions on POST /resources/play-session: who may open one, the code it gets, who may
 * join it by that code and under which name, and what the room tickets say about each player.
 */

const SECRET = env.TICKET_SECRET!;
const CODE = /^[1-9]\d{8}$/;
const claimsOf = async (grant: SessionGrant) => (await verifyTicket(SECRET, grant.ticket))!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("creating a multiplayer session", () => {
  it("gives a logged-in player a nine-digit code that is the session, its room and their creator ticket", async () => {
    const game = await publishGame({ type: "interface", multi: true });
    const player = await signedIn(1);
    const grant = await granted(await sessionCall(createMulti(game.id, { minPlayers: 2, maxPlayers: 3 }), { cookie: player.cookie }), 201);

    expect(grant.sessionId).toMatch(CODE);
    expect(grant).toMatchObject({ gameId: game.id, host: env.GAME_SOCKET_HOST, party: "game", multi: { code: grant.sessionId, creator: true, playerId: player.id } });
    expect(await claimsOf(grant)).toMatchObject({ party: "game", room: grant.sessionId, sub: player.id, name: player.username, role: "user", img: "/images/avatar.svg" });
    expect(await sessionRow(grant.sessionId)).toMatchObject({ game_id: game.id, mode: "multi", user_id: player.id, visitor_id: null, status: "open", min_players: 2, max_players: 3, guests: 0 });
    expect(await participants(grant.sessionId)).toEqual([{ session_id: grant.sessionId, subject: player.id, user_id: player.id, name: player.username, kind: "creator", finished: 0 }]);
    expect(await startedCount(game.id)).toBe(1);
  });

  it("puts the creator's profile picture on their ticket", async () => {
    const game = await publishGame({ multi: true });
    const player = await signedIn(1);
    await env.DB.prepare("UPDATE users SET avatar_key = ? WHERE id = ?").bind(`avatars/${player.id}.webp`, player.id).run();
    const grant = await granted(await sessionCall(createMulti(game.id), { cookie: player.cookie }), 201);
    expect((await claimsOf(grant)).img).toBe(`/files/avatars/${player.id}.webp`);
  });

  it("needs an account, and a verified one", async () => {
    const game = await publishGame({ multi: true });
    const before = await sessionCount();
    await expectRefusal(await sessionCall(createMulti(game.id), { cookie: visitorCookie().cookie }), "account-needed", 401);
    const unverified = await signedIn(0);
    await expectRefusal(await sessionCall(createMulti(game.id), { cookie: unverified.cookie }), "verify-account", 403);
    expect(await sessionCount()).toBe(before);
    expect(await startedCount(game.id)).toBe(0);
  });

  it("keeps the players the creator asks for within the game's own minimum and maximum", async () => {
    const { definition } = DEMO_GAMES.interface;
    const game = await publishGame({ type: "interface", multi: true, definition: { ...definition, meta: { ...definition.meta, minPlayers: 2, maxPlayers: 4 } } });
    const player = await signedIn(1);
    for (const [minPlayers, maxPlayers] of [
      [1, 3],
      [2, 5],
      [3, 2],
      [5, 5],
    ]) {
      await expectRefusal(await sessionCall(createMulti(game.id, { minPlayers, maxPlayers }), { cookie: player.cookie }), "bad-players", 400);
    }
    for (const [minPlayers, maxPlayers] of [
      [2, 2],
      [2, 4],
      [4, 4],
    ]) {
      const grant = await granted(await sessionCall(createMulti(game.id, { minPlayers, maxPlayers }), { cookie: player.cookie }), 201);
      expect(await sessionRow(grant.sessionId)).toMatchObject({ min_players: minPlayers, max_players: maxPlayers });
    }
  });

  it("lets only Pro, education and company accounts invite guests without an account", async () => {
    const game = await publishGame({ multi: true });
    for (const grade of [1, 2]) {
      const player = await signedIn(grade);
      await expectRefusal(await sessionCall(createMulti(game.id, { guests: true }), { cookie: player.cookie }), "guests-pro-only", 403);
    }
    for (const grade of [3, 4, 5, 6]) {
      const player = await signedIn(grade);
      const grant = await granted(await sessionCall(createMulti(game.id, { guests: true }), { cookie: player.cookie }), 201);
      expect((await sessionRow(grant.sessionId))?.guests, `grade ${grade}`).toBe(1);
    }
  });

  it("follows the game's rules: multiplayer allowed, private games from their private link, a Pro creator", async () => {
    const player = await signedIn(1);
    const soloOnly = await publishGame({ multi: false });
    await expectRefusal(await sessionCall(createMulti(soloOnly.id), { cookie: player.cookie }), "multi-unavailable", 403);
    const privateGame = await publishGame({ visibility: "private", multi: true });
    await expectRefusal(await sessionCall(createMulti(privateGame.id), { cookie: player.cookie }), "not-found", 404);
    await granted(await sessionCall(createMulti(privateGame.id, { routeKind: "private" }), { cookie: player.cookie }), 201);
    const { id: amateur } = await creator(1);
    const notPro = await publishGame({ visibility: "private", multi: true, creatorId: amateur });
    await expectRefusal(await sessionCall(createMulti(notPro.id, { routeKind: "private" }), { cookie: player.cookie }), "pro-required", 403);
    const publicGame = await publishGame({ multi: true });
    await expectRefusal(await sessionCall(createMulti(publicGame.id, { routeKind: "private" }), { cookie: player.cookie }), "not-private", 403);
  });

  it("asks the creator for a key game's key", async () => {
    const game = await publishGame({ multi: true, access: "key", key: "PHARE-1852" });
    const player = await signedIn(1);
    await expectRefusal(await sessionCall(createMulti(game.id), { cookie: player.cookie }), "key-only", 403);
    await expectRefusal(await sessionCall(createMulti(game.id, { key: "PHARE-1853" }), { cookie: player.cookie }), "wrong-key", 403);
    await granted(await sessionCall(createMulti(game.id, { key: " PHARE-1852 " }), { cookie: player.cookie }), 201);
  });

  it("refuses a session request the schema does not take", async () => {
    const player = await signedIn(1);
    const game = await publishGame({ multi: true });
    for (const body of [
      createMulti(game.id, { routeKind: "demo" }),
      createMulti(game.id, { minPlayers: 0 }),
      createMulti(game.id, { maxPlayers: 2.5 }),
      { ...createMulti(game.id), guests: undefined },
      join("012345678"),
      join("12345678"),
      join("123456789", { name: "<b>Zoé</b>" }),
      join("123456789", { name: "   " }),
    ]) {
      const res = await sessionCall(body, { cookie: player.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid_request" });
    }
  });
});

describe("the game code", () => {
  it("differs for every session", async () => {
    const game = await publishGame({ multi: true });
    const player = await signedIn(1);
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) codes.add((await granted(await sessionCall(createMulti(game.id), { cookie: player.cookie }), 201)).sessionId);
    expect(codes.size).toBe(12);
    for (const code of codes) expect(code).toMatch(CODE);
  });

  /** Runs the endpoint in this isolate with the code draws forced to `forced` (Uint32 values), then real ones. */
  async function createWithDraws(cookie: string, gameId: string, forced: number[]) {
    const real = crypto.getRandomValues.bind(crypto);
    const draws: number[] = [];
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array && array.length === 1) {
        if (forced.length > 0) array[0] = forced.shift()!;
        else real(array);
        draws.push(array[0]);
        return array;
      }
      return real(array as ArrayBufferView) as T;
    });
    const request = new Request("http://escaplay.fr/resources/play-session", { method: "POST", headers: { Host: "escaplay.fr", Cookie: cookie, "CF-Connecting-IP": "2001:db8:c0de::1" } });
    const context = createLoadContext(request, env, { waitUntil() {} });
    const input = { intent: "create", gameId, mode: "multi", routeKind: "public", minPlayers: 1, maxPlayers: 4, guests: false } satisfies SessionRequest;
    return { answer: await answerSessionRequest(context, request, input), draws };
  }

  it("is drawn again when it is taken, and never biased towards low codes", async () => {
    const game = await publishGame({ multi: true });
    const player = await signedIn(1);
    const taken = (await granted(await sessionCall(createMulti(game.id), { cookie: player.cookie }), 201)).sessionId;
    // 3.6e9 and above would make codes uneven: rejected. Then the taken code, then a free one.
    const { answer, draws } = await createWithDraws(player.cookie, game.id, [3_600_000_000, Number(taken) - 100_000_000, 5]);
    expect(draws.slice(0, 3)).toEqual([3_600_000_000, Number(taken) - 100_000_000, 5]);
    expect(answer.status).toBe(201);
    expect((answer.body as SessionGrant).sessionId).toBe("100000005");
    expect(await sessionRow(taken)).toMatchObject({ user_id: player.id });
    expect(await participants("100000005")).toHaveLength(1);
    expect(await startedCount(game.id)).toBe(2);
  });

  it("gives up with 503, and says why in the log, when every draw is taken", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const game = await publishGame({ multi: true });
    const player = await signedIn(1);
    const taken = (await granted(await sessionCall(createMulti(game.id), { cookie: player.cookie }), 201)).sessionId;
    const before = await sessionCount();
    const { answer } = await createWithDraws(player.cookie, game.id, Array(5).fill(Number(taken) - 100_000_000));
    expect(answer).toEqual({ status: 503, body: { error: "unavailable", message: translate("fr", "access.unavailable") } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("game codes"));
    expect(await sessionCount()).toBe(before);
    expect(await startedCount(game.id)).toBe(1);
  });
});

describe("joining a session by its code", () => {
  it("asks a visitor for a nickname, then lets them in as a guest under it", async () => {
    const { code, game } = await openedSession(GUESTS_WELCOME);
    const visitor = visitorCookie();
    await expectRefusal(await joinAs(code, { cookie: visitor.cookie }), "nickname-needed", 400);
    expect(await participants(code)).toHaveLength(1);

    const grant = await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "  Zoé l'éclair " }));
    expect(grant).toMatchObject({ sessionId: code, gameId: game.id, party: "game", multi: { code, creator: false, playerId: `visitor:${visitor.id}` } });
    const claims = await claimsOf(grant);
    expect(claims).toMatchObject({ room: code, sub: `visitor:${visitor.id}`, name: "Zoé l'éclair", role: "guest" });
    expect(claims.img).toBeUndefined();
    expect((await participants(code))[1]).toMatchObject({ subject: `visitor:${visitor.id}`, user_id: null, name: "Zoé l'éclair", kind: "guest" });
  });

  it("keeps a player's name when they join again, whatever name they send", async () => {
    const { code } = await openedSession(GUESTS_WELCOME);
    const visitor = visitorCookie();
    await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "Zoé" }));
    const renamed = await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "Quelqu'un" }));
    const bare = await granted(await joinAs(code, { cookie: visitor.cookie }));
    for (const grant of [renamed, bare]) expect((await claimsOf(grant)).name).toBe("Zoé");
    expect(await participants(code)).toHaveLength(2);
  });

  it("lets a logged-in player in under their account, with their avatar", async () => {
    const { code } = await openedSession(GUESTS_WELCOME);
    const player = await signedIn(1);
    const grant = await granted(await joinAs(code, { cookie: player.cookie }, { name: "Ignoré" }));
    expect(grant.multi).toEqual({ code, creator: false, playerId: player.id });
    expect(await claimsOf(grant)).toMatchObject({ room: code, sub: player.id, name: player.username, role: "user", img: "/images/avatar.svg" });
    expect((await participants(code))[1]).toMatchObject({ subject: player.id, user_id: player.id, name: player.username, kind: "user" });
  });

  it("knows the creator when they join their own session", async () => {
    const { code, creator: owner } = await openedSession(GUESTS_WELCOME);
    const grant = await granted(await joinAs(code, { cookie: owner.cookie }));
    expect(grant.multi).toEqual({ code, creator: true, playerId: owner.id });
    expect(await participants(code)).toEqual([expect.objectContaining({ subject: owner.id, kind: "creator" })]);
  });

  it("lets a visitor without an account in only where the session's host is on a Pro plan and invited guests", async () => {
    // A Basic host's session of a game open to everyone: visitors are asked to sign in.
    const basic = await openedSession();
    await expectRefusal(await joinAs(basic.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }), "guests-not-invited", 401);
    await granted(await joinAs(basic.code, { cookie: (await signedIn(1)).cookie }));
    // A Pro host who did not tick the option: the same.
    const proWithout = await openedSession({ grade: 3 });
    await expectRefusal(await joinAs(proWithout.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }), "guests-not-invited", 401);
    // Pro, Education and Company hosts who invited guests: a nickname is enough.
    for (const grade of [3, 4, 5, 6]) {
      const invited = await openedSession({ grade, create: { guests: true } });
      const grant = await granted(await joinAs(invited.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }));
      expect((await claimsOf(grant)).role, `grade ${grade}`).toBe("guest");
    }
    // A host whose plan lapsed since invites no one any more, though the session still says "guests".
    const lapsed = await openedSession(GUESTS_WELCOME);
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(lapsed.creator.id).run();
    await expectRefusal(await joinAs(lapsed.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }), "guests-not-invited", 401);
  });

  it("keeps an account-only game for accounts, unless a Pro creator invited guests", async () => {
    const closed = await openedSession({ game: { access: "account" } });
    await expectRefusal(await joinAs(closed.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }), "account-only", 403);
    await granted(await joinAs(closed.code, { cookie: (await signedIn(1)).cookie }));

    const invited = await openedSession({ game: { access: "account" }, grade: 3, create: { guests: true } });
    const grant = await granted(await joinAs(invited.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }));
    expect((await claimsOf(grant)).role).toBe("guest");
  });

  it("asks for a key game's key once, of accounts only, and not of invited guests", async () => {
    const { code } = await openedSession({ game: { access: "key", key: "LUMIERE-42" }, create: { key: "LUMIERE-42" } });
    const player = await signedIn(1);
    await expectRefusal(await joinAs(code, { cookie: player.cookie }), "key-only", 403);
    await expectRefusal(await joinAs(code, { cookie: player.cookie }, { key: "LUMIERE-43" }), "wrong-key", 403);
    await granted(await joinAs(code, { cookie: player.cookie }, { key: "LUMIERE-42" }));
    // Back after a reload: they already showed the key.
    await granted(await joinAs(code, { cookie: player.cookie }));
    // Without an account, only a Pro host's invitation lets visitors in, and then without the key.
    await expectRefusal(await joinAs(code, { cookie: visitorCookie().cookie }, { name: "Zoé", key: "LUMIERE-42" }), "guests-not-invited", 401);

    const invited = await openedSession({ game: { access: "key", key: "LUMIERE-42" }, grade: 5, create: { key: "LUMIERE-42", guests: true } });
    await granted(await joinAs(invited.code, { cookie: visitorCookie().cookie }, { name: "Zoé" }));
    await granted(await joinAs(invited.code, { cookie: (await signedIn(1)).cookie }));
  });

  it("answers session expired alike for an unknown, ended, old or solo session, and for a game withdrawn since", async () => {
    const visitor = visitorCookie();
    await expectRefusal(await joinAs("987654321", { cookie: visitor.cookie }, { name: "Zoé" }), "session-expired", 410);

    const ended = await openedSession(GUESTS_WELCOME);
    await endSession(ended.code);
    await expectRefusal(await joinAs(ended.code, { cookie: visitor.cookie }, { name: "Zoé" }), "session-expired", 410);

    const old = await openedSession(GUESTS_WELCOME);
    await ageSession(old.code, PROGRESS_KEPT_HOURS - 0.1);
    await granted(await joinAs(old.code, { cookie: visitor.cookie }, { name: "Zoé" }));
    await ageSession(old.code, PROGRESS_KEPT_HOURS + 0.1);
    await expectRefusal(await joinAs(old.code, { cookie: visitor.cookie }), "session-expired", 410);

    // A solo session whose id happens to look like a code is not a multiplayer one.
    const game = await publishGame({ multi: true });
    await env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, visitor_id) VALUES ('555555555', ?, 'solo', ?)").bind(game.id, visitor.id).run();
    await expectRefusal(await joinAs("555555555", { cookie: visitor.cookie }, { name: "Zoé" }), "session-expired", 410);

    const withdrawn = await openedSession(GUESTS_WELCOME);
    await env.DB.prepare("UPDATE games SET status = 'offline' WHERE id = ?").bind(withdrawn.game.id).run();
    await expectRefusal(await joinAs(withdrawn.code, { cookie: visitor.cookie }, { name: "Zoé" }), "gone", 410);
  });

  it("counts joins against the same limits as opening sessions", async () => {
    const { code } = await openedSession(GUESTS_WELCOME);
    const visitor = visitorCookie();
    const rule = SESSION_RATE_RULES.owner;
    const now = Date.now();
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`play-session:visitor:${visitor.id}`, now - (now % rule.windowMs), rule.limit)
      .run();
    const res = await joinAs(code, { cookie: visitor.cookie }, { name: "Zoé" });
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectRefusal(res, "rate-limited", 429);
    expect(await participants(code)).toHaveLength(1);
  });
});

describe("resuming a multiplayer session", () => {
  it("gives a participant a fresh ticket under the same name, and nobody else", async () => {
    const { code, creator: owner } = await openedSession(GUESTS_WELCOME);
    const visitor = visitorCookie();
    await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "Zoé" }));

    const again = await granted(await sessionCall({ intent: "resume", sessionId: code }, { cookie: visitor.cookie }));
    expect(again.multi).toEqual({ code, creator: false, playerId: `visitor:${visitor.id}` });
    expect(await claimsOf(again)).toMatchObject({ room: code, sub: `visitor:${visitor.id}`, name: "Zoé", role: "guest" });
    const creatorAgain = await granted(await sessionCall({ intent: "resume", sessionId: code }, { cookie: owner.cookie }));
    expect(creatorAgain.multi).toEqual({ code, creator: true, playerId: owner.id });

    await expectRefusal(await sessionCall({ intent: "resume", sessionId: code }, { cookie: visitorCookie().cookie }), "session-expired", 410);
    await expectRefusal(await sessionCall({ intent: "resume", sessionId: code }, { cookie: (await signedIn(1)).cookie }), "session-expired", 410);
    expect(await participants(code)).toHaveLength(2);
  });
});

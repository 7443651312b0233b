import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { createDb } from "../../app/lib/db.server";
import { answerSessionRequest, SESSION_RATE_RULES } from "../../app/lib/play/sessions.server";
import { PROGRESS_KEPT_HOURS, type AccessError, type SessionGrant, type SessionRefusal } from "../../app/lib/play/types";
import { ticketTtlMs, verifyTicket } from "../../app/lib/tickets";
import { signedIn } from "./account-area-fixtures";
import { roomInWindow } from "./accounts-fixtures";
import { setCookies } from "./http";
import { creator, publishGame, sessionCall, sessionRow, startedCount, visitorCookie, type GameOptions } from "./play-fixtures";

/**
 * POST /resources/play-session: who gets a session, what its ticket says, and who may come back to it.
 */

const SECRET = env.TICKET_SECRET!;
const create = (gameId: string, extra: Record<string, unknown> = {}) => ({ intent: "create", gameId, mode: "solo", routeKind: "public", ...extra });
const resume = (sessionId: string) => ({ intent: "resume", sessionId });

async function granted(res: Response, status = 201): Promise<SessionGrant> {
  const body = (await res.json()) as SessionGrant | SessionRefusal;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as SessionGrant;
}

async function expectRefusal(res: Response, error: AccessError, status: number) {
  const body = (await res.json()) as SessionRefusal;
  expect(body).toEqual({ error, message: translate("fr", `access.errors.${error}.text`) });
  expect(res.status).toBe(status);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("opening a solo session", () => {
  it("gives a visitor a guest ticket to the session's own game room and counts the game as started", async () => {
    const game = await publishGame({ type: "interface" });
    const visitor = visitorCookie();
    const before = Date.now();
    const grant = await granted(await sessionCall(create(game.id), { cookie: visitor.cookie }));

    expect(grant).toMatchObject({ gameId: game.id, host: env.GAME_SOCKET_HOST, party: "game" });
    expect(grant.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const claims = await verifyTicket(SECRET, grant.ticket);
    expect(claims).toMatchObject({ party: "game", room: grant.sessionId, sub: `visitor:${visitor.id}`, role: "guest", name: "Joueur", exp: grant.expiresAt });
    expect(grant.expiresAt - claims!.iat).toBe(ticketTtlMs);
    expect(claims!.iat).toBeGreaterThanOrEqual(before);
    // A ticket signed with another secret is not one.
    expect(await verifyTicket("another-secret", grant.ticket)).toBeNull();

    expect(await sessionRow(grant.sessionId)).toMatchObject({ game_id: game.id, mode: "solo", user_id: null, visitor_id: visitor.id, demo: 0, status: "open" });
    expect(await startedCount(game.id)).toBe(1);
  });

  it("gives a logged-in player a user ticket under their name", async () => {
    const player = await signedIn(1);
    const game = await publishGame();
    const grant = await granted(await sessionCall(create(game.id), { cookie: player.cookie }));
    expect(await verifyTicket(SECRET, grant.ticket)).toMatchObject({ sub: player.id, role: "user", name: player.username });
    expect(await sessionRow(grant.sessionId)).toMatchObject({ user_id: player.id, visitor_id: null });
  });

  it("names a visitor in the site's language", async () => {
    const game = await publishGame();
    const grant = await granted(await sessionCall(create(game.id), { cookie: visitorCookie().cookie, host: "escaplay.eu" }));
    expect((await verifyTicket(SECRET, grant.ticket))?.name).toBe("Player");
  });

  it("gives a new visitor the visitor cookie that owns the session", async () => {
    const game = await publishGame();
    const res = await sessionCall(create(game.id));
    const cookie = setCookies(res).find((c) => c.startsWith("_pos="));
    const visitorId = cookie?.match(/^_pos=([A-Za-z0-9]{7});/)?.[1];
    expect(visitorId).toBeDefined();
    const grant = await granted(res);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await sessionRow(grant.sessionId))?.visitor_id).toBe(visitorId);
    // With that cookie the visitor comes back to the same session.
    await granted(await sessionCall(resume(grant.sessionId), { cookie: `_pos=${visitorId}` }), 200);
  });

  it("keeps demo sessions out of the game's stats", async () => {
    const game = await publishGame({ type: "interface", visibility: "private" });
    const grant = await granted(await sessionCall(create(game.id, { routeKind: "demo" }), { cookie: visitorCookie().cookie }));
    expect((await sessionRow(grant.sessionId))?.demo).toBe(1);
    expect(await startedCount(game.id)).toBe(0);
  });
});

describe("the access rules, when opening a session", () => {
  const cases: [string, GameOptions | null, Record<string, unknown>, AccessError, number][] = [
    ["an unknown game", null, {}, "not-found", 404],
    ["a removed game", { status: "removed" }, {}, "not-found", 404],
    ["a private game from a public route", { visibility: "private" }, {}, "not-found", 404],
    ["a public game from a private route", {}, { routeKind: "private" }, "not-private", 403],
    ["a classic game from the Interface demo route", { visibility: "private" }, { routeKind: "demo" }, "not-found", 404],
    ["an unpublished game", { status: "offline" }, {}, "gone", 410],
    ["a game without a definition", { definition: null }, {}, "gone", 410],
    ["an account-only game, for a visitor", { access: "account" }, {}, "account-only", 403],
    ["a key game, without its key", { access: "key", key: "PHARE-1852" }, {}, "key-only", 403],
    ["a key game, with a blank key", { access: "key", key: "PHARE-1852" }, { key: "   " }, "key-only", 403],
    ["a key game, with a wrong key", { access: "key", key: "PHARE-1852" }, { key: "PHARE-1853" }, "wrong-key", 403],
    ["a multiplayer-only game", { solo: false, multi: true }, {}, "solo-unavailable", 403],
  ];

  it.each(cases)("refuses %s with its localized reason, and opens nothing", async (_, options, extra, error, status) => {
    const game = options ? await publishGame(options) : null;
    const before = await env.DB.prepare("SELECT count(*) AS n FROM play_sessions").first<{ n: number }>();
    await expectRefusal(await sessionCall(create(game?.id ?? "no-such-game", extra), { cookie: visitorCookie().cookie }), error, status);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM play_sessions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    if (game) expect(await startedCount(game.id)).toBe(0);
  });

  it("refuses a private game whose creator is not Pro", async () => {
    const { id: creatorId } = await creator(1);
    const game = await publishGame({ visibility: "private", creatorId });
    await expectRefusal(await sessionCall(create(game.id, { routeKind: "private" })), "pro-required", 403);
  });

  it("opens a key game with its key, spaces around it forgiven", async () => {
    const game = await publishGame({ access: "key", key: "PHARE-1852" });
    await granted(await sessionCall(create(game.id, { key: "  PHARE-1852 " })));
  });

  it("opens an account-only game for a logged-in player", async () => {
    const player = await signedIn(1);
    const game = await publishGame({ access: "account" });
    await granted(await sessionCall(create(game.id), { cookie: player.cookie }));
  });

  it("answers in the site's language", async () => {
    const res = await sessionCall(create("no-such-game"), { host: "escaplay.de" });
    expect(await res.json()).toEqual({ error: "not-found", message: translate("de", "access.errors.not-found.text") });
  });
});

describe("resuming a session after a reload", () => {
  async function opened(cookie: string) {
    const game = await publishGame();
    return granted(await sessionCall(create(game.id), { cookie }));
  }

  it("gives the same visitor a fresh ticket to the same room", async () => {
    const visitor = visitorCookie();
    const first = await opened(visitor.cookie);
    const again = await granted(await sessionCall(resume(first.sessionId), { cookie: visitor.cookie }), 200);
    expect(again).toMatchObject({ sessionId: first.sessionId, gameId: first.gameId, host: first.host, party: "game" });
    expect(await verifyTicket(SECRET, again.ticket)).toMatchObject({ room: first.sessionId, sub: `visitor:${visitor.id}`, role: "guest" });
  });

  it("answers session expired to anyone else, as it does for a session that does not exist", async () => {
    const first = await opened(visitorCookie().cookie);
    await expectRefusal(await sessionCall(resume(first.sessionId), { cookie: visitorCookie().cookie }), "session-expired", 410);
    await expectRefusal(await sessionCall(resume(first.sessionId)), "session-expired", 410);
    await expectRefusal(await sessionCall(resume("AAAAAAAAAAAAAAAAAAAAAA"), { cookie: visitorCookie().cookie }), "session-expired", 410);
  });

  it("follows the account, not the browser, for a logged-in player", async () => {
    const player = await signedIn(1);
    const other = await signedIn(1);
    const first = await opened(player.cookie);
    // The same account from another browser (another visitor id) resumes; another account does not.
    const again = await granted(await sessionCall(resume(first.sessionId), { cookie: `${player.cookie}; ${visitorCookie().cookie}` }), 200);
    expect(await verifyTicket(SECRET, again.ticket)).toMatchObject({ sub: player.id, role: "user" });
    await expectRefusal(await sessionCall(resume(first.sessionId), { cookie: other.cookie }), "session-expired", 410);
  });

  it("keeps a visitor's session theirs after they log in on the same browser", async () => {
    const visitor = visitorCookie();
    const first = await opened(visitor.cookie);
    const player = await signedIn(1);
    const again = await granted(await sessionCall(resume(first.sessionId), { cookie: `${player.cookie}; ${visitor.cookie}` }), 200);
    // The room admits the session's owner, the visitor, under the name of the account.
    expect(await verifyTicket(SECRET, again.ticket)).toMatchObject({ sub: `visitor:${visitor.id}`, role: "guest", name: player.username });
  });

  it(`stops once the session has ended or is older than ${PROGRESS_KEPT_HOURS} hours`, async () => {
    const visitor = visitorCookie();
    const ended = await opened(visitor.cookie);
    await env.DB.prepare("UPDATE play_sessions SET status = 'ended', ended_at = ? WHERE id = ?").bind(Date.now(), ended.sessionId).run();
    await expectRefusal(await sessionCall(resume(ended.sessionId), { cookie: visitor.cookie }), "session-expired", 410);

    const old = await opened(visitor.cookie);
    const hours = (h: number) => Date.now() - h * 60 * 60 * 1000;
    await env.DB.prepare("UPDATE play_sessions SET created_at = ? WHERE id = ?").bind(hours(PROGRESS_KEPT_HOURS - 0.1), old.sessionId).run();
    await granted(await sessionCall(resume(old.sessionId), { cookie: visitor.cookie }), 200);
    await env.DB.prepare("UPDATE play_sessions SET created_at = ? WHERE id = ?").bind(hours(PROGRESS_KEPT_HOURS + 0.1), old.sessionId).run();
    await expectRefusal(await sessionCall(resume(old.sessionId), { cookie: visitor.cookie }), "session-expired", 410);
  });
});

describe("requests the endpoint does not take", () => {
  it("answers 405 to anything but POST", async () => {
    const res = await sessionCall(null, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
    // Methods no route of the site takes are refused at its front door (the request guard).
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const other = await sessionCall(null, { method });
      expect(other.status, method).toBe(405);
      expect(other.headers.get("Allow")).toContain("POST");
      expect(await other.json()).toMatchObject({ error: "method" });
    }
  });

  it("refuses a post from another site, and accepts one without Origin", async () => {
    const game = await publishGame();
    const cross = await sessionCall(create(game.id), { origin: "https://evil.example", cookie: visitorCookie().cookie });
    expect(cross.status).toBe(403);
    // The site's front door (the request guard) refuses it before the endpoint runs.
    expect(await cross.json()).toEqual({ error: "cross-site", message: translate("fr", "common.refused.cross-site.text") });
    expect(await startedCount(game.id)).toBe(0);
    await granted(await sessionCall(create(game.id), { origin: null, cookie: visitorCookie().cookie }));
  });

  it("answers 400 to a body that is not a session request", async () => {
    const bodies = ["{not json", "", JSON.stringify({ intent: "create", gameId: "x", mode: "multi", routeKind: "public" }), JSON.stringify({ intent: "resume", sessionId: "../etc" }), JSON.stringify({ intent: "create", gameId: "x", mode: "solo", routeKind: "public", extra: 1 }), "x".repeat(5000)];
    for (const raw of bodies) {
      const res = await sessionCall(null, { raw });
      expect(res.status, raw.slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid_request", message: translate("fr", "access.generic.text") });
    }
  });

  it("limits how many sessions one player opens in a short time", async () => {
    await roomInWindow(SESSION_RATE_RULES.owner.windowMs, 15_000);
    const game = await publishGame();
    const visitor = visitorCookie();
    for (let i = 0; i < SESSION_RATE_RULES.owner.limit; i++) await granted(await sessionCall(create(game.id), { cookie: visitor.cookie }));
    const res = await sessionCall(create(game.id), { cookie: visitor.cookie });
    await expectRefusal(res, "rate-limited", 429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another player is not held back by it.
    await granted(await sessionCall(create(game.id), { cookie: visitorCookie().cookie }));
  });

  it("answers 503 and says why in the log when the ticket secret is not configured", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const game = await publishGame();
    const request = new Request("https://escaplay.fr/resources/play-session", { method: "POST" });
    const context = { db: createDb(env.DB), env: { ...env, TICKET_SECRET: undefined }, locale: "fr" as const, cookies: {}, visitorId: "Abc1234" };
    const answer = await answerSessionRequest(context, request, { intent: "create", gameId: game.id, mode: "solo", routeKind: "public" });
    expect(answer).toEqual({ status: 503, body: { error: "unavailable", message: translate("fr", "access.unavailable") } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("TICKET_SECRET"));
    expect(await startedCount(game.id)).toBe(0);
  });
});

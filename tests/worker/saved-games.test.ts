import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { login } from "../../app/lib/accounts/login.server";
import { internalProgressPath, internalSessionPath } from "../../app/lib/play/internal";
import { playPageLoader } from "../../app/lib/play/play-page.server";
import { SAVED_GAME_ENDPOINT, type PlayPageData, type SavedGameView, type SessionGrant } from "../../app/lib/play/types";
import { verifyTicket } from "../../app/lib/tickets";
import { browserRequest, context } from "./accounts-fixtures";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { post } from "./http";
import { publishGame, runLoader, sessionCall, sessionRow, visitorCookie } from "./play-fixtures";

/**
 * Spec section 6: a logged-in player's solo progress is saved to their account. The room holds the game;
 * the account keeps which session it is and what the player may read about it, so a second device (another
 * cookie jar, the same account) resumes the same session. Visitors keep their browser's 24-hour resume.
 */

const create = (gameId: string) => ({ intent: "create", gameId, mode: "solo", routeKind: "public" });
const resume = (sessionId: string) => ({ intent: "resume", sessionId });
const dayMs = 24 * 60 * 60 * 1000;

async function grantOf(res: Response, status: number): Promise<SessionGrant> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as SessionGrant;
}

/** The account's saved game of `gameId`, as its page reads it with this cookie. */
async function savedWith(cookie: string, gameId: string): Promise<{ status: number; saved?: SavedGameView }> {
  const res = await SELF.fetch(`http://escaplay.fr${SAVED_GAME_ENDPOINT}?gameId=${encodeURIComponent(gameId)}`, { headers: { Host: "escaplay.fr", Cookie: cookie } });
  const body = (await res.json()) as { saved?: SavedGameView };
  return { status: res.status, saved: body.saved };
}

const abandon = (cookie: string, gameId: string) =>
  post(SAVED_GAME_ENDPOINT, { intent: "abandon", gameId }, "escaplay.fr", { Cookie: cookie, Origin: "http://escaplay.fr", Accept: "application/json" });

/** What the game room posts as the player plays (behind the room service credential). */
async function roomReports(sessionId: string, progress: unknown, authorization = `Bearer ${env.ROOM_SERVICE_SECRET}`) {
  return SELF.fetch(`http://escaplay.fr${internalProgressPath(sessionId)}`, {
    method: "POST",
    headers: { Host: "escaplay.fr", Authorization: authorization, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(progress),
  });
}

/** The same account logged in again from another browser: its own session cookie. */
async function secondDevice(account: { email: string; password: string }): Promise<string> {
  const other = await login(context(), browserRequest("/connect"), { email: account.email, password: account.password });
  if (!other.ok) throw new Error(other.error);
  return other.setCookie.split(";")[0];
}

const savedRows = (sessionId: string) => env.DB.prepare("SELECT COUNT(*) AS n FROM saved_games WHERE session_id = ?").bind(sessionId).first<{ n: number }>();

describe("a logged-in player's game saved to the account", () => {
  it("keeps where they were as they play and resumes the same session on a second device", async () => {
    const player = await signedIn();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);
    const first = await savedWith(player.cookie, game.id);
    expect(first.status).toBe(200);
    expect(first.saved).toMatchObject({ sessionId: grant.sessionId, place: "", solvedCount: 0, timerSeconds: 0 });

    // The room tells the backend where the player is; the backend names the room as the game shows it.
    const room = game.definition.rooms.at(-1)!;
    const reported = await roomReports(grant.sessionId, { roomId: room.id, solvedCount: 2, timerSeconds: 754 });
    expect(await reported.json()).toEqual({ saved: true });

    const elsewhere = await secondDevice(player);
    expect(elsewhere).not.toBe(player.cookie);
    const seen = await savedWith(elsewhere, game.id);
    expect(seen.status).toBe(200);
    // Exactly these fields: where, how far, when; nothing of the game's answers.
    expect(Object.keys(seen.saved!).sort()).toEqual(["place", "sessionId", "solvedCount", "startedAt", "timerSeconds", "updatedAt"]);
    expect(seen.saved).toMatchObject({ sessionId: grant.sessionId, place: room.name, solvedCount: 2, timerSeconds: 754 });
    expect(seen.saved!.updatedAt).toBeGreaterThanOrEqual(first.saved!.updatedAt);

    // The play route's intro on that device offers it, and Start resumes the very session.
    const page = await runLoader<{ play: PlayPageData }>(playPageLoader, `/play2D/${game.id}`, elsewhere);
    expect(page.data?.play.kind === "game" && page.data.play.saved?.sessionId).toBe(grant.sessionId);
    const resumed = await grantOf(await sessionCall(resume(grant.sessionId), { cookie: elsewhere }), 200);
    expect(resumed.sessionId).toBe(grant.sessionId);
    expect(await verifyTicket(env.TICKET_SECRET!, resumed.ticket)).toMatchObject({ room: grant.sessionId, sub: player.id, role: "user" });

    // The game's page says so, with "Reprendre ma partie" and where they were.
    const html = visibleText(await (await open(`/escape/${game.id}`, elsewhere)).text());
    expect(html).toContain(translate("fr", "saved-game.title"));
    expect(html).toContain(translate("fr", "saved-game.resume"));
    expect(html).toContain(room.name);
  });

  it("is kept past the browser's 24 hours, and the room is told to keep it as long", async () => {
    const player = await signedIn();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);
    const twoDaysAgo = Date.now() - 2 * dayMs;
    await env.DB.prepare("UPDATE play_sessions SET created_at = ? WHERE id = ?").bind(twoDaysAgo, grant.sessionId).run();
    await env.DB.prepare("UPDATE saved_games SET started_at = ?, updated_at = ? WHERE session_id = ?").bind(twoDaysAgo, twoDaysAgo, grant.sessionId).run();
    expect((await grantOf(await sessionCall(resume(grant.sessionId), { cookie: await secondDevice(player) }), 200)).sessionId).toBe(grant.sessionId);

    const loaded = await SELF.fetch(`http://escaplay.fr${internalSessionPath(grant.sessionId)}`, { headers: { Host: "escaplay.fr", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}` } });
    expect(((await loaded.json()) as { session: { saved?: boolean } }).session.saved).toBe(true);

    // Past the account's 30 days it is gone too.
    const longAgo = Date.now() - 31 * dayMs;
    await env.DB.prepare("UPDATE saved_games SET updated_at = ? WHERE session_id = ?").bind(longAgo, grant.sessionId).run();
    expect((await savedWith(player.cookie, game.id)).status).toBe(404);
    expect((await sessionCall(resume(grant.sessionId), { cookie: player.cookie })).status).toBe(410);
  });

  it("can be abandoned: the session ends, the room is told nothing is kept, and a new game starts", async () => {
    const player = await signedIn();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);

    const res = await abandon(await secondDevice(player), game.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await savedWith(player.cookie, game.id)).status).toBe(404);
    expect(await sessionRow(grant.sessionId)).toMatchObject({ status: "ended" });
    expect((await sessionCall(resume(grant.sessionId), { cookie: player.cookie })).status).toBe(410);
    expect(await (await roomReports(grant.sessionId, { roomId: game.definition.rooms[0].id, solvedCount: 1, timerSeconds: 10 })).json()).toEqual({ saved: false });
    // Nothing left to abandon.
    expect((await abandon(player.cookie, game.id)).status).toBe(404);

    const fresh = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);
    expect(fresh.sessionId).not.toBe(grant.sessionId);
    expect((await savedWith(player.cookie, game.id)).saved?.sessionId).toBe(fresh.sessionId);
  });

  it("belongs to its owner only: another account reads, resumes and abandons nothing", async () => {
    const player = await signedIn();
    const stranger = await signedIn();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);

    expect(await savedWith(stranger.cookie, game.id)).toEqual({ status: 404, saved: undefined });
    const refused = await abandon(stranger.cookie, game.id);
    expect(refused.status).toBe(404);
    expect((await sessionCall(resume(grant.sessionId), { cookie: stranger.cookie })).status).toBe(410);
    const page = await runLoader<{ play: PlayPageData }>(playPageLoader, `/play2D/${game.id}`, stranger.cookie);
    expect(page.data?.play.kind === "game" && page.data.play.saved).toBeNull();
    // The owner's game is untouched.
    expect((await savedWith(player.cookie, game.id)).saved?.sessionId).toBe(grant.sessionId);
    expect(await sessionRow(grant.sessionId)).toMatchObject({ status: "open" });
    // A page elsewhere may not abandon it for them.
    const crossSite = await post(SAVED_GAME_ENDPOINT, { intent: "abandon", gameId: game.id }, "escaplay.fr", { Cookie: player.cookie, Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await savedWith(player.cookie, game.id)).status).toBe(200);
  });

  it("is reported only by a room holding the service credential", async () => {
    const player = await signedIn();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: player.cookie }), 201);
    expect((await roomReports(grant.sessionId, { roomId: game.definition.rooms[0].id, solvedCount: 3, timerSeconds: 1 }, "Bearer wrong")).status).toBe(401);
    expect((await roomReports(grant.sessionId, { roomId: game.definition.rooms[0].id, solvedCount: -1, timerSeconds: 1 })).status).toBe(400);
    expect((await savedWith(player.cookie, game.id)).saved).toMatchObject({ solvedCount: 0 });
  });
});

describe("a visitor's game", () => {
  it("is kept in their browser only, for 24 hours as before", async () => {
    const visitor = visitorCookie();
    const game = await publishGame({ type: "interface" });
    const grant = await grantOf(await sessionCall(create(game.id), { cookie: visitor.cookie }), 201);
    expect((await savedRows(grant.sessionId))?.n).toBe(0);
    expect(await (await roomReports(grant.sessionId, { roomId: game.definition.rooms[0].id, solvedCount: 1, timerSeconds: 5 })).json()).toEqual({ saved: false });
    expect((await savedRows(grant.sessionId))?.n).toBe(0);
    const loaded = await SELF.fetch(`http://escaplay.fr${internalSessionPath(grant.sessionId)}`, { headers: { Host: "escaplay.fr", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}` } });
    expect(((await loaded.json()) as { session: { saved?: boolean } }).session.saved).toBe(false);

    expect((await grantOf(await sessionCall(resume(grant.sessionId), { cookie: visitor.cookie }), 200)).sessionId).toBe(grant.sessionId);
    await env.DB.prepare("UPDATE play_sessions SET created_at = ? WHERE id = ?").bind(Date.now() - dayMs - 60_000, grant.sessionId).run();
    expect((await sessionCall(resume(grant.sessionId), { cookie: visitor.cookie })).status).toBe(410);
    expect((await savedWith(visitor.cookie, game.id)).status).toBe(404);
  });
});

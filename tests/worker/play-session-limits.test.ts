import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { SESSION_RATE_RULES } from "../../app/lib/play/sessions.server";
import type { AccessError, SessionGrant, SessionRefusal } from "../../app/lib/play/types";
import { signedIn } from "./account-area-fixtures";
import { roomInWindow } from "./accounts-fixtures";
import { publishGame, sessionCall, visitorCookie } from "./play-fixtures";
import { createMulti, join } from "./play-multi-fixtures";

/**
 * The session endpoint's limits beyond opening and joining: resuming a solo session, and activation keys
 * tried from one address whatever visitor id each try comes with.
 */

const create = (gameId: string, extra: Record<string, unknown> = {}) => ({ intent: "create", gameId, mode: "solo", routeKind: "public", ...extra });
const resume = (sessionId: string) => ({ intent: "resume", sessionId });

type Answer = { status: number; body: SessionGrant | SessionRefusal; retryAfter: string | null };
async function answerOf(res: Response): Promise<Answer> {
  return { status: res.status, body: (await res.json()) as SessionGrant | SessionRefusal, retryAfter: res.headers.get("Retry-After") };
}

function expectRefused(answer: Answer, error: AccessError, status: number, locale: "fr" | "de" = "fr") {
  expect(answer.body).toEqual({ error, message: translate(locale, `access.errors.${error}.text`) });
  expect(answer.status).toBe(status);
}

function expectRateLimited(answer: Answer, windowMs: number, locale: "fr" | "de" = "fr") {
  expectRefused(answer, "rate-limited", 429, locale);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
}

/** Moves a counter one whole window into the past, as if the window had passed. */
async function windowPasses(key: string, windowMs: number) {
  const moved = await env.DB.prepare("UPDATE rate_limits SET window_start = window_start - ? WHERE key = ?").bind(windowMs, key).run();
  expect(moved.meta.changes, key).toBe(1);
}

/** Fills a counter up to its limit in the current window, as that many earlier attempts would have. */
async function spent(key: string, rule: { limit: number; windowMs: number }) {
  const now = Date.now();
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT(key) DO UPDATE SET window_start = ?2, count = ?3")
    .bind(key, now - (now % rule.windowMs), rule.limit)
    .run();
}

let addresses = 0;
const freshAddress = () => `2001:db8:7e57::${(++addresses).toString(16)}`;

describe("resuming a solo session", () => {
  it("is limited per player, with Retry-After and the player screen's own message, until the window passes", async () => {
    const rule = SESSION_RATE_RULES.resumeOwner;
    await roomInWindow(rule.windowMs, 30_000);
    const game = await publishGame();
    const visitor = visitorCookie();
    const opened = (await answerOf(await sessionCall(create(game.id), { cookie: visitor.cookie }))).body as SessionGrant;
    // Each resume from another address: the player's own limit is the one at work.
    for (let i = 0; i < rule.limit; i++) {
      const answer = await answerOf(await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, address: freshAddress() }));
      expect(answer.status, `resume ${i + 1}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expectRateLimited(await answerOf(await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, address: freshAddress() })), rule.windowMs);
    // In the site's own language, like every other refusal the player screen shows.
    expectRateLimited(await answerOf(await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, host: "escaplay.de" })), rule.windowMs, "de");
    // Someone else's session ids cannot be tried either: the limit comes before the lookup.
    expectRateLimited(await answerOf(await sessionCall(resume("AAAAAAAAAAAAAAAAAAAAAA"), { cookie: visitor.cookie })), rule.windowMs);
    // Another player is not held back by it.
    const other = visitorCookie();
    const theirs = (await answerOf(await sessionCall(create(game.id), { cookie: other.cookie }))).body as SessionGrant;
    expect((await sessionCall(resume(theirs.sessionId), { cookie: other.cookie })).status).toBe(200);

    await windowPasses(`play-resume:visitor:${visitor.id}`, rule.windowMs);
    const again = await answerOf(await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body as SessionGrant).sessionId).toBe(opened.sessionId);
  });

  it("is limited per address, whatever visitor id or account asks", async () => {
    const rule = SESSION_RATE_RULES.resumeAddress;
    await roomInWindow(rule.windowMs, 10_000);
    const game = await publishGame();
    const address = freshAddress();
    const visitor = visitorCookie();
    const opened = (await answerOf(await sessionCall(create(game.id), { cookie: visitor.cookie }))).body as SessionGrant;
    expect((await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, address })).status).toBe(200);
    await spent(`play-resume-ip:${address}`, rule);
    expectRateLimited(await answerOf(await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, address })), rule.windowMs);
    const player = await signedIn(1);
    const theirs = (await answerOf(await sessionCall(create(game.id), { cookie: player.cookie }))).body as SessionGrant;
    expectRateLimited(await answerOf(await sessionCall(resume(theirs.sessionId), { cookie: player.cookie, address })), rule.windowMs);
    // From elsewhere the same session resumes.
    expect((await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie })).status).toBe(200);

    await windowPasses(`play-resume-ip:${address}`, rule.windowMs);
    expect((await sessionCall(resume(opened.sessionId), { cookie: visitor.cookie, address })).status).toBe(200);
  });
});

describe("activation keys tried from one address", () => {
  it("refuses 300 wrong keys from one address after the limit, though each comes with a fresh visitor id", { timeout: 120_000 }, async () => {
    const rule = SESSION_RATE_RULES.keyAddress;
    expect(rule.limit).toBeLessThanOrEqual(SESSION_RATE_RULES.owner.limit);
    await roomInWindow(rule.windowMs, 40_000);
    const game = await publishGame({ access: "key", key: "PHARE-1852" });
    const address = freshAddress();
    const answers: string[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await answerOf(await sessionCall(create(game.id, { key: `PHARE-${2000 + i}` }), { cookie: visitorCookie().cookie, address }));
      answers.push(`${answer.status} ${(answer.body as SessionRefusal).error}`);
    }
    expect(answers.slice(0, rule.limit).every((a) => a === "403 wrong-key")).toBe(true);
    expect(answers.slice(rule.limit).every((a) => a === "429 rate-limited"), answers.slice(rule.limit).find((a) => a !== "429 rate-limited")).toBe(true);
    // The right key too, from that address, until the window passes: the guesser learns nothing more.
    expectRateLimited(await answerOf(await sessionCall(create(game.id, { key: "PHARE-1852" }), { cookie: visitorCookie().cookie, address })), rule.windowMs);
    expect((await sessionCall(create(game.id, { key: "PHARE-1852" }), { cookie: visitorCookie().cookie })).status).toBe(201);
    // 300 sessions asked from one address is also the limit of opening them: both windows pass.
    await windowPasses(`play-key-ip:${address}`, rule.windowMs);
    await windowPasses(`play-session-ip:${address}`, SESSION_RATE_RULES.address.windowMs);
    expect((await sessionCall(create(game.id, { key: "PHARE-1852" }), { cookie: visitorCookie().cookie, address })).status).toBe(201);
  });

  it("never holds back a class typing the right key behind one address", async () => {
    const rule = SESSION_RATE_RULES.keyAddress;
    await roomInWindow(rule.windowMs, 30_000);
    const game = await publishGame({ access: "key", key: "LUMIERE-42" });
    const school = freshAddress();
    // A few typos along the way, well under the limit.
    for (let i = 0; i < 3; i++) {
      expectRefused(await answerOf(await sessionCall(create(game.id, { key: "LUMIERE-24" }), { cookie: visitorCookie().cookie, address: school })), "wrong-key", 403);
    }
    for (let pupil = 0; pupil < rule.limit + 10; pupil++) {
      const answer = await answerOf(await sessionCall(create(game.id, { key: " LUMIERE-42 " }), { cookie: visitorCookie().cookie, address: school }));
      expect(answer.status, `pupil ${pupil + 1}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
    // A key typed for a game that asks none costs nothing either.
    const open = await publishGame();
    for (let i = 0; i < rule.limit; i++) expect((await sessionCall(create(open.id, { key: "X" }), { cookie: visitorCookie().cookie, address: school })).status).toBe(201);
  });

  it("counts the keys typed to open or join a multiplayer session against the same address", async () => {
    const rule = SESSION_RATE_RULES.keyAddress;
    await roomInWindow(rule.windowMs, 10_000);
    const game = await publishGame({ multi: true, access: "key", key: "LUMIERE-42" });
    const host = await signedIn(1);
    const opened = (await answerOf(await sessionCall(createMulti(game.id, { key: "LUMIERE-42" }), { cookie: host.cookie }))).body as SessionGrant;
    const address = freshAddress();
    await spent(`play-key-ip:${address}`, rule);
    const player = await signedIn(1);
    expectRateLimited(await answerOf(await sessionCall(join(opened.sessionId, { key: "LUMIERE-43" }), { cookie: player.cookie, address })), rule.windowMs);
    expectRateLimited(await answerOf(await sessionCall(createMulti(game.id, { key: "LUMIERE-43" }), { cookie: player.cookie, address })), rule.windowMs);
    // From another address the right key still opens the door.
    expect((await sessionCall(join(opened.sessionId, { key: "LUMIERE-42" }), { cookie: player.cookie })).status).toBe(200);
  });
});

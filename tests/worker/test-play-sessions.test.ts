import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { initialState, reduce, type GameDefinition } from "../../app/engine";
import { translate } from "../../app/i18n/catalog.server";
import { internalResultPath, internalSessionPath, type ResultReport } from "../../app/lib/play/internal";
import { TEST_SESSION_ENDPOINT } from "../../app/lib/play/types";
import { verifyTicket } from "../../app/lib/tickets";
import { signedIn } from "./account-area-fixtures";
import { publishGame, unique } from "./play-fixtures";

/**
 * Test sessions (ADR 020): the owner of a project starts one on the draft as it is now; a game room
 * loads that frozen copy through the internal API; nothing it does counts anywhere.
 */

const TICKET_SECRET = env.TICKET_SECRET as string;
const ROOM_SECRET = env.ROOM_SERVICE_SECRET as string;
const demo = DEMO_GAMES.classic.definition;

async function project(ownerId: string, draft: GameDefinition | string | null = demo) {
  const id = unique("p_");
  const json = draft === null || typeof draft === "string" ? draft : JSON.stringify(draft);
  await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, draft) VALUES (?, ?, 'classic', ?, ?)").bind(id, ownerId, unique("Projet "), json).run();
  return id;
}

let address = 0;
function testCall(body: unknown, cookie?: string, origin = "http://escaplay.fr") {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json", Origin: origin };
  headers["CF-Connecting-IP"] = `2001:db8:7e57::${(++address).toString(16)}`;
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`http://escaplay.fr${TEST_SESSION_ENDPOINT}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const roomCall = (path: string, init: RequestInit = {}, secret: string | null = ROOM_SECRET) =>
  SELF.fetch(`http://escaplay.fr${path}`, {
    ...init,
    headers: { Accept: "application/json", "Content-Type": "application/json", ...(secret ? { Authorization: `Bearer ${secret}` } : {}) },
  });

type Grant = { sessionId: string; gameId: string; party: string; ticket: string };

async function started(cookie: string, projectId: string): Promise<Grant> {
  const res = await testCall({ intent: "create", projectId }, cookie);
  expect(res.status).toBe(201);
  return res.json<Grant>();
}

describe("starting a test session", () => {
  it("gives the project's owner a ticket to a game room of their own for the draft", async () => {
    const owner = await signedIn(1);
    const projectId = await project(owner.id);
    const grant = await started(owner.cookie, projectId);
    expect(grant).toMatchObject({ gameId: projectId, party: "game" });
    const claims = await verifyTicket(TICKET_SECRET, grant.ticket);
    expect(claims).toMatchObject({ party: "game", room: grant.sessionId, sub: owner.id, role: "user" });
  });

  it("freezes the draft: the room gets it as it was at the start, answers included, even after an edit", async () => {
    const owner = await signedIn(1);
    const projectId = await project(owner.id);
    const grant = await started(owner.cookie, projectId);
    const edited = structuredClone(demo);
    edited.meta.title = "Retouché après le départ";
    await env.DB.prepare("UPDATE projects SET draft = ? WHERE id = ?").bind(JSON.stringify(edited), projectId).run();
    const res = await roomCall(internalSessionPath(grant.sessionId));
    expect(res.status).toBe(200);
    const body = await res.json<{ session: Record<string, unknown>; definition: GameDefinition }>();
    expect(body.session).toMatchObject({ id: grant.sessionId, gameId: projectId, mode: "solo", ownerId: owner.id, status: "open" });
    expect(body.definition).toEqual(demo);
    // A restart is a fresh session on the draft as it is then.
    const again = await started(owner.cookie, projectId);
    expect(again.sessionId).not.toBe(grant.sessionId);
    const fresh = await (await roomCall(internalSessionPath(again.sessionId))).json<{ definition: GameDefinition }>();
    expect(fresh.definition.meta.title).toBe("Retouché après le départ");
  });

  it("refuses a draft that no longer runs, in the site's words", async () => {
    const owner = await signedIn(1);
    const projectId = await project(owner.id, "{oops");
    const res = await testCall({ intent: "create", projectId }, owner.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "draft-invalid", message: translate("fr", "access.errors.draft-invalid.text") });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM test_sessions WHERE project_id = ?").bind(projectId).first("n")).toBe(0);
  });
});

describe("nobody else tests someone's draft", () => {
  it("refuses a visitor and another user as if the project did not exist", async () => {
    const owner = await signedIn(1);
    const other = await signedIn(3);
    const projectId = await project(owner.id);
    const visitor = await testCall({ intent: "create", projectId });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: "account-needed" });
    const stranger = await testCall({ intent: "create", projectId }, other.cookie);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: "not-found" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM test_sessions WHERE project_id = ?").bind(projectId).first("n")).toBe(0);
  });

  it("gives no ticket to someone else's running test, nor to anyone once it ended", async () => {
    const owner = await signedIn(1);
    const other = await signedIn(1);
    const grant = await started(owner.cookie, await project(owner.id));
    const resume = { intent: "resume", sessionId: grant.sessionId };
    expect((await testCall(resume, other.cookie)).status).toBe(410);
    expect((await testCall(resume)).status).toBe(401);
    expect((await testCall(resume, owner.cookie)).status).toBe(200);
    await env.DB.prepare("UPDATE test_sessions SET status = 'ended' WHERE id = ?").bind(grant.sessionId).run();
    expect((await testCall(resume, owner.cookie)).status).toBe(410);
  });

  it("refuses an account whose e-mail is not verified yet, as real play does", async () => {
    const unverified = await signedIn(0);
    const res = await testCall({ intent: "create", projectId: await project(unverified.id) }, unverified.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "verify-account" });
  });

  it("refuses a post from another site and a malformed request", async () => {
    const owner = await signedIn(1);
    const projectId = await project(owner.id);
    expect((await testCall({ intent: "create", projectId }, owner.cookie, "http://evil.example")).status).toBe(403);
    expect((await testCall({ intent: "create", projectId, extra: 1 }, owner.cookie)).status).toBe(400);
  });

  it("hands the frozen draft to rooms only, with the service credential", async () => {
    const owner = await signedIn(1);
    const grant = await started(owner.cookie, await project(owner.id));
    expect((await roomCall(internalSessionPath(grant.sessionId), {}, null)).status).toBe(401);
    expect((await roomCall(internalSessionPath(grant.sessionId), {}, "not-the-secret")).status).toBe(401);
    const page = await SELF.fetch(`http://escaplay.fr${internalSessionPath(grant.sessionId)}`, { headers: { Cookie: owner.cookie } });
    expect(page.status).toBe(401);
  });
});

describe("a test session counts nowhere", () => {
  it("closes when its room reports the end, without a result, a counter or an achievement", async () => {
    const owner = await signedIn(1);
    // The same definition published as a game, so a result recorded by mistake would have a game to land on.
    const game = await publishGame({ definition: demo });
    const projectId = await project(owner.id);
    const grant = await started(owner.cookie, projectId);
    const counters = () =>
      env.DB.prepare("SELECT started_count, played_count, won_count FROM games WHERE id = ?").bind(game.id).first();
    const before = await counters();
    const totals = async () => ({
      sessions: await env.DB.prepare("SELECT COUNT(*) AS n FROM play_sessions").first("n"),
      results: await env.DB.prepare("SELECT COUNT(*) AS n FROM play_results").first("n"),
      achievements: await env.DB.prepare("SELECT COUNT(*) AS n FROM user_achievements WHERE user_id = ?").bind(owner.id).first("n"),
    });
    const beforeTotals = await totals();

    const at = 1_750_000_000_000;
    const start = reduce(demo, initialState(demo), { type: "start" }, at);
    const left = reduce(demo, start.state, { type: "leave" }, at + 5_000);
    const report: ResultReport = { log: [{ action: { type: "start" }, at }, { action: { type: "leave" }, at: at + 5_000 }], state: left.state };
    const res = await roomCall(internalResultPath(grant.sessionId), { method: "POST", body: JSON.stringify(report) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, test: true });

    expect(await counters()).toEqual(before);
    expect(await totals()).toEqual(beforeTotals);
    expect(await env.DB.prepare("SELECT status FROM test_sessions WHERE id = ?").bind(grant.sessionId).first("status")).toBe("ended");
  });
});

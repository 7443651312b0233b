import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_GAMES } from "~/engine/demo-games";
import { reduce, initialState, type Action, type GameDefinition, type GameState, type LoggedAction } from "~/engine";
import { internalResultPath, internalSessionPath, type ResultReport } from "~/lib/play/internal";
import { firstAnswer, wrongValue } from "../rooms/play-data";

/**
 * The backend side of the game rooms: the session and definition a room loads, and the result it reports
 * when a session ends, replayed before anything is counted. Played on the Classic demo game; what is
 * specific to it is read from its definition and walkthrough.
 */

const SECRET = env.ROOM_SERVICE_SECRET as string;
const demo = DEMO_GAMES.classic;

function call(path: string, init: { method?: string; body?: unknown; raw?: string; authorization?: string | null } = {}) {
  const headers: Record<string, string> = { Host: "escaplay.fr", Accept: "application/json" };
  if (init.authorization !== null) headers.Authorization = init.authorization ?? `Bearer ${SECRET}`;
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://escaplay.fr${path}`, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`;

async function publishedGame(definition: GameDefinition | null = demo.definition): Promise<string> {
  const id = unique("game-");
  const { meta } = demo.definition;
  const statements = [
    env.DB.prepare("INSERT INTO games (id, creator_id, type, title, theme, difficulty) VALUES (?, 'u_atelier', ?, ?, ?, ?)").bind(id, meta.type, meta.title, meta.theme, meta.difficulty),
  ];
  if (definition) statements.push(env.DB.prepare("INSERT INTO game_versions (game_id, version, definition) VALUES (?, 1, ?)").bind(id, JSON.stringify(definition)));
  await env.DB.batch(statements);
  return id;
}

async function openSession(gameId: string, owner: { userId?: string; visitorId?: string }, demoLink = false): Promise<string> {
  const id = unique("sess");
  await env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, visitor_id, demo) VALUES (?, ?, 'solo', ?, ?, ?)")
    .bind(id, gameId, owner.userId ?? null, owner.visitorId ?? null, demoLink ? 1 : 0)
    .run();
  return id;
}

/** What a room would log and hold after these actions, one every 7 seconds of its clock, and the rooms it went through. */
function played(actions: Action[], startAt = 1_750_000_000_000): { report: ResultReport; rooms: number } {
  const definition = demo.definition;
  let state: GameState = initialState(definition);
  const log: LoggedAction[] = [];
  const rooms = new Set<string>();
  actions.forEach((action, i) => {
    const at = startAt + i * 7_000;
    const next = reduce(definition, state, action, at);
    // A room logs only what the engine accepted.
    if (next.events.at(-1)?.type === "refused") throw new Error(`the test's own play was refused: ${JSON.stringify(next.events.at(-1))}`);
    log.push({ action, at });
    state = next.state;
    if (state.startedAt !== null) rooms.add(state.roomId);
  });
  return { report: { log, state }, rooms: rooms.size };
}

const timerOf = (state: GameState) => Math.floor((state.elapsedMs + state.penaltySeconds * 1000) / 1000);

const gameRow = (id: string) =>
  env.DB.prepare("SELECT played_count, won_count, total_seconds, total_hints FROM games WHERE id = ?").bind(id).first<Record<string, number>>();
const resultRow = (sessionId: string) => env.DB.prepare("SELECT * FROM play_results WHERE session_id = ?").bind(sessionId).first<Record<string, unknown>>();
const achievementsOf = async (userId: string, gameId: string) =>
  (
    await env.DB.prepare("SELECT achievement_id FROM user_achievements WHERE user_id = ? AND game_id = ? ORDER BY achievement_id").bind(userId, gameId).all<{ achievement_id: string }>()
  ).results.map((r) => r.achievement_id);

// One hint and one wrong answer on the way, just before the first puzzle answered, so every counter has something to add.
const { index: answerAt, action: firstRight } = firstAnswer(demo.walkthrough);
const hasOwnHints = demo.definition.hints.some((hint) => hint.puzzleId === firstRight.puzzleId);
const wonWithHelp: Action[] = [
  ...demo.walkthrough.slice(0, answerAt),
  hasOwnHints ? { type: "askHint", puzzleId: firstRight.puzzleId } : { type: "askHint" },
  { ...firstRight, value: wrongValue(demo.definition, firstRight.puzzleId, 1) },
  ...demo.walkthrough.slice(answerAt),
];
// Up to the first room change, then out.
const firstMove = demo.walkthrough.findIndex((action) => action.type === "enterRoom");
const leftEarly: Action[] = [...demo.walkthrough.slice(0, firstMove + 1), { type: "leave" }];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the internal API's credential", () => {
  it("refuses a call without the service credential or with a wrong one", async () => {
    const session = await openSession(await publishedGame(), { visitorId: "v1" });
    for (const authorization of [null, "", `Bearer ${SECRET}x`, `Basic ${SECRET}`, `Bearer ${SECRET.slice(0, -1)}`]) {
      const res = await call(internalSessionPath(session), { authorization });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "unauthorized" });
    }
    expect((await call(internalResultPath(session), { body: played(demo.walkthrough).report, authorization: null })).status).toBe(401);
    expect(await resultRow(session)).toBeNull();
  });

  it("refuses every call, and says why once, when the worker has no credential configured", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { internal } = await import("../../workers/api/internal");
    const session = await openSession(await publishedGame(), { visitorId: "v2" });
    const unconfigured = { ...env, ROOM_SERVICE_SECRET: "" };
    for (const authorization of ["Bearer ", `Bearer ${SECRET}`]) {
      const req = new Request(`http://escaplay.fr${internalSessionPath(session)}`, { headers: { Authorization: authorization } });
      const res = await internal.fetch(req, unconfigured);
      expect(res.status).toBe(401);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/ROOM_SERVICE_SECRET/);
  });
});

describe("GET /v1/internal/play/sessions/:id", () => {
  it("gives a room a visitor's session and the full definition, answers included", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { visitorId: "Ab3dE7xYz" });
    const res = await call(internalSessionPath(session));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { session: Record<string, unknown>; definition: GameDefinition };
    expect(body.session).toMatchObject({ id: session, gameId, mode: "solo", ownerId: "visitor:Ab3dE7xYz", status: "open" });
    expect(typeof body.session.createdAt).toBe("number");
    expect(body.definition).toEqual(demo.definition);
  });

  it("names a logged-in player's user id as the session's owner", async () => {
    const session = await openSession(await publishedGame(), { userId: "u_player" });
    const body = (await (await call(internalSessionPath(session))).json()) as { session: { ownerId: string } };
    expect(body.session.ownerId).toBe("u_player");
  });

  it("answers 404 for an unknown session and for a game without a definition", async () => {
    const unknown = await call(internalSessionPath("no-such-session"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "not_found" });
    expect((await call("/v1/internal/play/sessions/bad%20id!")).status).toBe(404);

    const session = await openSession(await publishedGame(null), { visitorId: "v3" });
    const bare = await call(internalSessionPath(session));
    expect(bare.status).toBe(404);
    expect(await bare.json()).toEqual({ error: "no_definition" });
  });
});

describe("POST /v1/internal/play/sessions/:id/result", () => {
  it("records a logged-in player's win: result, game counters and achievements", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { userId: "u_player" });
    const { report, rooms } = played(wonWithHelp);
    expect(report.state.outcome).toBe("won");
    expect(report.state.achievements.length).toBeGreaterThan(0);
    const timer = timerOf(report.state);

    const res = await call(internalResultPath(session), { body: report });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const row = await resultRow(session);
    expect(row).toMatchObject({
      game_id: gameId,
      user_id: "u_player",
      visitor_id: null,
      mode: "solo",
      outcome: "won",
      timer_seconds: timer,
      played_seconds: Math.floor(report.state.elapsedMs / 1000),
      hints_used: 1,
      wrong_answers: 1,
      rooms_reached: rooms,
      continued_after_time_up: 0,
    });
    expect(rooms).toBeGreaterThan(1);
    const earned = [...report.state.achievements].sort();
    expect(JSON.parse(String(row!.achievements)).sort()).toEqual(earned);
    expect(await gameRow(gameId)).toEqual({ played_count: 1, won_count: 1, total_seconds: timer, total_hints: 1 });
    expect(await achievementsOf("u_player", gameId)).toEqual(earned);
    const ended = (await (await call(internalSessionPath(session))).json()) as { session: { status: string } };
    expect(ended.session.status).toBe("ended");
  });

  it("keeps no achievements for a visitor, but counts their game", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { visitorId: "visitorX1" });
    const report = played(demo.walkthrough).report;
    expect((await call(internalResultPath(session), { body: report })).status).toBe(200);
    expect(await resultRow(session)).toMatchObject({ visitor_id: "visitorX1", user_id: null, outcome: "won", hints_used: 0, achievements: "[]" });
    expect(await gameRow(gameId)).toMatchObject({ played_count: 1, won_count: 1, total_hints: 0 });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM user_achievements WHERE game_id = ?").bind(gameId).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("counts a session once however many times its room reports it", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { userId: "u_player" });
    const report = played(demo.walkthrough).report;
    expect(await (await call(internalResultPath(session), { body: report })).json()).toEqual({ ok: true });
    const after = await gameRow(gameId);
    const again = await call(internalResultPath(session), { body: report });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    expect(await gameRow(gameId)).toEqual(after);
  });

  it("refuses a result the log does not lead to, and writes nothing", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { userId: "u_player" });
    const honest = played(demo.walkthrough).report;
    const flattering: ResultReport = { log: honest.log, state: { ...honest.state, elapsedMs: 1_000, hintsUsed: [] } };
    // Claims the win without ever answering the last puzzle.
    const skipped: ResultReport = { log: honest.log.slice(0, -1), state: honest.state };
    for (const report of [flattering, skipped]) {
      const res = await call(internalResultPath(session), { body: report });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "replay_mismatch" });
    }
    expect(await resultRow(session)).toBeNull();
    expect(await gameRow(gameId)).toEqual({ played_count: 0, won_count: 0, total_seconds: 0, total_hints: 0 });
  });

  it("refuses a report of a session still in play", async () => {
    const session = await openSession(await publishedGame(), { visitorId: "v4" });
    const res = await call(internalResultPath(session), { body: played(demo.walkthrough.slice(0, answerAt)).report });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "not_ended" });
  });

  it("says what is wrong with a malformed report", async () => {
    const session = await openSession(await publishedGame(), { visitorId: "v5" });
    const notJson = await call(internalResultPath(session), { raw: "{not json" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: "invalid_report" });
    const wrongShape = await call(internalResultPath(session), { body: { log: [{ action: { type: "fly" }, at: 1 }], state: {} } });
    expect(wrongShape.status).toBe(400);
    const body = (await wrongShape.json()) as { error: string; message: string };
    expect(body.error).toBe("invalid_report");
    expect(body.message).not.toBe("");
  });

  it("answers 404 for a session that was never opened", async () => {
    const res = await call(internalResultPath("never-opened"), { body: played(demo.walkthrough).report });
    expect(res.status).toBe(404);
  });

  it("leaves a demo link's session out of the game's stats", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { userId: "u_player" }, true);
    expect((await call(internalResultPath(session), { body: played(demo.walkthrough).report })).status).toBe(200);
    expect(await resultRow(session)).toMatchObject({ outcome: "won" });
    expect(await gameRow(gameId)).toEqual({ played_count: 0, won_count: 0, total_seconds: 0, total_hints: 0 });
  });

  it("records a player who left as left, with the rooms they reached", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { visitorId: "v6" });
    const { report, rooms } = played(leftEarly);
    expect((await call(internalResultPath(session), { body: report })).status).toBe(200);
    expect(await resultRow(session)).toMatchObject({ outcome: "left", rooms_reached: rooms });
    expect(rooms).toBe(2);
    expect(await gameRow(gameId)).toMatchObject({ played_count: 1, won_count: 0 });
  });

  it("records a session left on its intro without counting it as played", async () => {
    const gameId = await publishedGame();
    const session = await openSession(gameId, { visitorId: "v7" });
    const { report, rooms } = played([{ type: "leave" }]);
    expect((await call(internalResultPath(session), { body: report })).status).toBe(200);
    expect(await resultRow(session)).toMatchObject({ outcome: "left", rooms_reached: 0 });
    expect(rooms).toBe(0);
    expect(await gameRow(gameId)).toEqual({ played_count: 0, won_count: 0, total_seconds: 0, total_hints: 0 });
  });
});

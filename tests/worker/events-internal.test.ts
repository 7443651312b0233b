import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { initialState, reduce, type Action, type GameDefinition, type GameState, type LoggedAction } from "../../app/engine";
import { withEventRules } from "../../app/lib/events/event-rules.server";
import { internalResultPath, internalSessionPath, type InternalSession, type ResultReport } from "../../app/lib/play/internal";
import { eventRow, getEvent, insertedEvent, movePlayer, reportStatus, roomCall, seatPlayer, sessionOfPlayer } from "./events-fixtures";
import { signedIn } from "./account-area-fixtures";
import { creator, publishGame, visitorCookie } from "./play-fixtures";
import { expectRefusal, granted, joinAs, participants } from "./play-multi-fixtures";

/**
 * The backend side of live events' rooms (ADR 054): what an event room loads, the start and end it
 * reports, the players it moves between teams; and what a team's game room is handed and replayed against.
 */

const demo = DEMO_GAMES.classic;

describe("GET /v1/internal/events/:code", () => {
  it("gives an event room its event: host, game and every team with its session", async () => {
    const event = await insertedEvent({ teams: 3 });
    const res = await getEvent(event.code);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({
      id: event.id,
      code: event.code,
      hostId: event.host.id,
      title: event.title,
      gameId: event.game.id,
      status: "open",
      startedAt: null,
      endedAt: null,
      teams: event.teams.map((team) => ({ team: team.team, name: team.name, session: team.session })),
    });
  });

  it("answers 401 without the service credential, 404 for a code no event has", async () => {
    const event = await insertedEvent();
    expect((await getEvent(event.code, null)).status).toBe(401);
    expect((await getEvent(event.code, "Bearer nope")).status).toBe(401);
    for (const code of ["1234567", "0123456", "12345", event.teams[0].session, "abc"]) {
      const res = await getEvent(code);
      expect(res.status, code).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found" });
    }
  });

  it("still answers an ended event, as ended", async () => {
    const event = await insertedEvent();
    await reportStatus(event.code, { status: "started", at: 1_800_000_000_000 });
    await reportStatus(event.code, { status: "ended", at: 1_800_000_600_000 });
    expect(await (await getEvent(event.code)).json()).toMatchObject({ status: "ended", startedAt: 1_800_000_000_000, endedAt: 1_800_000_600_000 });
  });
});

describe("POST /v1/internal/events/:code/status", () => {
  it("keeps the first start only, and the first end", async () => {
    const event = await insertedEvent();
    expect(await (await reportStatus(event.code, { status: "started", at: 1_800_000_000_000 })).json()).toEqual({ ok: true });
    await reportStatus(event.code, { status: "started", at: 1_800_000_100_000 });
    expect(await eventRow(event.id)).toMatchObject({ status: "open", started_at: 1_800_000_000_000, ended_at: null });
    await reportStatus(event.code, { status: "ended", at: 1_800_000_200_000 });
    const again = await reportStatus(event.code, { status: "ended", at: 1_800_000_300_000 });
    expect(again.status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ status: "ended", started_at: 1_800_000_000_000, ended_at: 1_800_000_200_000 });
  });

  it("refuses a malformed report with 400, an unknown code with 404, and a caller without the credential", async () => {
    const event = await insertedEvent();
    for (const body of [{ status: "paused", at: 1 }, { status: "started" }, { status: "started", at: -1 }, { status: "started", at: 1.5 }]) {
      const res = await reportStatus(event.code, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid_request" });
    }
    expect((await roomCall(`/v1/internal/events/${event.code}/status`, { raw: "not json" })).status).toBe(400);
    expect((await roomCall(`/v1/internal/events/${event.code}/status`, { raw: JSON.stringify({ status: "started", at: 1, pad: "x".repeat(4000) }) })).status).toBe(413);
    expect((await reportStatus("9999999", { status: "started", at: 1 })).status).toBe(404);
    expect((await roomCall(`/v1/internal/events/${event.code}/status`, { body: { status: "ended", at: 1 }, authorization: null })).status).toBe(401);
    expect(await eventRow(event.id)).toMatchObject({ status: "open", started_at: null, ended_at: null });
  });
});

describe("POST /v1/internal/events/:code/move", () => {
  it("moves a player's participant row to another team's session", async () => {
    const event = await insertedEvent({ teams: 3, maxTeamSize: 2 });
    const sessions = event.teams.map((team) => team.session);
    const player = await creator(1);
    await seatPlayer(sessions[0], { subject: player.id, userId: player.id, name: player.username });
    await seatPlayer(sessions[0], { subject: "visitor:Guest01", name: "Zoé" });

    const res = await movePlayer(event.code, { playerId: "visitor:Guest01", team: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await sessionOfPlayer(sessions, "visitor:Guest01")).toEqual([sessions[2]]);
    expect(await sessionOfPlayer(sessions, player.id)).toEqual([sessions[0]]);
    const moved = await env.DB.prepare("SELECT name, kind FROM play_participants WHERE subject = ?").bind("visitor:Guest01").first();
    expect(moved).toEqual({ name: "Zoé", kind: "guest" });
    // Into the team they are already in: nothing to do.
    expect((await movePlayer(event.code, { playerId: "visitor:Guest01", team: 3 })).status).toBe(200);
  });

  it("refuses a full team, and once the event has started", async () => {
    const event = await insertedEvent({ teams: 2, maxTeamSize: 2 });
    const sessions = event.teams.map((team) => team.session);
    await seatPlayer(sessions[0], { subject: "visitor:A" });
    await seatPlayer(sessions[1], { subject: "visitor:B" });
    await seatPlayer(sessions[1], { subject: "visitor:C" });

    const full = await movePlayer(event.code, { playerId: "visitor:A", team: 2 });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: "team_full" });
    expect(await sessionOfPlayer(sessions, "visitor:A")).toEqual([sessions[0]]);

    await reportStatus(event.code, { status: "started", at: Date.now() });
    const started = await movePlayer(event.code, { playerId: "visitor:B", team: 1 });
    expect(started.status).toBe(409);
    expect(await started.json()).toEqual({ error: "already_started" });
    expect(await sessionOfPlayer(sessions, "visitor:B")).toEqual([sessions[1]]);
  });

  it("answers 404 for an unknown player, team or event, 400 for a malformed move", async () => {
    const event = await insertedEvent({ teams: 2 });
    const other = await insertedEvent({ teams: 2 });
    await seatPlayer(event.teams[0].session, { subject: "visitor:Here" });
    await seatPlayer(other.teams[0].session, { subject: "visitor:Elsewhere" });
    for (const [code, body] of [
      [event.code, { playerId: "visitor:Nobody", team: 2 }],
      [event.code, { playerId: "visitor:Elsewhere", team: 2 }],
      [event.code, { playerId: "visitor:Here", team: 3 }],
      ["9999998", { playerId: "visitor:Here", team: 2 }],
    ] as const) {
      const res = await movePlayer(code, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found" });
    }
    for (const body of [{ playerId: "", team: 1 }, { playerId: "visitor:Here", team: 0 }, { playerId: "visitor:Here", team: "2" }, {}]) {
      expect((await movePlayer(event.code, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await sessionOfPlayer([other.teams[0].session, other.teams[1].session], "visitor:Elsewhere")).toEqual([other.teams[0].session]);
  });
});

describe("a team's session, as its game room loads it", () => {
  const load = async (session: string) => (await (await roomCall(internalSessionPath(session))).json()) as InternalSession & { definition: GameDefinition };

  it("says which event and team it plays for, and hands the definition under the event's rules", async () => {
    expect(demo.definition.hints.length).toBeGreaterThan(0);
    const event = await insertedEvent({ teams: 2, timeLimitSeconds: 1800, hints: "host", maxTeamSize: 4 });
    const body = await load(event.teams[1].session);
    expect(body.session).toMatchObject({ id: event.teams[1].session, mode: "multi", ownerId: event.host.id, event: { code: event.code, title: event.title, team: 2, teamName: "Équipe 2" } });
    expect(body.session.multi).toMatchObject({ creatorId: event.host.id, minPlayers: 1, maxPlayers: 4 });
    expect(body.definition.rules.timeLimitSeconds).toBe(1800);
    expect(body.definition.hints).toEqual([]);
    expect(body.definition.puzzles).toEqual(demo.definition.puzzles);
  });

  it("keeps the game's own time limit and hints when the event keeps them", async () => {
    const event = await insertedEvent({ timeLimitSeconds: null, hints: "game" });
    const body = await load(event.teams[0].session);
    expect(body.definition).toEqual(demo.definition);
    expect(body.session.event?.team).toBe(1);
  });

  it("tells nothing of events for an ordinary multiplayer session", async () => {
    const host = await creator(3);
    const game = await publishGame({ multi: true });
    await env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players) VALUES ('123454321', ?, 'multi', ?, 1, 4)").bind(game.id, host.id).run();
    const body = await load("123454321");
    expect(body.session.event).toBeUndefined();
    expect(body.definition).toEqual(demo.definition);
  });

  it("welcomes visitors in a team only when the event does and its host's plan invites guests", async () => {
    for (const [hostGrade, guests, welcome] of [
      [4, true, true],
      [6, true, true],
      [1, true, false],
      [4, false, false],
    ] as const) {
      const event = await insertedEvent({ hostGrade, guests });
      expect((await load(event.teams[0].session)).session.multi?.guests, `grade ${hostGrade}, guests ${guests}`).toBe(welcome);
    }
  });
});

/** What a room would log and hold playing `actions` under `definition`, one action every 7 seconds. */
function played(definition: GameDefinition, actions: Action[], startAt = 1_750_000_000_000): ResultReport {
  let state: GameState = initialState(definition);
  const log: LoggedAction[] = [];
  actions.forEach((action, i) => {
    const at = startAt + i * 7_000;
    const next = reduce(definition, state, action, at);
    if (next.events.at(-1)?.type === "refused") throw new Error(`the test's own play was refused: ${JSON.stringify(next.events.at(-1))}`);
    log.push({ action, at });
    state = next.state;
  });
  return { log, state };
}

describe("a team's result", () => {
  it("is replayed under the event's rules, and keeps the puzzles solved", async () => {
    // A time limit the walkthrough outlasts: the team runs out of time on the event's clock, not the game's.
    const event = await insertedEvent({ timeLimitSeconds: 14, hints: "host" });
    const rules = withEventRules(demo.definition, { timeLimitSeconds: 14, hints: "host" });
    const walk = demo.walkthrough;
    const start = walk.findIndex((action) => action.type === "start");
    const actions: Action[] = [...walk.slice(0, start + 2), { type: "stopAfterTimeUp" }];
    const report = played(rules, actions);
    expect(report.state.outcome).toBe("timeUp");
    const session = event.teams[0].session;
    const res = await roomCall(internalResultPath(session), { body: report });
    expect(await res.json()).toEqual({ ok: true });
    const row = await env.DB.prepare("SELECT outcome, mode, puzzles_solved FROM play_results WHERE session_id = ?").bind(session).first();
    expect(row).toEqual({ outcome: "timeUp", mode: "multi", puzzles_solved: report.state.solvedPuzzles.length });
  });

  it("counts the puzzles solved of every result, events or not", async () => {
    const game = await publishGame();
    await env.DB.prepare("INSERT INTO play_sessions (id, game_id, mode, visitor_id) VALUES ('solo-events-1', ?, 'solo', 'V1')").bind(game.id).run();
    const report = played(demo.definition, demo.walkthrough);
    expect(report.state.solvedPuzzles.length).toBeGreaterThan(0);
    expect((await roomCall(internalResultPath("solo-events-1"), { body: report })).status).toBe(200);
    const row = await env.DB.prepare("SELECT puzzles_solved FROM play_results WHERE session_id = 'solo-events-1'").first();
    expect(row).toEqual({ puzzles_solved: report.state.solvedPuzzles.length });
  });
});

describe("a team's own code", () => {
  it("admits only the players the event put in the team", async () => {
    const event = await insertedEvent({ guests: true });
    const session = event.teams[0].session;
    const outsider = await signedIn(1);
    await expectRefusal(await joinAs(session, { cookie: outsider.cookie }), "session-expired", 410);
    const visitor = visitorCookie();
    await expectRefusal(await joinAs(session, { cookie: visitor.cookie }, { name: "Intrus" }), "session-expired", 410);
    expect(await participants(session)).toEqual([]);

    const player = await signedIn(1);
    await seatPlayer(session, { subject: player.id, userId: player.id, name: player.username });
    const grant = await granted(await joinAs(session, { cookie: player.cookie }));
    expect(grant.multi).toMatchObject({ code: session, creator: false, playerId: player.id });
    const guest = visitorCookie();
    await seatPlayer(session, { subject: `visitor:${guest.id}`, name: "Zoé" });
    const guestGrant = await granted(await joinAs(session, { cookie: guest.cookie }));
    expect(guestGrant.multi).toMatchObject({ playerId: `visitor:${guest.id}` });
  });
});

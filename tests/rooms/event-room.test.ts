import { PartySocket } from "partysocket";
import { afterEach, describe, expect, inject, it } from "vitest";
import { EventServerMessageSchema, type EventServerMessage } from "../../rooms/event-protocol";
import { CONNECTION_LIMITS } from "../../rooms/play/conn-limits";
import * as v from "valibot";
import type { Action } from "../../app/engine";
import type { ServerMessage } from "../../rooms/protocol";
import { EventClient } from "./event-client";
import { EVENTS, eventCode, eventTitle, HOST_ID, OTHER_HOST_ID, seatedPlayer, teamName, teamSession, type EventName } from "./event-data";
import { ticketFor, type TestClient } from "./helpers";
import { freshAddress, getCodePlay } from "./multi-client";
import { stateOf, takeSeat, type Seat } from "./play-client";
import { eventually, firstAnswer, multiGameOf, query } from "./play-fixtures";

/**
 * Live events (ADR 054) on a real `partykit dev`: the host's screen (through the host screen's own socket
 * module) in the event room, players in their teams' game rooms, the backend's D1 under wrangler.
 */

const game = multiGameOf("team");
const teamsOf = (name: EventName) => Array.from({ length: EVENTS[name].teams }, (_, i) => i + 1);

const open: { close(): void }[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

async function host(name: EventName, access: "edit" | "view" = "edit") {
  const client = await EventClient.connect(eventCode(name), { access });
  open.push(client);
  return client;
}

/** The player seated in a team, in their team's game room as the event's join page would put them. */
async function seat(name: EventName, team: number, who = seatedPlayer(name, team)): Promise<Seat> {
  const player = await takeSeat(teamSession(name, team), { sub: who.sub, role: "guest", name: who.name });
  open.push(player.client);
  await player.client.next("snapshot");
  return player;
}

/** A bare socket to an event room with the host's ticket, for frames the client module would never send. */
async function rawHost(code: string) {
  const socket = new PartySocket({
    host: new URL(inject("roomsOrigin")).host,
    protocol: "ws",
    party: "event",
    room: code,
    query: { ticket: await ticketFor({ party: "event", room: code, sub: HOST_ID, name: "Hôte", role: "user", access: "edit" }) },
    maxRetries: 0,
  });
  open.push(socket);
  const messages: EventServerMessage[] = [];
  socket.addEventListener("message", (event) => messages.push(v.parse(EventServerMessageSchema, JSON.parse(String(event.data)))));
  const until = async (ready: (all: EventServerMessage[]) => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!ready(messages)) {
      if (Date.now() > deadline) throw new Error(`not as expected: ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await until((all) => all.some((m) => m.type === "snapshot"));
  return { socket, messages, until };
}

const statusUpdate = (client: TestClient, status: string) => client.next("update", (m) => m.id === undefined && m.state.status === status);
const hostMessages = (client: TestClient) => client.received.filter((m): m is Extract<ServerMessage, { type: "host" }> => m.type === "host");

describe("a live event's room", () => {
  it("shows the host every team's progress, and starts, pauses and talks to every team or one", { timeout: 90_000 }, async () => {
    const screen = await host("live");
    const first = screen.received.find((m) => m.type === "snapshot")!;
    expect(first).toMatchObject({
      type: "snapshot",
      event: { code: eventCode("live"), title: eventTitle("live"), status: "lobby", startedAt: null, teams: teamsOf("live").map((team) => ({ team, name: teamName(team) })) },
    });

    const players = await Promise.all(teamsOf("live").map((team) => seat("live", team)));
    // Each player's snapshot names the event and their team; the host sees each of them online.
    for (const [i, player] of players.entries()) {
      const team = i + 1;
      const snapshot = player.client.received.find((m): m is Extract<ServerMessage, { type: "snapshot" }> => m.type === "snapshot")!;
      expect(snapshot.session.event).toEqual({ code: eventCode("live"), title: eventTitle("live"), team, teamName: teamName(team) });
      const summary = await screen.teamWhere(team, (s) => s.players.some((p) => p.online));
      expect(summary).toMatchObject({ team, status: "ready", solved: 0, puzzles: game.definition.puzzles.length, players: [{ id: seatedPlayer("live", team).sub, name: seatedPlayer("live", team).name, online: true }] });
    }

    // The host steers: a player cannot start, pause or end the game for their team.
    for (const action of [{ type: "start" }, { type: "leave" }] satisfies Action[]) {
      expect(await players[0].act(action)).toMatchObject({ type: "error", code: "not_allowed" });
    }

    screen.send({ type: "command", command: "start" });
    expect(await screen.next("status")).toMatchObject({ status: "running", endedAt: null });
    await Promise.all(players.map((player) => statusUpdate(player.client, "running")));
    for (const team of teamsOf("live")) await screen.teamWhere(team, (s) => s.status === "running" && s.startedAt !== null);
    expect((await query<{ started_at: number | null }>(`SELECT started_at FROM live_events WHERE code = '${eventCode("live")}'`))[0].started_at).not.toBeNull();

    // Every team's accepted action reaches the host's screen; a solve moves the figures.
    const moves = game.walkthrough.filter((action) => action.type !== "start");
    for (const [i, player] of players.entries()) {
      const answer = await player.act(moves[0]);
      expect(stateOf(answer).status).toBe("running");
      await screen.next("team", (m) => m.summary.team === i + 1 && m.summary.sceneId === stateOf(answer).sceneId && m.summary.status === "running");
    }
    const { index } = firstAnswer(moves);
    let solvedState = null;
    for (const action of moves.slice(1, index + 1)) solvedState = stateOf(await players[2].act(action));
    expect(solvedState!.solvedPuzzles.length).toBeGreaterThan(0);
    const third = await screen.teamWhere(3, (s) => s.solved === solvedState!.solvedPuzzles.length);
    expect(third.lastSolvedAt).not.toBeNull();
    expect(await screen.teamWhere(1, () => true)).toMatchObject({ solved: 0, lastSolvedAt: null });

    screen.send({ type: "command", command: "pause" });
    expect(await screen.next("status")).toMatchObject({ status: "paused" });
    await Promise.all(players.map((player) => statusUpdate(player.client, "paused")));
    for (const team of teamsOf("live")) await screen.teamWhere(team, (s) => s.status === "paused" && s.runningSince === null);

    // A message to one team reaches that team only; a hint counts in its figures; a message to all reaches all.
    screen.send({ type: "tell", team: 2, kind: "message", text: "Équipe 2, regardez sous le tapis." });
    expect(await screen.next("told")).toMatchObject({ team: 2, kind: "message", text: "Équipe 2, regardez sous le tapis." });
    expect(await players[1].client.next("host")).toMatchObject({ kind: "message", text: "Équipe 2, regardez sous le tapis." });
    screen.send({ type: "tell", team: 4, kind: "hint", text: "Le code est sur la pendule." });
    await players[3].client.next("host", (m) => m.kind === "hint");
    expect(await screen.teamWhere(4, (s) => s.hostHints === 1)).toMatchObject({ hostHints: 1, hintsUsed: 0 });
    screen.send({ type: "tell", team: null, kind: "message", text: "Plus que dix minutes !" });
    await screen.next("told", (m) => m.team === null);
    await Promise.all(players.map((player) => player.client.next("host", (m) => m.text === "Plus que dix minutes !")));
    for (const [i, player] of players.entries()) {
      const texts = hostMessages(player.client).map((m) => m.text);
      const own = i === 1 ? ["Équipe 2, regardez sous le tapis."] : i === 3 ? ["Le code est sur la pendule."] : [];
      expect(texts).toEqual([...own, "Plus que dix minutes !"]);
    }

    screen.send({ type: "command", command: "resume" });
    expect(await screen.next("status")).toMatchObject({ status: "running" });
    await Promise.all(players.map((player) => statusUpdate(player.client, "running")));
  });

  it("lets a late player into a running team, and shows them to the host", async () => {
    const screen = await host("guarded");
    await seat("guarded", 1);
    screen.send({ type: "command", command: "start" });
    await screen.next("status", (m) => m.status === "running");
    await screen.teamWhere(2, (s) => s.status === "running");

    // Joining the event seats the late player in a team (the backend's participant row), then signs their ticket.
    const late = { sub: "visitor:ev-guarded-late", name: "Retardataire" };
    await query(`INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES ('${teamSession("guarded", 2)}', '${late.sub}', NULL, '${late.name}', 'guest')`);
    const player = await seat("guarded", 2, late);
    const snapshot = player.client.received.find((m): m is Extract<ServerMessage, { type: "snapshot" }> => m.type === "snapshot")!;
    expect(snapshot.state.status).toBe("running");
    const summary = await screen.teamWhere(2, (s) => s.players.some((p) => p.id === late.sub && p.online));
    expect(summary.players).toEqual([{ id: late.sub, name: late.name, online: true }]);

    // Gone again: still in the team, offline.
    player.client.close();
    await screen.teamWhere(2, (s) => s.players.some((p) => p.id === late.sub && !p.online));
  });

  it("lets a projector watch but not steer, refuses another account, and answers garbage with invalid_message", async () => {
    const projector = await host("guarded", "view");
    const screen = await host("guarded");
    projector.send({ type: "command", command: "pause" });
    expect(await projector.next("error")).toMatchObject({ code: "not_allowed" });
    projector.send({ type: "tell", team: null, kind: "hint", text: "Indice" });
    expect(await projector.next("error")).toMatchObject({ code: "not_allowed" });
    projector.send({ type: "ping" });
    await projector.next("pong");

    // What the host says is for the host's screens, not the projector.
    screen.send({ type: "tell", team: 1, kind: "hint", text: "Pour l'équipe 1 seulement" });
    await screen.next("told");
    await screen.teamWhere(1, (s) => s.hostHints === 1);
    await projector.teamWhere(1, (s) => s.hostHints === 1);
    expect(projector.received.some((m) => m.type === "told")).toBe(false);
    expect(projector.received.some((m) => m.type === "status")).toBe(false);

    const stranger = EventClient.open(eventCode("guarded"), { sub: OTHER_HOST_ID, name: "Autre" });
    open.push(stranger);
    expect(await stranger.refused()).toEqual({ reason: "refused", message: "not_allowed" });
    expect(stranger.received.some((m) => m.type === "snapshot")).toBe(false);

    // Frames outside the protocol, straight on a socket: each is answered, none breaks the room.
    const raw = await rawHost(eventCode("guarded"));
    for (const frame of ["not json", JSON.stringify({ type: "command", command: "explode" }), JSON.stringify({ type: "tell", team: 99, kind: "message", text: "x" }), JSON.stringify({ type: "tell", team: 1, kind: "message", text: "x".repeat(600) }), "{}"]) {
      raw.socket.send(frame);
    }
    raw.socket.send(new Uint8Array([1, 2, 3]));
    await raw.until((messages) => messages.filter((m) => m.type === "error").length >= 6);
    expect(raw.messages.filter((m) => m.type === "error").map((m) => m.type === "error" && m.code)).toEqual(Array(6).fill("invalid_message"));
    raw.socket.send(JSON.stringify({ type: "ping" }));
    await raw.until((messages) => messages.some((m) => m.type === "pong"));

    // Each command reaches every team room: a host's screen gone wild is held back.
    for (let i = 0; i <= CONNECTION_LIMITS.steer.max; i++) raw.socket.send(JSON.stringify({ type: "tell", team: 2, kind: "message", text: `Message ${i}` }));
    await raw.until((messages) => messages.some((m) => m.type === "error" && m.code === "rate_limited"));
    await raw.until((messages) => messages.filter((m) => m.type === "told").length === CONNECTION_LIMITS.steer.max);
  });

  it("moves a player to another team before the start, and refuses a full team or a started event", async () => {
    const screen = await host("moves");
    const mover = seatedPlayer("moves", 1);
    const player = await seat("moves", 1);
    await screen.teamWhere(1, (s) => s.players.some((p) => p.id === mover.sub && p.online));

    screen.send({ type: "move", playerId: mover.sub, team: 2 });
    expect(await player.client.next("error")).toMatchObject({ code: "team_changed" });
    await player.client.closedByRoom();
    await screen.teamWhere(1, (s) => s.players.length === 0);
    expect(await query(`SELECT session_id FROM play_participants WHERE subject = '${mover.sub}'`)).toEqual([{ session_id: teamSession("moves", 2) }]);

    // Team 2 now has its two players: a third cannot come in.
    const third = "visitor:ev-moves-third";
    await query(`INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES ('${teamSession("moves", 1)}', '${third}', NULL, 'Troisième', 'guest')`);
    screen.send({ type: "move", playerId: third, team: 2 });
    expect(await screen.next("error")).toMatchObject({ code: "team_full" });
    screen.send({ type: "move", playerId: "visitor:nobody-here", team: 1 });
    expect(await screen.next("error")).toMatchObject({ code: "invalid_message" });

    screen.send({ type: "command", command: "start" });
    await screen.next("status", (m) => m.status === "running");
    screen.send({ type: "move", playerId: third, team: 1 });
    expect(await screen.next("error")).toMatchObject({ code: "already_started" });
  });

  it("is found by its code while live; once the host ends it, every team's game ends and the code is no more", { timeout: 90_000 }, async () => {
    const address = freshAddress();
    expect(await getCodePlay(eventCode("ending"), { address })).toMatchObject({ status: 200, body: { msg: "Valid", type: "event", event: eventCode("ending") } });
    // Our worker's /code action asks with the service credential, past the guard, and gets the same answer.
    expect(await getCodePlay(eventCode("ending"), { authorization: `Bearer ${inject("roomServiceSecret")}` })).toMatchObject({ status: 200, body: { msg: "Valid", type: "event", event: eventCode("ending") } });
    // A team's own code is never answered: players come in through the event.
    expect(await getCodePlay(teamSession("ending", 1), { address })).toMatchObject({ status: 404, body: { msg: "Invalid" } });

    const screen = await host("ending");
    const player = await seat("ending", 1);
    screen.send({ type: "command", command: "start" });
    await screen.next("status", (m) => m.status === "running");
    await statusUpdate(player.client, "running");
    const moved = stateOf(await player.act(game.walkthrough.find((action) => action.type !== "start")!));

    screen.send({ type: "command", command: "end" });
    expect(await screen.next("status")).toMatchObject({ status: "ended" });
    const ended = await player.client.next("update", (m) => m.state.status === "ended");
    expect(ended.state).toMatchObject({ outcome: "left", sceneId: moved.sceneId });
    for (const team of teamsOf("ending")) await screen.teamWhere(team, (s) => s.status === "ended" && s.outcome === "left");
    expect(await getCodePlay(eventCode("ending"), { address })).toMatchObject({ status: 404, body: { msg: "Invalid" } });
    expect(await getCodePlay(eventCode("ending"), { authorization: `Bearer ${inject("roomServiceSecret")}` })).toMatchObject({ status: 404, body: { msg: "Invalid" } });

    // The backend knows: the event ended, and every team's result is recorded.
    const [row] = await eventually<{ status: string; results: number }>(
      `SELECT e.status, (SELECT count(*) FROM play_results WHERE session_id IN ('${teamSession("ending", 1)}', '${teamSession("ending", 2)}')) AS results FROM live_events e WHERE e.code = '${eventCode("ending")}'`,
      (rows) => rows[0]?.status === "ended" && Number(rows[0].results) === 2,
    );
    expect(row).toMatchObject({ status: "ended", results: 2 });

    // Nothing can be steered any more; a new screen still shows the final figures.
    screen.send({ type: "command", command: "start" });
    expect(await screen.next("error")).toMatchObject({ code: "event_ended" });
    screen.send({ type: "tell", team: null, kind: "message", text: "Encore là ?" });
    expect(await screen.next("error")).toMatchObject({ code: "event_ended" });
    const later = await host("ending");
    const snapshot = later.received.find((m) => m.type === "snapshot");
    expect(snapshot).toMatchObject({ event: { status: "ended" } });
    expect(snapshot?.type === "snapshot" && snapshot.teams.map((t) => [t.team, t.status])).toEqual(teamsOf("ending").map((team) => [team, "ended"]));
  });
});

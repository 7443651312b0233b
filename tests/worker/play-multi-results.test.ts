import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { initialState, reduce, type GameState, type LoggedAction } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { internalResultPath, type ResultReport } from "../../app/lib/play/internal";
import { signedIn } from "./account-area-fixtures";
import { visitorCookie } from "./play-fixtures";
import { granted, joinAs, openedSession, participants } from "./play-multi-fixtures";

/**
 * The end of a multiplayer session: the room reports who played it through, and every logged-in one
 * of them keeps the achievements the team unlocked. Played on the Classic demo game.
 */

const demo = DEMO_GAMES.classic;

/** What a room logs and holds after the demo's walkthrough, one action every 7 seconds. */
function wonReport(): ResultReport {
  let state: GameState = initialState(demo.definition);
  const log: LoggedAction[] = [];
  demo.walkthrough.forEach((action, i) => {
    const at = 1_750_000_000_000 + i * 7_000;
    state = reduce(demo.definition, state, action, at).state;
    log.push({ action, at });
  });
  return { log, state };
}

const report = (sessionId: string, body: ResultReport) =>
  SELF.fetch(`http://escaplay.fr${internalResultPath(sessionId)}`, {
    method: "POST",
    headers: { Host: "escaplay.fr", "Content-Type": "application/json", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}` },
    body: JSON.stringify(body),
  });

const achievementsOf = async (userId: string, gameId: string) =>
  (await env.DB.prepare("SELECT achievement_id, session_id FROM user_achievements WHERE user_id = ? AND game_id = ? ORDER BY achievement_id").bind(userId, gameId).all<{ achievement_id: string; session_id: string }>())
    .results;

/** A session of the Classic demo with its Pro creator, `accounts` more accounts and a visitor they invited who joined it. */
async function teamSession(accounts = 3) {
  const session = await openedSession({ game: { type: "classic", definition: demo.definition }, grade: 3, create: { maxPlayers: 10, guests: true } });
  const players = [];
  for (let i = 0; i < accounts; i++) players.push(await signedIn(i % 2 ? 3 : 1));
  for (const player of players) await granted(await joinAs(session.code, { cookie: player.cookie }));
  const visitor = visitorCookie();
  await granted(await joinAs(session.code, { cookie: visitor.cookie }, { name: "Zoé" }));
  return { ...session, players, visitor: `visitor:${visitor.id}` };
}

describe("a multiplayer session's result", () => {
  it("marks the reported players finished and gives each logged-in one the achievements, ignoring strangers", async () => {
    const { code, game, creator, players, visitor } = await teamSession(6);
    const reported = players.slice(0, 5);
    const absent = players[5];
    const stranger = await signedIn(1);
    const body = wonReport();
    expect(body.state.outcome).toBe("won");
    const earned = [...body.state.achievements].sort();
    // Enough rows to need more than one insert of achievements (D1 binds at most 100 values a statement).
    expect(earned.length * 6).toBeGreaterThan(20);

    const res = await report(code, {
      ...body,
      players: [
        { id: creator.id, kind: "creator" },
        ...reported.map((player) => ({ id: player.id, kind: "user" as const })),
        { id: visitor, kind: "guest" },
        // Not in this session: a room cannot hand out achievements to anyone it names.
        { id: stranger.id, kind: "user" },
        { id: "visitor:Nobody1", kind: "guest" },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const finished = Object.fromEntries((await participants(code)).map((row) => [row.subject, row.finished]));
    expect(finished).toEqual({ [creator.id]: 1, ...Object.fromEntries(reported.map((player) => [player.id, 1])), [absent.id]: 0, [visitor]: 1 });
    for (const player of [creator, ...reported]) {
      expect(await achievementsOf(player.id, game.id), player.username).toEqual(earned.map((achievement_id) => ({ achievement_id, session_id: code })));
    }
    for (const player of [absent, stranger]) expect(await achievementsOf(player.id, game.id)).toEqual([]);
    const result = await env.DB.prepare("SELECT mode, user_id, outcome FROM play_results WHERE session_id = ?").bind(code).first();
    expect(result).toEqual({ mode: "multi", user_id: creator.id, outcome: "won" });
    const played = await env.DB.prepare("SELECT played_count, won_count FROM games WHERE id = ?").bind(game.id).first();
    expect(played).toEqual({ played_count: 1, won_count: 1 });
  });

  it("changes nothing when the same report comes again", async () => {
    const { code, game, creator, players } = await teamSession();
    const body = { ...wonReport(), players: [{ id: creator.id, kind: "creator" as const }] };
    expect((await report(code, body)).status).toBe(200);
    const again = await report(code, { ...body, players: players.map((player) => ({ id: player.id, kind: "user" as const })) });
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    const finished = (await participants(code)).filter((row) => row.finished === 1).map((row) => row.subject);
    expect(finished).toEqual([creator.id]);
    expect(await achievementsOf(creator.id, game.id)).toHaveLength(wonReport().state.achievements.length);
    for (const player of players) expect(await achievementsOf(player.id, game.id)).toEqual([]);
  });

  it("gives no one achievements when the room lists no players", async () => {
    const { code, game, creator } = await teamSession();
    expect((await report(code, wonReport())).status).toBe(200);
    expect((await participants(code)).every((row) => row.finished === 0)).toBe(true);
    expect(await achievementsOf(creator.id, game.id)).toEqual([]);
  });
});

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Action, GameState } from "../../app/engine";
import type { TestClient } from "./helpers";
import { currentPlayers, freshAddress, joinByCode, type Member } from "./multi-client";
import { freePort, repoRoot, startPartykit, type PartykitServer } from "./partykit-process";
import { stateOf } from "./play-client";
import { codeOf, eventually, firstAnswer, multiGameOf, RESTART_PLAYERS } from "./play-fixtures";

/**
 * The rooms server stopped and started again in the middle of a session: a `partykit dev` of its own,
 * keeping room storage in a directory, restarted on the same port over the same directory.
 */

const game = multiGameOf("team");
const code = codeOf("restart");
const [creatorRow, guestRow] = RESTART_PLAYERS;
const creatorWho = { sub: creatorRow.subject, role: "user" as const, name: creatorRow.name };
const guestWho = { sub: guestRow.subject, role: "guest" as const, name: guestRow.name };

let dir = "";
let port = 0;
let server: PartykitServer | null = null;
const seats: TestClient[] = [];

const start = () => startPartykit({ config: "partykit.json", vars: inject("roomsVars"), port, persist: dir });
async function stop() {
  for (const client of seats.splice(0)) client.close();
  await server?.stop();
  server = null;
}

beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "rooms-persist-"));
  port = await freePort();
  server = await start();
});
afterAll(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

async function both(address: string): Promise<[Member, Member]> {
  const origin = server!.origin;
  const creator = await joinByCode(code, creatorWho, { address, origin }, seats);
  const guest = await joinByCode(code, guestWho, { address, origin }, seats);
  return [creator, guest];
}

/** Plays actions in turn by the two players; the creator's own (start) go to the creator. */
async function play(actions: readonly Action[], [creator, guest]: [Member, Member]): Promise<GameState> {
  let last: GameState | null = null;
  for (const [i, action] of actions.entries()) {
    const by = action.type === "start" || i % 2 === 0 ? creator : guest;
    const answer = await by.act(action);
    last = stateOf(answer);
    expect(answer.type === "update" && answer.events.some((e) => e.type === "refused"), JSON.stringify(answer)).toBe(false);
  }
  return last!;
}

describe("a multiplayer session across a restart of the rooms server", () => {
  it("resumes where it was for both players, plays on to the win, and the backend records it for both", { timeout: 90_000 }, async () => {
    const address = freshAddress();
    const { index } = firstAnswer(game.walkthrough);
    const firstHalf = game.walkthrough.slice(0, index + 1);

    const before = await both(address);
    await Promise.all(before.map((member) => member.client.next("snapshot")));
    const middle = await play(firstHalf, before);
    expect(middle).toMatchObject({ status: "running" });
    expect(middle.solvedPuzzles.length).toBeGreaterThan(0);

    await stop();
    server = await start();

    const after = await both(address);
    for (const member of after) {
      const snapshot = await member.client.next("snapshot");
      expect(snapshot.state).toEqual(middle);
      expect(snapshot.session.you).toBe(member.id);
    }
    const list = await currentPlayers(after[0], (l) => l.players.length === 2 && l.players.every((p) => p.online));
    expect(list.players.map((p) => [p.id, p.kind])).toEqual([
      [creatorRow.subject, "creator"],
      [guestRow.subject, "guest"],
    ]);

    const end = await play(game.walkthrough.slice(index + 1), after);
    expect(end).toMatchObject({ status: "ended", outcome: "won" });

    const [result] = await eventually<Record<string, unknown>>(
      `SELECT r.outcome, r.mode,
         (SELECT json_group_array(subject) FROM (SELECT subject FROM play_participants WHERE session_id = r.session_id AND finished = 1 ORDER BY subject)) AS finished
       FROM play_results r WHERE r.session_id = '${code}'`,
      (rows) => rows.length > 0,
    );
    expect(result).toMatchObject({ outcome: "won", mode: "multi" });
    expect(JSON.parse(String(result.finished))).toEqual(RESTART_PLAYERS.map((p) => p.subject).sort());
  });
});

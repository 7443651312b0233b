import { describe, expect, inject, it } from "vitest";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import type { Action } from "../../app/engine";
import { CONNECTION_LIMITS } from "../../rooms/play/conn-limits";
import { answerTo } from "../rooms/play-client";
import { TestClient } from "../rooms/helpers";
import { verifiedAccount } from "./account";
import { call, type Cookies } from "./http";

/**
 * Play through what ships: a session opened by the shipped worker, played in a `partykit dev` room that
 * loads it from that worker and reports the result back to it; and a multiplayer code looked up with
 * getCodePlay (spec section 7).
 */

type Grant = { sessionId: string; host: string; party: "game"; ticket: string; multi?: { code: string } };

async function openSession(body: Record<string, unknown>, cookies?: Cookies): Promise<Grant> {
  const answer = await call("/resources/play-session", {
    method: "POST",
    cookies,
    headers: { "Content-Type": "application/json", Origin: "http://escaplay.fr" },
    body: JSON.stringify(body),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json<Grant>();
}

// The room serves a tab at most this fast; a player is slower still.
const frame = CONNECTION_LIMITS.frame;
const spacingMs = Math.ceil(frame.ms / (frame.max - 1));

describe("a solo session through the shipped worker and the rooms", () => {
  it("is won from start to end, and the platform counts the game as played", async () => {
    const player = await verifiedAccount("solo");
    const before = (await call("/v1/stats")).json<{ gamesPlayed: number }>().gamesPlayed;
    const grant = await openSession({ intent: "create", gameId: "labo-volta", mode: "solo", routeKind: "public" }, player.cookies);
    expect(grant.host).toBe(inject("rooms"));

    const client = await TestClient.connect({ party: grant.party, room: grant.sessionId, ticket: grant.ticket, origin: grant.host });
    const snapshot = await client.next("snapshot");
    expect(snapshot.session).toMatchObject({ gameId: "labo-volta", mode: "solo" });
    const actions: Action[] = [{ type: "start" }, ...DEMO_GAME_IDS["labo-volta"].walkthrough];
    let id = 0;
    let outcome: string | null | undefined;
    for (const action of actions) {
      const started = Date.now();
      client.send(JSON.stringify({ type: "act", id: ++id, action }));
      const answer = await answerTo(client, id);
      expect(answer.type, JSON.stringify(answer)).toBe("update");
      if (answer.type === "update") outcome = answer.state.outcome;
      await new Promise((r) => setTimeout(r, Math.max(0, spacingMs - (Date.now() - started))));
    }
    expect(outcome).toBe("won");
    client.close();

    // The room reports to the worker's internal API; the home page's figure moves once it is recorded.
    const deadline = Date.now() + 15_000;
    let after = before;
    while (after === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      after = (await call("/v1/stats")).json<{ gamesPlayed: number }>().gamesPlayed;
    }
    expect(after).toBe(before + 1);
  });
});

describe("getCodePlay on the shipped rooms", () => {
  const lookUp = (id: string) =>
    fetch(`${inject("rooms")}/getCodePlay`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: inject("site") },
      body: JSON.stringify({ id }),
    });

  it("answers Valid with the game and session of a live multiplayer code, Invalid for another", async () => {
    const creator = await verifiedAccount("multi");
    const grant = await openSession(
      { intent: "create", gameId: "labo-volta", mode: "multi", routeKind: "public", minPlayers: 1, maxPlayers: 4, guests: false },
      creator.cookies,
    );
    const code = grant.multi?.code ?? "";
    expect(code).toMatch(/^\d{9}$/);

    const found = await lookUp(` ${code} `.trim());
    expect(found.status).toBe(200);
    expect(found.headers.get("Access-Control-Allow-Origin")).toBe(inject("site"));
    expect(await found.json()).toEqual({ msg: "Valid", type: "multi", mode: "Classique", idGame: "labo-volta", session: code, creator: "" });

    const unknown = await lookUp(code === "999999999" ? "999999998" : "999999999");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ msg: "Invalid" });
  });
});

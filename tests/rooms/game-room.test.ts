import { afterEach, describe, expect, inject, it } from "vitest";
import { ticketTtlMs } from "../../app/lib/tickets";
import { TestClient, ticketFor, tryUpgrade, uniqueRoom } from "./helpers";
import { ownerOf, sessionId } from "./play-fixtures";

const clients: TestClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function join(room: string, claims: Parameters<typeof ticketFor>[0] = { party: "game", room }) {
  const client = await TestClient.connect({ party: "game", room, ticket: await ticketFor(claims) });
  clients.push(client);
  return client;
}

// A game room stays open only to the player of a session the backend opened (see play-data.ts).
const pingRoom = sessionId("ping");
const garbageRoom = sessionId("garbage");

describe("game room", () => {
  it("welcomes a player with a valid ticket and answers their ping with a pong", async () => {
    const room = pingRoom;
    const client = await join(room, { party: "game", room, sub: ownerOf("ping"), name: "Zoé 🎲" });

    expect(client.received[0]).toEqual({
      type: "welcome",
      room,
      you: { id: ownerOf("ping"), name: "Zoé 🎲", role: "user" },
    });
    const before = Date.now();
    client.send(JSON.stringify({ type: "ping", id: "p1" }));
    const pong = await client.next("pong");
    expect(pong.id).toBe("p1");
    expect(pong.at).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("lets a guest with a game ticket in", async () => {
    const room = uniqueRoom();
    const client = await join(room, { party: "game", room, role: "guest", sub: "Ab3dE7x" });
    expect(client.received[0]).toMatchObject({ you: { id: "Ab3dE7x", role: "guest" } });
  });

  it("answers an invalid message with an error and keeps the connection usable", async () => {
    const room = garbageRoom;
    const client = await join(room, { party: "game", room, sub: ownerOf("garbage") });
    await client.next("snapshot");
    const bad = [
      "not json",
      JSON.stringify({ type: "teleport" }),
      JSON.stringify({ type: "ping", id: { nested: true } }),
      JSON.stringify(["ping"]),
      "x".repeat(20_000),
    ];
    for (const raw of bad) {
      client.send(raw);
      const error = await client.next("error");
      expect(error.code).toBe("invalid_message");
      expect(error.message).not.toBe("");
    }
    client.send(new TextEncoder().encode("binary").buffer as ArrayBuffer);
    expect((await client.next("error")).code).toBe("invalid_message");

    client.send(JSON.stringify({ type: "ping", id: 7 }));
    expect((await client.next("pong")).id).toBe(7);
  });
});

describe("game room admission", () => {
  const refused = { status: 401, body: JSON.stringify({ error: "invalid_ticket" }) };
  const path = (room: string, ticket?: string) =>
    `/parties/game/${room}${ticket === undefined ? "" : `?ticket=${encodeURIComponent(ticket)}`}`;

  it("accepts the upgrade for a valid ticket (the probe itself works)", async () => {
    const room = uniqueRoom();
    expect((await tryUpgrade(path(room, await ticketFor({ party: "game", room })))).status).toBe(101);
  });

  it("refuses a connection without a ticket", async () => {
    expect(await tryUpgrade(path(uniqueRoom()))).toEqual(refused);
    expect(await tryUpgrade(path(uniqueRoom(), ""))).toEqual(refused);
  });

  it("refuses a ticket with a bad signature", async () => {
    const room = uniqueRoom();
    const [payload, signature] = (await ticketFor({ party: "game", room })).split(".");
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(await tryUpgrade(path(room, `${payload}.${flipped}`))).toEqual(refused);
    expect(await tryUpgrade(path(room, "garbage"))).toEqual(refused);
  });

  it("refuses an expired ticket", async () => {
    const room = uniqueRoom();
    const ticket = await ticketFor({ party: "game", room }, Date.now() - ticketTtlMs - 1_000);
    expect(await tryUpgrade(path(room, ticket))).toEqual(refused);
  });

  it("refuses a ticket for another room", async () => {
    const ticket = await ticketFor({ party: "game", room: "someone-else" });
    expect(await tryUpgrade(path(uniqueRoom(), ticket))).toEqual(refused);
  });

  it("refuses a ticket for the project party", async () => {
    const room = uniqueRoom();
    expect(await tryUpgrade(path(room, await ticketFor({ party: "project", room })))).toEqual(refused);
  });

  it("refuses a game ticket used on the main party alias of the same class", async () => {
    const room = uniqueRoom();
    const ticket = await ticketFor({ party: "game", room });
    expect(await tryUpgrade(`/parties/main/${room}?ticket=${ticket}`)).toEqual(refused);
    expect(await tryUpgrade(`/party/${room}?ticket=${ticket}`)).toEqual(refused);
  });

  it("does not answer plain HTTP to a room from outside", async () => {
    const res = await fetch(new URL(path(uniqueRoom()), inject("roomsOrigin")));
    expect(res.status).toBe(404);
  });
});


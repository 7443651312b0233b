import { afterEach, describe, expect, inject, it } from "vitest";
import type { AwareState } from "../../rooms/protocol";
import { TestClient, ticketFor, tryUpgrade } from "./helpers";
import { freshProject } from "./project-data";

const clients: TestClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function join(room: string, sub: string, name: string) {
  const ticket = await ticketFor({ party: "project", room, sub, name });
  const client = await TestClient.connect({ party: "project", room, ticket });
  clients.push(client);
  return client;
}

const people = (editors: { id: string; name: string }[]) => editors.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id));

const pointing: AwareState = { clientId: 42, selection: { path: ["scenes", "hall", "zones", "door"], field: "label" }, cursor: { space: "hall", x: 120, y: 48.5 } };

describe("project room", () => {
  it("lists every connected editor with a colour of their own, and drops one when they leave", async () => {
    const room = freshProject();
    const alice = await join(room, "u-alice", "Alice");
    await alice.next("editors", (m) => m.editors.length === 1);
    const bob = await join(room, "u-bob", "Bob");

    const both = [
      { id: "u-alice", name: "Alice" },
      { id: "u-bob", name: "Bob" },
    ];
    const seenByAlice = await alice.next("editors", (m) => m.editors.length === 2);
    const seenByBob = await bob.next("editors", (m) => m.editors.length === 2);
    expect(people(seenByAlice.editors)).toEqual(both);
    expect(people(seenByBob.editors)).toEqual(both);
    // Each is told which connection is theirs, and the two colours differ.
    expect(seenByAlice.editors.find((e) => e.conn === seenByAlice.you)?.name).toBe("Alice");
    expect(seenByBob.editors.find((e) => e.conn === seenByBob.you)?.name).toBe("Bob");
    expect(new Set(seenByAlice.editors.map((e) => e.colour)).size).toBe(2);

    bob.close();
    const after = await alice.next("editors", (m) => m.editors.length === 1);
    expect(people(after.editors)).toEqual([{ id: "u-alice", name: "Alice" }]);
  });

  it("lists two tabs of one person as two editors", async () => {
    const room = freshProject();
    const first = await join(room, "u-dana", "Dana");
    await join(room, "u-dana", "Dana");
    const seen = await first.next("editors", (m) => m.editors.length === 2);
    expect(seen.editors.map((e) => e.id)).toEqual(["u-dana", "u-dana"]);
    expect(new Set(seen.editors.map((e) => e.conn)).size).toBe(2);
  });

  it("relays an editor's selection and pointer to the others only, and shows it to whoever arrives later", async () => {
    const room = freshProject();
    const alice = await join(room, "u-alice", "Alice");
    const bob = await join(room, "u-bob", "Bob");
    const you = (await alice.next("editors", (m) => m.editors.length === 2)).you;

    alice.send(JSON.stringify({ type: "aware", state: pointing }));
    const relayed = await bob.next("aware");
    expect(relayed).toEqual({ type: "aware", conn: you, state: pointing });

    const carol = await join(room, "u-carol", "Carol");
    const list = await carol.next("editors", (m) => m.editors.length === 3);
    expect(list.editors.find((e) => e.conn === you)?.state).toEqual(pointing);
    // The sender is not sent its own state back.
    alice.send(JSON.stringify({ type: "ping", id: "after" }));
    await alice.next("pong", (m) => m.id === "after");
    expect(alice.received.some((m) => m.type === "aware")).toBe(false);
  });

  it("refuses a pointer that is not one, and a game message, without relaying anything", async () => {
    const room = freshProject();
    const alice = await join(room, "u-alice", "Alice");
    const bob = await join(room, "u-bob", "Bob");
    alice.send(JSON.stringify({ type: "aware", state: { ...pointing, cursor: { space: "hall", x: "far", y: 1 } } }));
    expect((await alice.next("error")).code).toBe("invalid_message");
    alice.send(JSON.stringify({ type: "say", text: "hello" }));
    expect((await alice.next("error")).code).toBe("invalid_message");
    bob.send(JSON.stringify({ type: "ping", id: 1 }));
    await bob.next("pong");
    expect(bob.received.some((m) => m.type === "aware")).toBe(false);
  });

  it("answers a ping with a pong and an invalid message with an error", async () => {
    const client = await join(freshProject(), "u-carol", "Carol");
    client.send("{");
    expect((await client.next("error")).code).toBe("invalid_message");
    client.send(JSON.stringify({ type: "ping" }));
    const pong = await client.next("pong");
    expect(pong.id).toBeUndefined();
  });

  it("refuses a game ticket, a ticket for another project and a guest ticket", async () => {
    const room = freshProject();
    const refused = { status: 401, body: JSON.stringify({ error: "invalid_ticket" }) };
    const tickets = [
      await ticketFor({ party: "game", room }),
      await ticketFor({ party: "project", room: "other-project" }),
      await ticketFor({ party: "project", room, role: "guest" }),
    ];
    for (const ticket of tickets) {
      expect(await tryUpgrade(`/parties/project/${room}?ticket=${ticket}`)).toEqual(refused);
    }
    const valid = await ticketFor({ party: "project", room });
    expect((await tryUpgrade(`/parties/project/${room}?ticket=${valid}`, inject("roomsOrigin"))).status).toBe(101);
  });
});

import { afterEach, describe, expect, it } from "vitest";
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

const byId = (users: { id: string }[]) => [...users].sort((a, b) => a.id.localeCompare(b.id));

describe("project room", () => {
  it("lists both of two connected editors and drops one when they leave", async () => {
    const room = freshProject();
    const alice = await join(room, "u-alice", "Alice");
    await alice.next("presence", (m) => m.users.length === 1);
    const bob = await join(room, "u-bob", "Bob");

    const both = [
      { id: "u-alice", name: "Alice" },
      { id: "u-bob", name: "Bob" },
    ];
    expect(byId((await alice.next("presence", (m) => m.users.length === 2)).users)).toEqual(both);
    expect(byId((await bob.next("presence", (m) => m.users.length === 2)).users)).toEqual(both);

    bob.close();
    const after = await alice.next("presence", (m) => m.users.length === 1);
    expect(after.users).toEqual([{ id: "u-alice", name: "Alice" }]);
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
    expect((await tryUpgrade(`/parties/project/${room}?ticket=${valid}`)).status).toBe(101);
  });
});

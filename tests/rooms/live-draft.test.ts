import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectDraft, type LiveStatus } from "../../app/lib/drafts/live-draft.client";
import { readDefinition } from "../../app/lib/drafts/document";
import { d1Script } from "./backend-process";
import { until } from "./draft-client";
import { ticketFor } from "./helpers";
import { freePort, repoRoot, startPartykit } from "./partykit-process";
import { PROJECT_OWNER_ID } from "./project-data";

/**
 * The studio's live connection (app/lib/drafts/live-draft.client.ts) against a real rooms server of its
 * own, stopped and started again: the provider reconnects by itself, and must not do so with a ticket
 * that expired meanwhile. Tickets here live 4 s instead of 5 minutes.
 */

const project = "rooms-live-ticket";

/**
 * Node 20's WebSocket reports a refused connection with "error" only; browsers follow it with "close",
 * which is what makes y-partykit's provider try again. This one behaves as a browser does.
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    let settled = false;
    this.addEventListener("open", () => (settled = true));
    this.addEventListener("close", () => (settled = true));
    this.addEventListener("error", () => {
      if (settled) return;
      settled = true;
      setTimeout(() => this.dispatchEvent(new Event("close")), 0);
    });
  }
}
const ticketLifeMs = 4_000;
let storage = "";

beforeAll(async () => {
  await d1Script(inject("backendDir"), `INSERT INTO projects (id, owner_id, type, title) VALUES ('${project}', '${PROJECT_OWNER_ID}', 'classic', 'Le labo');`);
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  storage = await mkdtemp(join(repoRoot, ".tmp", "rooms-live-"));
});
afterAll(async () => {
  await rm(storage, { recursive: true, force: true });
});

describe("the studio's live connection to a project room", () => {
  it("goes live, shows the drop as offline, and comes back live with a renewed ticket once the first has expired", async () => {
    const port = await freePort();
    const rooms = () => startPartykit({ config: "partykit.json", vars: inject("roomsVars"), port, persist: storage });
    let server = await rooms();
    const asked: number[] = [];
    const statuses: LiveStatus["kind"][] = [];
    const live = connectDraft(
      project,
      { onStatus: (status) => statuses.push(status.kind) },
      {
        WebSocketPolyfill: BrowserLikeWebSocket,
        askTicket: async (projectId) => {
          asked.push(Date.now());
          const expiresAt = Date.now() + ticketLifeMs;
          const ticket = await ticketFor({ party: "project", room: projectId, sub: PROJECT_OWNER_ID, name: "Créatrice", exp: expiresAt });
          return { ok: true, grant: { projectId, host: server.origin, party: "project", room: projectId, ticket, expiresAt, access: "edit" } };
        },
      },
    );
    try {
      await until(() => statuses.at(-1), (kind) => kind === "live", "the first connection");
      expect((readDefinition(live.doc) as { meta: { title: string } }).meta.title).toBe("Le labo");

      // Past the first ticket's life, the rooms server goes away and comes back.
      await new Promise((resolve) => setTimeout(resolve, ticketLifeMs + 500));
      await server.stop();
      await until(() => statuses.at(-1), (kind) => kind === "offline", "the drop");
      server = await rooms();
      await until(() => statuses.at(-1), (kind) => kind === "live", "the reconnection", 30_000);
      expect(asked.length).toBeGreaterThan(1);
      expect((readDefinition(live.doc) as { meta: { title: string } }).meta.title).toBe("Le labo");
    } finally {
      live.close();
      await server.stop();
    }
  });
});

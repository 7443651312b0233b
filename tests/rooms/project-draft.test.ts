import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import * as Y from "yjs";
import { SNAPSHOT_DEBOUNCE_MS, SNAPSHOT_RETRY_MS } from "../../rooms/project/draft";
import { applyMigrations, snapshotBuild, startSite } from "../oidc/site";
import { d1Script } from "./backend-process";
import { backendDraft, openDraft, putBackendDraft, sceneTitle, setSceneTitle, until, type Editor } from "./draft-client";
import { ticketFor, tryUpgrade } from "./helpers";
import { freePort, repoRoot, startPartykit, type PartykitServer } from "./partykit-process";
import { fixturesSql } from "./play-data";
import { freshProject, OTHER_USER_ID, PROJECT_OWNER_ID, projectsSql } from "./project-data";

/**
 * A project's draft through its room, with servers of this file's own so both can be restarted: the
 * built worker under `wrangler dev` (D1 and R2 kept in a directory across its restarts) and `partykit
 * dev` keeping room storage in a directory of its own.
 */

const secret = () => inject("roomServiceSecret");
let dir = "";
let backendPort = 0;
let backendOrigin = "";
let stopBackend: (() => Promise<void>) | null = null;
const servers: PartykitServer[] = [];
const editors: Editor[] = [];

async function startBackend() {
  const site = await startSite({
    port: backendPort,
    dir,
    vars: { ENVIRONMENT: "test", TICKET_SECRET: inject("ticketSecret"), ROOM_SERVICE_SECRET: secret(), SESSION_SECRET: randomBytes(32).toString("base64url") },
  });
  backendOrigin = site.origin;
  stopBackend = site.stop;
}

/** A rooms server over this storage directory (a new, empty one unless given), reaching `backend`. */
async function rooms(options: { storage?: string; backend?: string; port?: number } = {}) {
  const storage = options.storage ?? (await mkdtemp(join(dir, "rooms-")));
  const server = await startPartykit({
    config: "partykit.json",
    vars: { ...inject("roomsVars"), BACKEND_URL: options.backend ?? backendOrigin },
    persist: storage,
    port: options.port,
  });
  servers.push(server);
  return { ...server, storage };
}

async function editor(origin: string, project: string, sub = PROJECT_OWNER_ID) {
  const ticket = await ticketFor({ party: "project", room: project, sub, name: "Créatrice" });
  const opened = await openDraft(origin, project, ticket);
  editors.push(opened);
  return opened;
}

const closeEditors = () => {
  for (const opened of editors.splice(0)) opened.close();
};

beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "rooms-draft-"));
  backendPort = await freePort();
  await snapshotBuild(dir);
  await applyMigrations(dir);
  await d1Script(dir, `${fixturesSql()}\n${projectsSql()}`);
  await startBackend();
});
afterEach(async () => {
  closeEditors();
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});
afterAll(async () => {
  await stopBackend?.();
  await rm(dir, { recursive: true, force: true });
});

describe("a project's draft in its room", () => {
  it("shows each of two editors the other's change, both edits kept", async () => {
    const server = await rooms();
    const project = freshProject();
    const alice = await editor(server.origin, project);
    const bob = await editor(server.origin, project);

    setSceneTitle(alice.doc, "hall", "Le hall");
    setSceneTitle(bob.doc, "cellar", "La cave");
    await until(() => sceneTitle(bob.doc, "hall"), (title) => title === "Le hall", "Alice's edit reaching Bob");
    await until(() => sceneTitle(alice.doc, "cellar"), (title) => title === "La cave", "Bob's edit reaching Alice");
  });

  it("sends the backend a snapshot a moment after the edits, while the editor is still there", async () => {
    const server = await rooms();
    const project = freshProject();
    const alice = await editor(server.origin, project);
    setSceneTitle(alice.doc, "hall", "Premier jet");
    const saved = await until(() => backendDraft(backendOrigin, secret(), project), (doc) => sceneTitle(doc, "hall") === "Premier jet", "the debounced snapshot");
    expect(sceneTitle(saved, "hall")).toBe("Premier jet");
  });

  it("sends the backend the draft at once when the last editor leaves", async () => {
    const server = await rooms();
    const project = freshProject();
    const alice = await editor(server.origin, project);
    const editedAt = Date.now();
    setSceneTitle(alice.doc, "hall", "Dernier mot");
    // Let the edit reach the room, then leave well before the debounce would send it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    closeEditors();
    await until(() => backendDraft(backendOrigin, secret(), project), (doc) => sceneTitle(doc, "hall") === "Dernier mot", "the snapshot on leaving");
    expect(Date.now() - editedAt).toBeLessThan(SNAPSHOT_DEBOUNCE_MS);
  });

  it("keeps the draft in room storage across a restart of the rooms server, without asking the backend", async () => {
    const port = await freePort();
    const first = await rooms({ port });
    const project = freshProject();
    const alice = await editor(first.origin, project);
    setSceneTitle(alice.doc, "hall", "Avant le redémarrage");
    await until(() => backendDraft(backendOrigin, secret(), project), (doc) => sceneTitle(doc, "hall") === "Avant le redémarrage", "the first snapshot");
    closeEditors();
    await first.stop();

    // The backend is out of reach now: only the room's own storage can hold the draft.
    const again = await rooms({ port, storage: first.storage, backend: "http://127.0.0.1:1" });
    const bob = await editor(again.origin, project);
    expect(sceneTitle(bob.doc, "hall")).toBe("Avant le redémarrage");
  });

  it("loads the last snapshot into a cold room after the backend restarted", { timeout: 90_000 }, async () => {
    const server = await rooms();
    const project = freshProject();
    const alice = await editor(server.origin, project);
    setSceneTitle(alice.doc, "hall", "Gardé par le backend");
    setSceneTitle(alice.doc, "attic", "Le grenier");
    closeEditors();
    await until(() => backendDraft(backendOrigin, secret(), project), (doc) => sceneTitle(doc, "attic") === "Le grenier", "the snapshot on leaving");

    await stopBackend?.();
    await startBackend();
    // A rooms server with empty storage: the room has nothing of its own and loads the backend's snapshot.
    const cold = await rooms();
    const bob = await editor(cold.origin, project);
    expect(sceneTitle(bob.doc, "hall")).toBe("Gardé par le backend");
    expect(sceneTitle(bob.doc, "attic")).toBe("Le grenier");

    // And it goes on from there: a new edit reaches the backend on top of the loaded draft.
    setSceneTitle(bob.doc, "hall", "Repris à froid");
    const saved = await until(() => backendDraft(backendOrigin, secret(), project), (doc) => sceneTitle(doc, "hall") === "Repris à froid", "the snapshot after the cold start");
    expect(sceneTitle(saved, "attic")).toBe("Le grenier");
  });

  it("sends a snapshot the backend missed again once it is back, and never an empty draft for a room that could not open one", { timeout: 120_000 }, async () => {
    const server = await rooms();
    const [edited, untouched] = [freshProject(), freshProject()];
    const alice = await editor(server.origin, edited);
    setSceneTitle(alice.doc, "hall", "Premier jet");
    await until(() => backendDraft(backendOrigin, secret(), edited), (doc) => sceneTitle(doc, "hall") === "Premier jet", "the first snapshot");
    const kept = new Y.Doc();
    setSceneTitle(kept, "hall", "Le vrai brouillon");
    await putBackendDraft(backendOrigin, secret(), untouched, kept);

    // The backend down: the edit stays in the room, and the other project cannot be opened at all.
    await stopBackend?.();
    setSceneTitle(alice.doc, "hall", "Écrit pendant la coupure");
    const ticket = await ticketFor({ party: "project", room: untouched, sub: PROJECT_OWNER_ID });
    const refused = new WebSocket(`ws://${new URL(server.origin).host}/parties/project/${untouched}?ticket=${ticket}`);
    expect((await new Promise<CloseEvent>((resolve) => refused.addEventListener("close", resolve))).code).toBe(1011);
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DEBOUNCE_MS + 1_000));
    closeEditors();
    await new Promise((resolve) => setTimeout(resolve, 500));

    // The backend back: the room's alarm sends what it missed, and only that.
    await startBackend();
    const saved = await until(() => backendDraft(backendOrigin, secret(), edited), (doc) => sceneTitle(doc, "hall") === "Écrit pendant la coupure", "the retried snapshot", SNAPSHOT_RETRY_MS + 20_000);
    expect(sceneTitle(saved, "hall")).toBe("Écrit pendant la coupure");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sceneTitle(await backendDraft(backendOrigin, secret(), untouched), "hall")).toBe("Le vrai brouillon");
  });

  it("refuses a connection without a ticket, with a guest ticket or with a ticket for another project", async () => {
    const server = await rooms();
    const project = freshProject();
    const refused = { status: 401, body: JSON.stringify({ error: "invalid_ticket" }) };
    expect(await tryUpgrade(`/parties/project/${project}`, server.origin)).toEqual(refused);
    const guest = await ticketFor({ party: "project", room: project, sub: "visitor:abcdefg", role: "guest" });
    expect(await tryUpgrade(`/parties/project/${project}?ticket=${guest}`, server.origin)).toEqual(refused);
    const elsewhere = await ticketFor({ party: "project", room: freshProject(), sub: OTHER_USER_ID });
    expect(await tryUpgrade(`/parties/project/${project}?ticket=${elsewhere}`, server.origin)).toEqual(refused);
  });

  it("refuses to open a draft while the backend cannot say what it holds, rather than start from nothing", async () => {
    const server = await rooms({ backend: "http://127.0.0.1:1" });
    const project = freshProject();
    const ticket = await ticketFor({ party: "project", room: project, sub: PROJECT_OWNER_ID });
    const socket = new WebSocket(`ws://${new URL(server.origin).host}/parties/project/${project}?ticket=${ticket}`);
    const frames: string[] = [];
    socket.addEventListener("message", (event) => {
      if (typeof event.data === "string") frames.push(event.data);
    });
    const closed = await new Promise<CloseEvent>((resolve) => socket.addEventListener("close", resolve));
    expect(closed.code).toBe(1011);
    expect(frames.map((frame) => JSON.parse(frame) as { type: string; code?: string })).toContainEqual(expect.objectContaining({ type: "error", code: "backend_unavailable" }));
  });

  it("answers a malformed frame without breaking the draft for anyone", async () => {
    const server = await rooms();
    const project = freshProject();
    const alice = await editor(server.origin, project);
    const ticket = await ticketFor({ party: "project", room: project, sub: PROJECT_OWNER_ID });
    const rogue = new WebSocket(`ws://${new URL(server.origin).host}/parties/project/${project}?ticket=${ticket}`);
    const errors: string[] = [];
    rogue.addEventListener("message", (event) => {
      if (typeof event.data === "string" && event.data.includes('"error"')) errors.push(event.data);
    });
    await new Promise((resolve) => rogue.addEventListener("open", resolve));
    rogue.send("{not json");
    rogue.send("y-pk-batch#{broken");
    rogue.send(new Uint8Array([0, 9, 255, 255, 255]));
    await until(() => errors.length, (n) => n >= 1, "the room's answer to the invalid message");
    expect(JSON.parse(errors[0])).toMatchObject({ type: "error", code: "invalid_message" });
    rogue.close();

    const bob = await editor(server.origin, project);
    setSceneTitle(alice.doc, "hall", "Toujours là");
    await until(() => sceneTitle(bob.doc, "hall"), (title) => title === "Toujours là", "an edit after the malformed frames");
  });
});

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import * as Y from "yjs";
import { changeAccessInRoom } from "../../app/lib/drafts/flush.server";
import { openDraft, sceneTitle, scenesOf, setSceneTitle, until, type Editor } from "./draft-client";
import { ticketFor } from "./helpers";
import { freePort, repoRoot, startPartykit, type PartykitServer } from "./partykit-process";
import { COEDIT_PROJECTS, PROJECT_OWNER_ID } from "./project-data";

/**
 * Live co-editing through a project room (ADR 026), on a rooms server of this file's own that keeps room
 * storage in a directory, so it can be stopped and started again in the middle of a burst of edits.
 */

let dir = "";
let port = 0;
let server: PartykitServer | null = null;
const editors: Editor[] = [];
const sockets: WebSocket[] = [];
const projects = [...COEDIT_PROJECTS];
const fresh = () => projects.shift()!;

const start = async () => {
  server = await startPartykit({ config: "partykit.json", vars: inject("roomsVars"), port, persist: dir });
};
beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "rooms-coedit-"));
  port = await freePort();
  await start();
});
afterEach(() => {
  for (const editor of editors.splice(0)) editor.close();
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const service = () => ({ PROJECT_SOCKET_HOST: server!.origin, ROOM_SERVICE_SECRET: inject("roomServiceSecret") });

async function editor(project: string, sub: string, access: "edit" | "view" = "edit", iat?: number) {
  const ticket = await ticketFor({ party: "project", room: project, sub, name: sub, access, ...(iat ? { iat } : {}) });
  const opened = await openDraft(server!.origin, project, ticket);
  editors.push(opened);
  return opened;
}

/** A bare socket that records the room's text frames and how it was closed. */
async function rawSocket(project: string, sub: string, access: "edit" | "view" = "edit") {
  const ticket = await ticketFor({ party: "project", room: project, sub, name: sub, access });
  const socket = new WebSocket(`ws://${new URL(server!.origin).host}/parties/project/${project}?ticket=${ticket}`);
  sockets.push(socket);
  const texts: { type: string; code?: string }[] = [];
  let closed: { code: number; reason: string } | null = null;
  socket.addEventListener("message", (event) => {
    if (typeof event.data === "string" && !event.data.startsWith("y-pk")) texts.push(JSON.parse(event.data) as { type: string; code?: string });
  });
  socket.addEventListener("close", (event) => (closed = { code: event.code, reason: event.reason }));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  return { socket, texts, closed: () => closed };
}

/** A y-protocols sync frame carrying `update` (step 2 = 1, update = 2). */
function updateFrame(update: Uint8Array, step = 2): Uint8Array {
  const length: number[] = [];
  let n = update.byteLength;
  do {
    length.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return new Uint8Array([0, step, ...length, ...update]);
}

function titleUpdate(scene: string, title: string): Uint8Array {
  const doc = new Y.Doc();
  setSceneTitle(doc, scene, title);
  return Y.encodeStateAsUpdate(doc);
}

const errorCodes = (texts: { type: string; code?: string }[]) => texts.filter((m) => m.type === "error").map((m) => m.code);

describe("co-editing a project through its room", () => {
  it("keeps both editors' concurrent changes to different items, and settles one field changed by both the same way for both", async () => {
    const project = fresh();
    const alice = await editor(project, "u-alice");
    const bob = await editor(project, "u-bob");
    // Both at once, before either has seen the other's change.
    setSceneTitle(alice.doc, "hall", "Hall d'Alice");
    setSceneTitle(bob.doc, "cellar", "Cave de Bob");
    setSceneTitle(alice.doc, "attic", "Grenier A");
    setSceneTitle(bob.doc, "attic", "Grenier B");
    for (const doc of [alice.doc, bob.doc]) {
      await until(() => [sceneTitle(doc, "hall"), sceneTitle(doc, "cellar")], ([a, b]) => a === "Hall d'Alice" && b === "Cave de Bob", "both items everywhere");
    }
    await until(() => [sceneTitle(alice.doc, "attic"), sceneTitle(bob.doc, "attic")], ([a, b]) => a === b, "one title for both");
    expect(["Grenier A", "Grenier B"]).toContain(sceneTitle(alice.doc, "attic"));
  });

  it("never applies a viewer's change, even one sent by hand, while the viewer still sees the editors' changes", async () => {
    const project = fresh();
    const owner = await editor(project, PROJECT_OWNER_ID);
    const viewer = await editor(project, "u-viewer", "view");
    setSceneTitle(viewer.doc, "hall", "Changé par la lectrice");
    const rogue = await rawSocket(project, "u-viewer", "view");
    rogue.socket.send(updateFrame(titleUpdate("cellar", "Forcé à la main")));
    await until(() => errorCodes(rogue.texts), (codes) => codes.includes("read_only"), "the room's refusal");

    setSceneTitle(owner.doc, "attic", "Grenier de la créatrice");
    await until(() => sceneTitle(viewer.doc, "attic"), (title) => title === "Grenier de la créatrice", "the owner's change at the viewer's");
    const late = await editor(project, "u-late");
    expect(sceneTitle(late.doc, "attic")).toBe("Grenier de la créatrice");
    expect(sceneTitle(late.doc, "hall")).toBeUndefined();
    expect(sceneTitle(late.doc, "cellar")).toBeUndefined();
    expect(sceneTitle(owner.doc, "hall")).toBeUndefined();
  });

  it("refuses an update that does not decode and a chunked one larger than a draft may be, leaving the draft as it was", async () => {
    const project = fresh();
    const owner = await editor(project, PROJECT_OWNER_ID);
    setSceneTitle(owner.doc, "hall", "Avant");
    const rogue = await rawSocket(project, "u-rogue");
    const valid = titleUpdate("hall", "Jamais");
    // The same update cut short: it starts well but cannot be read to its end.
    rogue.socket.send(updateFrame(valid.slice(0, valid.byteLength - 3)));
    await until(() => errorCodes(rogue.texts), (codes) => codes.includes("update_refused"), "the refusal of the truncated update");
    rogue.socket.send(`y-pk-batch#${JSON.stringify({ type: "start", id: "big", count: 7, size: 7 * 1024 * 1024 })}`);
    rogue.socket.send(new Uint8Array(1024));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const late = await editor(project, "u-late");
    expect(sceneTitle(late.doc, "hall")).toBe("Avant");
    expect(rogue.closed()).toBeNull();
  });

  it("closes a removed collaborator's editor at once, refuses their older tickets, and reopens a changed role with a new ticket", async () => {
    const project = fresh();
    const removed = await rawSocket(project, "u-removed");
    const demoted = await rawSocket(project, "u-demoted");
    expect(await changeAccessInRoom(service(), project, "u-removed", "none")).toBe(true);
    expect(await changeAccessInRoom(service(), project, "u-demoted", "view")).toBe(true);
    await until(() => [removed.closed()?.reason, demoted.closed()?.reason], ([a, b]) => a === "removed" && b === "access_changed", "both connections closed");
    expect(errorCodes(removed.texts)).toContain("removed");

    // A ticket issued before the change no longer opens the room.
    const before = Date.now() - 60_000;
    const stale = await ticketFor({ party: "project", room: project, sub: "u-removed", name: "Ex", access: "edit", iat: before, exp: before + 300_000 });
    const again = new WebSocket(`ws://${new URL(server!.origin).host}/parties/project/${project}?ticket=${stale}`);
    sockets.push(again);
    const reason = await new Promise<string>((resolve) => again.addEventListener("close", (event) => resolve(event.reason)));
    expect(reason).toBe("removed");
    // The new role's ticket, issued after, opens it (read-only).
    const viewer = await editor(project, "u-demoted", "view");
    expect(viewer.provider.synced).toBe(true);
  });

  it("closes a connection that floods the room, and the editor's provider brings every change back on reconnecting", async () => {
    const project = fresh();
    const flooder = await editor(project, "u-flood");
    const watcher = await editor(project, "u-watch");
    let closedByRoom = 0;
    flooder.provider.on("connection-close", (event: CloseEvent | null) => {
      if (event?.reason === "rate_limited") closedByRoom += 1;
    });
    for (let i = 0; i < 1_500; i++) scenesOf(flooder.doc).set(`s${i}`, new Y.Map());
    await until(() => closedByRoom, (n) => n >= 1, "the room closing the flood");
    await until(() => scenesOf(watcher.doc).size, (n) => n === 1_500, "every change at the other editor", 30_000);
  });

  it("loses no edit of two editors when the rooms server stops and starts again in the middle of their burst", { timeout: 90_000 }, async () => {
    const project = fresh();
    const alice = await editor(project, "u-alice");
    const bob = await editor(project, "u-bob");
    const total = 120;
    let stopped: Promise<void> | null = null;
    for (let i = 0; i < total; i++) {
      setSceneTitle(alice.doc, `a${i}`, `Alice ${i}`);
      setSceneTitle(bob.doc, `b${i}`, `Bob ${i}`);
      if (i === total / 3) stopped = server!.stop();
      if (i === (2 * total) / 3) {
        await stopped;
        await start();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const all = (doc: Y.Doc) => [...scenesOf(doc).keys()].length;
    await until(() => [all(alice.doc), all(bob.doc)], ([a, b]) => a === 2 * total && b === 2 * total, "every edit at both editors", 45_000);
    const late = await editor(project, "u-late");
    expect(all(late.doc)).toBe(2 * total);
    expect(sceneTitle(late.doc, `a${total - 1}`)).toBe(`Alice ${total - 1}`);
  });
});

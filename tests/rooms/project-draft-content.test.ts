import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { blankDefinition } from "../../app/lib/drafts/blank";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { flushDraft } from "../../app/lib/drafts/flush.server";
import { projectRoomPath } from "../../app/lib/drafts/room-requests";
import { SNAPSHOT_DEBOUNCE_MS } from "../../rooms/project/draft";
import { d1Query, d1Script } from "./backend-process";
import { openDraft, until, type Editor } from "./draft-client";
import { ticketFor } from "./helpers";
import { PROJECT_OWNER_ID } from "./project-data";

/**
 * What a project's draft holds, through the shared rooms and backend: the starting definition a new
 * draft is seeded from, the JSON the backend keeps beside the snapshot, a flush on demand, and a restore
 * every connected editor sees (ADR 019).
 */

const starter = DEMO_GAME_IDS["manoir-horloger"].definition;
const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;
const projects = { starter: "rooms-content-starter", blank: "rooms-content-blank", json: "rooms-content-json", flush: "rooms-content-flush", restore: "rooms-content-restore" };
const editors: Editor[] = [];

const roomsOrigin = () => inject("roomsOrigin");
const service = () => ({ PROJECT_SOCKET_HOST: roomsOrigin(), ROOM_SERVICE_SECRET: inject("roomServiceSecret") });

async function editor(project: string) {
  const ticket = await ticketFor({ party: "project", room: project, sub: PROJECT_OWNER_ID, name: "Créatrice" });
  const opened = await openDraft(roomsOrigin(), project, ticket);
  editors.push(opened);
  return opened;
}

async function storedJson(project: string): Promise<unknown> {
  const [row] = await d1Query<{ draft: string | null }>(inject("backendDir"), `SELECT draft FROM projects WHERE id = ${sql(project)}`);
  return row?.draft ? JSON.parse(row.draft) : null;
}

const roomCall = (project: string, body: unknown, secret = inject("roomServiceSecret")) =>
  fetch(new URL(projectRoomPath(project), roomsOrigin()), { method: "POST", headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

const retitled = (title: string) => ({ ...starter, meta: { ...starter.meta, title } });

beforeAll(async () => {
  const rows = Object.values(projects).map((id) => {
    const draft = id === projects.blank ? "NULL" : sql(JSON.stringify(starter));
    return `INSERT INTO projects (id, owner_id, type, title, draft) VALUES (${sql(id)}, ${sql(PROJECT_OWNER_ID)}, 'interface', 'Projet vierge', ${draft});`;
  });
  await d1Script(inject("backendDir"), rows.join("\n"));
});
afterEach(() => {
  for (const opened of editors.splice(0)) opened.close();
});

describe("a project's draft content through its room", () => {
  it("starts a project created from a starter with the starter's scenes", async () => {
    const alice = await editor(projects.starter);
    const definition = readDefinition(alice.doc) as typeof starter;
    expect(definition.scenes.map((scene) => scene.id)).toEqual(starter.scenes.map((scene) => scene.id));
    expect(definition).toStrictEqual(starter);
  });

  it("starts a blank project with a blank definition of its type", async () => {
    const alice = await editor(projects.blank);
    expect(readDefinition(alice.doc)).toStrictEqual(blankDefinition("interface", "Projet vierge", "fr"));
  });

  it("brings an editor's change to the project's JSON on the backend", async () => {
    const alice = await editor(projects.json);
    writeDefinition(alice.doc, retitled("Le manoir en chantier"));
    const stored = await until(() => storedJson(projects.json), (json) => (json as typeof starter | null)?.meta.title === "Le manoir en chantier", "the JSON on the backend");
    expect(stored).toStrictEqual(retitled("Le manoir en chantier"));
  });

  it("sends the draft at once when flushed, answers at once when nobody has it open, and only to the service credential", async () => {
    expect((await roomCall(projects.flush, { action: "flush" }, "wrong-secret")).status).toBe(401);
    const asked = Date.now();
    expect(await flushDraft(service(), projects.flush)).toBe("idle");
    expect(Date.now() - asked).toBeLessThan(SNAPSHOT_DEBOUNCE_MS);

    const alice = await editor(projects.flush);
    writeDefinition(alice.doc, retitled("Juste avant de publier"));
    // The edit reaches the room, then the flush comes well before the debounce would have sent it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await flushDraft(service(), projects.flush)).toBe("saved");
    expect(await storedJson(projects.flush)).toStrictEqual(retitled("Juste avant de publier"));
    expect(await flushDraft({ env: { ...service(), ROOM_SERVICE_SECRET: "wrong" } }, projects.flush)).toBe("unreachable");
  });

  it("shows a restore to every connected editor, and restoring the draft as it was undoes it", async () => {
    const alice = await editor(projects.restore);
    const bob = await editor(projects.restore);
    writeDefinition(alice.doc, retitled("Le travail du jour"));
    await until(() => readDefinition(bob.doc), (json) => (json as typeof starter).meta.title === "Le travail du jour", "Alice's edit reaching Bob");
    const before = readDefinition(alice.doc);
    const said: unknown[] = [];
    bob.provider.ws?.addEventListener("message", (event: MessageEvent) => {
      if (typeof event.data === "string") said.push(JSON.parse(event.data));
    });

    const restored = await roomCall(projects.restore, { action: "restore", definition: starter, name: "Le modèle", by: "Alice" });
    expect(restored.status).toBe(200);
    for (const who of [alice, bob]) await until(() => readDefinition(who.doc), (json) => (json as typeof starter).meta.title === starter.meta.title, "the restore reaching an editor");
    expect(readDefinition(bob.doc)).toStrictEqual(starter);
    expect(await storedJson(projects.restore)).toStrictEqual(starter);
    // The others' studios are told who restored what.
    await until(() => said, (messages) => messages.some((m) => (m as { type?: string }).type === "draftRestored"), "the restore's notice");
    expect(said.find((m) => (m as { type?: string }).type === "draftRestored")).toMatchObject({ type: "draftRestored", name: "Le modèle", by: "Alice" });

    const undone = await roomCall(projects.restore, { action: "restore", definition: before, name: "Avant la restauration", by: "Alice" });
    expect(undone.status).toBe(200);
    await until(() => readDefinition(bob.doc), (json) => (json as typeof starter).meta.title === "Le travail du jour", "the undo reaching Bob");
    expect(readDefinition(alice.doc)).toStrictEqual(before);
  });

  it("refuses a restore that is not a definition", async () => {
    const refused = await roomCall(projects.restore, { action: "restore", definition: [1, 2], name: "x", by: "y" });
    expect(refused.status).toBe(400);
  });
});

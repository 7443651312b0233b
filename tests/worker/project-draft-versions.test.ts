import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { translate } from "../../app/i18n/catalog.server";
import { blankDefinition } from "../../app/lib/drafts/blank";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { internalDraftPath } from "../../app/lib/drafts/internal";
import { PROJECT_VERSIONS_ENDPOINT, type VersionsAnswer } from "../../app/lib/drafts/versions";
import { MAX_VERSIONS } from "../../app/lib/drafts/versions.server";
import { signedIn } from "./account-area-fixtures";
import { unique } from "./play-fixtures";

/**
 * The draft's JSON beside its snapshot, what a room seeds a new draft from, and named versions: only the
 * project's owner saves, lists, restores or deletes them.
 */

const SERVICE = env.ROOM_SERVICE_SECRET as string;
const starter = DEMO_GAME_IDS["manoir-horloger"].definition;

async function project(ownerId: string, draft: string | null = null, title = "Mon projet"): Promise<string> {
  const id = unique("proj-");
  await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, draft, updated_at) VALUES (?, ?, 'interface', ?, ?, 0)").bind(id, ownerId, title, draft).run();
  return id;
}

const internal = (projectId: string, body?: Uint8Array<ArrayBuffer>) =>
  SELF.fetch(`http://escaplay.fr${internalDraftPath(projectId)}`, {
    method: body ? "PUT" : "GET",
    headers: { Authorization: `Bearer ${SERVICE}`, ...(body ? { "Content-Type": "application/octet-stream" } : {}) },
    body,
  });

function snapshotOf(definition: unknown): Uint8Array<ArrayBuffer> {
  const doc = new Y.Doc();
  writeDefinition(doc, definition);
  return new Uint8Array(Y.encodeStateAsUpdate(doc));
}

const row = (id: string) => env.DB.prepare("SELECT draft, updated_at AS updatedAt FROM projects WHERE id = ?").bind(id).first<{ draft: string | null; updatedAt: number }>();

function versions(body: unknown, cookie?: string, host = "escaplay.fr") {
  const headers: Record<string, string> = { Host: host, "Content-Type": "application/json", Origin: `http://${host}` };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`http://${host}${PROJECT_VERSIONS_ENDPOINT}`, { method: "POST", headers, body: JSON.stringify(body) });
}
const listed = (projectId: string, cookie?: string) =>
  SELF.fetch(`http://escaplay.fr${PROJECT_VERSIONS_ENDPOINT}?projectId=${projectId}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the draft's JSON follows its snapshot", () => {
  it("rewrites the project's draft JSON and its modification date with every snapshot a room sends", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const edited = { ...starter, meta: { ...starter.meta, title: "Le manoir revu" } };
    expect((await internal(id, snapshotOf(edited))).status).toBe(200);
    const after = await row(id);
    expect(JSON.parse(after!.draft!)).toStrictEqual(edited);
    expect(after!.updatedAt).toBeGreaterThan(0);
  });

  it("refuses a snapshot that is not a Yjs document, and leaves the JSON alone for a document that holds no definition", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const broken = await internal(id, new Uint8Array([1, 2, 3, 250, 0, 7]));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: "invalid_snapshot" });
    expect((await internal(id, new Uint8Array(Y.encodeStateAsUpdate(new Y.Doc())))).status).toBe(200);
    expect(JSON.parse((await row(id))!.draft!)).toStrictEqual(starter);
  });
});

describe("what a room seeds a draft it has never opened from", () => {
  it("is the starter's definition for a project created from a starter", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const res = await internal(id);
    expect(res.status).toBe(404);
    expect(await res.json()).toStrictEqual({ error: "no_snapshot", start: starter });
  });

  it("is a blank definition of the project's type, title and owner's language for a blank project", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, null, "Ma première salle");
    expect(await (await internal(id)).json()).toStrictEqual({ error: "no_snapshot", start: blankDefinition("interface", "Ma première salle", "fr") });
  });
});

describe("a draft's named versions", () => {
  it("are saved by the owner with the draft as it is, and listed with their author, newest first", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const first = await versions({ intent: "save", projectId: id, name: "  Avant les énigmes  " }, owner.cookie);
    expect(first.status).toBe(200);
    const edited = { ...starter, meta: { ...starter.meta, title: "Deuxième jet" } };
    await internal(id, snapshotOf(edited));
    await versions({ intent: "save", projectId: id, name: "Deuxième jet" }, owner.cookie);

    const answer = (await (await listed(id, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>;
    expect(answer.versions.map((v) => [v.name, v.author, v.auto])).toEqual([
      ["Deuxième jet", owner.username, false],
      ["Avant les énigmes", owner.username, false],
    ]);
    const [second, earlier] = answer.versions;
    const rowOf = (versionId: string) => env.DB.prepare("SELECT r2_key AS key FROM project_versions WHERE id = ?").bind(versionId).first<{ key: string }>();
    const stored = async (versionId: string) => (await env.FILES.get(`${(await rowOf(versionId))!.key}.json`))!.json();
    expect(await stored(earlier.id)).toStrictEqual(starter);
    expect(await stored(second.id)).toStrictEqual(edited);
    // The document's state is kept too, and holds the same definition.
    const state = await env.FILES.get(`${(await rowOf(second.id))!.key}.yjs`);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, new Uint8Array(await state!.arrayBuffer()));
    expect(readDefinition(doc)).toStrictEqual(edited);
    expect(second.size).toBeGreaterThan(0);
  });

  it("are refused to a visitor (401) and to another user (403), with the site's words, for every action", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    await versions({ intent: "save", projectId: id, name: "À moi" }, owner.cookie);
    const [mine] = ((await (await listed(id, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>).versions;

    const visitorList = await listed(id);
    expect(visitorList.status).toBe(401);
    expect(await visitorList.json()).toEqual({ ok: false, error: "sign-in", message: translate("fr", "projects.draft.versions.errors.sign-in") });
    expect((await listed(id, other.cookie)).status).toBe(403);
    for (const request of [
      { intent: "save", projectId: id, name: "Pas à moi" },
      { intent: "restore", projectId: id, versionId: mine.id },
      { intent: "delete", projectId: id, versionId: mine.id },
    ]) {
      expect((await versions(request)).status).toBe(401);
      const refused = await versions(request, other.cookie, "escaplay.eu");
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ ok: false, error: "not-yours", message: translate("en", "projects.draft.versions.errors.not-yours") });
    }
    expect(((await (await listed(id, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>).versions.map((v) => v.name)).toEqual(["À moi"]);
  });

  it("need a name, stop at the cap with a clear message, and can be deleted", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const unnamed = await versions({ intent: "save", projectId: id, name: "   " }, owner.cookie);
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({ error: "name", message: translate("fr", "projects.draft.versions.errors.name") });

    for (let i = 0; i < MAX_VERSIONS; i++) {
      await env.DB.prepare("INSERT INTO project_versions (id, project_id, name, created_by, r2_key) VALUES (?, ?, ?, ?, ?)")
        .bind(unique("v_"), id, `Version ${i}`, owner.id, `drafts/${owner.id}/${id}/versions/none-${i}`)
        .run();
    }
    const full = await versions({ intent: "save", projectId: id, name: "Une de trop" }, owner.cookie);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toBe(translate("fr", "projects.draft.versions.errors.too-many", { max: MAX_VERSIONS }));

    const [newest] = ((await (await listed(id, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>).versions;
    const deleted = (await (await versions({ intent: "delete", projectId: id, versionId: newest.id }, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>;
    expect(deleted.versions).toHaveLength(MAX_VERSIONS - 1);
    expect((await versions({ intent: "save", projectId: id, name: "Maintenant oui" }, owner.cookie)).status).toBe(200);
  });

  it("answers 404 for a version of another project, and 503 without keeping a stray version when the room cannot restore", async () => {
    const owner = await signedIn();
    const id = await project(owner.id, JSON.stringify(starter));
    const elsewhere = await project(owner.id, JSON.stringify(starter));
    await versions({ intent: "save", projectId: elsewhere, name: "Ailleurs" }, owner.cookie);
    const [foreign] = ((await (await listed(elsewhere, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>).versions;
    const missing = await versions({ intent: "restore", projectId: id, versionId: foreign.id }, owner.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "no-version" });

    // No rooms server in the worker tests: the restore cannot happen, and says so.
    const unreachable = await versions({ intent: "restore", projectId: elsewhere, versionId: foreign.id }, owner.cookie);
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toMatchObject({ error: "unavailable", message: translate("fr", "projects.draft.versions.errors.unavailable") });
    expect(((await (await listed(elsewhere, owner.cookie)).json()) as Extract<VersionsAnswer, { ok: true }>).versions.map((v) => v.name)).toEqual(["Ailleurs"]);
  });
});

import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { creator, workspace } from "./projects-fixtures";
import { act, filesText, jpeg, keyOf, list, mp3, objectsOf, ownerWithProject, png, storageOf, upload, uploaded } from "./project-files-fixtures";

/** Who may touch a project's files, folders, the project's picks, and files a draft or a published game uses (ADR 016). */

type Refusal = { error: string; message: string; uses?: { draft: boolean; otherDrafts: string[]; published: string[] } };

describe("someone else's project files", () => {
  it("are neither listed, uploaded to, renamed, moved nor deleted by another creator", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "secret.png", png(10, 10));
    const intruder = await creator(3);
    expect((await list(intruder.cookie, project.id)).status).toBe(403);
    expect((await upload(intruder.cookie, project.id, "intrus.png", png(10, 10))).status).toBe(403);
    expect((await act(intruder.cookie, project.id, { intent: "rename", fileId: file.id, name: "volé.png" })).status).toBe(403);
    expect((await act(intruder.cookie, project.id, { intent: "move", fileId: file.id, folder: "/x" })).status).toBe(403);
    expect((await act(intruder.cookie, project.id, { intent: "delete", fileId: file.id, confirm: true })).status).toBe(403);
    expect((await act(intruder.cookie, project.id, { intent: "cover", fileId: file.id })).status).toBe(403);
    expect(await objectsOf(user.fileUid)).toEqual([keyOf(file.url)]);
    expect(await objectsOf(intruder.fileUid)).toEqual([]);
    const listing = (await (await list(user.cookie, project.id)).json()) as { files: { name: string }[]; cover: string | null };
    expect(listing.files.map((row) => row.name)).toEqual(["secret.png"]);
    expect(listing.cover).toBeNull();
  });

  it("cannot be reached through another project's id either", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "a.png", png(10, 10));
    const other = await ownerWithProject();
    const res = await act(other.user.cookie, other.project.id, { intent: "delete", fileId: file.id, confirm: true });
    expect(res.status).toBe(404);
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
  });

  it("answer a visitor with 401 and a sign-in message", async () => {
    const { project } = await ownerWithProject();
    const res = await list(null, project.id);
    expect(res.status).toBe(401);
    expect(((await res.json()) as Refusal).message).toBe(filesText("errors.sign-in"));
    expect((await upload(null, project.id, "a.png", png(10, 10))).status).toBe(401);
    expect((await act(null, project.id, { intent: "delete", fileId: "f_x" })).status).toBe(401);
  });

  it("keep private what is not a project file: a draft snapshot is not served", async () => {
    const { user, project } = await ownerWithProject();
    await env.FILES.put(`drafts/${user.id}/${project.id}/draft.yjs`, new Uint8Array([1, 2, 3]));
    const res = await SELF.fetch(`http://escaplay.fr/files/drafts/${user.id}/${project.id}/draft.yjs`, { headers: { Host: "escaplay.fr" } });
    expect(res.status).toBe(404);
  });
});

describe("the upload bench's bare R2 floor", () => {
  it("does not exist without the bench's secret, so no deployed worker has it", async () => {
    const res = await SELF.fetch("http://escaplay.fr/dev/r2-put", { method: "POST", body: "x", headers: { Host: "escaplay.fr", Authorization: "Bearer " } });
    expect(res.status).toBe(404);
    expect((await env.FILES.list({ prefix: "bench/" })).objects).toEqual([]);
  });
});

describe("folders, names and the project's picks", () => {
  it("files uploads in folders, lists subfolders with a breadcrumb, and renames and moves without touching the file's URL", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "horloge.png", png(10, 10), "/salles/salon");
    const root = (await (await list(user.cookie, project.id, "/")).json()) as { folders: { path: string }[]; files: unknown[] };
    expect(root).toMatchObject({ folders: [{ name: "salles", path: "/salles" }], files: [] });
    const room = (await (await list(user.cookie, project.id, "/salles/salon")).json()) as { breadcrumb: unknown; files: { name: string }[] };
    expect(room.breadcrumb).toEqual([{ name: "/", path: "/" }, { name: "salles", path: "/salles" }, { name: "salon", path: "/salles/salon" }]);
    expect(room.files.map((row) => row.name)).toEqual(["horloge.png"]);

    expect((await act(user.cookie, project.id, { intent: "rename", fileId: file.id, name: "pendule.png" })).status).toBe(200);
    expect((await act(user.cookie, project.id, { intent: "move", fileId: file.id, folder: "/objets" })).status).toBe(200);
    const moved = (await (await list(user.cookie, project.id, "/objets")).json()) as { files: { name: string; url: string }[] };
    expect(moved.files).toMatchObject([{ name: "pendule.png", url: file.url }]);
    const bad = await act(user.cookie, project.id, { intent: "move", fileId: file.id, folder: "/../etc" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).message).toBe(filesText("errors.folder"));
  });

  it("shows the chosen cover on the workspace card, and keeps a sound out of the image picks", async () => {
    const { user, project } = await ownerWithProject();
    const image = await uploaded(user, project.id, "couverture.jpg", jpeg(1600, 900));
    const sound = await uploaded(user, project.id, "ambiance.mp3", mp3());
    expect((await act(user.cookie, project.id, { intent: "cover", fileId: image.id })).status).toBe(200);
    expect((await act(user.cookie, project.id, { intent: "globalSound", fileId: sound.id })).status).toBe(200);
    const refused = await act(user.cookie, project.id, { intent: "globalImage", fileId: sound.id });
    expect(((await refused.json()) as Refusal).message).toBe(filesText("errors.notImage"));
    const html = await (await SELF.fetch("http://escaplay.fr/project", { headers: { Host: "escaplay.fr", Cookie: user.cookie } })).text();
    expect(html).toContain(`src="${image.url}"`);
    const listing = (await (await list(user.cookie, project.id)).json()) as { cover: string; globalSound: string; globalImage: string | null };
    expect(listing).toMatchObject({ cover: image.url, globalSound: sound.url, globalImage: null });
    expect((await workspace(user)).status).toBe(200);
  });
});

describe("deleting a file", () => {
  it("gives its exact size back to the owner's storage and removes it from R2", async () => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    const kept = await uploaded(user, project.id, "a.png", png(10, 10, 4000));
    const gone = await uploaded(user, project.id, "b.png", png(10, 10, 6000));
    expect(await storageOf(user.id)).toBe(before + 10_000);
    expect((await act(user.cookie, project.id, { intent: "cover", fileId: gone.id })).status).toBe(200);
    expect((await act(user.cookie, project.id, { intent: "delete", fileId: gone.id })).status).toBe(200);
    expect(await storageOf(user.id)).toBe(before + 4000);
    expect(await objectsOf(user.fileUid)).toEqual([keyOf(kept.url)]);
    const listing = (await (await list(user.cookie, project.id)).json()) as { cover: string | null };
    expect(listing.cover).toBeNull();
  });

  it("used by the draft, asks for a confirmation saying where it is used, then deletes it", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "decor.png", png(10, 10));
    await env.DB.prepare("UPDATE projects SET draft = ? WHERE id = ?").bind(JSON.stringify({ scenes: [{ background: file.url }] }), project.id).run();
    const asked = await act(user.cookie, project.id, { intent: "delete", fileId: file.id });
    expect(asked.status).toBe(409);
    const refusal = (await asked.json()) as Refusal;
    expect(refusal).toMatchObject({ error: "inUse", uses: { draft: true, otherDrafts: [], published: [] } });
    expect(refusal.message).toBe(filesText("errors.inUse", { where: filesText("usedInDraft") }));
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
    expect((await act(user.cookie, project.id, { intent: "delete", fileId: file.id, confirm: true })).status).toBe(200);
    expect(await objectsOf(user.fileUid)).toEqual([]);
  });

  it("used by a duplicate's draft, names that project before deleting it", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "decor.png", png(10, 10));
    await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, draft) VALUES (?, ?, 'interface', 'Manoir (copie)', ?)")
      .bind(`${project.id}c`, user.id, JSON.stringify({ background: file.url }))
      .run();
    const asked = await act(user.cookie, project.id, { intent: "delete", fileId: file.id });
    expect(asked.status).toBe(409);
    const refusal = (await asked.json()) as Refusal;
    expect(refusal.uses).toEqual({ draft: false, otherDrafts: ["Manoir (copie)"], published: [] });
    expect(refusal.message).toBe(filesText("errors.inUse", { where: filesText("usedInOtherDraft", { title: "Manoir (copie)" }) }));
  });

  it("used by a published version, is refused even when confirmed", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "decor.png", png(10, 10));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO games (id, project_id, creator_id, type, title, theme, difficulty) VALUES (?, ?, ?, 'interface', 'Le manoir', 'adventure', 'easy')").bind(`g_${project.id}`, project.id, user.id),
      env.DB.prepare("INSERT INTO game_versions (game_id, version, definition) VALUES (?, 2, ?)").bind(`g_${project.id}`, JSON.stringify({ background: file.url })),
    ]);
    const res = await act(user.cookie, project.id, { intent: "delete", fileId: file.id, confirm: true });
    expect(res.status).toBe(409);
    const refusal = (await res.json()) as Refusal;
    expect(refusal).toMatchObject({ error: "inPublished", uses: { draft: false, otherDrafts: [], published: ["Le manoir (v2)"] } });
    expect(refusal.message).toContain("Le manoir (v2)");
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
  });
});

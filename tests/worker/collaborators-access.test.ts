import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { createDb } from "../../app/lib/db.server";
import { purgeDeletedProjects } from "../../app/lib/projects/files/purge.server";
import { verifyTicket } from "../../app/lib/tickets";
import { list, png, storageOf, upload } from "./project-files-fixtures";
import { editorPath, freshEmail, invite, joined, ownedProject, page, peopleForm, peopleText, person, testPlay, ticket, versionList, versions, type Person } from "./collaborators-fixtures";

/**
 * What each role opens (ADR 027): editors change the draft, its files and versions; viewers look and
 * test-play; strangers reach nothing; removal takes effect at once.
 */

const TICKET_SECRET = env.TICKET_SECRET as string;

async function team() {
  const { owner, projectId, title } = await ownedProject(1);
  const editor = await person();
  const viewer = await person();
  await joined(owner, projectId, editor, "editor");
  await joined(owner, projectId, viewer, "viewer");
  return { owner, projectId, title, editor, viewer };
}

async function grantOf(who: Person, projectId: string) {
  const res = await ticket(who.cookie, projectId);
  expect(res.status).toBe(200);
  const grant = await res.json<{ ticket: string; access: string }>();
  return { access: grant.access, claims: await verifyTicket(TICKET_SECRET, grant.ticket) };
}

describe("a project's room tickets", () => {
  it("carry edit access for the owner and an editor, view access for a viewer", async () => {
    const { owner, projectId, editor, viewer } = await team();
    expect((await grantOf(owner, projectId)).claims).toMatchObject({ room: projectId, sub: owner.id, access: "edit" });
    const editorGrant = await grantOf(editor, projectId);
    expect(editorGrant.access).toBe("edit");
    expect(editorGrant.claims).toMatchObject({ room: projectId, sub: editor.id, access: "edit" });
    const viewerGrant = await grantOf(viewer, projectId);
    expect(viewerGrant.access).toBe("view");
    expect(viewerGrant.claims).toMatchObject({ room: projectId, sub: viewer.id, access: "view" });
  });

  it("are refused to a stranger, and to everyone once the project is deleted", async () => {
    const { owner, projectId, editor } = await team();
    expect((await ticket((await person()).cookie, projectId)).status).toBe(403);
    await env.DB.prepare("UPDATE projects SET deleted_at = ? WHERE id = ?").bind(Date.now(), projectId).run();
    expect((await ticket(editor.cookie, projectId)).status).toBe(404);
    expect((await ticket(owner.cookie, projectId)).status).toBe(404);
  });
});

describe("the editor page", () => {
  it("opens for collaborators with their role, and is not found for a stranger", async () => {
    const { owner, projectId, editor, viewer } = await team();
    const asViewer = await page(viewer, editorPath(projectId, "people"));
    expect(asViewer.status).toBe(200);
    expect(asViewer.text).toContain(peopleText("introCollaborator", { owner: owner.username, role: peopleText("roles.viewer") }));
    expect(asViewer.text).toContain(peopleText("leave"));
    expect(asViewer.text).not.toContain(peopleText("inviteTitle"));
    expect((await page(editor, editorPath(projectId))).status).toBe(200);
    expect((await page(await person(), editorPath(projectId))).status).toBe(404);
    expect((await page(await person(), editorPath(projectId, "people"))).status).toBe(404);
  });

  it("shows a viewer the files and versions without the controls the server would refuse", async () => {
    const { projectId, editor, viewer } = await team();
    const readOnlyFiles = translate("fr", "projects.files.errors.read-only");
    const readOnlyVersions = translate("fr", "projects.draft.versions.errors.read-only");
    const upload = translate("fr", "projects.files.pick");
    const save = translate("fr", "projects.draft.versions.nameLabel");
    const files = await page(viewer, editorPath(projectId, "files"));
    expect(files.text).toContain(readOnlyFiles);
    expect(files.text).not.toContain(upload);
    expect((await page(viewer, editorPath(projectId, "versions"))).text).toContain(readOnlyVersions);
    expect((await page(viewer, editorPath(projectId, "versions"))).text).not.toContain(save);
    expect((await page(editor, editorPath(projectId, "files"))).text).toContain(upload);
    expect((await page(editor, editorPath(projectId, "versions"))).text).toContain(save);
  });

  it("keeps the publish section for the owner", async () => {
    const { projectId, editor } = await team();
    const publish = await page(editor, editorPath(projectId, "publish"));
    expect(publish.status).toBe(200);
    expect(publish.text).toContain(peopleText("publishOwnerOnly"));
  });
});

describe("a project's files", () => {
  it("are listed for every role; an editor's upload counts against the owner's storage; a viewer cannot upload", async () => {
    const { owner, projectId, editor, viewer } = await team();
    const before = await storageOf(owner.id);
    const added = await upload(editor.cookie, projectId, "plan.png", png(20, 20));
    expect(added.status).toBe(201);
    expect(await storageOf(owner.id)).toBeGreaterThan(before);
    expect(await storageOf(editor.id)).toBe(0);
    const refused = await upload(viewer.cookie, projectId, "intrus.png", png(20, 20));
    expect(refused.status).toBe(403);
    expect((await refused.json<{ error: string }>()).error).toBe("read-only");
    const listing = await (await list(viewer.cookie, projectId)).json<{ files: { name: string }[] }>();
    expect(listing.files.map((file) => file.name)).toEqual(["plan.png"]);
    const stranger = await person();
    expect((await list(stranger.cookie, projectId)).status).toBe(403);
    expect((await upload(stranger.cookie, projectId, "x.png", png(10, 10))).status).toBe(403);
  });
});

describe("a draft's versions and test-play", () => {
  it("let an editor save a version and a viewer only list them", async () => {
    const { projectId, editor, viewer } = await team();
    expect((await versions(editor.cookie, { intent: "save", projectId, name: "Avant la refonte" })).status).toBe(200);
    const refused = await versions(viewer.cookie, { intent: "save", projectId, name: "Du lecteur" });
    expect(refused.status).toBe(403);
    expect((await refused.json<{ error: string }>()).error).toBe("read-only");
    const listed = await (await versionList(viewer.cookie, projectId)).json<{ versions: { name: string }[] }>();
    expect(listed.versions.map((version) => version.name)).toEqual(["Avant la refonte"]);
    expect((await versionList((await person()).cookie, projectId)).status).toBe(403);
  });

  it("let editors and viewers test-play the draft, not a stranger", async () => {
    const { projectId, editor, viewer } = await team();
    expect((await testPlay(editor.cookie, projectId)).status).toBe(201);
    expect((await testPlay(viewer.cookie, projectId)).status).toBe(201);
    expect((await testPlay((await person()).cookie, projectId)).status).toBe(404);
    expect((await page(viewer, `/playTest/${projectId}`)).status).toBe(200);
    expect((await page(await person(), `/playTest/${projectId}`)).status).toBe(404);
  });
});

describe("removing a collaborator", () => {
  it("takes away their ticket, editor, files and versions at once", async () => {
    const { owner, projectId, editor } = await team();
    const removed = await peopleForm(owner, projectId, { intent: "remove", userId: editor.id });
    expect(removed.status).toBe(200);
    expect(removed.text).toContain(peopleText("done.removed", { name: editor.username }));
    expect((await ticket(editor.cookie, projectId)).status).toBe(403);
    expect((await page(editor, editorPath(projectId))).status).toBe(404);
    expect((await list(editor.cookie, projectId)).status).toBe(403);
    expect((await versionList(editor.cookie, projectId)).status).toBe(403);
    expect((await testPlay(editor.cookie, projectId)).status).toBe(404);
  });

  it("turning an editor into a viewer gives them view tickets and no uploads from then on", async () => {
    const { owner, projectId, editor } = await team();
    expect((await peopleForm(owner, projectId, { intent: "changeRole", userId: editor.id, role: "viewer" })).status).toBe(200);
    expect((await grantOf(editor, projectId)).access).toBe("view");
    expect((await upload(editor.cookie, projectId, "a.png", png(10, 10))).status).toBe(403);
  });
});

describe("the owner's own actions", () => {
  it("are refused to collaborators: rename, duplicate, delete, publish and managing people", async () => {
    const { owner, projectId, title, editor, viewer } = await team();
    for (const who of [editor, viewer]) {
      expect((await peopleForm(who, projectId, { intent: "rename", title: "Volé" }, "/project")).status).toBe(404);
      expect((await peopleForm(who, projectId, { intent: "duplicate" }, "/project")).status).toBe(404);
      expect((await peopleForm(who, projectId, { intent: "delete" }, "/project")).status).toBe(404);
      expect((await peopleForm(who, projectId, { intent: "publish" })).status).toBe(404);
      const invited = await peopleForm(who, projectId, { intent: "invite", to: (await person()).username, role: "editor" });
      expect(invited.status).toBe(403);
      expect(invited.text).toContain(peopleText("errors.notOwner"));
      expect((await peopleForm(who, projectId, { intent: "remove", userId: owner.id })).status).toBe(403);
      expect((await peopleForm(who, projectId, { intent: "changeRole", userId: viewer.id, role: "editor" })).status).toBe(403);
    }
    const row = await env.DB.prepare("SELECT title, deleted_at FROM projects WHERE id = ?").bind(projectId).first<{ title: string; deleted_at: number | null }>();
    expect(row).toEqual({ title, deleted_at: null });
    const copies = await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE owner_id IN (?, ?)").bind(editor.id, viewer.id).first<{ n: number }>();
    expect(copies!.n).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM games WHERE project_id = ?").bind(projectId).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("stay out of a stranger's reach: the people intents answer not found", async () => {
    const { projectId, editor } = await team();
    const stranger = await person();
    expect((await peopleForm(stranger, projectId, { intent: "remove", userId: editor.id })).status).toBe(404);
    expect((await peopleForm(stranger, projectId, { intent: "leave" })).status).toBe(404);
    expect((await page(stranger, "/project")).text).not.toContain(projectId);
  });
});

describe("a deleted project", () => {
  it("is closed to its collaborators while deleted, open again once restored, and purged with its people and invitations", async () => {
    const { owner, projectId, editor } = await team();
    await env.DB.prepare("UPDATE users SET grade = 3 WHERE id = ?").bind(owner.id).run();
    expect((await invite(owner, projectId, freshEmail())).status).toBe(200);
    expect((await peopleForm(owner, projectId, { intent: "delete" }, "/project")).status).toBe(200);
    expect((await page(editor, editorPath(projectId))).status).toBe(404);
    expect((await page(editor, "/project")).text).not.toContain(peopleText("workspace.sharedTitle"));
    expect((await peopleForm(owner, projectId, { intent: "restore" }, "/project")).status).toBe(200);
    expect((await page(editor, editorPath(projectId))).status).toBe(200);

    await peopleForm(owner, projectId, { intent: "delete" }, "/project");
    const result = await purgeDeletedProjects(createDb(env.DB), env.FILES, Date.now() + 31 * 86_400_000);
    expect(result.purged).toContain(projectId);
    const left = await env.DB.prepare("SELECT (SELECT count(*) FROM project_collaborators WHERE project_id = ?1) + (SELECT count(*) FROM project_invitations WHERE project_id = ?1) AS n").bind(projectId).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

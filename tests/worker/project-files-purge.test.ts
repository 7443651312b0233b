import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../app/lib/db.server";
import { purgeDeletedProjects } from "../../app/lib/projects/files/purge.server";
import worker from "../../workers/app";
import { act, rowsOf } from "./projects-fixtures";
import { objectsOf, ownerWithProject, png, storageOf, uploaded } from "./project-files-fixtures";

/** The end of the 30-day grace period: a deleted project's files leave R2 and the owner's storage (ADR 016). */

const DAY = 86_400_000;

describe("the daily purge of deleted projects", () => {
  it("removes a project deleted more than 30 days ago with its files, and gives their storage back", async () => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    await uploaded(user, project.id, "a.png", png(10, 10, 3000));
    await uploaded(user, project.id, "b.png", png(10, 10, 5000), "/salon");
    await env.FILES.put(`drafts/${user.id}/${project.id}/draft.yjs`, new Uint8Array([1]));
    expect((await act(user, { intent: "delete", id: project.id })).status).toBe(200);

    const result = await purgeDeletedProjects(createDb(env.DB), env.FILES, Date.now() + 31 * DAY);
    expect(result.purged).toContain(project.id);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await env.FILES.head(`drafts/${user.id}/${project.id}/draft.yjs`)).toBeNull();
    expect(await storageOf(user.id)).toBe(before);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM project_files WHERE project_id = ?").bind(project.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("leaves a project still inside its 30 days, and a live one, untouched", async () => {
    const { user, project } = await ownerWithProject();
    await uploaded(user, project.id, "a.png", png(10, 10, 3000));
    await act(user, { intent: "delete", id: project.id });
    const live = await ownerWithProject();
    await uploaded(live.user, live.project.id, "b.png", png(10, 10));
    const result = await purgeDeletedProjects(createDb(env.DB), env.FILES, Date.now() + 29 * DAY);
    expect(result.purged).not.toContain(project.id);
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
    expect(await objectsOf(live.user.fileUid)).toHaveLength(1);
  });

  it("keeps a deleted project a game was published from, with its files", async () => {
    const { user, project } = await ownerWithProject();
    await uploaded(user, project.id, "a.png", png(10, 10));
    await env.DB.prepare("INSERT INTO games (id, project_id, creator_id, type, title, theme, difficulty) VALUES (?, ?, ?, 'interface', 'Publié', 'adventure', 'easy')").bind(`g_${project.id}`, project.id, user.id).run();
    await act(user, { intent: "delete", id: project.id });
    const result = await purgeDeletedProjects(createDb(env.DB), env.FILES, Date.now() + 31 * DAY);
    expect(result.kept).toEqual([project.id]);
    expect(result.purged).not.toContain(project.id);
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
  });

  it("runs from the worker's daily cron", async () => {
    const { user, project } = await ownerWithProject();
    await uploaded(user, project.id, "a.png", png(10, 10, 3000));
    await env.DB.prepare("UPDATE projects SET deleted_at = ? WHERE id = ?").bind(Date.now() - 31 * DAY, project.id).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

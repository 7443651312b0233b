import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseDefinition, type GameDefinition } from "../../app/engine";
import { sha256Hex } from "../../app/lib/hash";
import type { SessionGrant } from "../../app/lib/play/types";
import { firstAnswer } from "../rooms/play-data";
import { open, send, visibleText } from "./account-area-fixtures";
import { sessionCall, visitorCookie } from "./play-fixtures";
import { creator } from "./projects-fixtures";
import {
  codeOf,
  demo,
  gameOfProject,
  postReport,
  publish,
  publishText,
  report,
  roomDefinition,
  setMeta,
  settingsForm,
  starterProject,
  unpublish,
  versionsOf,
  withChangedAnswer,
} from "./publish-fixtures";

/**
 * Publishing a project (issue 12, ADR 017): each publish is a new immutable version, running sessions
 * keep theirs, unpublishing takes the game offline without breaking them.
 */

async function startSession(gameId: string): Promise<string> {
  const visitor = visitorCookie();
  const res = await sessionCall({ intent: "create", gameId, mode: "solo", routeKind: "public" }, { cookie: visitor.cookie });
  const body = (await res.json()) as SessionGrant;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.sessionId;
}

const setDraft = (projectId: string, definition: GameDefinition) =>
  env.DB.prepare("UPDATE projects SET draft = ? WHERE id = ?").bind(JSON.stringify(definition), projectId).run();

describe("publishing a project", () => {
  it("publishes a valid draft as version 1 of a new game, described by the draft's own settings", async () => {
    const user = await creator();
    const project = await starterProject(user);
    await setMeta(project.id, { title: "Mon labo publié", recommendedAge: 12, locale: "ch", difficulty: "hard" });
    // The form no longer carries what the game is: a stray title posted by an old page changes nothing.
    const page = await publish(user, project.id, { title: "Titre d'un vieux formulaire" });
    expect(page.status).toBe(200);
    expect(page.text).toContain(publishText("done.published", { version: 1 }));

    const game = await gameOfProject(project.id);
    expect(game).toMatchObject({ title: "Mon labo publié", status: "online", current_version: 1, visibility: "public" });
    const row = await env.DB.prepare("SELECT language, difficulty, recommended_age FROM games WHERE id = ?").bind(game!.id).first();
    // A Swiss French game is listed as French.
    expect(row).toEqual({ language: "fr", difficulty: "hard", recommended_age: 12 });
    const versions = await versionsOf(game!.id);
    expect(versions.map((row) => row.version)).toEqual([1]);
    const published = parseDefinition(JSON.parse(versions[0].definition));
    expect(published.ok && published.definition.meta).toMatchObject({ title: "Mon labo publié", recommendedAge: 12, locale: "ch" });

    const catalogue = visibleText(await (await open("/escape", user.cookie)).text());
    expect(catalogue).toContain("Mon labo publié");
    const projectPage = visibleText(await (await open(`/project/${project.id}?view=publish`, user.cookie)).text());
    expect(projectPage).toContain(publishText("gameLink"));
    expect(projectPage).toContain(publishText("publishAgain"));
    expect(projectPage).toContain(publishText("summary.title"));

    // Changed in the editor since: the tab shows the draft's title and what the game online still says.
    await setMeta(project.id, { title: "Mon labo renommé" });
    const changed = visibleText(await (await open(`/project/${project.id}?view=publish`, user.cookie)).text());
    expect(changed).toContain("Mon labo renommé");
    expect(changed).toContain(publishText("summary.online", { value: "Mon labo publié" }));
  });

  it("refuses a draft the engine rejects, lists its problems in the site's language and publishes nothing", async () => {
    const user = await creator();
    const project = await starterProject(user);
    const broken = structuredClone(demo.definition) as GameDefinition & { rooms: unknown[] };
    broken.rooms = [];
    await setDraft(project.id, broken);
    const page = await publish(user, project.id);
    expect(page.status).toBe(422);
    expect(page.text).toContain(publishText("errors.draft"));
    expect(page.text).toContain(publishText("problemsTitle"));
    // No engine English on a French page: the problems are worded from the engine's codes.
    expect(page.text).toContain("(minimum : 1)");
    expect(page.text).not.toContain("Invalid length");
    expect(await gameOfProject(project.id)).toBeNull();
  });

  it("refuses a publishing setting outside its choices on its field and keeps what was chosen", async () => {
    const user = await creator();
    const project = await starterProject(user);
    const page = await publish(user, project.id, { access: "everyone", allowReuse: "on" }, "en");
    expect(page.status).toBe(400);
    expect(page.text).toContain(publishText("errors.settings", {}, "en"));
    expect(page.text).toContain(publishText("fieldErrors.choice", {}, "en"));
    const form = { intent: "publish", id: project.id, ...settingsForm({ access: "everyone", allowReuse: "on" }), code: "0" };
    const html = await (await send(`/project/${project.id}?view=publish`, form, user.cookie, "en")).text();
    expect(html).toMatch(/id="publish-allowReuse"[^>]*checked/);
    expect(await gameOfProject(project.id)).toBeNull();
  });

  it("refuses a draft whose players do not add up, with the editor's words, and publishes nothing", async () => {
    const user = await creator();
    const project = await starterProject(user);
    await setMeta(project.id, { multi: true, minPlayers: 1, maxPlayers: 1 });
    const page = await publish(user, project.id);
    expect(page.status).toBe(422);
    expect(page.text).toContain(publishText("errors.draft"));
    expect(page.text).toContain("Un jeu à plusieurs doit accepter au moins 2 joueurs au maximum.");
    expect(await gameOfProject(project.id)).toBeNull();
  });
});

describe("the activation key", () => {
  it("stores only the key's hash, asks players for it, and keeps it when a later publish leaves the field empty", async () => {
    const user = await creator();
    const project = await starterProject(user);
    expect((await publish(user, project.id, { access: "key" })).text).toContain(publishText("fieldErrors.keyNeeded"));
    expect((await publish(user, project.id, { access: "key", accessKey: "abc" })).text).toContain(publishText("fieldErrors.keyLength"));
    await publish(user, project.id, { access: "key", accessKey: "SESAME-42" });
    const game = (await gameOfProject(project.id))!;
    expect(game.access_key_hash).toBe(await sha256Hex("SESAME-42"));
    const keyed = (key: string) => sessionCall({ intent: "create", gameId: game.id, mode: "solo", routeKind: "public", key }, { cookie: visitorCookie().cookie });
    expect((await keyed("wrong")).status).toBe(403);
    expect((await keyed("SESAME-42")).status).toBe(201);

    expect((await publish(user, project.id, { access: "key", accessKey: "" })).status).toBe(200);
    expect((await gameOfProject(project.id))?.access_key_hash).toBe(await sha256Hex("SESAME-42"));
    const html = await (await open(`/project/${project.id}?view=publish`, user.cookie)).text();
    expect(html).not.toContain("SESAME-42");
  });

  it("neither asks for nor keeps a key when access does not need one, even if the hidden field was filled", async () => {
    const user = await creator();
    const project = await starterProject(user);
    expect((await publish(user, project.id, { access: "account", accessKey: "" })).status).toBe(200);
    await publish(user, project.id, { access: "key", accessKey: "SESAME-42" });
    // Back to accounts only: the key goes, whatever the field still held.
    expect((await publish(user, project.id, { access: "account", accessKey: "a" })).status).toBe(200);
    expect(await gameOfProject(project.id)).toMatchObject({ access_key_hash: null });
  });
});

describe("republishing while a session runs", () => {
  it("adds version 2 for new sessions while the running session's room and report keep version 1", async () => {
    const user = await creator();
    const project = await starterProject(user);
    expect((await publish(user, project.id)).status).toBe(200);
    const gameId = (await gameOfProject(project.id))!.id;
    const running = await startSession(gameId);
    const v1 = await roomDefinition(running);

    const { action: answer } = firstAnswer(demo.walkthrough);
    await setDraft(project.id, withChangedAnswer(demo.definition, answer.puzzleId));
    const again = await publish(user, project.id);
    expect(again.text).toContain(publishText("done.published", { version: 2 }));
    expect((await gameOfProject(project.id))?.current_version).toBe(2);
    expect((await versionsOf(gameId)).map((row) => row.version)).toEqual([1, 2]);

    // The running session still loads and replays the version it started with.
    expect(await roomDefinition(running)).toEqual(v1);
    const res = await postReport(running, report(v1, demo.walkthrough));
    expect(res.status).toBe(200);
    const result = await env.DB.prepare("SELECT outcome FROM play_results WHERE session_id = ?").bind(running).first<{ outcome: string }>();
    expect(result?.outcome).toBe("won");

    // A session opened now plays version 2, where the old walkthrough's answer is wrong.
    const fresh = await startSession(gameId);
    const v2 = await roomDefinition(fresh);
    expect(v2).not.toEqual(v1);
    expect((await env.DB.prepare("SELECT game_version FROM play_sessions WHERE id = ?").bind(fresh).first<{ game_version: number }>())?.game_version).toBe(2);
  });
});

describe("unpublishing", () => {
  it("takes the game out of the catalogue and its play route, lets a running session report, and can publish again", async () => {
    const user = await creator();
    const project = await starterProject(user, "Labo éphémère");
    await publish(user, project.id);
    const gameId = (await gameOfProject(project.id))!.id;
    const running = await startSession(gameId);
    const definition = await roomDefinition(running);

    const page = await unpublish(user, project.id);
    expect(page.text).toContain(publishText("done.unpublished"));
    expect((await gameOfProject(project.id))?.status).toBe("offline");
    expect(visibleText(await (await open("/escape", user.cookie)).text())).not.toContain("Labo éphémère");
    const refused = await sessionCall({ intent: "create", gameId, mode: "solo", routeKind: "public" }, { cookie: visitorCookie().cookie });
    expect(refused.status).toBe(410);

    expect((await postReport(running, report(definition, demo.walkthrough))).status).toBe(200);

    const back = await publish(user, project.id);
    expect(back.text).toContain(publishText("done.published", { version: 2 }));
    expect((await gameOfProject(project.id))?.status).toBe("online");
    expect(visibleText(await (await open("/escape", user.cookie)).text())).toContain("Labo éphémère");
  });
});

describe("the update/publish code", () => {
  it("refuses a publish based on an older version and says which version was published meanwhile", async () => {
    const user = await creator();
    const project = await starterProject(user);
    await publish(user, project.id);
    const opened = await codeOf(project.id);
    // Another editor publishes from the same form state first.
    await setMeta(project.id, { title: "Leur version" });
    await publish(user, project.id, { code: opened });
    await setMeta(project.id, { title: "Ma version" });
    const late = await publish(user, project.id, { code: opened });
    expect(late.status).toBe(409);
    expect(late.text).toContain(publishText("errors.conflict", { version: 2 }));
    expect((await gameOfProject(project.id))).toMatchObject({ current_version: 2, title: "Leur version" });
    // The refusal hands over the newer code: publishing again is then a knowing overwrite.
    const knowing = await publish(user, project.id, { code: await codeOf(project.id) });
    expect(knowing.status).toBe(200);
    expect((await gameOfProject(project.id))).toMatchObject({ current_version: 3, title: "Ma version" });
  });
});

describe("who may publish", () => {
  it("lets nobody but the owner publish, unpublish or change the settings of a project", async () => {
    const owner = await creator();
    const other = await creator(3);
    const project = await starterProject(owner);
    const refused = await publish(other, project.id);
    // Refused as if the project did not exist: someone else's project is not found.
    expect(refused.status).toBe(404);
    expect(await gameOfProject(project.id)).toBeNull();

    await setMeta(project.id, { title: "À moi" });
    await publish(owner, project.id);
    const change = await publish(other, project.id, { visibility: "private" });
    expect(change.status).toBe(404);
    expect((await unpublish(other, project.id)).status).toBe(404);
    expect(await gameOfProject(project.id)).toMatchObject({ title: "À moi", status: "online", current_version: 1, visibility: "public" });
    // Nor can they see the project page with its publish form.
    expect((await open(`/project/${project.id}?view=publish`, other.cookie)).status).toBe(404);
  });
});

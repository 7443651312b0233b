import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { stripSolutions, type GameType } from "../../app/engine";
import { translate } from "../../app/i18n/catalog.server";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { testPlayLoader } from "../../app/lib/play/test-play.server";
import type { TestPlayData } from "../../app/lib/play/types";
import type { LocaleCode } from "../../app/i18n/locales";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { answersOf, containsWord, runLoader, sourceTexts, unique } from "./play-fixtures";

/**
 * /playTest, /playTest2D and /playTest360: a creator plays their own draft through a game room (the
 * sessions: test-play-sessions.test.ts); nobody else sees it, and the page never holds its answers.
 */

type PageData = { title: string; testPlay: TestPlayData };
const openTestPlay = (path: string, cookie?: string, host?: string) => runLoader<PageData>(testPlayLoader, path, cookie, host);

async function project(ownerId: string, type: GameType, draft: string | null, updatedAt = Date.now()) {
  const id = unique("p_");
  const title = unique("Projet ");
  await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, draft, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, ownerId, type, title, draft, updatedAt)
    .run();
  return { id, title };
}

const draftOf = (type: GameType) => JSON.stringify(DEMO_GAMES[type].definition);

describe("test-play needs an account", () => {
  it("sends a visitor to the login page and back", async () => {
    for (const path of ["/playTest2D/p_123", "/playTest360"]) {
      const page = await openTestPlay(path);
      expect(page.status).toBe(302);
      expect(page.thrown?.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(path)}`);
    }
  });
});

describe("a creator's own draft", () => {
  it.each<[GameType, string]>([
    ["classic", "playTest"],
    ["interface", "playTest2D"],
    ["360", "playTest360"],
  ])("shows a valid %s draft with its files but without its answers, which stay with the game room", async (type, prefix) => {
    const owner = await signedIn(1);
    const { id, title } = await project(owner.id, type, draftOf(type));
    const page = await openTestPlay(`/${prefix}/${id}`, owner.cookie);
    expect(page.status).toBe(200);
    expect(page.data?.testPlay).toEqual({
      kind: "draft",
      project: { id, title, type },
      view: stripSolutions(DEMO_GAMES[type].definition),
      assets: assetsOf(DEMO_GAMES[type].definition),
    });
    expect(page.data?.title).toBe(translate("fr", "pages.studio.testTitle"));
  });

  it("sends no answer or hint text in the page's source", async () => {
    const owner = await signedIn(1);
    const definition = DEMO_GAMES.interface.definition;
    const { id } = await project(owner.id, "interface", JSON.stringify(definition));
    const response = await open(`/playTest2D/${id}`, owner.cookie);
    expect(response.status).toBe(200);
    const texts = sourceTexts(await response.text());
    const secrets = [...answersOf(definition), ...definition.hints.map((hint) => hint.text)];
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(texts.filter((text) => containsWord(text, secret)), `"${secret}" is in the page`).toEqual([]);
  });

  it("is not found for anyone else, even on another type's route", async () => {
    const owner = await signedIn(1);
    const other = await signedIn(3);
    const { id } = await project(owner.id, "interface", draftOf("interface"));
    expect((await openTestPlay(`/playTest2D/${id}`, other.cookie)).status).toBe(404);
    expect((await openTestPlay(`/playTest360/${id}`, other.cookie)).status).toBe(404);
    expect((await openTestPlay(`/playTest2D/no-such-project`, owner.cookie)).status).toBe(404);
  });

  it("leads its creator from another type's route to the project's own", async () => {
    const owner = await signedIn(1);
    const { id } = await project(owner.id, "interface", draftOf("interface"));
    for (const prefix of ["playTest360", "playTest"]) {
      const page = await openTestPlay(`/${prefix}/${id}?from=list`, owner.cookie);
      expect(page.status).toBe(302);
      expect(page.thrown?.headers.get("Location")).toBe(`/playTest2D/${id}?from=list`);
    }
  });
});

describe("a draft that cannot run", () => {
  it("says the project has no saved game yet", async () => {
    const owner = await signedIn(1);
    const { id, title } = await project(owner.id, "classic", null);
    const page = await openTestPlay(`/playTest/${id}`, owner.cookie, "escaplay.eu");
    expect(page.data?.testPlay).toEqual({
      kind: "invalid",
      project: { id, title, type: "classic" },
      issues: [{ path: "", place: "", message: translate("en", "access.testPlay.noDraft") }],
    });
  });

  it("says a saved game that is not JSON cannot be read", async () => {
    const owner = await signedIn(1);
    const { id } = await project(owner.id, "classic", "{oops");
    const page = await openTestPlay(`/playTest/${id}`, owner.cookie);
    expect(page.data?.testPlay).toMatchObject({ kind: "invalid", issues: [{ path: "", message: translate("fr", "access.testPlay.notJson") }] });
  });

  it("lists what is wrong and where, as the engine finds it, in the site's words", async () => {
    const owner = await signedIn(1);
    const broken = structuredClone(DEMO_GAMES["360"].definition) as unknown as Record<string, Record<string, unknown>>;
    delete broken.meta.title;
    (broken.rules as Record<string, unknown>).startSceneId = "nowhere";
    const { id } = await project(owner.id, "360", JSON.stringify(broken));
    const page = await openTestPlay(`/playTest360/${id}`, owner.cookie);
    const testPlay = page.data!.testPlay;
    if (testPlay.kind !== "invalid") throw new Error(`expected issues, got ${testPlay.kind}`);
    // Shapes come first: a reference is only checked once the definition is well formed.
    expect(testPlay.issues).toEqual([
      { path: "meta.title", place: translate("fr", "engine.places.meta"), message: translate("fr", "engine.issues.required", { field: "title" }) },
    ]);
  });

  it("refuses a draft of another type than its project", async () => {
    const owner = await signedIn(1);
    const { id } = await project(owner.id, "interface", draftOf("classic"));
    const page = await openTestPlay(`/playTest2D/${id}`, owner.cookie);
    expect(page.data?.testPlay).toMatchObject({ kind: "invalid", issues: [{ path: "meta.type", message: translate("fr", "access.testPlay.wrongType") }] });
  });
});

describe("a draft's problems on the page", () => {
  // A room nobody can reach and a start scene that does not exist: three problems past the schema.
  async function brokenDraft() {
    const owner = await signedIn(1);
    const broken = structuredClone(DEMO_GAMES.interface.definition) as unknown as { rooms: unknown[]; rules: Record<string, unknown> };
    broken.rooms.push({ id: "cellar", name: "Cave voûtée", locked: true });
    broken.rules.startSceneId = "nowhere";
    const { id } = await project(owner.id, "interface", JSON.stringify(broken));
    return { owner, path: `/playTest2D/${id}`, room: broken.rooms.length - 1 };
  }

  const problems = (locale: LocaleCode) => [
    translate(locale, "engine.issues.roomWithoutScene", { id: "cellar" }),
    translate(locale, "engine.issues.roomNeverUnlocked", { id: "cellar" }),
    translate(locale, "engine.issues.unknownScene", { id: "nowhere" }),
  ];

  it("are listed in French on the French site, with where they are, and no English", async () => {
    const { owner, path, room } = await brokenDraft();
    const response = await open(path, owner.cookie, "fr");
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    for (const problem of problems("fr")) expect(text).toContain(problem);
    expect(text).toContain("Salle « Cave voûtée »");
    expect(text).toContain(`rooms[${room}].locked`);
    for (const problem of problems("en")) expect(text).not.toContain(problem);
    expect(text).not.toMatch(/no scene has the id|has no scene|no effect ever unlocks/i);
  });

  it("are listed in English on the English site", async () => {
    const { owner, path } = await brokenDraft();
    const text = visibleText(await (await open(path, owner.cookie, "en")).text());
    for (const problem of problems("en")) expect(text).toContain(problem);
    expect(text).toContain("Room “Cave voûtée”");
    for (const problem of problems("fr")) expect(text).not.toContain(problem);
  });
});

describe("test-play without a project id", () => {
  it("lists the creator's own projects of the route's type, newest first", async () => {
    const owner = await signedIn(1);
    const other = await signedIn(1);
    const older = await project(owner.id, "interface", draftOf("interface"), Date.now() - 60_000);
    const newer = await project(owner.id, "interface", null, Date.now());
    await project(owner.id, "classic", draftOf("classic"));
    await project(other.id, "interface", draftOf("interface"));
    const page = await openTestPlay("/playTest2D", owner.cookie);
    const testPlay = page.data!.testPlay;
    if (testPlay.kind !== "list") throw new Error(`expected a list, got ${testPlay.kind}`);
    expect(testPlay.type).toBe("interface");
    expect(testPlay.projects.map(({ id, title, hasDraft }) => ({ id, title, hasDraft }))).toEqual([
      { id: newer.id, title: newer.title, hasDraft: false },
      { id: older.id, title: older.title, hasDraft: true },
    ]);
    expect(testPlay.projects.every((p) => p.type === "interface" && typeof p.updatedAt === "number")).toBe(true);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { visibleText } from "./account-area-fixtures";
import { get } from "./http";
import { basicCreator, chaptersOf, collect, collectionsOf, collectionsText, newCollection, proCreator, publishedGame } from "./collections-fixtures";
import { workspace } from "./projects-fixtures";

/** The workspace's collections of chapters (beta): who may make them, and the rules every write checks on the server. */

describe("the plan gate", () => {
  it("shows a Basic creator what collections are with a link to change plan, and refuses their writes", async () => {
    const user = await basicCreator();
    const page = await workspace(user);
    expect(page.text).toContain(collectionsText("workspace.intro"));
    expect(page.text).toContain(collectionsText("workspace.planNeeded"));
    expect(page.text).not.toContain(collectionsText("workspace.create"));
    const refused = await collect(user, { intent: "createCollection", title: "Ma saga" });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(collectionsText("errors.plan"));
    expect(await collectionsOf(user.id)).toEqual([]);
  });

  it("lets a creator whose plan lapsed take a collection apart, but not rename it or add to it", async () => {
    const user = await proCreator();
    const saga = await newCollection(user, "Saga d'avant");
    const [kept, spare] = [await publishedGame(user.id, "Gardé"), await publishedGame(user.id, "De trop")];
    await collect(user, { intent: "addChapter", collectionId: saga.id, gameId: kept });
    await env.DB.prepare("UPDATE users SET grade = 1 WHERE id = ?").bind(user.id).run();
    const page = await workspace(user);
    expect(page.text).toContain("Saga d'avant");
    expect(page.text).toContain(collectionsText("workspace.planNeeded"));
    const refusedForms: Record<string, string>[] = [
      { intent: "addChapter", collectionId: saga.id, gameId: spare },
      { intent: "renameCollection", collectionId: saga.id, title: "Renommée" },
      { intent: "moveChapterDown", collectionId: saga.id, gameId: kept },
    ];
    for (const form of refusedForms) {
      const refused = await collect(user, form);
      expect(refused.status, form.intent).toBe(403);
      expect(refused.text).toContain(collectionsText("errors.plan"));
    }
    expect((await collect(user, { intent: "removeChapter", collectionId: saga.id, gameId: kept })).status).toBe(200);
    expect((await collect(user, { intent: "deleteCollection", collectionId: saga.id })).status).toBe(200);
    expect(await collectionsOf(user.id)).toEqual([]);
  });

  it("lets a Pro creator make a collection, trimming its title and summary", async () => {
    const user = await proCreator();
    const row = await newCollection(user, "  La saga du phare  ", "  Trois nuits au phare.  ");
    expect(row).toMatchObject({ title: "La saga du phare", summary: "Trois nuits au phare." });
    const page = await workspace(user);
    expect(page.text).toContain("La saga du phare");
    expect(page.text).toContain(collectionsText("workspace.noChapters"));
  });

  it("refuses an empty title, a title over 80 characters and a summary over 500 with a clear message, and no 500 on forged forms", async () => {
    const user = await proCreator();
    const empty = await collect(user, { intent: "createCollection", title: "   " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(collectionsText("errors.titleEmpty"));
    const long = await collect(user, { intent: "createCollection", title: "é".repeat(81) });
    expect(long.text).toContain(collectionsText("errors.titleTooLong"));
    const summary = await collect(user, { intent: "createCollection", title: "Saga", summary: "x".repeat(501) });
    expect(summary.text).toContain(collectionsText("errors.summaryTooLong"));
    const missing = await collect(user, { intent: "createCollection" });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(collectionsText("errors.titleEmpty"));
    const noId = await collect(user, { intent: "moveChapterUp" });
    expect(noId.status).toBe(400);
    expect(noId.text).toContain(collectionsText("errors.invalid"));
    expect(await collectionsOf(user.id)).toEqual([]);
  });
});

describe("chapters", () => {
  it("adds the creator's published games in order, moves them up and down, and numbers them again after a removal", async () => {
    const user = await proCreator();
    const saga = await newCollection(user, "Saga");
    const [one, two, three] = [await publishedGame(user.id, "Premier"), await publishedGame(user.id, "Deuxième"), await publishedGame(user.id, "Troisième")];
    for (const gameId of [one, two, three]) {
      const added = await collect(user, { intent: "addChapter", collectionId: saga.id, gameId });
      expect(added.status, added.text.slice(0, 200)).toBe(200);
    }
    expect(await chaptersOf(saga.id)).toEqual([
      { gameId: one, position: 1 },
      { gameId: two, position: 2 },
      { gameId: three, position: 3 },
    ]);
    const moved = await collect(user, { intent: "moveChapterDown", collectionId: saga.id, gameId: one });
    expect(moved.text).toContain(collectionsText("done.moved", { title: "Premier", position: 2, total: 3 }));
    expect((await chaptersOf(saga.id)).map((chapter) => chapter.gameId)).toEqual([two, one, three]);
    await collect(user, { intent: "moveChapterUp", collectionId: saga.id, gameId: three });
    expect((await chaptersOf(saga.id)).map((chapter) => chapter.gameId)).toEqual([two, three, one]);
    const first = await collect(user, { intent: "moveChapterUp", collectionId: saga.id, gameId: two });
    expect(first.status).toBe(400);
    expect(first.text).toContain(collectionsText("errors.alreadyFirst"));
    const last = await collect(user, { intent: "moveChapterDown", collectionId: saga.id, gameId: one });
    expect(last.text).toContain(collectionsText("errors.alreadyLast"));
    await collect(user, { intent: "removeChapter", collectionId: saga.id, gameId: three });
    expect(await chaptersOf(saga.id)).toEqual([
      { gameId: two, position: 1 },
      { gameId: one, position: 2 },
    ]);
    const page = await workspace(user);
    expect(page.text).toContain(collectionsText("workspace.chapter", { position: 1, title: "Deuxième" }));
    expect(page.text).toContain(collectionsText("workspace.chapter", { position: 2, title: "Premier" }));
  });

  it("refuses a game that is already a chapter of another collection, naming that collection", async () => {
    const user = await proCreator();
    const first = await newCollection(user, "Première saga");
    const second = await newCollection(user, "Seconde saga");
    const game = await publishedGame(user.id, "Le jeu partagé");
    await collect(user, { intent: "addChapter", collectionId: first.id, gameId: game });
    const refused = await collect(user, { intent: "addChapter", collectionId: second.id, gameId: game });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(collectionsText("errors.gameTaken", { other: "Première saga" }));
    expect(await chaptersOf(second.id)).toEqual([]);
    const again = await collect(user, { intent: "addChapter", collectionId: first.id, gameId: game });
    expect(again.status).toBe(409);
    expect(await chaptersOf(first.id)).toHaveLength(1);
  });

  it("takes only the creator's own published games: not another creator's, not a removed one", async () => {
    const user = await proCreator();
    const other = await proCreator();
    const saga = await newCollection(user, "Saga");
    const theirs = await publishedGame(other.id, "Leur jeu");
    const removed = await publishedGame(user.id, "Retiré", { status: "removed" });
    for (const gameId of [theirs, removed, "no-such-game"]) {
      const refused = await collect(user, { intent: "addChapter", collectionId: saga.id, gameId });
      expect(refused.status).toBe(404);
      expect(refused.text).toContain(collectionsText("errors.gameNotYours"));
    }
    expect(await chaptersOf(saga.id)).toEqual([]);
    // The form offers only the creator's own games that are in no collection.
    const mine = await publishedGame(user.id, "Mon jeu libre");
    const page = await workspace(user);
    expect(page.text).toContain("Mon jeu libre");
    expect(page.text).not.toContain("Leur jeu");
    expect(mine).toBeTruthy();
  });
});

describe("only the owner writes", () => {
  it("answers another creator's rename, add, move and delete as if the collection did not exist, and changes nothing", async () => {
    const owner = await proCreator();
    const intruder = await proCreator();
    const saga = await newCollection(owner, "Saga privée");
    const game = await publishedGame(owner.id, "Chapitre du propriétaire");
    await collect(owner, { intent: "addChapter", collectionId: saga.id, gameId: game });
    const theirGame = await publishedGame(intruder.id, "Jeu de l'intrus");
    const attempts: Record<string, string>[] = [
      { intent: "renameCollection", collectionId: saga.id, title: "Volée" },
      { intent: "addChapter", collectionId: saga.id, gameId: theirGame },
      { intent: "removeChapter", collectionId: saga.id, gameId: game },
      { intent: "moveChapterDown", collectionId: saga.id, gameId: game },
      { intent: "deleteCollection", collectionId: saga.id },
    ];
    for (const form of attempts) {
      const refused = await collect(intruder, form);
      expect(refused.status, form.intent).toBe(404);
      expect(refused.text).toContain(collectionsText("errors.notFound"));
    }
    expect(await collectionsOf(owner.id)).toMatchObject([{ title: "Saga privée" }]);
    expect(await chaptersOf(saga.id)).toEqual([{ gameId: game, position: 1 }]);
  });

  it("renames and deletes the owner's collection; the games stay published and can join another one", async () => {
    const user = await proCreator();
    const saga = await newCollection(user, "Ancien titre");
    const game = await publishedGame(user.id, "Chapitre");
    await collect(user, { intent: "addChapter", collectionId: saga.id, gameId: game });
    const renamed = await collect(user, { intent: "renameCollection", collectionId: saga.id, title: "Nouveau titre", summary: "Un résumé" });
    expect(renamed.text).toContain(collectionsText("done.renamed", { title: "Nouveau titre" }));
    expect(await collectionsOf(user.id)).toMatchObject([{ title: "Nouveau titre", summary: "Un résumé" }]);
    const deleted = await collect(user, { intent: "deleteCollection", collectionId: saga.id });
    expect(deleted.text).toContain(collectionsText("done.deleted", { title: "Nouveau titre" }));
    expect(await collectionsOf(user.id)).toEqual([]);
    expect(await chaptersOf(saga.id)).toEqual([]);
    const next = await newCollection(user, "Suite");
    const added = await collect(user, { intent: "addChapter", collectionId: next.id, gameId: game });
    expect(added.status).toBe(200);
  });
});

describe("the site's texts", () => {
  it("lists collections as released in beta on /releases and no longer as coming soon in the plans' answers", async () => {
    const releases = await get("/releases");
    const text = visibleText(await releases.text());
    expect(text).toContain("La communauté autour des jeux");
    expect(text).toContain("collections de chapitres (bêta)");
    expect(text).toContain("25 novembre 2026");
    expect(text).not.toContain("regrouper des jeux en collections de chapitres");
    const plans = visibleText(await (await get("/plans")).text());
    expect(plans).toContain("Les collections de chapitres (bêta), avec les offres Pro, Éducation et Entreprise");
    expect(plans).not.toMatch(/les collections, la marque blanche/);
  });
});

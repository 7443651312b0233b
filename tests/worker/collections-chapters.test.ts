import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { visibleText } from "./account-area-fixtures";
import { collect, collectionsText, finished, newCollection, proCreator, publishedGame, type Creator } from "./collections-fixtures";
import { get } from "./http";

/** A game that is a chapter: its page and the end screen's progress source show the collection and the viewer's progress. */

const asVisitor = (visitorId: string) => ({ Cookie: `_pos=${visitorId}` });
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await get(path, "escaplay.fr", headers);
  expect(res.status, path).toBe(200);
  return res.text();
};
const progressOf = async (gameId: string, headers: Record<string, string> = {}) => {
  const res = await get(`/resources/collection-progress/${gameId}`, "escaplay.fr", headers);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return (await res.json()) as { progress: { collection: { title: string }; chapters: { id: string; title: string; position: number; won: boolean; href: string }[] } | null };
};

async function saga(user: Creator, titles: string[], title = "La saga") {
  const collection = await newCollection(user, title, "Une histoire en plusieurs chapitres.");
  const ids: string[] = [];
  for (const chapter of titles) {
    const id = await publishedGame(user.id, chapter);
    await collect(user, { intent: "addChapter", collectionId: collection.id, gameId: id });
    ids.push(id);
  }
  return { collection, ids };
}

describe("the game page of a chapter", () => {
  it("shows the seeded demo collection with its two chapters in order, the current one marked", async () => {
    const html = await page("/escape/crypte-oubliee");
    const text = visibleText(html);
    expect(text).toContain("Les secrets de la famille Horloger");
    const list = html.slice(html.indexOf('class="chapter-list"'), html.indexOf("</ol>", html.indexOf('class="chapter-list"')));
    expect(list.indexOf("Le manoir de l")).toBeGreaterThan(-1);
    expect(list.indexOf("Le manoir de l")).toBeLessThan(list.indexOf("La crypte oubliée"));
    expect(list).toContain('href="/escape/manoir-horloger"');
    expect(list).toMatch(/aria-current="true"[^>]*>[\s\S]*?La crypte oubliée/);
    expect(text).toContain(collectionsText("game.progressVisitor", { done: 0, total: 2 }));
  });

  it("words the collection in the site's language", async () => {
    for (const [host, words] of [
      ["escaplay.eu", "0 of 2 chapters completed on this device"],
      ["escaplay.de", "0 von 2 Kapiteln auf diesem Gerät geschafft"],
      ["escaplay.it", "0 capitoli completati su 2 su questo dispositivo"],
    ] as const) {
      const res = await get("/escape/crypte-oubliee", host);
      expect(visibleText(await res.text()), host).toContain(words);
    }
  });

  it("counts the chapters a logged-in player won, and not their lost games nor other players' wins", async () => {
    const creator = await proCreator();
    const { ids } = await saga(creator, ["Un", "Deux", "Trois"]);
    const player = await proCreator();
    const someoneElse = await proCreator();
    await finished(ids[0]!, { userId: player.id });
    await finished(ids[1]!, { userId: player.id }, "lost");
    await finished(ids[2]!, { userId: someoneElse.id });
    const text = visibleText(await page(`/escape/${ids[1]}`, { Cookie: player.cookie }));
    expect(text).toContain(collectionsText("game.progress", { done: 1, total: 3 }));
    const { progress } = await progressOf(ids[1]!, { Cookie: player.cookie });
    expect(progress?.chapters.map((chapter) => [chapter.title, chapter.position, chapter.won])).toEqual([
      ["Un", 1, true],
      ["Deux", 2, false],
      ["Trois", 3, false],
    ]);
  });

  it("counts a visitor's wins by their _pos id, and nobody else's", async () => {
    const creator = await proCreator();
    const { ids } = await saga(creator, ["Alpha", "Bêta"]);
    await finished(ids[0]!, { visitorId: "Visitr1" });
    await finished(ids[1]!, { visitorId: "Visitr2" });
    const mine = visibleText(await page(`/escape/${ids[1]}`, asVisitor("Visitr1")));
    expect(mine).toContain(collectionsText("game.progressVisitor", { done: 1, total: 2 }));
    expect(mine).toContain(collectionsText("game.won"));
    const theirs = await progressOf(ids[0]!, asVisitor("Visitr3"));
    expect(theirs.progress?.chapters.every((chapter) => !chapter.won)).toBe(true);
  });

  it("lists only the chapters players can open: not an offline, hidden or private one on a public chapter's page", async () => {
    const creator = await proCreator();
    const { ids } = await saga(creator, ["Visible", "Courant"]);
    const collectionId = (await env.DB.prepare("SELECT collection_id AS id FROM collection_games WHERE game_id = ?").bind(ids[0]).first<{ id: string }>())!.id;
    for (const [title, extra] of [["Hors ligne", { status: "offline" }], ["Masqué", { hidden: true }], ["Privé", { visibility: "private" }]] as const) {
      const id = await publishedGame(creator.id, title);
      await collect(creator, { intent: "addChapter", collectionId, gameId: id });
      await env.DB.prepare("UPDATE games SET status = ?, hidden_at = ?, visibility = ? WHERE id = ?")
        .bind("status" in extra ? extra.status : "online", "hidden" in extra ? Date.now() : null, "visibility" in extra ? extra.visibility : "public", id)
        .run();
    }
    const { progress } = await progressOf(ids[1]!);
    expect(progress?.chapters.map((chapter) => chapter.title)).toEqual(["Visible", "Courant"]);
    const text = visibleText(await page(`/escape/${ids[1]}`));
    expect(text).not.toMatch(/Hors ligne|Masqué|Privé/);
  });

  it("shows a script in a collection's title as text", async () => {
    const creator = await proCreator();
    const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> Saga`;
    const { ids } = await saga(creator, ["A", "B"], payload);
    const html = await page(`/escape/${ids[0]}`);
    expect(html).not.toContain("<script>window.__xss=1</script>");
    expect(html).not.toContain('<img src=x onerror="window.__xss=1">');
    expect(html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt; Saga");
  });

  it("shows nothing of collections on a game that is a chapter of none", async () => {
    const html = await page("/escape/phare-englouti");
    expect(html).not.toContain('class="game-chapters"');
    expect((await progressOf("phare-englouti")).progress).toBeNull();
    expect((await progressOf("no-such-game")).progress).toBeNull();
  });
});

describe("the end screen's progress source", () => {
  it("answers with the chapters and the win a session just recorded, for the player who played it", async () => {
    const creator = await proCreator();
    const { ids } = await saga(creator, ["Chapitre 1", "Chapitre 2"]);
    const player = await proCreator();
    expect((await progressOf(ids[0]!, { Cookie: player.cookie })).progress?.chapters.map((chapter) => chapter.won)).toEqual([false, false]);
    await finished(ids[0]!, { userId: player.id });
    const { progress } = await progressOf(ids[0]!, { Cookie: player.cookie });
    expect(progress?.collection.title).toBe("La saga");
    expect(progress?.chapters.map((chapter) => [chapter.href, chapter.won])).toEqual([
      [`/escape/${ids[0]}`, true],
      [`/escape/${ids[1]}`, false],
    ]);
  });

  it("counts a remote session a logged-in player finished with its creator", async () => {
    const creator = await proCreator();
    const { ids } = await saga(creator, ["Ensemble 1", "Ensemble 2"]);
    const host = await proCreator();
    const guest = await proCreator();
    await finished(ids[0]!, { userId: host.id });
    const session = (await env.DB.prepare("SELECT session_id AS id FROM play_results WHERE game_id = ?").bind(ids[0]).first<{ id: string }>())!.id;
    await env.DB.prepare("INSERT INTO play_participants (session_id, subject, user_id, name, kind, finished) VALUES (?, ?, ?, 'Invité', 'user', 1)").bind(session, guest.id, guest.id).run();
    const { progress } = await progressOf(ids[1]!, { Cookie: guest.cookie });
    expect(progress?.chapters.map((chapter) => chapter.won)).toEqual([true, false]);
  });
});

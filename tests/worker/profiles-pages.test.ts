import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { get } from "./http";
import { publishGame } from "./play-fixtures";
import { multiSession, soloResult, text } from "./profiles-fixtures";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 10, 12);

const setPublic = (id: string, on: boolean) => env.DB.prepare("UPDATE users SET parties_public = ? WHERE id = ?").bind(on ? 1 : 0, id).run();

/** The rows of the parties table, each as its cells' text. */
function partyRows(html: string): string[][] {
  const body = html.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => visibleText(cell[1]).trim()),
  );
}

describe("/c/{name}/parties", () => {
  it("lists the sessions the person played and created, newest first, with game, date, mode, part, outcome and time", async () => {
    const person = await signedIn();
    const friend = await signedIn();
    const game = await publishGame({ multi: true });
    const other = await publishGame({ multi: true });
    await soloResult(game.id, person.id, "won", T0, 754);
    await multiSession(other.id, person.id, [person.id, friend.id], T0 + DAY);
    await multiSession(game.id, friend.id, [friend.id, person.id], T0 + 2 * DAY);
    await multiSession(other.id, person.id, [], T0 + 3 * DAY, false);
    // Someone else's session the person was never in, and their own unfinished participation: not theirs to list.
    await multiSession(game.id, friend.id, [friend.id], T0 + 4 * DAY);
    await soloResult(game.id, friend.id, "lost", T0 + 5 * DAY);
    await setPublic(person.id, true);

    const rows = partyRows(await (await get(`/c/${person.username}/parties`)).text());
    const [played, created] = [text("fr", "profile.partyPlayed"), text("fr", "profile.partyCreated")];
    expect(rows).toEqual([
      [other.title, "13 janv. 2026", text("fr", "profile.modes.multi"), created, text("fr", "profile.outcomes.open"), "–"],
      [game.title, "12 janv. 2026", text("fr", "profile.modes.multi"), played, text("fr", "profile.outcomes.won"), "15 min"],
      [other.title, "11 janv. 2026", text("fr", "profile.modes.multi"), `${played}, ${created}`, text("fr", "profile.outcomes.won"), "15 min"],
      [game.title, "10 janv. 2026", text("fr", "profile.modes.solo"), played, text("fr", "profile.outcomes.won"), "12 min 34 s"],
    ]);
  });

  it("is private by default: others read that it is, the person sees theirs with who can see it and where to change it", async () => {
    const person = await signedIn();
    const stranger = await signedIn();
    const game = await publishGame();
    await soloResult(game.id, person.id, "won", T0);

    for (const page of [await get(`/c/${person.username}/parties`), await open(`/c/${person.username}/parties`, stranger.cookie)]) {
      const html = await page.text();
      expect(visibleText(html)).toContain(text("fr", "profile.partiesPrivate", { name: person.username }));
      expect(html).not.toContain(game.title);
      // Nor is anyone but the owner offered to edit the profile.
      expect(visibleText(html)).not.toContain(text("fr", "profile.editLink"));
    }
    const own = await (await open(`/c/${person.username}/parties`, person.cookie)).text();
    expect(visibleText(own)).toContain(text("fr", "profile.partiesOwnerPrivate"));
    expect(visibleText(own)).toContain(text("fr", "profile.partiesChange"));
    expect(own).toContain('href="/account#public-profile-title"');
    expect(own).toContain(game.title);

    await setPublic(person.id, true);
    expect(await (await open(`/c/${person.username}/parties`, stranger.cookie)).text()).toContain(game.title);
    expect(visibleText(await (await open(`/c/${person.username}/parties`, person.cookie)).text())).toContain(text("fr", "profile.partiesOwnerPublic"));
  });

  it("names a private game only to the person who played it", async () => {
    const person = await signedIn();
    const game = await publishGame({ visibility: "private" });
    await soloResult(game.id, person.id, "lost", T0);
    await setPublic(person.id, true);
    const seen = await (await get(`/c/${person.username}/parties`)).text();
    expect(seen).not.toContain(game.title);
    expect(visibleText(seen)).toContain(text("fr", "profile.privateGame"));
    expect(await (await open(`/c/${person.username}/parties`, person.cookie)).text()).toContain(game.title);
  });

  it("pages 24 sessions at a time with ?page=N links", async () => {
    const person = await signedIn();
    const game = await publishGame();
    for (let i = 0; i < 25; i++) await soloResult(game.id, person.id, "won", T0 + i * DAY);
    await setPublic(person.id, true);
    const first = await (await get(`/c/${person.username}/parties`)).text();
    expect(partyRows(first)).toHaveLength(24);
    expect(first).toContain(`href="/c/${person.username}/parties?page=2"`);
    const second = await (await get(`/c/${person.username}/parties?page=2`)).text();
    expect(partyRows(second)).toHaveLength(1);
    expect(partyRows(second)[0][1]).toBe("10 janv. 2026");
    expect((await get(`/c/${person.username}/parties?page=abc`)).status).toBe(200);
  });
});

describe("/c/{name} and /c/{name}/games", () => {
  it("shows the figures, with sessions played only where the parties are visible", async () => {
    const person = await signedIn();
    await env.DB.prepare("UPDATE users SET account_type = 'creator' WHERE id = ?").bind(person.id).run();
    const game = await publishGame({ creatorId: person.id });
    await publishGame({ creatorId: person.id, visibility: "private" });
    await soloResult(game.id, person.id, "won", T0);
    await soloResult(game.id, person.id, "lost", T0 + DAY);
    const page = visibleText(await (await get(`/c/${person.username}`)).text());
    expect(page).toContain(`1 ${text("fr", "profile.figureGames")}`);
    expect(page).not.toContain(text("fr", "profile.figureSessions"));
    await setPublic(person.id, true);
    expect(visibleText(await (await get(`/c/${person.username}`)).text())).toContain(`2 ${text("fr", "profile.figureSessions")}`);
  });

  it("lists the published listed games, 24 a page", async () => {
    const person = await signedIn();
    const titles: string[] = [];
    for (let i = 0; i < 25; i++) titles.push((await publishGame({ creatorId: person.id })).title);
    const hidden = await publishGame({ creatorId: person.id, visibility: "unlisted" });
    const first = await (await get(`/c/${person.username}/games`)).text();
    const second = await (await get(`/c/${person.username}/games?page=2`)).text();
    const cards = (html: string) => titles.filter((title) => html.includes(`>${title}</a>`));
    expect(cards(first)).toHaveLength(24);
    expect(cards(second)).toHaveLength(1);
    expect(first + second).not.toContain(hidden.title);
    expect(first).toContain(`href="/c/${person.username}/games?page=2"`);
  });

  it("has no profile for a removed or banned account", async () => {
    const removed = await signedIn(-1);
    const banned = await signedIn();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), banned.id).run();
    for (const name of [removed.username, banned.username]) {
      for (const path of ["", "/games", "/parties"]) expect((await get(`/c/${name}${path}`)).status, `${name}${path}`).toBe(404);
    }
  });

  it("shows a bio holding markup as text", async () => {
    const person = await signedIn();
    await env.DB.prepare("UPDATE users SET bio = ? WHERE id = ?").bind('<img src=x onerror="alert(1)"><script>alert(2)</script>', person.id).run();
    const html = await (await get(`/c/${person.username}`)).text();
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).not.toContain('<img src=x onerror="alert(1)">');
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import type { Action } from "../../app/engine";
import { LOCALES } from "../../app/i18n/locales";
import { formatDuration } from "../../app/lib/durations";
import { firstAnswer, wrongValue } from "../rooms/play-data";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { openSolo, played, report, resultRow } from "./account-results-fixtures";
import { get } from "./http";
import { publishGame } from "./play-fixtures";

/**
 * /account/r/{id}, …/progress and …/progress/{session}: a creator's results, built from sessions the
 * session endpoint opened and game rooms reported, for the game's owner on a plan with results only.
 */

const demo = DEMO_GAMES.classic;
const ROOMS = demo.definition.rooms.length;
const bcp = LOCALES.fr.locale;
// As a person reads it: the page's text with its spaces (narrow and non-breaking ones included) made plain.
const duration = (seconds: number) => formatDuration(seconds, bcp).replace(/\s+/g, " ");

// The walkthrough with one hint and one wrong answer just before the first puzzle answered.
const { index: answerAt, action: firstRight } = firstAnswer(demo.walkthrough);
const wonWithHelp: Action[] = [
  ...demo.walkthrough.slice(0, answerAt),
  demo.definition.hints.some((hint) => hint.puzzleId === firstRight.puzzleId) ? { type: "askHint", puzzleId: firstRight.puzzleId } : { type: "askHint" },
  { ...firstRight, value: wrongValue(demo.definition, firstRight.puzzleId, 1) },
  ...demo.walkthrough.slice(answerAt),
];
const firstMove = demo.walkthrough.findIndex((action) => action.type === "enterRoom");
const leftEarly: Action[] = [...demo.walkthrough.slice(0, firstMove + 1), { type: "leave" }];

/** Each body row of the page's table of this caption as the texts of its cells. */
function tableRows(html: string, caption: RegExp): string[][] {
  return rowsOf(html, caption).map((row) => row.cells);
}

/** The row that links to this session, in the table of this caption. */
function sessionRow(html: string, caption: RegExp, session: string): string[] {
  const row = rowsOf(html, caption).find((candidate) => candidate.html.includes(`/progress/${session}"`));
  if (!row) throw new Error(`no row for ${session}`);
  return row.cells;
}

function rowsOf(html: string, caption: RegExp): { html: string; cells: string[] }[] {
  const table = [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]).find((t) => caption.test(visibleText(t.match(/<caption[\s\S]*?<\/caption>/)?.[0] ?? "")));
  if (!table) throw new Error(`no table captioned ${caption}`);
  const body = table.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => ({
    html: row[1],
    cells: [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => visibleText(cell[1])),
  }));
}

async function gameWithSessions() {
  const owner = await signedIn(3);
  const game = await publishGame({ type: "classic", creatorId: owner.id });
  const player = await signedIn(1);
  const won = await openSolo(game.id, player.cookie);
  await report(won, played(demo.definition, wonWithHelp));
  const left = await openSolo(game.id);
  await report(left, played(demo.definition, leftEarly));
  const running = await openSolo(game.id);
  return { owner, game, player, won, left, running };
}

describe("a creator's results", () => {
  it("shows a Pro owner every session of the game with its players, outcome, time, hints, wrong answers and rooms reached", async () => {
    const { owner, game, player, won, left, running } = await gameWithSessions();
    const res = await open(`/account/r/${game.id}/progress`, owner.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const rows = tableRows(html, /Parties de .*, de la plus récente à la plus ancienne/);
    expect(rows).toHaveLength(3);
    const wonResult = (await resultRow(won))!;
    const leftResult = (await resultRow(left))!;
    expect(wonResult).toMatchObject({ outcome: "won", hints_used: 1, wrong_answers: 1 });

    const caption = /Parties de /;
    expect(sessionRow(html, caption, running).slice(1)).toEqual(["Solo", "Visiteur sans compte", "En cours", "—", "—", "—", "—"]);
    expect(sessionRow(html, caption, left).slice(1)).toEqual([
      "Solo",
      "Visiteur sans compte",
      "Abandonnée",
      duration(leftResult.timer_seconds),
      "0",
      "0",
      `${leftResult.rooms_reached} salle(s) sur ${ROOMS}`,
    ]);
    expect(sessionRow(html, caption, won).slice(1)).toEqual(["Solo", player.username, "Gagnée", duration(wonResult.timer_seconds), "1", "1", `${wonResult.rooms_reached} salle(s) sur ${ROOMS}`]);
    expect(html).toContain(`href="/account/r/${game.id}/progress/${won}"`);

    // The overview lists the same sessions under the game's figures.
    const overview = await (await open(`/account/r/${game.id}`, owner.cookie)).text();
    expect(visibleText(overview)).toContain("Parties terminées 2");
    expect(tableRows(overview, /Dernières parties/)).toHaveLength(3);
  });

  it("opens one session with each player's line and the achievements unlocked in it", async () => {
    const { owner, game, player, won } = await gameWithSessions();
    const res = await open(`/account/r/${game.id}/progress/${won}`, owner.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const wonResult = (await resultRow(won))!;
    expect(tableRows(html, /Joueurs de la partie/)).toEqual([
      [player.username, "Oui", duration(wonResult.timer_seconds), "1", "1", `${wonResult.rooms_reached} salle(s) sur ${ROOMS}`],
    ]);
    const unlocked = JSON.parse(wonResult.achievements) as string[];
    expect(unlocked.length).toBeGreaterThan(0);
    const text = visibleText(html);
    for (const id of unlocked) expect(text).toContain(demo.definition.achievements.find((a) => a.id === id)!.name);
  });

  it("shows a Basic owner the upgrade prompt instead of the figures", async () => {
    const owner = await signedIn(1);
    const game = await publishGame({ type: "classic", creatorId: owner.id });
    const player = await signedIn(1);
    const session = await openSolo(game.id, player.cookie);
    await report(session, played(demo.definition, wonWithHelp));
    for (const path of [`/account/r/${game.id}`, `/account/r/${game.id}/progress`, `/account/r/${game.id}/progress/${session}`]) {
      const res = await open(path, owner.cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('href="/account?tab=subscription"');
      expect(visibleText(html), path).toContain("Les résultats des joueurs sont inclus dans l'offre Pro");
      expect(html, path).not.toContain("<table");
      expect(visibleText(html), path).not.toContain(player.username);
    }
  });

  it("answers 404 to anyone but the owner and sends a visitor to log in", async () => {
    const { game, won, player } = await gameWithSessions();
    const stranger = await signedIn(3);
    for (const path of [`/account/r/${game.id}`, `/account/r/${game.id}/progress`, `/account/r/${game.id}/progress/${won}`]) {
      for (const cookie of [stranger.cookie, player.cookie]) {
        const res = await open(path, cookie);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toContain(game.title);
      }
      const visitor = await get(path);
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get("Location"), path).toBe(`/connect?r=${encodeURIComponent(path)}`);
    }
  });

  it("answers 404 for a session of another game, even one of the same owner, and for an unknown one", async () => {
    const { owner, game } = await gameWithSessions();
    const other = await publishGame({ type: "classic", creatorId: owner.id });
    const elsewhere = await openSolo(other.id);
    for (const session of [elsewhere, "no-such-session", "%27%3B--"]) {
      const res = await open(`/account/r/${game.id}/progress/${session}`, owner.cookie);
      expect(res.status, session).toBe(404);
    }
    expect((await open(`/account/r/${other.id}/progress/${elsewhere}`, owner.cookie)).status).toBe(200);
  });

  it("lists the sessions twenty to a page, newest first, and takes any page number without failing", async () => {
    const owner = await signedIn(3);
    const game = await publishGame({ type: "classic", creatorId: owner.id });
    for (let i = 0; i < 23; i++) await openSolo(game.id);
    const { results } = await env.DB.prepare("SELECT id FROM play_sessions WHERE game_id = ? ORDER BY created_at DESC, id DESC").bind(game.id).all<{ id: string }>();
    const ids = results.map((row) => row.id);
    const linked = (html: string) => [...html.matchAll(new RegExp(`href="/account/r/${game.id}/progress/([^"]+)"`, "g"))].map((m) => m[1]);

    const first = await (await open(`/account/r/${game.id}/progress`, owner.cookie)).text();
    expect(linked(first)).toEqual(ids.slice(0, 20));
    expect(visibleText(first)).toContain("Page 1 sur 2");
    expect(first).toContain(`href="/account/r/${game.id}/progress?page=2"`);

    const second = await (await open(`/account/r/${game.id}/progress?page=2`, owner.cookie)).text();
    expect(linked(second)).toEqual(ids.slice(20));
    expect(visibleText(second)).toContain("Parties plus récentes");

    for (const page of ["abc", "-4", "0"]) expect(linked(await (await open(`/account/r/${game.id}/progress?page=${page}`, owner.cookie)).text())).toEqual(ids.slice(0, 20));
    expect(linked(await (await open(`/account/r/${game.id}/progress?page=99`, owner.cookie)).text())).toEqual(ids.slice(20));
  });

  it("speaks the site's language", async () => {
    const { owner, game } = await gameWithSessions();
    const text = visibleText(await (await open(`/account/r/${game.id}/progress`, owner.cookie, "en")).text());
    expect(text).toContain("Sessions of");
    expect(text).toContain("In progress");
    expect(text).toContain("Visitor without an account");
  });
});

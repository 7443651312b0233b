import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { translate } from "../../app/i18n/catalog.server";
import { playPageLoader } from "../../app/lib/play/play-page.server";
import type { PlayPageData } from "../../app/lib/play/types";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { insertedEvent, movePlayer, sessionOfPlayer, type EventOptions } from "./events-fixtures";
import { get } from "./http";
import { runLoader, visitorCookie } from "./play-fixtures";
import { granted, joinAs } from "./play-multi-fixtures";

/**
 * Players joining a live event by its code (ADR 054): the team they are given or choose, the places a
 * team has, who may come without an account, and the team's play page that gives them their place.
 */

const fr = (key: string, params?: Record<string, string | number>) => translate("fr", key, params);
const text = (html: string) => visibleText(html).replace(/[\u00a0\u202f]/g, " ");

/** An event whose host is a real account on a plan that invites guests (Education by default). */
const event = (options: EventOptions = {}) => insertedEvent({ hostGrade: 4, ...options });
const sessionsOf = (e: Awaited<ReturnType<typeof event>>) => e.teams.map((team) => team.session);
const joinPath = (e: Awaited<ReturnType<typeof event>>, team: number) => `/play/${e.game.id}/${e.teams[team - 1].session}/join`;

let address = 0;
/** The join form as a browser posts it, each player from an address of their own. */
function joinEvent(code: string, form: Record<string, string>, cookie: string) {
  return SELF.fetch(`http://escaplay.fr/event/${code}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Host: "escaplay.fr", "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Cookie: cookie, "CF-Connecting-IP": `2001:db8:e4e::${(++address).toString(16)}` },
    redirect: "manual",
  });
}

describe("joining an event whose host assigns the teams", () => {
  it("puts each player in the team with the fewest players, the lowest number first, as a participant of its session", async () => {
    const e = await event({ teams: 3, maxTeamSize: 2 });
    const players = await Promise.all([1, 2, 3, 4].map(() => signedIn(1)));
    const landed: string[] = [];
    for (const player of players) {
      const res = await joinEvent(e.code, {}, player.cookie);
      expect(res.status).toBe(302);
      landed.push(res.headers.get("Location")!);
    }
    expect(landed).toEqual([joinPath(e, 1), joinPath(e, 2), joinPath(e, 3), joinPath(e, 1)]);
    const row = await env.DB.prepare("SELECT user_id, name, kind FROM play_participants WHERE subject = ?").bind(players[0].id).first();
    expect(row).toEqual({ user_id: players[0].id, name: players[0].username, kind: "user" });
  });

  it("keeps a player in their team when they join again", async () => {
    const e = await event({ teams: 2 });
    const player = await signedIn(1);
    const first = await joinEvent(e.code, {}, player.cookie);
    const again = await joinEvent(e.code, {}, player.cookie);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await sessionOfPlayer(sessionsOf(e), player.id)).toEqual([e.teams[0].session]);
    const page = text(await (await open(`/event/${e.code}`, player.cookie)).text());
    expect(page).toContain(fr("events.join.yourTeam", { team: "Équipe 1" }));
  });

  it("says so when every team is full", async () => {
    const e = await event({ teams: 2, maxTeamSize: 1 });
    for (let i = 0; i < 2; i++) expect((await joinEvent(e.code, {}, (await signedIn(1)).cookie)).status).toBe(302);
    const late = await signedIn(1);
    const res = await joinEvent(e.code, {}, late.cookie);
    expect(res.status).toBe(409);
    expect(text(await res.text())).toContain(fr("events.join.eventFull"));
    expect(await sessionOfPlayer(sessionsOf(e), late.id)).toEqual([]);
  });
});

describe("joining an event whose players choose their team", () => {
  it("shows the teams with their players, takes the chosen one, and refuses a full one", async () => {
    const e = await event({ teams: 3, maxTeamSize: 1, teamChoice: "choose" });
    const first = await signedIn(1);
    expect((await joinEvent(e.code, { team: "2" }, first.cookie)).headers.get("Location")).toBe(joinPath(e, 2));

    const second = await signedIn(1);
    const html = await (await open(`/event/${e.code}`, second.cookie)).text();
    expect(html).toMatch(/<input type="radio" id="event-team-2"[^>]* disabled=""/);
    expect(html).not.toMatch(/id="event-team-1"[^>]*disabled/);
    expect(text(html)).toContain(`Équipe 1 — ${fr("events.join.players", { n: 0 })}`);
    expect(text(html)).toContain(`Équipe 2 — ${fr("events.join.teamFullShort")}`);

    const full = await joinEvent(e.code, { team: "2" }, second.cookie);
    expect(full.status).toBe(409);
    expect(text(await full.text())).toContain(fr("events.join.teamFull", { team: "Équipe 2" }));
    for (const team of ["", "9", "deux"]) {
      const res = await joinEvent(e.code, { team }, second.cookie);
      expect(res.status, team).toBe(400);
      expect(text(await res.text())).toContain(fr("events.join.teamMissing"));
    }
    expect(await sessionOfPlayer(sessionsOf(e), second.id)).toEqual([]);
    expect((await joinEvent(e.code, { team: "3" }, second.cookie)).headers.get("Location")).toBe(joinPath(e, 3));
  });
});

describe("who may join", () => {
  it("asks a visitor to log in when the event admits no guests, and back to the event after", async () => {
    const e = await event({ guests: false });
    const visitor = visitorCookie();
    const html = await (await get(`/event/${e.code}`, "escaplay.fr", { Cookie: visitor.cookie })).text();
    expect(text(html)).toContain(fr("events.join.loginNeeded"));
    expect(html).toContain(`href="/connect?r=${encodeURIComponent(`/event/${e.code}`)}"`);
    expect(html).not.toContain('name="name"');
    const res = await joinEvent(e.code, { name: "Zoé" }, visitor.cookie);
    expect(res.status).toBe(401);
    expect(await sessionOfPlayer(sessionsOf(e), `visitor:${visitor.id}`)).toEqual([]);
  });

  it("lets a visitor in under a nickname where the event and its host's plan welcome guests, and their team's page asks nothing again", async () => {
    const e = await event({ guests: true, teams: 2 });
    const visitor = visitorCookie();
    expect(await (await get(`/event/${e.code}`, "escaplay.fr", { Cookie: visitor.cookie })).text()).toContain('name="name"');
    const bad = await joinEvent(e.code, { name: "<b>" }, visitor.cookie);
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain(fr("events.join.nameInvalid", { n: 24 }));

    const res = await joinEvent(e.code, { name: " Zoé " }, visitor.cookie);
    expect(res.headers.get("Location")).toBe(joinPath(e, 1));
    const row = await env.DB.prepare("SELECT session_id, user_id, name, kind FROM play_participants WHERE subject = ?").bind(`visitor:${visitor.id}`).first();
    expect(row).toEqual({ session_id: e.teams[0].session, user_id: null, name: "Zoé", kind: "guest" });

    const page = await runLoader<{ play: PlayPageData }>(playPageLoader, joinPath(e, 1), visitor.cookie);
    const play = page.data!.play;
    if (play.kind !== "game") throw new Error(JSON.stringify(play));
    expect(play.multi.session).toMatchObject({ joined: true, needsNickname: false, needsKey: false, youAreCreator: false, guests: true });
    const grant = await granted(await joinAs(e.teams[0].session, { cookie: visitor.cookie }));
    expect(grant.multi).toMatchObject({ playerId: `visitor:${visitor.id}`, creator: false });

    // Another visitor who was not given this team sees its page as expired.
    const stranger = visitorCookie();
    const refused = await runLoader<{ play: PlayPageData }>(playPageLoader, joinPath(e, 1), stranger.cookie);
    expect(refused.data!.play).toMatchObject({ kind: "error", error: "session-expired" });
  });

  it("admits no visitor once the host's plan no longer invites guests", async () => {
    const e = await event({ guests: true, hostGrade: 1 });
    const visitor = visitorCookie();
    expect(text(await (await get(`/event/${e.code}`, "escaplay.fr", { Cookie: visitor.cookie })).text())).toContain(fr("events.join.loginNeeded"));
    expect((await joinEvent(e.code, { name: "Zoé" }, visitor.cookie)).status).toBe(401);
  });

  it("answers 404 with a clear page for a code no open event has", async () => {
    const ended = await event();
    await env.DB.prepare("UPDATE live_events SET status = 'ended' WHERE id = ?").bind(ended.id).run();
    const old = await event();
    await env.DB.prepare("UPDATE live_events SET created_at = ? WHERE id = ?").bind(Date.now() - 25 * 3600 * 1000, old.id).run();
    const player = await signedIn(1);
    for (const code of [ended.code, old.code, "1234560", "0123456", "abc"]) {
      const res = await open(`/event/${code}`, player.cookie);
      expect(res.status, code).toBe(404);
      expect(text(await res.text())).toContain(fr("events.join.goneTitle"));
    }
    expect((await joinEvent(ended.code, {}, player.cookie)).status).toBe(404);
    expect(await sessionOfPlayer(sessionsOf(ended), player.id)).toEqual([]);
  });

  it("shows the event's title and game in the player's language", async () => {
    const e = await event();
    const html = text(await (await open(`/event/${e.code}`, (await signedIn(1)).cookie, "de")).text());
    expect(html).toContain(e.title);
    expect(html).toContain(translate("de", "events.join.game", { game: e.game.title }));
    expect(html).toContain(translate("de", "events.join.submit"));
    expect(DEMO_GAMES.classic.definition.meta.multi).toBe(true);
  });
});

describe("GET /resources/event-team", () => {
  it("gives a player the page of the team they are in now, after a move too", async () => {
    const e = await event({ teams: 2, maxTeamSize: 3 });
    const player = await signedIn(1);
    await joinEvent(e.code, {}, player.cookie);
    const ask = (cookie?: string) => SELF.fetch(`http://escaplay.fr/resources/event-team?code=${e.code}`, { headers: { Host: "escaplay.fr", ...(cookie ? { Cookie: cookie } : {}) } });
    const before = await ask(player.cookie);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ path: joinPath(e, 1) });
    expect((await movePlayer(e.code, { playerId: player.id, team: 2 })).status).toBe(200);
    expect(await (await ask(player.cookie)).json()).toEqual({ path: joinPath(e, 2) });

    expect((await ask((await signedIn(1)).cookie)).status).toBe(404);
    expect((await ask()).status).toBe(401);
    const bad = await SELF.fetch("http://escaplay.fr/resources/event-team?code=x", { headers: { Host: "escaplay.fr", Cookie: player.cookie } });
    expect(bad.status).toBe(404);
  });
});

describe("a game page's own session code for a team", () => {
  it("is not a way into the team for its host either", async () => {
    const account = await signedIn(4);
    const game = (await event()).game;
    expect((await send("/events/new", { game: game.id, teams: "2" }, account.cookie)).status).toBe(302);
    const row = await env.DB.prepare("SELECT t.session_id FROM live_event_teams t JOIN live_events e ON e.id = t.event_id WHERE e.host_id = ? ORDER BY t.team").bind(account.id).first<{ session_id: string }>();
    const page = await runLoader<{ play: PlayPageData }>(playPageLoader, `/play/${game.id}/${row!.session_id}/join`, account.cookie);
    expect(page.data!.play).toMatchObject({ kind: "error", error: "session-expired" });
  });
});

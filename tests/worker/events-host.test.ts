import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { translate } from "../../app/i18n/catalog.server";
import { createEvent } from "../../app/lib/events/create.server";
import type { CurrentUser } from "../../app/lib/session.server";
import { currentUser } from "../../app/lib/session.server";
import { createLoadContext } from "../../workers/load-context";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { insertedEvent, seatPlayer } from "./events-fixtures";
import { get } from "./http";
import { publishGame, startedCount } from "./play-fixtures";

/**
 * The host's side of live events (ADR 054): who may create one and with what, the code and team
 * sessions it gets, the host's list, and the results page and file, for the host only.
 */

const EVENT_CODE = /^[1-9]\d{6}$/;
const SESSION_CODE = /^[1-9]\d{8}$/;
const fr = (key: string, params?: Record<string, string | number>) => translate("fr", key, params);
const text = (html: string) => visibleText(html).replace(/[\u00a0\u202f]/g, " ");

afterEach(() => {
  vi.restoreAllMocks();
});

type EventRow = { id: string; code: string; host_id: string; game_id: string; game_version: number; title: string; team_choice: string; max_team_size: number; time_limit_seconds: number | null; hints: string; guests: number; status: string };
const eventsOf = async (hostId: string) =>
  (await env.DB.prepare("SELECT * FROM live_events WHERE host_id = ? ORDER BY created_at").bind(hostId).all<EventRow>()).results;
const teamRows = async (eventId: string) =>
  (
    await env.DB.prepare(
      `SELECT t.team, t.name, t.session_id, s.mode, s.user_id, s.min_players, s.max_players, s.guests, s.game_version, s.game_id, s.status
       FROM live_event_teams t JOIN play_sessions s ON s.id = t.session_id WHERE t.event_id = ? ORDER BY t.team`,
    )
      .bind(eventId)
      .all<Record<string, unknown>>()
  ).results;

const createForm = (game: string, extra: Record<string, string> = {}) => ({ game, title: "", teams: "", teamNames: "", teamChoice: "assigned", teamSize: "", timeLimit: "", hints: "game", ...extra });

describe("creating a live event", () => {
  it("gives an Education, Pro or Company host a seven-digit code and one multiplayer session per team", async () => {
    const game = await publishGame({ multi: true });
    for (const grade of [4, 3, 5, 6]) {
      const host = await signedIn(grade);
      const res = await send("/events/new", createForm(game.id, { title: "Classe de 4e B", teams: "3", teamNames: "Les Lynx\n\nLes Aigles", teamSize: "2", timeLimit: "45", hints: "host", guests: "on" }), host.cookie);
      expect(res.status, `grade ${grade}`).toBe(302);
      const [event] = await eventsOf(host.id);
      expect(res.headers.get("Location")).toBe(`/events/${event.id}`);
      expect(event).toMatchObject({ game_id: game.id, game_version: 1, title: "Classe de 4e B", team_choice: "assigned", max_team_size: 2, time_limit_seconds: 45 * 60, hints: "host", guests: 1, status: "open" });
      expect(event.code).toMatch(EVENT_CODE);
      const teams = await teamRows(event.id);
      expect(teams.map((team) => team.name)).toEqual(["Les Lynx", "Équipe 2", "Les Aigles"]);
      for (const team of teams) {
        expect(team.session_id).toMatch(SESSION_CODE);
        expect(team).toMatchObject({ mode: "multi", user_id: host.id, min_players: 1, max_players: 2, guests: 1, game_version: 1, game_id: game.id, status: "open" });
      }
      // Nobody is in a team yet: the host steers from the event, players come in through its code.
      const seated = await env.DB.prepare(`SELECT count(*) AS n FROM play_participants WHERE session_id IN (${teams.map(() => "?").join(",")})`)
        .bind(...teams.map((team) => team.session_id))
        .first<{ n: number }>();
      expect(seated?.n).toBe(0);
    }
    expect(await startedCount(game.id)).toBe(12);
  });

  it("takes the game's title, four teams, the game's maximum and its own rules by default, named in the host's language", async () => {
    const game = await publishGame({ multi: true });
    const host = await signedIn(4);
    const res = await send("/events/new", { game: game.id }, host.cookie, "en");
    expect(res.status).toBe(302);
    const [event] = await eventsOf(host.id);
    expect(event).toMatchObject({ title: game.title, team_choice: "assigned", max_team_size: DEMO_GAMES.classic.definition.meta.maxPlayers, time_limit_seconds: null, hints: "game", guests: 0 });
    expect((await teamRows(event.id)).map((team) => team.name)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
  });

  it("refuses a free account, and its page explains the plans instead", async () => {
    const game = await publishGame({ multi: true });
    // An account still to be verified is refused too (its pages first ask it to verify).
    const unverified = await signedIn(0);
    expect((await send("/events/new", createForm(game.id), unverified.cookie)).status).toBe(403);
    expect(await eventsOf(unverified.id)).toEqual([]);
    for (const grade of [1]) {
      const player = await signedIn(grade);
      const res = await send("/events/new", createForm(game.id), player.cookie);
      expect(res.status).toBe(403);
      expect(text(await res.text())).toContain(fr("events.upgrade.title"));
      expect(await eventsOf(player.id)).toEqual([]);
      for (const path of ["/events/new", "/events"]) {
        const page = await open(path, player.cookie);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(text(html)).toContain(fr("events.upgrade.title"));
        expect(html).toContain('href="/plans"');
        expect(html).not.toContain('name="teams"');
      }
    }
  });

  it("sends a logged-out visitor to log in first", async () => {
    for (const path of ["/events", "/events/new?game=x"]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(path)}`);
    }
    const res = await send("/events/new", createForm("x"), "");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/connect\?r=/);
  });

  it("refuses a game the host may not run as a multiplayer session, saying why", async () => {
    const host = await signedIn(4);
    const soloOnly = await publishGame({ multi: false });
    const offline = await publishGame({ multi: true, status: "offline" });
    const metaSolo = await publishGame({ multi: true, definition: { ...DEMO_GAMES.classic.definition, meta: { ...DEMO_GAMES.classic.definition.meta, multi: false } } });
    const keyed = await publishGame({ multi: true, access: "key", key: "SESAME" });
    for (const [gameId, message, field] of [
      ["no-such-game", fr("events.errors.game"), "event-game"],
      ["", fr("events.errors.game"), "event-game"],
      [soloOnly.id, fr("access.errors.multi-unavailable.text"), "event-game"],
      [offline.id, fr("access.errors.gone.text"), "event-game"],
      [metaSolo.id, fr("access.errors.multi-unavailable.text"), "event-game"],
      [keyed.id, fr("access.errors.key-only.text"), "event-key"],
    ] as const) {
      const res = await send("/events/new", createForm(gameId), host.cookie);
      expect(res.status, gameId).toBe(400);
      const html = await res.text();
      expect(text(html), gameId).toContain(message);
      expect(html).toContain(`href="#${field}"`);
    }
    expect((await send("/events/new", createForm(keyed.id, { key: "nope" }), host.cookie)).status).toBe(400);
    expect(await eventsOf(host.id)).toEqual([]);
    expect((await send("/events/new", createForm(keyed.id, { key: " SESAME " }), host.cookie)).status).toBe(302);
  });

  it("names every wrong field in the host's language, and never fails with a 500", async () => {
    const game = await publishGame({ multi: true });
    const host = await signedIn(3);
    const max = DEMO_GAMES.classic.definition.meta.maxPlayers;
    const cases: [Record<string, string>, string][] = [
      [{ teams: "1" }, fr("events.errors.teams", { min: 2, max: 40 })],
      [{ teams: "41" }, fr("events.errors.teams", { min: 2, max: 40 })],
      [{ teams: "trois" }, fr("events.errors.teams", { min: 2, max: 40 })],
      [{ teams: "2", teamNames: "A\nB\nC" }, fr("events.errors.teamNamesTooMany", { n: 2 })],
      [{ teams: "3", teamNames: "Rouge\nrouge" }, fr("events.errors.teamNamesUnique", { name: "rouge" })],
      [{ teams: "3", teamNames: "Équipe 2" }, fr("events.errors.teamNamesUnique", { name: "Équipe 2" })],
      [{ teamNames: "x".repeat(41) }, fr("events.errors.teamNameLength", { n: 40 })],
      [{ title: "t".repeat(81) }, fr("events.errors.title", { n: 80 })],
      [{ teamChoice: "random" }, fr("events.errors.teamChoice")],
      [{ teamSize: "0" }, fr("events.errors.teamSize", { max })],
      [{ teamSize: String(max + 1) }, fr("events.errors.teamSize", { max })],
      [{ timeLimit: "0" }, fr("events.errors.timeLimit", { max: 600 })],
      [{ timeLimit: "601" }, fr("events.errors.timeLimit", { max: 600 })],
      [{ timeLimit: "1.5" }, fr("events.errors.timeLimit", { max: 600 })],
      [{ hints: "nobody" }, fr("events.errors.hints")],
    ];
    for (const [fields, message] of cases) {
      const res = await send("/events/new", createForm(game.id, fields), host.cookie);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(text(await res.text()), JSON.stringify(fields)).toContain(message);
    }
    // Not a form at all, or a field far too long: refused before anything is read.
    const notForm = await SELF.fetch("http://escaplay.fr/events/new", { method: "POST", headers: { Host: "escaplay.fr", Cookie: host.cookie, "Content-Type": "application/json" }, body: "{}", redirect: "manual" });
    expect(notForm.status).toBeGreaterThanOrEqual(400);
    expect(notForm.status).toBeLessThan(500);
    const tooLong = await send("/events/new", { teamNames: "x".repeat(5000), game: game.id }, host.cookie);
    expect(tooLong.status).toBe(400);
    expect(await eventsOf(host.id)).toEqual([]);
  });

  it("draws the event's code again when it is taken, uniformly over seven digits", async () => {
    const game = await publishGame({ multi: true });
    const taken = await insertedEvent();
    const account = await signedIn(4);
    const request = new Request("http://escaplay.fr/events/new", { method: "POST", headers: { Host: "escaplay.fr", Cookie: account.cookie, "CF-Connecting-IP": "2001:db8:e7e::1" } });
    const context = createLoadContext(request, env, { waitUntil() {} });
    const host = (await currentUser(context)) as CurrentUser;
    const real = crypto.getRandomValues.bind(crypto);
    // A value past the last whole span (rejected), the taken code, two team codes; then a free code and two more.
    const forced = [4_293_000_000, Number(taken.code) - 1_000_000, 7_001, 7_002, 5, 7_003, 7_004];
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array && array.length === 1 && forced.length > 0) {
        array[0] = forced.shift()!;
        return array;
      }
      return real(array as ArrayBufferView) as T;
    });
    const outcome = await createEvent(context, request, host, { ...createForm(game.id, { teams: "2" }), guests: "", key: "" });
    expect(outcome).toMatchObject({ ok: true, code: "1000005" });
    expect(forced).toEqual([]);
    const [event] = await eventsOf(host.id);
    expect((await teamRows(event.id)).map((team) => team.session_id)).toEqual(["100007003", "100007004"]);
    // The event that held the code first keeps it.
    expect((await env.DB.prepare("SELECT id FROM live_events WHERE code = ?").bind(taken.code).first<{ id: string }>())?.id).toBe(taken.id);
  });
});

describe("the host's list of events", () => {
  it("lists the host's own events, newest first, with their code, status and links", async () => {
    const host = await signedIn(4);
    const game = await publishGame({ multi: true });
    for (const title of ["Premier", "Second"]) expect((await send("/events/new", createForm(game.id, { title }), host.cookie)).status).toBe(302);
    await insertedEvent();
    const [first, second] = await eventsOf(host.id);
    await env.DB.prepare("UPDATE live_events SET created_at = created_at - 60000 WHERE id = ?").bind(first.id).run();
    const html = await (await open("/events", host.cookie)).text();
    const page = text(html);
    expect(page.indexOf("Second")).toBeLessThan(page.indexOf("Premier"));
    for (const event of [first, second]) {
      expect(page).toContain(fr("events.list.code", { code: event.code }));
      expect(html).toContain(`href="/events/${event.id}"`);
      expect(html).toContain(`href="/events/${event.id}/results"`);
    }
    expect(page).toContain(fr("events.list.game", { game: game.title }));
    expect(page).toContain(fr("events.list.status.open"));
    expect(html).toContain('href="/events/new"');
    expect((await eventsOf(host.id)).length).toBe(2);
    expect(html.match(/href="\/events\/[0-9a-f-]{36}"/g)?.length).toBe(2);
  });

  it("offers a live event on a multiplayer game's page and in the account menu to the hosts who may run one", async () => {
    const game = await publishGame({ multi: true });
    const link = `href="/events/new?game=${game.id}"`;
    expect(await (await open(`/escape/${game.id}`, (await signedIn(4)).cookie)).text()).toContain(link);
    expect(await (await open(`/escape/${game.id}`, (await signedIn(1)).cookie)).text()).not.toContain(link);
    expect(await (await get(`/escape/${game.id}`)).text()).not.toContain(link);
    // The account menu leads to the host's events.
    expect(await (await open("/", (await signedIn(5)).cookie)).text()).toContain(`href="/events"`);
    expect(await (await open("/", (await signedIn(1)).cookie)).text()).not.toContain(`href="/events"`);
    const form = await (await open(`/events/new?game=${game.id}`, (await signedIn(6)).cookie)).text();
    expect(form).toMatch(new RegExp(`<option value="${game.id}" selected`));
    expect(text(form)).toContain(fr("events.new.codeHours", { hours: 24 }));
  });
});

describe("the pages for schools and companies", () => {
  it("say that one host can run many teams at once", async () => {
    for (const [path, key] of [["/education", "education.liveEvents"], ["/business", "business.liveEvents"]]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(text(await res.text())).toContain(fr(key));
    }
  });
});

async function resultFor(session: string, gameId: string, figures: { outcome: string; solved: number; timer: number; hints: number; wrong: number }) {
  await env.DB.prepare(
    `INSERT INTO play_results (session_id, game_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached, puzzles_solved)
     VALUES (?, ?, 'multi', ?, ?, ?, ?, ?, 1, ?)`,
  )
    .bind(session, gameId, figures.outcome, figures.timer, figures.timer, figures.hints, figures.wrong, figures.solved)
    .run();
}

describe("an event's results", () => {
  /** Five teams: three finished, one still playing, one nobody joined; names a spreadsheet would misread. */
  async function playedEvent() {
    const account = await signedIn(4);
    const event = await insertedEvent({ teams: 5, maxTeamSize: 4 });
    await env.DB.prepare("UPDATE live_events SET host_id = ?, started_at = ? WHERE id = ?").bind(account.id, Date.now(), event.id).run();
    const names = ['Les "As", du quiz', "=SOMME(A1)", "Calmes", "Lents", "Vides"];
    for (const [i, name] of names.entries()) await env.DB.prepare("UPDATE live_event_teams SET name = ? WHERE event_id = ? AND team = ?").bind(name, event.id, i + 1).run();
    const [t1, t2, t3, t4] = event.teams.map((team) => team.session);
    await seatPlayer(t1, { subject: account.id, userId: account.id, name: account.username });
    await seatPlayer(t1, { subject: "visitor:V1", name: "+Zoé" });
    await seatPlayer(t2, { subject: "visitor:V2", name: "Léa" });
    await seatPlayer(t3, { subject: "visitor:V3", name: "Hugo" });
    await seatPlayer(t4, { subject: "visitor:V4", name: "Inès" });
    await env.DB.prepare("UPDATE play_participants SET finished = 1 WHERE subject = 'visitor:V2'").run();
    // Listed in the order they joined.
    await env.DB.prepare("UPDATE play_participants SET joined_at = joined_at + 1000 WHERE subject = 'visitor:V1'").run();
    // Same puzzles: the faster timer first. More puzzles beat a faster timer.
    await resultFor(t1, event.game.id, { outcome: "timeUp", solved: 2, timer: 600, hints: 1, wrong: 3 });
    await resultFor(t2, event.game.id, { outcome: "lost", solved: 2, timer: 500, hints: 4, wrong: 0 });
    await resultFor(t3, event.game.id, { outcome: "won", solved: 3, timer: 1_900, hints: 0, wrong: 1 });
    return { account, event };
  }

  it("ranks the teams on puzzles solved, then the timer, then hints; teams without a result come last", async () => {
    const { account, event } = await playedEvent();
    const total = DEMO_GAMES.classic.definition.puzzles.length;
    const res = await open(`/events/${event.id}/results`, account.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((match) => text(match[1]).trim());
    const teamRows = rows.slice(1, 6);
    expect(teamRows[0]).toMatch(new RegExp(`^1 Calmes Hugo ${fr("events.results.states.won")} ${fr("events.results.solvedOf", { solved: 3, total })} 31:40 0 1$`));
    expect(teamRows[1]).toContain("2 =SOMME(A1) Léa");
    expect(teamRows[1]).toContain("08:20 4 0");
    expect(teamRows[2]).toContain(`3 Les "As", du quiz ${account.username}, +Zoé ${fr("events.results.states.timeUp")}`);
    expect(teamRows[3]).toBe(`— Lents Inès ${fr("events.results.states.playing")} — — — —`);
    expect(teamRows[4]).toBe(`— Vides ${fr("events.results.noPlayers")} ${fr("events.results.states.notStarted")} — — — —`);
    const players = rows.slice(7);
    expect(players).toContain(`${account.username} Les "As", du quiz ${fr("events.results.account")} ${fr("events.results.no")}`);
    expect(players).toContain(`Léa =SOMME(A1) ${fr("events.results.visitor")} ${fr("events.results.yes")}`);
  });

  it("downloads as a CSV file that a spreadsheet opens with its accents, and cannot run as formulas", async () => {
    const { account, event } = await playedEvent();
    const res = await open(`/events/${event.id}/results.csv`, account.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="event-${event.code}-results.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    const lines = csv.split("\r\n");
    const column = (key: string) => fr(`events.results.columns.${key}`);
    expect(lines[0]).toBe(["rank", "team", "players", "outcome", "solved", "total", "timer", "hints", "wrong"].map(column).join(","));
    const total = DEMO_GAMES.classic.definition.puzzles.length;
    expect(lines[1]).toBe(`1,Calmes,Hugo,${fr("events.results.states.won")},3,${total},31:40,0,1`);
    expect(lines[2]).toBe(`2,'=SOMME(A1),Léa,${fr("events.results.states.lost")},2,${total},08:20,4,0`);
    expect(lines[3]).toBe(`3,"Les ""As"", du quiz","${account.username}, +Zoé",${fr("events.results.states.timeUp")},2,${total},10:00,1,3`);
    expect(lines[4]).toBe(`,Lents,Inès,${fr("events.results.states.playing")},,${total},,,`);
    expect(lines[6]).toBe("");
    expect(lines[7]).toBe(["player", "team", "kind", "finished"].map(column).join(","));
    expect(lines).toContain(`'+Zoé,"Les ""As"", du quiz",${fr("events.results.visitor")},${fr("events.results.no")}`);
    expect(lines).toContain(`Léa,'=SOMME(A1),${fr("events.results.visitor")},${fr("events.results.yes")}`);
  });

  it("are the host's only: another account gets 404, a visitor is sent to log in", async () => {
    const { event } = await playedEvent();
    const other = await signedIn(4);
    for (const path of [`/events/${event.id}/results`, `/events/${event.id}/results.csv`]) {
      expect((await open(path, other.cookie)).status, path).toBe(404);
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(path)}`);
    }
    expect((await open(`/events/not-an-event/results`, other.cookie)).status).toBe(404);
    expect((await open(`/events/${crypto.randomUUID()}/results.csv`, other.cookie)).status).toBe(404);
  });
});

import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { verifyTicket } from "../../app/lib/tickets";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { get } from "./http";
import { publishGame } from "./play-fixtures";

/**
 * A live event's host screen, projector and room tickets (ADR 054): its host gets them, anyone else
 * a 404 as if the event did not exist, and a malformed ticket request a clear 4xx.
 */

let drawn = 0;

async function hostedEvent(grade = 4) {
  const host = await signedIn(grade);
  const game = await publishGame({ type: "interface", multi: true });
  const id = crypto.randomUUID();
  const code = String(3_000_000 + drawn++);
  const statements = [
    env.DB.prepare(
      `INSERT INTO live_events (id, code, host_id, game_id, game_version, title, team_choice, max_team_size) VALUES (?, ?, ?, ?, 1, 'Classe de 4e B', 'assigned', 4)`,
    ).bind(id, code, host.id, game.id),
  ];
  for (const team of [1, 2, 3]) {
    const session = String(700_000_000 + drawn * 10 + team);
    statements.push(
      env.DB.prepare(`INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players) VALUES (?, ?, 'multi', ?, 1, 4)`).bind(session, game.id, host.id),
      env.DB.prepare(`INSERT INTO live_event_teams (event_id, team, name, session_id) VALUES (?, ?, ?, ?)`).bind(id, team, `Équipe ${team}`, session),
    );
  }
  await env.DB.batch(statements);
  return { host, game, id, code };
}

const askTicket = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  SELF.fetch("http://escaplay.fr/resources/event-ticket", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { Host: "escaplay.fr", Origin: "http://escaplay.fr", "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    redirect: "manual",
  });

describe("the host's screen of a live event", () => {
  it("shows its host the event, its teams and how players join", async () => {
    const { host, id, code } = await hostedEvent();
    const res = await open(`/events/${id}`, host.cookie);
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toContain("Classe de 4e B");
    expect(text).toContain(code);
    for (const team of ["Équipe 1", "Équipe 2", "Équipe 3"]) expect(text).toContain(team);
    expect(text).toContain("Lancer toutes les équipes");
  });

  it("is a 404 for any other account, and asks a visitor to sign in", async () => {
    const { id } = await hostedEvent();
    const other = await signedIn(4);
    expect((await open(`/events/${id}`, other.cookie)).status).toBe(404);
    expect((await open(`/events/${id}/projector`, other.cookie)).status).toBe(404);
    expect((await open(`/events/not-an-event`, other.cookie)).status).toBe(404);
    const visitor = await get(`/events/${id}`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent(`/events/${id}`)}`);
  });

  it("gives the projector its own page without the site's chrome", async () => {
    const { host, id, code } = await hostedEvent();
    const res = await open(`/events/${id}/projector`, host.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("event-projector");
    expect(visibleText(html)).toContain(code);
  });
});

describe("tickets to the event's room", () => {
  it("are signed for the host only: steering from the host screen, watching from the projector", async () => {
    const { host, id, code } = await hostedEvent();
    for (const access of ["edit", "view"] as const) {
      const res = await askTicket({ eventId: id, access }, host.cookie);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { room: string; party: string; ticket: string };
      expect(body).toMatchObject({ party: "event", room: code });
      const claims = await verifyTicket(env.TICKET_SECRET as string, body.ticket);
      expect(claims).toMatchObject({ party: "event", room: code, sub: host.id, access });
    }
  });

  it("are refused to other accounts, visitors, other sites and malformed requests, with a reason", async () => {
    const { id } = await hostedEvent();
    const other = await signedIn(4);
    expect((await askTicket({ eventId: id, access: "edit" }, other.cookie)).status).toBe(404);
    const visitor = await askTicket({ eventId: id, access: "edit" });
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { message: string }).message).toBe("Connectez-vous pour animer cet événement.");
    expect((await askTicket({ eventId: id, access: "edit" }, other.cookie, { Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await askTicket("not json", other.cookie)).status).toBe(400);
    expect((await askTicket({ eventId: id, access: "admin" }, other.cookie)).status).toBe(400);
    const wrongMethod = await get("/resources/event-ticket");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("POST");
  });
});

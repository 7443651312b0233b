import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import * as Sentry from "@sentry/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { api } from "../../workers/api";
import { checkHealth } from "../../app/lib/observability/health.server";
import type { SessionGrant } from "../../app/lib/play/types";
import { sessionCall, visitorCookie } from "./play-fixtures";
import { creator } from "./projects-fixtures";
import { adminPage, adminText, player, staff } from "./admin-fixtures";
import { deliver, invoiceEvent, proSubscriber } from "./billing-fixtures";
import { demo, postReport, publish, report, roomDefinition, starterProject } from "./publish-fixtures";

/**
 * Watching it run (issue 28, ADR 048): each request's id in its answer and its one JSON log line, /v1/health naming
 * what fails instead of a 500, and plays, publishes and payments counted where the back office reads them.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const today = () => new Date().toISOString().slice(0, 10);
const countOf = async (event: string) =>
  (await env.DB.prepare("SELECT count FROM usage_event_days WHERE event = ? AND day = ?").bind(event, today()).first<{ count: number }>())?.count ?? 0;

/** The worker as Cloudflare calls it, with every request's line written (the test configuration keeps only warnings). */
async function throughWorker(request: Request): Promise<{ res: Response; lines: Record<string, unknown>[] }> {
  const written: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void written.push(String(line)));
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, LOG_LEVEL: "info" }, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { res, lines: written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("a request's id", () => {
  it("is the X-Request-Id a caller sent, answered back and written on the request's one log line", async () => {
    const { res, lines } = await throughWorker(new Request("http://escaplay.fr/v1/stats?secret=kept-out", { headers: { "X-Request-Id": "room-call-0001" } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Request-Id")).toBe("room-call-0001");
    const requestLines = lines.filter((line) => line.msg === "request");
    expect(requestLines).toEqual([expect.objectContaining({ level: "info", requestId: "room-call-0001", method: "GET", path: "/v1/stats", status: 200, ms: expect.any(Number) })]);
    // The query string (where a token could travel) is never written.
    expect(JSON.stringify(lines)).not.toContain("kept-out");
  });

  it("is Cloudflare's ray when no id is sent, and a new one when what is sent is not an id", async () => {
    const ray = await throughWorker(new Request("http://escaplay.fr/v1/stats", { headers: { "cf-ray": "8f1e2d3c4b5a6978-CDG" } }));
    expect(ray.res.headers.get("X-Request-Id")).toBe("8f1e2d3c4b5a6978");
    const forged = await throughWorker(new Request("http://escaplay.fr/", { headers: { "X-Request-Id": '"><script>alert(1)</script>' } }));
    const id = forged.res.headers.get("X-Request-Id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.lines.find((line) => line.msg === "request")).toMatchObject({ requestId: id, path: "/", status: 200 });
  });

  it("is answered on every page and API call through the deployed entry", async () => {
    for (const path of ["/", "/v1/stats", "/escape"]) {
      const res = await SELF.fetch(`http://escaplay.fr${path}`);
      await res.arrayBuffer();
      expect(res.headers.get("X-Request-Id"), path).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    }
  });
});

describe("the error tracker", () => {
  it("stays off without a SENTRY_DSN: requests run without Sentry's SDK, so nothing is sent anywhere", async () => {
    const { res } = await throughWorker(new Request("http://escaplay.fr/v1/stats"));
    expect(res.status).toBe(200);
    expect(Sentry.isInitialized()).toBe(false);
  });
});

describe("/v1/health", () => {
  it("answers 200 when D1, R2 and the rooms host all answer", async () => {
    const asked: string[] = [];
    const rooms = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return Response.json({ status: "ok" });
    }) as typeof fetch;
    const health = await checkHealth({ ...env, GAME_SOCKET_HOST: "https://rooms.escaplay.test" }, rooms);
    expect(asked).toEqual(["https://rooms.escaplay.test/health"]);
    expect(health).toMatchObject({ ok: true, checks: { db: { state: "ok" }, files: { state: "ok" }, rooms: { state: "ok" } } });
  });

  it("answers 503 naming a missing binding, not a 500", async () => {
    const ctx = createExecutionContext();
    const res = await api.request("/v1/health", {}, { ...env, FILES: undefined, GAME_SOCKET_HOST: "http://127.0.0.1:9" }, ctx);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; db: boolean; checks: Record<string, { state: string }> };
    expect(body).toMatchObject({ status: "failing", db: true, checks: { db: { state: "ok" }, files: { state: "missing" } } });
    const noDb = await api.request("/v1/health", {}, { ...env, DB: undefined }, createExecutionContext());
    expect(noDb.status).toBe(503);
    expect(await noDb.json()).toMatchObject({ db: false, checks: { db: { state: "missing" }, files: { state: "ok" } } });
  });

  it("answers 503 with the rooms host unreachable when nothing listens there", async () => {
    const res = await api.request("/v1/health", {}, { ...env, GAME_SOCKET_HOST: "http://127.0.0.1:9" }, createExecutionContext());
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "failing", checks: { db: { state: "ok" }, files: { state: "ok" }, rooms: { state: "unreachable" } } });
  });
});

describe("usage events", () => {
  it("counts a play when its session opens and when its room reports the end, once however often the room retries", async () => {
    const before = { published: await countOf("game_published"), started: await countOf("play_started"), ended: await countOf("play_ended") };
    const user = await creator();
    const project = await starterProject(user);
    expect((await publish(user, project.id)).status).toBe(200);
    expect(await countOf("game_published")).toBe(before.published + 1);
    const gameId = (await env.DB.prepare("SELECT id FROM games WHERE project_id = ?").bind(project.id).first<{ id: string }>())!.id;

    const res = await sessionCall({ intent: "create", gameId, mode: "solo", routeKind: "public" }, { cookie: visitorCookie().cookie });
    expect(res.status).toBe(201);
    const { sessionId } = (await res.json()) as SessionGrant;
    expect(await countOf("play_started")).toBe(before.started + 1);
    expect(await countOf("play_ended")).toBe(before.ended);

    const result = report(await roomDefinition(sessionId), demo.walkthrough);
    expect((await postReport(sessionId, result)).status).toBe(200);
    expect((await postReport(sessionId, result)).status).toBe(200);
    expect(await countOf("play_ended")).toBe(before.ended + 1);
  });

  it("counts a paid invoice once, however often Stripe delivers it", async () => {
    const before = await countOf("payment_received");
    const { subscription } = await proSubscriber();
    const paid = invoiceEvent("invoice.paid", subscription, Date.now(), "in_counted_once");
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);
    expect(await countOf("payment_received")).toBe(before + 1);
  });
});

describe("the back office's activity", () => {
  const seed = (event: string, daysAgo: number, count: number) =>
    env.DB.prepare("INSERT INTO usage_event_days (event, day, count) VALUES (?, ?, ?)")
      .bind(event, new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10), count)
      .run();

  it("shows staff each event's total and figures per day over 30 days, and is a 404 to everyone else", async () => {
    // What the tests above counted is not this page's business.
    await env.DB.prepare("DELETE FROM usage_event_days").run();
    await seed("play_started", 0, 7);
    await seed("play_started", 3, 5);
    // Older than the 30 days shown: not counted.
    await seed("play_started", 40, 100);
    await seed("game_published", 1, 2);

    for (const who of [null, await player(), await player(5)]) expect((await adminPage("/admin/activity", who)).status).toBe(404);

    for (const role of ["moderator", "admin"] as const) {
      const page = await adminPage("/admin/activity", await staff(role));
      expect(page.status, role).toBe(200);
      expect(page.text).toContain(adminText("activity.title"));
      for (const event of ["play_started", "play_ended", "game_published", "payment_received"]) expect(page.text).toContain(adminText(`activity.events.${event}`));
      expect(page.text).toContain(adminText("activity.total", { n: 12 }));
      expect(page.text).toContain(adminText("activity.total", { n: 2 }));
      expect(page.text).not.toContain(adminText("activity.total", { n: 112 }));
      // The figures are a table screen readers can read: one row per day, today's with its count.
      const rows = [...page.html.matchAll(/<tr><th scope="row">[^<]+<\/th><td>(\d+)<\/td><\/tr>/g)].map((m) => Number(m[1]));
      expect(rows).toHaveLength(4 * 30);
      expect(rows.slice(0, 30).at(-1)).toBe(7);
      expect(rows.slice(0, 30).at(-4)).toBe(5);
      // The bars are a picture only.
      expect(page.html).toContain('class="activity-bars" aria-hidden="true"');
    }
  });
});

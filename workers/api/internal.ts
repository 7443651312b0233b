import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { constantTimeEqual } from "../../app/lib/accounts/password.server";
import { createDb } from "../../app/lib/db.server";
import { DRAFT_SNAPSHOT_TYPE, MAX_DRAFT_SNAPSHOT_BYTES, ProjectIdSchema } from "../../app/lib/drafts/internal";
import { deriveDraftJson, startingDefinition, storeDraftJson } from "../../app/lib/drafts/derived.server";
import { projectOwnerId, readDraftSnapshot, writeDraftSnapshot } from "../../app/lib/drafts/snapshots.server";
import { EventCodeSchema, EventStatusReportSchema, MoveRequestSchema } from "../../app/lib/events/internal";
import { internalEvent, movePlayer, recordEventStatus } from "../../app/lib/events/room-calls.server";
import { ProgressReportSchema, ResultReportSchema } from "../../app/lib/play/internal";
import { recordResult } from "../../app/lib/play/results.server";
import { roomSession } from "../../app/lib/play/room-session.server";
import { recordProgress } from "../../app/lib/play/saved-games.server";
import { endTestSession } from "../../app/lib/play/test-sessions.server";
import { customOrigin } from "../../app/lib/domains/custom-host.server";
import { recordUsage } from "../../app/lib/observability/usage-events.server";
import { reportError } from "../../app/lib/observability/errors.server";
import { currentRequestId } from "../../app/lib/observability/request-context.server";
import type { Env } from "../env";

/**
 * The calls only rooms make, behind the service credential: game rooms load sessions and report results
 * (contract in app/lib/play/internal.ts); event rooms load their event, report its start and end and move
 * players between teams (app/lib/events/internal.ts); project rooms load and save their draft's snapshot
 * (app/lib/drafts/internal.ts).
 * Loaded lazily by index.ts: the engine it replays logs with has no business in every request's start-up.
 */
type InternalEnv = { Bindings: Env };

export const internal = new Hono<InternalEnv>().basePath("/v1/internal");

const encoder = new TextEncoder();
const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

let warnedNoSecret = false;

/**
 * `Authorization: Bearer <ROOM_SERVICE_SECRET>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first differing byte of what a caller sent.
 */
const requireRoomService = createMiddleware<InternalEnv>(async (c, next) => {
  const secret = c.env.ROOM_SERVICE_SECRET;
  if (!secret) {
    if (!warnedNoSecret) {
      warnedNoSecret = true;
      console.warn("/v1/internal: ROOM_SERVICE_SECRET is not set, so every room call is refused (401)");
    }
    return c.json({ error: "unauthorized" }, 401);
  }
  const sent = /^Bearer +(.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  if (!constantTimeEqual(await digest(sent), await digest(secret))) return c.json({ error: "unauthorized" }, 401);
  await next();
});

// Session ids are room ids: the same alphabet and length as a ticket's room.
const SessionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** A room's JSON report checked against its schema; a body that is not JSON or not the shape is the room's 400. */
async function readBody<S extends v.GenericSchema>(c: Context<InternalEnv>, schema: S, error: string) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false as const, refusal: c.json({ error, message: "the body is not JSON" }, 400) };
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) return { ok: false as const, refusal: c.json({ error, message: v.summarize(parsed.issues) }, 400) };
  return { ok: true as const, output: parsed.output };
}

// Twenty thousand logged actions of the longest kind fit well under this.
const maxReportBytes = 16 * 1024 * 1024;

internal.use("*", requireRoomService);

internal.get("/play/sessions/:id", async (c) => {
  c.header("Cache-Control", "no-store");
  const id = v.safeParse(SessionIdSchema, c.req.param("id"));
  if (!id.success) return c.json({ error: "not_found" }, 404);
  const found = await roomSession(createDb(c.env.DB), id.output);
  if (!found.ok) return c.json({ error: found.error }, 404);
  return c.json(found.body);
});

internal.post(
  "/play/sessions/:id/result",
  bodyLimit({ maxSize: maxReportBytes, onError: (c) => c.json({ error: "invalid_report", message: "report too large" }, 413) }),
  async (c) => {
    const id = v.safeParse(SessionIdSchema, c.req.param("id"));
    if (!id.success) return c.json({ error: "not_found" }, 404);
    const report = await readBody(c, ResultReportSchema, "invalid_report");
    if (!report.ok) return report.refusal;
    const db = createDb(c.env.DB);
    const outcome = await recordResult(db, id.output, report.output);
    // No game's session by that id: perhaps a test session, whose end is recorded nowhere (ADR 020).
    if (!outcome.ok && outcome.error === "not_found" && (await endTestSession(db, id.output))) return c.json({ ok: true, test: true });
    if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
    // A room retrying a delivered report is the same end of play, counted once.
    if (!outcome.duplicate) await recordUsage(c.env, "play_ended");
    return c.json(outcome.duplicate ? { ok: true, duplicate: true } : { ok: true });
  },
);

// A progress report is three small fields.
const maxProgressBytes = 1024;

internal.post(
  "/play/sessions/:id/progress",
  bodyLimit({ maxSize: maxProgressBytes, onError: (c) => c.json({ error: "invalid_progress", message: "report too large" }, 413) }),
  async (c) => {
    const id = v.safeParse(SessionIdSchema, c.req.param("id"));
    if (!id.success) return c.json({ error: "not_found" }, 404);
    const progress = await readBody(c, ProgressReportSchema, "invalid_progress");
    if (!progress.ok) return progress.refusal;
    return c.json({ saved: await recordProgress(createDb(c.env.DB), id.output, progress.output) });
  },
);

internal.get("/events/:code", async (c) => {
  c.header("Cache-Control", "no-store");
  const code = v.safeParse(EventCodeSchema, c.req.param("code"));
  if (!code.success) return c.json({ error: "not_found" }, 404);
  const event = await internalEvent(createDb(c.env.DB), code.output);
  if (!event) return c.json({ error: "not_found" }, 404);
  return c.json(event);
});

// A status or a move is a few small fields.
const maxEventCallBytes = 1024;
const eventCallLimit = bodyLimit({ maxSize: maxEventCallBytes, onError: (c) => c.json({ error: "invalid_request", message: "body too large" }, 413) });

internal.post("/events/:code/status", eventCallLimit, async (c) => {
  const code = v.safeParse(EventCodeSchema, c.req.param("code"));
  if (!code.success) return c.json({ error: "not_found" }, 404);
  const report = await readBody(c, EventStatusReportSchema, "invalid_request");
  if (!report.ok) return report.refusal;
  if (!(await recordEventStatus(createDb(c.env.DB), code.output, report.output))) return c.json({ error: "not_found" }, 404);
  return c.json({ ok: true });
});

internal.post("/events/:code/move", eventCallLimit, async (c) => {
  const code = v.safeParse(EventCodeSchema, c.req.param("code"));
  if (!code.success) return c.json({ error: "not_found" }, 404);
  const move = await readBody(c, MoveRequestSchema, "invalid_request");
  if (!move.ok) return move.refusal;
  const outcome = await movePlayer(createDb(c.env.DB), code.output, move.output);
  if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
  return c.json({ ok: true });
});

internal.get("/projects/:id/draft", async (c) => {
  c.header("Cache-Control", "no-store");
  const id = v.safeParse(ProjectIdSchema, c.req.param("id"));
  if (!id.success) return c.json({ error: "not_found" }, 404);
  const db = createDb(c.env.DB);
  const ownerId = await projectOwnerId(db, id.output);
  if (!ownerId) return c.json({ error: "not_found" }, 404);
  const snapshot = await readDraftSnapshot(c.env.FILES, ownerId, id.output);
  // A project nobody has edited in a room yet: the room seeds its document from the starting definition.
  if (!snapshot) return c.json({ error: "no_snapshot", start: await startingDefinition(db, id.output) }, 404);
  return c.body(snapshot.body, 200, { "Content-Type": DRAFT_SNAPSHOT_TYPE, "Content-Length": String(snapshot.size) });
});

internal.put(
  "/projects/:id/draft",
  bodyLimit({
    maxSize: MAX_DRAFT_SNAPSHOT_BYTES,
    onError: (c) => c.json({ error: "snapshot_too_large", message: `a draft snapshot may not exceed ${MAX_DRAFT_SNAPSHOT_BYTES} bytes` }, 413),
  }),
  async (c) => {
    const id = v.safeParse(ProjectIdSchema, c.req.param("id"));
    if (!id.success) return c.json({ error: "not_found" }, 404);
    const db = createDb(c.env.DB);
    const ownerId = await projectOwnerId(db, id.output);
    if (!ownerId) return c.json({ error: "not_found" }, 404);
    const snapshot = await c.req.arrayBuffer();
    // Even an empty Yjs document encodes to two bytes: nothing at all is a broken call, not a draft.
    if (snapshot.byteLength === 0) return c.json({ error: "invalid_snapshot", message: "the body is empty" }, 400);
    const derived = deriveDraftJson(snapshot);
    if (derived.kind === "invalid") return c.json({ error: "invalid_snapshot", message: "the body is not a Yjs update" }, 400);
    if (derived.kind === "too_large") return c.json({ error: "snapshot_too_large", message: "the draft's JSON is too large" }, 413);
    await writeDraftSnapshot(c.env.FILES, ownerId, id.output, snapshot);
    // A document never seeded (nothing under its definition) leaves the project's JSON as it was.
    if (derived.kind === "json") await storeDraftJson(db, id.output, derived.json);
    return c.json({ ok: true, bytes: snapshot.byteLength });
  },
);

/**
 * Whether a browser Origin is a company's verified custom host (ADR 044), for the rooms' getCodePlay, which grants
 * CORS to the platform's own origins from its config and asks here for any other.
 */
internal.get("/custom-origins", async (c) => {
  c.header("Cache-Control", "no-store");
  const origin = c.req.query("origin") ?? "";
  return c.json({ allowed: await customOrigin(c.env.DB, c.env, origin) });
});

internal.notFound((c) => c.json({ error: "not_found" }, 404));
internal.onError((err, c) => {
  reportError(err, { requestId: currentRequestId(), where: "internal" });
  return c.json({ error: "internal_error" }, 500);
});

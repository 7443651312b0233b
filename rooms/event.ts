import type * as Party from "partykit/server";
import * as v from "valibot";
import { log, requestIdOf } from "../app/lib/observability/log.server";
import { admit, readPlayer, readTicketGrant, refuse } from "./admission";
import { EventState } from "./event/event-room-state";
import { encode, parseEventMessage, refuseConnection, sendError, type Watcher } from "./event/messages";
import type { EventRecord } from "./event/record";
import { Steering } from "./event/steer";
import { TeamReportSchema } from "./event-protocol";
import { ConnectionLimits } from "./play/conn-limits";

/**
 * Party `event`: one room per live event, named by its code (ADR 054), the server of its host's screens
 * and projectors. Teams' game rooms report their figures here (stub fetches); the host's commands go
 * from here to every team room. Only the event's host gets in: `edit` steers, `view` (a projector) watches.
 */

const maxReportChars = 16 * 1024;

export default class EventRoom implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private readonly state: EventState;
  private readonly steering: Steering;
  private readonly limits = new ConnectionLimits();

  constructor(readonly room: Party.Room) {
    this.state = new EventState(room);
    this.steering = new Steering(room, this.state);
  }

  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "event", { allowGuests: false });
  }

  // Stub fetches from our own rooms skip this hook (partykit calls it only in the worker's own fetch);
  // the public gets no event room HTTP.
  static onBeforeRequest() {
    return refuse(404, "not_found");
  }

  async onConnect(conn: Party.Connection<Watcher>, ctx: Party.ConnectionContext) {
    const requestId = requestIdOf(ctx.request);
    const player = readPlayer(ctx.request);
    if (!player) return refuseConnection(conn, "not_allowed");
    const loaded = await this.state.load(requestId);
    if (!loaded.ok) {
      log("warn", { msg: "connection refused", requestId, party: "event", room: this.room.id, reason: loaded.error });
      return refuseConnection(conn, loaded.error === "unavailable" ? "unavailable" : "not_allowed");
    }
    if (player.id !== loaded.record.event.hostId) {
      log("warn", { msg: "connection refused", requestId, party: "event", room: this.room.id, reason: "not_host" });
      return refuseConnection(conn, "not_allowed");
    }
    log("info", { msg: "connection", requestId, party: "event", room: this.room.id, connection: conn.id });
    conn.setState({ id: player.id, access: readTicketGrant(ctx.request).access });
    const record = loaded.fresh ? loaded.record : await this.state.refresh(loaded.record, requestId);
    conn.send(encode(await this.state.snapshot(record)));
    // Not awaited: the socket opens once onConnect returns, and forty team rooms should not hold it up.
    void this.catchUp(record);
  }

  /** Teams not heard from since the room woke are asked; a start or end the backend missed is told again. */
  private async catchUp(record: EventRecord): Promise<void> {
    try {
      const reported = record.unreported.length > 0 ? await this.state.reportPending(record) : record;
      await this.state.rebuild(reported);
    } catch (error) {
      log("warn", { msg: "event catch-up failed", party: "event", room: this.room.id, error: error instanceof Error ? error.name : "unknown" });
    }
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Watcher>) {
    const watcher = sender.state;
    if (!watcher) return;
    // Garbage counts as much as valid frames.
    const frame = this.limits.take(sender.id, "frame", Date.now());
    if (!frame.ok) return sendError(sender, "rate_limited", `Too many messages in a short time. Try again in ${frame.retryInSeconds} s.`);
    const parsed = parseEventMessage(raw);
    if (!parsed.ok) return sendError(sender, "invalid_message", parsed.error);
    const message = parsed.message;
    if (message.type === "ping") return sender.send(encode({ type: "pong", at: Date.now() }));
    if (watcher.access !== "edit") return sendError(sender, "not_allowed", "A projector shows the event; only the host's screen steers it.");
    const steer = this.limits.take(sender.id, "steer", Date.now());
    if (!steer.ok) return sendError(sender, "rate_limited", `Too many commands in a short time. Try again in ${steer.retryInSeconds} s.`);
    await this.steering.receive(sender, message);
  }

  onClose(conn: Party.Connection) {
    this.limits.forget(conn.id);
  }

  onError(conn: Party.Connection) {
    this.limits.forget(conn.id);
  }

  /**
   * Stub fetches only:
   *   POST TeamReport  a team's game room reporting its figures -> 200, 400, 404 (no such event or team), 503;
   *   GET              getCodePlay (through the guard, or by our worker) -> 200 { title } while the event
   *                    has not ended, 404 when it has or no event has this code, 503.
   */
  async onRequest(req: Party.Request) {
    if (req.method === "POST") return this.teamReport(req);
    if (req.method !== "GET") return refuse(405, "method_not_allowed");
    const loaded = await this.state.load(requestIdOf(req));
    if (!loaded.ok) return loaded.error === "unavailable" ? refuse(503, "backend_unavailable") : refuse(404, "no_event");
    if (loaded.record.status === "ended") return refuse(404, "no_event");
    return Response.json({ title: loaded.record.event.title });
  }

  private async teamReport(req: Party.Request): Promise<Response> {
    let body: unknown = null;
    try {
      const text = await req.text();
      body = text.length > maxReportChars ? null : JSON.parse(text);
    } catch {
      // unreadable or not JSON: refused below
    }
    const parsed = v.safeParse(TeamReportSchema, body);
    if (!parsed.success) return refuse(400, "invalid_report");
    const loaded = await this.state.load(requestIdOf(req));
    if (!loaded.ok) return loaded.error === "unavailable" ? refuse(503, "backend_unavailable") : refuse(404, "no_event");
    const kept = await this.state.report(loaded.record, parsed.output.summary);
    return kept ? Response.json({ ok: true }) : refuse(404, "no_team");
  }
}

EventRoom satisfies Party.Worker;

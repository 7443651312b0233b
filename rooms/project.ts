import type * as Party from "partykit/server";
import { onConnect as serveYjs } from "y-partykit";
import { admit, readPlayer, readTicketGrant, refuse } from "./admission";
import { closeReasonOf, outdatedTicket, recordAccessChange, type RoomAccess } from "./project/access";
import { Draft } from "./project/draft";
import { Editors, type EditorConnection } from "./project/editors";
import { closeFlooding, FrameJudge } from "./project/frame-judge";
import { ProjectLimits } from "./project/limits";
import { fromRoomService, serveRoomRequest } from "./project/service-requests";
import { guardListeners } from "./project/yjs-frames";
import { yjsBatchSentinel } from "./project/frames";
import { errorTexts } from "./play/messages";
import { encodeServerMessage, parseClientMessage } from "./protocol";
import { reportRoomError } from "./observability";
import { log, requestIdOf } from "../app/lib/observability/log.server";

/**
 * Party `project`: one room per project (the room id is the project id), the authority for its draft
 * while it is open (ADR 015). Binary frames are Yjs (document sync, through y-partykit), judged first
 * (ADR 026: a viewer's changes, malformed or oversized updates and floods never reach the draft); text
 * frames are our protocol (ping, and `aware`: selections and pointers relayed to the others, never stored).
 */
export default class ProjectRoom implements Party.Server {
  // y-partykit keeps the document in memory and listens on each socket, which hibernation would drop;
  // the room only lives while someone edits, and every change is in room storage at once anyway.
  readonly options: Party.ServerOptions = { hibernate: false };
  private readonly draft: Draft;
  private readonly editors = new Editors();
  private readonly limits = new ProjectLimits();
  private readonly judge = new FrameJudge(this.limits);

  constructor(readonly room: Party.Room) {
    this.draft = new Draft(room, () =>
      this.room.broadcast(encodeServerMessage({ type: "error", code: "draft_too_large", message: "The draft is too large to be saved." })),
    );
  }

  // Collaborators are accounts (spec section 6), so a guest ticket never opens a project.
  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "project", { allowGuests: false });
  }

  // HTTP is the backend's only: a flush, a version's restore (ADR 019), a collaborator's new role (ADR 026).
  static async onBeforeRequest(req: Party.Request, lobby: Party.Lobby) {
    return (await fromRoomService(req, lobby.env)) ? req : refuse(401, "unauthorized");
  }

  onRequest(req: Party.Request) {
    // The worker's id for the call it makes (a flush, a restore): the room's line and the worker's share it.
    log("info", { msg: "backend request", requestId: requestIdOf(req), party: "project", room: this.room.id, method: req.method });
    return serveRoomRequest(req, this.room, this.draft, (userId, access, at) => this.changeAccess(userId, access, at));
  }

  async onConnect(conn: EditorConnection, ctx: Party.ConnectionContext) {
    const requestId = requestIdOf(ctx.request);
    const player = readPlayer(ctx.request);
    if (!player) {
      log("warn", { msg: "connection refused", requestId, party: "project", room: this.room.id, reason: "invalid_ticket" });
      return conn.close(1008, "invalid_ticket");
    }
    log("info", { msg: "connection", requestId, party: "project", room: this.room.id, connection: conn.id });
    const grant = readTicketGrant(ctx.request);
    const outdated = await outdatedTicket(this.room.storage, player.id, grant.issuedAt);
    if (outdated) return conn.close(4003, outdated);
    conn.setState({ ...player, access: grant.access });
    const start = await this.draft.prepare();
    if (start.kind !== "ready") {
      const code = start.kind === "no_project" ? "project_unavailable" : "backend_unavailable";
      const message = code === "project_unavailable" ? "This project no longer exists." : "The draft could not be loaded just now. Try again in a moment.";
      conn.send(encodeServerMessage({ type: "error", code, message }));
      return conn.close(1011, code);
    }
    await serveYjs(
      guardListeners(conn, (data) => this.judge.judge(conn, data)),
      this.room,
      this.draft.options,
    );
    await this.draft.settle();
    conn.send(encodeServerMessage({ type: "welcome", room: this.room.id, you: player }));
    this.editors.join(conn.id);
    this.editors.sendList(this.room);
  }

  onClose(conn: EditorConnection) {
    log("info", { msg: "connection closed", party: "project", room: this.room.id, connection: conn.id });
    this.left(conn);
  }

  onError(conn: EditorConnection, error: Error) {
    // A socket dropping (a phone losing its network) is routine: a warning, not an error to chase.
    log("warn", { msg: "connection error", party: "project", room: this.room.id, connection: conn.id, error: error?.name ?? "unknown" });
    this.left(conn);
  }

  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: EditorConnection) {
    // Yjs frames (and y-partykit's chunk markers) go through the judge to y-partykit's own listener.
    if (typeof raw !== "string" || raw.startsWith(yjsBatchSentinel)) return;
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return sender.send(encodeServerMessage({ type: "error", code: "invalid_message", message: parsed.error }));
    const message = parsed.message;
    if (message.type === "ping") {
      // Counted with the changes: the studio sends one after each.
      if (!this.limits.change(sender.id)) return closeFlooding(sender);
      return sender.send(encodeServerMessage({ type: "pong", id: message.id, at: Date.now() }));
    }
    if (message.type !== "aware") {
      return sender.send(encodeServerMessage({ type: "error", code: "invalid_message", message: `${message.type} is not a project room message` }));
    }
    // Volatile: over the limit it is dropped, the next one replaces it anyway.
    if (!this.editors.has(sender.id) || !this.limits.aware(sender.id)) return;
    this.editors.setState(sender.id, message.state);
    this.room.broadcast(encodeServerMessage({ type: "aware", conn: sender.id, state: message.state }), [sender.id]);
  }

  async onAlarm() {
    await this.draft.retry();
  }

  /** The backend changed someone's role: their older tickets stop opening the room, their connections close now. */
  private async changeAccess(userId: string, access: RoomAccess, at: number) {
    await recordAccessChange(this.room.storage, userId, access, at);
    const reason = closeReasonOf(access);
    for (const conn of this.room.getConnections<EditorConnection["state"]>()) {
      if (conn.state?.id !== userId) continue;
      const message = reason === "removed" ? "You were removed from this project." : errorTexts.access_changed;
      conn.send(encodeServerMessage({ type: "error", code: reason, message }));
      conn.close(4003, reason);
    }
  }

  private left(conn: EditorConnection) {
    this.limits.forget(conn.id);
    this.judge.forget(conn.id);
    const known = this.editors.has(conn.id);
    this.editors.leave(conn.id);
    if (known) this.editors.sendList(this.room);
    const others = [...this.room.getConnections()].some((other) => other.id !== conn.id);
    // The last editor is gone: the backend gets the draft now rather than after the debounce.
    if (!others) this.draft.saveNow().catch((error: unknown) => reportRoomError(error, { party: "project", room: this.room.id }));
  }
}

ProjectRoom satisfies Party.Worker;

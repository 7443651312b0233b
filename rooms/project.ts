import type * as Party from "partykit/server";
import { onConnect as serveYjs } from "y-partykit";
import { admit, readPlayer, refuse } from "./admission";
import { Draft } from "./project/draft";
import { fromRoomService, serveRoomRequest } from "./project/service-requests";
import { guardListeners, yjsBatchSentinel } from "./project/yjs-frames";
import { receive } from "./receive";
import { encodeServerMessage, type Player } from "./protocol";

/**
 * Party `project`: one room per project (the room id is the project id), the authority for its draft
 * while it is open (ADR 015). Binary frames are Yjs (document sync and awareness, through y-partykit);
 * text frames are our protocol (presence, ping), validated like every party's.
 */
export default class ProjectRoom implements Party.Server {
  // y-partykit keeps the document in memory and listens on each socket, which hibernation would drop;
  // the room only lives while someone edits, and every change is in room storage at once anyway.
  readonly options: Party.ServerOptions = { hibernate: false };
  private readonly draft: Draft;

  constructor(readonly room: Party.Room) {
    this.draft = new Draft(room, () =>
      this.room.broadcast(encodeServerMessage({ type: "error", code: "draft_too_large", message: "The draft is too large to be saved." })),
    );
  }

  // Collaborators are accounts (spec section 6), so a guest ticket never opens a project.
  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "project", { allowGuests: false });
  }

  // HTTP is the backend's only: a flush before publishing or test-play, a version's restore (ADR 019).
  static async onBeforeRequest(req: Party.Request, lobby: Party.Lobby) {
    return (await fromRoomService(req, lobby.env)) ? req : refuse(401, "unauthorized");
  }

  onRequest(req: Party.Request) {
    return serveRoomRequest(req, this.room, this.draft);
  }

  async onConnect(conn: Party.Connection<Player>, ctx: Party.ConnectionContext) {
    const player = readPlayer(ctx.request);
    if (!player) return conn.close(1008, "invalid_ticket");
    conn.setState(player);
    const start = await this.draft.prepare();
    if (start.kind !== "ready") {
      const code = start.kind === "no_project" ? "project_unavailable" : "backend_unavailable";
      const message = code === "project_unavailable" ? "This project no longer exists." : "The draft could not be loaded just now. Try again in a moment.";
      conn.send(encodeServerMessage({ type: "error", code, message }));
      return conn.close(1011, code);
    }
    await serveYjs(guardListeners(conn), this.room, this.draft.options);
    await this.draft.settle();
    conn.send(encodeServerMessage({ type: "welcome", room: this.room.id, you: player }));
    this.broadcastPresence();
  }

  onClose(conn: Party.Connection<Player>) {
    this.left(conn);
  }

  onError(conn: Party.Connection<Player>) {
    this.left(conn);
  }

  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Player>) {
    // Yjs frames (and y-partykit's chunk markers) are y-partykit's, through its own listener.
    if (typeof raw !== "string" || raw.startsWith(yjsBatchSentinel)) return;
    receive(raw, sender);
  }

  async onAlarm() {
    await this.draft.retry();
  }

  private left(conn: Party.Connection<Player>) {
    this.broadcastPresence(conn.id);
    const others = [...this.room.getConnections()].some((other) => other.id !== conn.id);
    // The last editor is gone: the backend gets the draft now rather than after the debounce.
    if (!others) this.draft.saveNow().catch((error: unknown) => console.warn("project room: the draft could not be saved on leaving", error));
  }

  /**
   * Computed from the connections' own state. A closing socket may still be listed while its close is
   * handled, hence `leaving`.
   */
  private broadcastPresence(leaving?: string) {
    const users = new Map<string, { id: string; name: string }>();
    for (const conn of this.room.getConnections<Player>()) {
      if (conn.id === leaving || !conn.state) continue;
      // One entry per person, however many tabs they have open.
      users.set(conn.state.id, { id: conn.state.id, name: conn.state.name });
    }
    const without = leaving ? [leaving] : [];
    this.room.broadcast(encodeServerMessage({ type: "presence", users: [...users.values()] }), without);
  }
}

ProjectRoom satisfies Party.Worker;

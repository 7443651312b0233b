import type * as Party from "partykit/server";
import { admit, readPlayer, refuse } from "./admission";
import { receive } from "./receive";
import { encodeServerMessage, type Player } from "./protocol";

/**
 * Party `project`: one room per project being edited. For now it only knows who is here
 * (presence); co-editing arrives later on the same protocol module.
 */
export default class ProjectRoom implements Party.Server {
  // PartyKit reads `options` from the instance (partyserver reads a static one).
  readonly options: Party.ServerOptions = { hibernate: true };

  constructor(readonly room: Party.Room) {}

  // Collaborators are accounts (spec section 6), so a guest ticket never opens a project.
  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    return admit(req, lobby, "project", { allowGuests: false });
  }

  static onBeforeRequest() {
    return refuse(404, "not_found");
  }

  onConnect(conn: Party.Connection<Player>, ctx: Party.ConnectionContext) {
    const player = readPlayer(ctx.request);
    if (!player) return conn.close(1008, "invalid_ticket");
    conn.setState(player);
    conn.send(encodeServerMessage({ type: "welcome", room: this.room.id, you: player }));
    this.broadcastPresence();
  }

  onClose(conn: Party.Connection<Player>) {
    this.broadcastPresence(conn.id);
  }

  onError(conn: Party.Connection<Player>) {
    this.broadcastPresence(conn.id);
  }

  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<Player>) {
    // Only ping exists so far; the game and co-editing messages arrive with their issues.
    receive(raw, sender);
  }

  /**
   * Computed from the connections' own state, so it is right after hibernation too. A closing
   * socket may still be listed while its close is handled, hence `leaving`.
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

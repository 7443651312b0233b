import type { SessionGrant } from "~/lib/play/types";
import type { QuickMessage, ServerMessage } from "../../../rooms/protocol";
import { RoomSocketDriver } from "./room-socket";
import { requestSession } from "./session-client";
import type { SessionChannel } from "./types";

export type MultiDriverOptions = {
  // The session's game code, which is also its room id.
  code: string;
  // A visitor's nickname, and the game's activation key: asked only on the first join.
  name?: string;
  key?: string;
};

/**
 * A remote multiplayer session: every player joins the `game` room named by the code. The first
 * ticket comes from `join` with the nickname and key the join screen asked for; every reconnect (and
 * a reload, which joins again) asks `join` with the code alone, since the backend knows who joined.
 */
export class MultiDriver extends RoomSocketDriver implements SessionChannel {
  constructor(private readonly options: MultiDriverOptions) {
    super();
  }

  protected async grant(): Promise<SessionGrant | null> {
    const { code } = this.options;
    const name = this.options.name?.trim();
    const key = this.options.key?.trim();
    const joined = await requestSession(
      { intent: "join", sessionId: code, ...(name ? { name } : {}), ...(key ? { key } : {}) },
      this.abort.signal,
    );
    return joined.ok ? joined.grant : this.fail(joined);
  }

  protected renew(sessionId: string) {
    return requestSession({ intent: "join", sessionId }, this.abort.signal);
  }

  protected handle(message: ServerMessage) {
    switch (message.type) {
      case "snapshot":
      case "update":
      case "players":
      case "chat":
      case "point":
      case "host":
        this.listeners.emit(message);
        return;
      case "error":
        // Removed by the creator or turned away from a full session: coming back would be refused too.
        if (message.code === "removed") return this.end({ error: "removed" });
        if (message.code === "session_full") return this.end({ error: "session-full" });
        if (message.code === "team_changed") {
          // A live event's host moved the player: this team's room is done with them; the screen joins the new one.
          this.listeners.emit(message);
          return this.close();
        }
        if (message.code === "session_unavailable" || message.code === "not_your_session") return this.end({ error: "session-expired" });
        if (message.code === "backend_unavailable") this.retrySoon();
        // not_allowed and not_enough_players are shown to the player who tried.
        this.listeners.emit(message);
        return;
      default:
        return;
    }
  }

  say(text: string) {
    const trimmed = text.trim();
    if (trimmed) this.sendMessage({ type: "say", text: trimmed });
  }

  quick(key: QuickMessage) {
    this.sendMessage({ type: "quick", key });
  }

  point(targetId: string | null) {
    this.sendMessage({ type: "point", targetId });
  }

  kick(playerId: string) {
    this.sendMessage({ type: "kick", playerId });
  }

  leaveSession() {
    this.sendMessage({ type: "leaveSession" });
  }
}

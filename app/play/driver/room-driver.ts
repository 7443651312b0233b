import type { PlayRouteKind, SessionGrant } from "~/lib/play/types";
import type { ServerMessage } from "../../../rooms/protocol";
import { RoomSocketDriver, type Refusal } from "./room-socket";
import { requestSession } from "./session-client";
import { forgetStoredSession, readStoredSession, storeSession } from "./stored-session";

export type RoomDriverOptions = {
  gameId: string;
  routeKind: PlayRouteKind;
  key?: string;
  // A logged-in player's game saved to their account (from any device): resumed before anything this device kept.
  savedSessionId?: string | null;
  // Called when the session is over for good, so the page stops offering the saved game too.
  onForget?: () => void;
};

/**
 * Solo play: the session lives in a `game` room opened for this player. Its id is kept on this
 * device, so a reload resumes the same session for as long as the stored id is kept; a logged-in
 * player's account keeps it too, so another device resumes it.
 */
export class RoomDriver extends RoomSocketDriver {
  constructor(private readonly options: RoomDriverOptions) {
    super();
  }

  /** Resumes the stored session when it can, otherwise opens a new one. */
  protected async grant(): Promise<SessionGrant | null> {
    const { gameId, routeKind, key, savedSessionId } = this.options;
    const stored = savedSessionId ? { sessionId: savedSessionId } : readStoredSession(gameId);
    if (stored) {
      const resumed = await this.renew(stored.sessionId);
      if (resumed.ok) return resumed.grant;
      if (!this.forgettable(resumed)) return this.fail(resumed);
      this.forget();
    }
    const trimmed = key?.trim();
    const created = await requestSession(
      { intent: "create", gameId, mode: "solo", routeKind, ...(trimmed ? { key: trimmed } : {}) },
      this.abort.signal,
    );
    if (!created.ok) return this.fail(created);
    storeSession(gameId, { sessionId: created.grant.sessionId, createdAt: Date.now() });
    return created.grant;
  }

  protected renew(sessionId: string) {
    return requestSession({ intent: "resume", sessionId }, this.abort.signal);
  }

  protected forget() {
    forgetStoredSession(this.options.gameId);
    this.options.onForget?.();
  }

  protected handle(message: ServerMessage) {
    switch (message.type) {
      case "snapshot":
      case "update":
        // An ended session is over for good: the next visit starts afresh rather than on its end screen.
        if (message.state.status === "ended") this.forget();
        this.listeners.emit(message);
        return;
      case "error":
        if (message.code === "session_unavailable" || message.code === "not_your_session") return this.end({ error: "session-expired" });
        if (message.code === "backend_unavailable") this.retrySoon();
        this.listeners.emit(message);
        return;
      default:
        return;
    }
  }

  // A session that ended or expired is simply forgotten: a new one starts in its place.
  private forgettable(answer: Refusal) {
    return answer.error === "session-expired" || answer.error === "not-found";
  }
}

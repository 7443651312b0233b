import { TEST_SESSION_ENDPOINT, type SessionGrant } from "~/lib/play/types";
import type { ServerMessage } from "../../../rooms/protocol";
import { RoomSocketDriver } from "./room-socket";
import { requestSession } from "./session-client";

/**
 * Test-play (ADR 020): a fresh test session of the project's draft, frozen as it is now, in a `game`
 * room like any solo session. Nothing is kept on the device: every Start or Restart tests the draft anew.
 */
export class TestRoomDriver extends RoomSocketDriver {
  constructor(private readonly projectId: string) {
    super();
  }

  protected async grant(): Promise<SessionGrant | null> {
    const created = await requestSession({ intent: "create", projectId: this.projectId }, this.abort.signal, TEST_SESSION_ENDPOINT);
    return created.ok ? created.grant : this.fail(created);
  }

  protected renew(sessionId: string) {
    return requestSession({ intent: "resume", sessionId }, this.abort.signal, TEST_SESSION_ENDPOINT);
  }

  protected handle(message: ServerMessage) {
    if (message.type === "error") {
      if (message.code === "session_unavailable" || message.code === "not_your_session") return this.end({ error: "session-expired" });
      if (message.code === "backend_unavailable") this.retrySoon();
    }
    super.handle(message);
  }
}

import { inject } from "vitest";
import { connectEvent, type EventSocket, type EventSocketEnd, type EventSocketStatus } from "../../app/lib/events/event-socket.client";
import type { EventClientMessage, EventServerMessage } from "../../rooms/event-protocol";
import { ticketFor } from "./helpers";
import { HOST_ID, HOST_NAME } from "./event-data";

/**
 * A host's screen or projector in a live event's room, through the client module the host screen uses
 * (app/lib/events/event-socket.client.ts), recording every message it is sent, in order.
 */

type MessageOf<T extends EventServerMessage["type"]> = Extract<EventServerMessage, { type: T }>;

export type Watch = { sub?: string; name?: string; access?: "edit" | "view"; origin?: string };

export class EventClient {
  readonly received: EventServerMessage[] = [];
  ends: EventSocketEnd[] = [];
  private cursor = 0;

  private constructor(private readonly socket: EventSocket) {
    socket.subscribe((message) => this.received.push(message));
    socket.onStatus((_status, end) => {
      if (end) this.ends.push(end);
    });
  }

  /** Opens the socket for `code`; every (re)connection gets a fresh ticket, as the host screen's would. */
  static open(code: string, who: Watch = {}): EventClient {
    const socket = connectEvent({
      host: new URL(who.origin ?? inject("roomsOrigin")).origin,
      code,
      getTicket: () => ticketFor({ party: "event", room: code, sub: who.sub ?? HOST_ID, name: who.name ?? HOST_NAME, role: "user", access: who.access ?? "edit" }),
    });
    return new EventClient(socket);
  }

  /** Opened and sent its snapshot. */
  static async connect(code: string, who: Watch = {}): Promise<EventClient> {
    const client = EventClient.open(code, who);
    await client.next("snapshot");
    return client;
  }

  get status(): EventSocketStatus {
    return this.socket.status;
  }

  send(message: EventClientMessage): boolean {
    return this.socket.send(message);
  }

  close() {
    this.socket.close();
  }

  /** The next message of this type after the last one taken, waiting for it if needed. */
  async next<T extends EventServerMessage["type"]>(type: T, match: (message: MessageOf<T>) => boolean = () => true, timeoutMs = 8_000): Promise<MessageOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.received.length; i++) {
        const message = this.received[i];
        if (message.type === type && match(message as MessageOf<T>)) {
          this.cursor = i + 1;
          return message as MessageOf<T>;
        }
      }
      if (Date.now() > deadline) throw new Error(`no "${type}" message within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The latest summary of a team this client was sent (snapshot or `team`), once `ready` holds for it. */
  async teamWhere(team: number, ready: (summary: MessageOf<"team">["summary"]) => boolean, timeoutMs = 8_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const latest = this.latestOf(team);
      if (latest && ready(latest)) return latest;
      if (Date.now() > deadline) throw new Error(`team ${team} never became as expected; latest: ${JSON.stringify(latest)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private latestOf(team: number) {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const message = this.received[i];
      if (message.type === "team" && message.summary.team === team) return message.summary;
      if (message.type === "snapshot") {
        const found = message.teams.find((summary) => summary.team === team);
        if (found) return found;
      }
    }
    return null;
  }

  /** Resolves once the room refused the socket for good. */
  async refused(timeoutMs = 5_000): Promise<EventSocketEnd> {
    const deadline = Date.now() + timeoutMs;
    while (this.ends.length === 0) {
      if (Date.now() > deadline) throw new Error(`the room did not refuse the socket; got ${JSON.stringify(this.received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.ends[0];
  }
}

import { request } from "node:http";
import { PartySocket } from "partysocket";
import { inject } from "vitest";
import { signTicket, type TicketInput } from "../../app/lib/tickets";
import { parseServerMessage, type ServerMessage } from "../../rooms/protocol";

let counter = 0;
/** Room names unique per test, so no test sees another's connections or storage. */
export function uniqueRoom(prefix = "r"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export function ticketFor(claims: Partial<TicketInput> & Pick<TicketInput, "party" | "room">, now?: number) {
  return signTicket(
    inject("ticketSecret"),
    // Project tests edit unless they say otherwise (a ticket without access is read-only).
    { sub: "user-1", name: "Alice", role: "user", ...(claims.party === "project" ? { access: "edit" as const } : {}), ...claims },
    now,
  );
}

type MessageOf<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

/** A real partysocket client that records every message it receives, in order. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;

  private constructor(readonly socket: PartySocket) {
    socket.addEventListener("message", (event) => {
      // Binary frames are Yjs (a project room's document), not the protocol; the draft tests read them.
      if (typeof event.data !== "string") return;
      const parsed = parseServerMessage(String(event.data));
      if (!parsed.ok) throw new Error(`room sent a message outside the protocol: ${parsed.error}`);
      this.received.push(parsed.message);
      this.wake?.();
    });
  }

  static async connect(options: { party: "game" | "project"; room: string; ticket: string; origin?: string }) {
    const socket = new PartySocket({
      host: new URL(options.origin ?? inject("roomsOrigin")).host,
      protocol: "ws",
      party: options.party,
      room: options.room,
      query: { ticket: options.ticket },
      // A refused client must fail the test, not retry in the background.
      maxRetries: 0,
    });
    const client = new TestClient(socket);
    await client.next("welcome");
    return client;
  }

  /** The next message of this type after the last one taken, waiting for it if needed. */
  async next<T extends ServerMessage["type"]>(
    type: T,
    match: (message: MessageOf<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<MessageOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.received.length; i++) {
        const message = this.received[i];
        if (message.type === type && match(message as MessageOf<T>)) {
          this.cursor = i + 1;
          return message as MessageOf<T>;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no "${type}" message within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  send(data: string | ArrayBuffer) {
    this.socket.send(data);
  }

  close() {
    this.socket.close();
  }

  /**
   * Resolves once the room has started closing the socket. The closing handshake is what is awaited,
   * not the close event: under `partykit dev` the TCP connection can stay open after it.
   */
  async closedByRoom(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      if (Date.now() > deadline) throw new Error(`the room did not close the socket within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * A bare WebSocket upgrade over node:http, to read the status and body of a refusal,
 * which a browser-style WebSocket (and so partysocket) never exposes.
 */
export function tryUpgrade(path: string, origin = inject("roomsOrigin")): Promise<{ status: number; body: string }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": Buffer.from("escaplay-tests!!").toString("base64"),
      },
      timeout: 5_000,
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 101, body: "" });
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("timeout", () => req.destroy(new Error("upgrade timed out")));
    req.on("error", reject);
    req.end();
  });
}

import type { Action } from "~/engine";
import type { QuickMessage } from "../../../rooms/protocol";
import { isSessionChannel, Listeners, type DriverEvent, type DriverListener, type PlayDriver, type SessionChannel } from "./types";

/**
 * A driver whose code loads when its session opens. The socket drivers bring the socket client, the room
 * protocol and the engine's schemas that check every message: none of it is needed to show a play page's
 * intro, whose JavaScript is what a player waits for. `load` runs on `connect()`; what is asked before the
 * driver is there waits for it, as the socket drivers queue what is sent before their socket is open.
 */
export class DeferredDriver implements PlayDriver {
  private driver: PlayDriver | null = null;
  private closed = false;
  private readonly listeners = new Listeners();
  private readonly waiting: ((driver: PlayDriver) => void)[] = [];
  // Intents sent before the driver loaded get their ids here (negative, never the driver's own) and keep them.
  private readonly earlyIds = new Map<number, number>();
  private nextEarlyId = -1;

  constructor(private readonly load: () => Promise<PlayDriver>) {}

  connect(): void {
    this.load().then(
      (driver) => {
        if (this.closed) return driver.close();
        this.driver = driver;
        driver.subscribe((event) => this.listeners.emit(this.withEarlyId(event)));
        driver.connect();
        for (const call of this.waiting.splice(0)) call(driver);
      },
      // The chunk could not be fetched (offline, or a new deployment removed it): the connection failed.
      () => {
        if (!this.closed) this.listeners.emit({ type: "failed", failure: { error: "connection" } });
      },
    );
  }

  send(action: Action): number {
    if (this.driver) return this.driver.send(action);
    const early = this.nextEarlyId--;
    this.waiting.push((driver) => this.earlyIds.set(driver.send(action), early));
    return early;
  }

  subscribe(listener: DriverListener): () => void {
    return this.listeners.add(listener);
  }

  close(): void {
    this.closed = true;
    this.waiting.length = 0;
    this.driver?.close();
    this.listeners.clear();
  }

  /** Runs `call` on the driver now, or once it has loaded. */
  protected whenLoaded(call: (driver: PlayDriver) => void) {
    if (this.driver) call(this.driver);
    else this.waiting.push(call);
  }

  private withEarlyId(event: DriverEvent): DriverEvent {
    if ((event.type !== "update" && event.type !== "error") || event.id === undefined) return event;
    const early = this.earlyIds.get(event.id);
    if (early === undefined) return event;
    this.earlyIds.delete(event.id);
    return { ...event, id: early };
  }
}

/** The same for a multiplayer session's driver, with its channel to the team. */
export class DeferredSessionDriver extends DeferredDriver implements SessionChannel {
  say(text: string) {
    this.channel((c) => c.say(text));
  }

  quick(key: QuickMessage) {
    this.channel((c) => c.quick(key));
  }

  point(targetId: string | null) {
    this.channel((c) => c.point(targetId));
  }

  kick(playerId: string) {
    this.channel((c) => c.kick(playerId));
  }

  leaveSession() {
    this.channel((c) => c.leaveSession());
  }

  private channel(call: (channel: SessionChannel) => void) {
    this.whenLoaded((driver) => {
      if (isSessionChannel(driver)) call(driver);
    });
  }
}

import { initialState, reduce, stripSolutions, timerMs, type Action, type GameDefinition, type GameState } from "../../app/engine";
import { Listeners, type DriverListener, type PlayDriver } from "../../app/play/driver/types";

/**
 * The engine behind the driver interface, in the test's own process: it answers with the same messages as
 * a room (snapshot, then an update per intent, and the time-up tick a room's alarm would send), for the
 * tests of what wraps a driver. (Test-play used it in the browser until ADR 020 moved it into game rooms.)
 */
export class EngineDriver implements PlayDriver {
  private readonly listeners = new Listeners();
  private state: GameState;
  private nextId = 1;
  private timeUpTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly definition: GameDefinition,
    private readonly gameId: string,
  ) {
    this.state = initialState(definition);
  }

  subscribe(listener: DriverListener) {
    return this.listeners.add(listener);
  }

  connect() {
    // Asynchronous like a socket, so listeners subscribed right after connect() see the snapshot.
    queueMicrotask(() => {
      if (this.closed) return;
      this.listeners.emit({ type: "connection", status: "open" });
      this.listeners.emit({
        type: "snapshot",
        session: { id: `test-${this.gameId}`, gameId: this.gameId, mode: "solo" },
        state: this.state,
        view: stripSolutions(this.definition, this.state),
        now: Date.now(),
      });
    });
  }

  send(action: Action): number {
    const id = this.nextId++;
    queueMicrotask(() => this.run(action, id));
    return id;
  }

  close() {
    this.closed = true;
    if (this.timeUpTimer) clearTimeout(this.timeUpTimer);
    this.listeners.clear();
  }

  private run(action: Action, id?: number) {
    if (this.closed) return;
    const now = Date.now();
    const result = reduce(this.definition, this.state, action, now);
    this.state = result.state;
    // Like a room, a tick that changed nothing says nothing.
    if (id === undefined && result.events.length === 0) return;
    this.listeners.emit({
      type: "update",
      ...(id === undefined ? {} : { id }),
      state: this.state,
      events: result.events,
      view: stripSolutions(this.definition, this.state),
      now,
    });
    this.scheduleTimeUp(now);
  }

  /** What a room's alarm does: a tick at the moment the timer reaches the limit. */
  private scheduleTimeUp(now: number) {
    if (this.timeUpTimer) clearTimeout(this.timeUpTimer);
    this.timeUpTimer = null;
    const limit = this.definition.rules.timeLimitSeconds;
    if (limit === undefined || this.state.status !== "running" || this.state.continuedAfterTimeUp) return;
    const wait = Math.max(0, limit * 1000 - timerMs(this.state, now));
    this.timeUpTimer = setTimeout(() => this.run({ type: "tick" }), wait + 50);
  }
}

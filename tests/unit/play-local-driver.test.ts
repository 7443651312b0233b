import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameDefinition } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { LocalDriver } from "../../app/play/driver/local-driver";
import type { DriverEvent, UpdateMessage } from "../../app/play/driver/types";

/** Test-play's driver: the engine in the browser, answering exactly like a room would. */

function recorder(driver: LocalDriver) {
  const events: DriverEvent[] = [];
  driver.subscribe((event) => events.push(event));
  const next = async <T extends DriverEvent["type"]>(type: T): Promise<Extract<DriverEvent, { type: T }>> => {
    for (let i = 0; i < 50; i++) {
      const found = events.findIndex((event) => event.type === type);
      if (found >= 0) return events.splice(0, found + 1)[found] as Extract<DriverEvent, { type: T }>;
      await Promise.resolve();
    }
    throw new Error(`no ${type} event`);
  };
  return { events, next };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the test-play driver", () => {
  it("sends a snapshot without answers, then one update per intent, numbered like the intent", async () => {
    const { definition } = DEMO_GAMES.interface;
    const driver = new LocalDriver(definition, "project-1");
    const { next } = recorder(driver);
    driver.connect();
    const snapshot = await next("snapshot");
    expect(snapshot.state.status).toBe("ready");
    expect(snapshot.session).toEqual({ id: "test-project-1", gameId: "project-1", mode: "solo" });
    const codes = definition.puzzles.flatMap((puzzle) => (puzzle.kind === "code" ? [puzzle.code] : []));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(JSON.stringify(snapshot.view)).not.toContain(`"${code}"`);

    const id = driver.send({ type: "start" });
    const update = await next("update");
    expect(update.id).toBe(id);
    expect(update.state.status).toBe("running");
    expect(update.events.map((event) => event.type)).toContain("started");
    driver.close();
  });

  it.each(Object.keys(DEMO_GAMES) as (keyof typeof DEMO_GAMES)[])("plays the %s demo game to its win", async (type) => {
    const { definition, walkthrough } = DEMO_GAMES[type];
    const driver = new LocalDriver(definition, type);
    const { next } = recorder(driver);
    driver.connect();
    await next("snapshot");
    let last: UpdateMessage | null = null;
    for (const action of walkthrough) {
      driver.send(action);
      last = await next("update");
      expect(last.events.filter((event) => event.type === "refused"), JSON.stringify(action)).toEqual([]);
    }
    expect(last?.state.status).toBe("ended");
    expect(last?.state.outcome).toBe("won");
    driver.close();
  });

  it("notices time-up by itself, as a room's alarm would, while nobody acts", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const base = DEMO_GAMES.classic.definition;
    const definition: GameDefinition = { ...base, rules: { ...base.rules, timeLimitSeconds: 5 } };
    const driver = new LocalDriver(definition, "short");
    const { next } = recorder(driver);
    driver.connect();
    await next("snapshot");
    driver.send({ type: "start" });
    await next("update");
    await vi.advanceTimersByTimeAsync(5_100);
    const tick = await next("update");
    expect(tick.id).toBeUndefined();
    expect(tick.state.status).toBe("timeUp");
    expect(tick.events.map((event) => event.type)).toContain("timeUp");

    driver.send({ type: "continueAfterTimeUp" });
    const resumed = await next("update");
    expect(resumed.state.status).toBe("running");
    driver.close();
  });

  it("says nothing more once closed", async () => {
    const driver = new LocalDriver(DEMO_GAMES.classic.definition, "closed");
    const { events } = recorder(driver);
    driver.connect();
    driver.close();
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { DeferredDriver, DeferredSessionDriver } from "../../app/play/driver/deferred-driver";
import { isSessionChannel, type DriverEvent, type PlayDriver } from "../../app/play/driver/types";
import { EngineDriver } from "./engine-driver";

/** A play page's driver whose code arrives after the intro: an engine-backed driver stands in for the room's. */

function deferred(wrap: (load: () => Promise<PlayDriver>) => DeferredDriver = (load) => new DeferredDriver(load)) {
  let arrive: (driver: PlayDriver) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const code = new Promise<PlayDriver>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const driver = wrap(() => code);
  const events: DriverEvent[] = [];
  driver.subscribe((event) => events.push(event));
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { driver, events, arrive, fail, settle };
}

const engineDriver = () => new EngineDriver(DEMO_GAMES.interface.definition, "project-1");

describe("the deferred driver", () => {
  it("passes on the snapshot and the answers of the driver once its code has arrived", async () => {
    const { driver, events, arrive, settle } = deferred();
    driver.connect();
    await settle();
    expect(events).toEqual([]);
    arrive(engineDriver());
    await settle();
    expect(events.map((e) => e.type)).toContain("snapshot");
    const id = driver.send({ type: "start" });
    await settle();
    const update = events.find((e) => e.type === "update");
    expect(update && update.type === "update" && update.id).toBe(id);
    expect(update && update.type === "update" && update.state.status).toBe("running");
  });

  it("sends an intent made before the code arrived once it has, and answers it under the id it was given", async () => {
    const { driver, events, arrive, settle } = deferred();
    driver.connect();
    const early = driver.send({ type: "start" });
    expect(early).toBeLessThan(0);
    arrive(engineDriver());
    await settle();
    const update = events.find((e) => e.type === "update");
    expect(update && update.type === "update" && update.id).toBe(early);
  });

  it("closes a driver that arrives after the player left, and says nothing more", async () => {
    const { driver, events, arrive, settle } = deferred();
    driver.connect();
    driver.close();
    const late = engineDriver();
    const heard: DriverEvent[] = [];
    late.subscribe((event) => heard.push(event));
    arrive(late);
    await settle();
    expect(events).toEqual([]);
    expect(heard).toEqual([]);
  });

  it("reports a failed connection when its code cannot be fetched", async () => {
    const { driver, events, fail, settle } = deferred();
    driver.connect();
    fail(new TypeError("Failed to fetch dynamically imported module"));
    await settle();
    expect(events).toEqual([{ type: "failed", failure: { error: "connection" } }]);
  });

  it("is a channel to the team only for a multiplayer session, so solo play shows no team panels", () => {
    expect(isSessionChannel(deferred().driver)).toBe(false);
    expect(isSessionChannel(deferred((load) => new DeferredSessionDriver(load)).driver)).toBe(true);
  });
});

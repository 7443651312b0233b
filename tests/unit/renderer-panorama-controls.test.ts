import { describe, expect, it } from "vitest";
import type { View } from "../../app/play/renderers/panorama/projection";
import { STEP, turnForKey } from "../../app/play/renderers/panorama/turns";
import { ViewController, type FrameScheduler } from "../../app/play/renderers/panorama/view-controller";

/** Frames on demand, run by hand: the test decides when the browser would paint. */
function manualFrames() {
  let queue: ((time: number) => void)[] = [];
  let now = 0;
  const frames: FrameScheduler = {
    request: (callback) => queue.push(callback),
    cancel: () => {
      queue = [];
    },
  };
  const run = (count = 1) => {
    for (let i = 0; i < count && queue.length; i++) {
      const pending = queue;
      queue = [];
      now += 16;
      for (const callback of pending) callback(now);
    }
  };
  return { frames, run, pending: () => queue.length };
}

function setup(initial: View = { yaw: 0, pitch: 0, fov: 75 }) {
  const drawn: View[] = [];
  const clock = manualFrames();
  const controller = new ViewController(initial, (view) => drawn.push({ ...view }), clock.frames);
  return { controller, drawn, clock };
}

describe("the 360 view's keys", () => {
  it("turn left, right, up and down, and zoom with + and -", () => {
    expect(turnForKey("ArrowLeft")).toEqual({ yaw: -STEP.key, pitch: 0, fov: 0 });
    expect(turnForKey("ArrowRight")).toEqual({ yaw: STEP.key, pitch: 0, fov: 0 });
    expect(turnForKey("ArrowUp")?.pitch).toBeGreaterThan(0);
    expect(turnForKey("ArrowDown")?.pitch).toBeLessThan(0);
    expect(turnForKey("+")?.fov).toBeLessThan(0);
    expect(turnForKey("-")?.fov).toBeGreaterThan(0);
  });

  it("leave Tab, Enter and letters to the page", () => {
    expect(turnForKey("Tab")).toBeNull();
    expect(turnForKey("Enter")).toBeNull();
    expect(turnForKey("a")).toBeNull();
  });
});

describe("the 360 view", () => {
  it("draws nothing until asked, and one frame for many requests in the same frame", () => {
    const { controller, drawn, clock } = setup();
    expect(clock.pending()).toBe(0);
    controller.request();
    controller.request();
    controller.setHeight(600);
    clock.run(5);
    expect(drawn).toHaveLength(1);
  });

  it("follows a drag at once: dragging right looks left, dragging down looks up", () => {
    const { controller, drawn, clock } = setup();
    controller.setHeight(600);
    controller.dragBy(100, 60);
    clock.run(5);
    expect(drawn).toHaveLength(1);
    expect(drawn[0].yaw).toBeCloseTo(-12.5);
    expect(drawn[0].pitch).toBeCloseTo(7.5);
  });

  it("eases to a turn over several frames, then stops asking for frames", () => {
    const { controller, drawn, clock } = setup();
    controller.turnBy(30, 0, 0, true);
    clock.run(200);
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.at(-1)?.yaw).toBe(30);
    expect(clock.pending()).toBe(0);
    const yaws = drawn.map((view) => view.yaw);
    expect([...yaws].sort((a, b) => a - b)).toEqual(yaws);
  });

  it("jumps straight there when motion is reduced", () => {
    const { controller, drawn, clock } = setup();
    controller.turnTo({ yaw: 120, pitch: 30 }, false);
    clock.run(10);
    expect(drawn).toEqual([{ yaw: 120, pitch: 30, fov: 75 }]);
  });

  it("adds up repeated key presses and keeps within the poles and the zoom range", () => {
    const { controller, clock } = setup();
    for (let i = 0; i < 20; i++) controller.turnBy(0, 10, -10, false);
    clock.run(1);
    expect(controller.view.pitch).toBe(85);
    expect(controller.view.fov).toBe(30);
  });

  it("draws nothing more once stopped (the scene left the page)", () => {
    const { controller, drawn, clock } = setup();
    controller.turnBy(90, 0, 0, true);
    clock.run(1);
    controller.stop();
    controller.request();
    clock.run(50);
    expect(drawn).toHaveLength(1);
  });
});

import { clampFov, clampPitch, degreesPerPixel, easeView, normaliseYaw, viewsClose, type View } from "./projection";

/**
 * Where a 360 view looks and where it is turning to. Dragging moves the view at once; keys, buttons
 * and focusing a hotspot set a target the view eases towards. A frame is drawn only when something
 * changed, and frames keep coming only while the view is still moving.
 */
export type FrameScheduler = { request(callback: (time: number) => void): number; cancel(handle: number): void };

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export class ViewController {
  view: View;
  private target: View;
  private height = 0;
  private pending = 0;
  private lastTime = 0;
  private stopped = false;

  constructor(initial: View, private readonly draw: (view: View) => void, private readonly frames: FrameScheduler = browserFrames) {
    this.view = { ...initial, pitch: clampPitch(initial.pitch), fov: clampFov(initial.fov) };
    this.target = { ...this.view };
  }

  get moving(): boolean {
    return !viewsClose(this.view, this.target);
  }

  setHeight(height: number) {
    this.height = height;
    this.request();
  }

  /** A drag of (dx, dy) pixels: the picture follows the pointer, so dragging right looks left. */
  dragBy(dx: number, dy: number) {
    const step = degreesPerPixel(this.view.fov, this.height);
    this.view = { ...this.view, yaw: normaliseYaw(this.view.yaw - dx * step), pitch: clampPitch(this.view.pitch + dy * step) };
    this.target = { ...this.view };
    this.request();
  }

  /** Turn by an amount (keys, buttons); repeated presses add up. */
  turnBy(yaw: number, pitch: number, fov: number, animate: boolean) {
    const base = this.target;
    this.turnTo({ yaw: normaliseYaw(base.yaw + yaw), pitch: base.pitch + pitch, fov: base.fov + fov }, animate);
  }

  turnTo(next: Partial<View>, animate: boolean) {
    const target = { ...this.target, ...next };
    this.target = { yaw: normaliseYaw(target.yaw), pitch: clampPitch(target.pitch), fov: clampFov(target.fov) };
    if (!animate) this.view = { ...this.target };
    this.request();
  }

  /** Draw on the next frame (once, however many times it is asked before then). */
  request() {
    if (this.pending || this.stopped) return;
    this.pending = this.frames.request(this.tick);
  }

  stop() {
    this.stopped = true;
    if (this.pending) this.frames.cancel(this.pending);
    this.pending = 0;
  }

  private tick = (time: number) => {
    this.pending = 0;
    if (this.stopped) return;
    const elapsed = this.lastTime ? time - this.lastTime : 16;
    if (this.moving) this.view = easeView(this.view, this.target, elapsed);
    this.draw(this.view);
    if (this.moving) {
      this.lastTime = time;
      this.request();
    } else {
      this.lastTime = 0;
    }
  };
}

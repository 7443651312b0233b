import { PerspectiveCamera, SphereGeometry, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import {
  clampFov,
  clampPitch,
  directionFromYawPitch,
  easeView,
  imageFraction,
  MAX_PITCH,
  normaliseYaw,
  projectToScreen,
  shortestYawDelta,
  SPHERE_PHI_START,
  yawPitchFromDirection,
  type View,
} from "../../app/play/renderers/panorama/projection";

const close = (actual: number[], expected: number[]) => actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i], 6));

describe("the 360 angle convention", () => {
  it("looks at the picture's centre at yaw 0, to the right at positive yaw, up at positive pitch", () => {
    close(directionFromYawPitch(0, 0), [0, 0, -1]);
    close(directionFromYawPitch(90, 0), [1, 0, 0]);
    close(directionFromYawPitch(-90, 0), [-1, 0, 0]);
    close(directionFromYawPitch(180, 0), [0, 0, 1]);
    close(directionFromYawPitch(0, 90), [0, 1, 0]);
    close(directionFromYawPitch(0, -90), [0, -1, 0]);
  });

  it("maps yaw and pitch to the equirectangular picture: x = (yaw + 180) / 360, y = (90 - pitch) / 180", () => {
    expect(imageFraction(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(imageFraction(-180, 90)).toEqual({ x: 0, y: 0 });
    expect(imageFraction(180, -90)).toEqual({ x: 1, y: 1 });
    expect(imageFraction(90, 45)).toEqual({ x: 0.75, y: 0.25 });
  });

  it("turns a direction back into the same yaw and pitch", () => {
    for (const [yaw, pitch] of [
      [0, 0],
      [45, 10],
      [-120, -30],
      [179, 60],
      [-179, -80],
    ]) {
      const back = yawPitchFromDirection(directionFromYawPitch(yaw, pitch));
      expect(back.yaw).toBeCloseTo(yaw, 6);
      expect(back.pitch).toBeCloseTo(pitch, 6);
    }
  });

  it("paints the picture on the sphere where the convention says: each texel faces its yaw and pitch", () => {
    // The same sphere the renderer builds; its uv (u, v) shows the picture at x = u, y = 1 - v.
    const geometry = new SphereGeometry(1, 16, 8, SPHERE_PHI_START);
    geometry.scale(-1, 1, 1);
    const position = geometry.getAttribute("position");
    const uv = geometry.getAttribute("uv");
    let checked = 0;
    for (let i = 0; i < position.count; i++) {
      const x = uv.getX(i);
      const y = 1 - uv.getY(i);
      if (y <= 0.01 || y >= 0.99) continue; // the poles have no single yaw
      const yaw = x * 360 - 180;
      const pitch = 90 - y * 180;
      close([position.getX(i), position.getY(i), position.getZ(i)], directionFromYawPitch(yaw, pitch));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("yaw arithmetic", () => {
  it("wraps any angle into [-180, 180)", () => {
    expect(normaliseYaw(190)).toBe(-170);
    expect(normaliseYaw(-190)).toBe(170);
    expect(normaliseYaw(180)).toBe(-180);
    expect(normaliseYaw(720 + 30)).toBe(30);
  });

  it("turns the short way round, across the back of the sphere when that is shorter", () => {
    expect(shortestYawDelta(170, -170)).toBe(20);
    expect(shortestYawDelta(-170, 170)).toBe(-20);
    expect(shortestYawDelta(10, 100)).toBe(90);
    expect(shortestYawDelta(0, 180)).toBe(180);
  });

  it("keeps pitch short of the poles and zoom within its range", () => {
    expect(clampPitch(120)).toBe(MAX_PITCH);
    expect(clampPitch(-120)).toBe(-MAX_PITCH);
    expect(clampFov(5)).toBe(30);
    expect(clampFov(500)).toBe(100);
  });
});

describe("a hotspot on the screen", () => {
  const view: View = { yaw: 0, pitch: 0, fov: 75 };

  it("sits at the centre when the view looks straight at it", () => {
    const point = projectToScreen(30, 10, { yaw: 30, pitch: 10, fov: 60 }, 800, 600);
    expect(point.x).toBeCloseTo(400);
    expect(point.y).toBeCloseTo(300);
    expect(point.inView).toBe(true);
  });

  it("moves right of centre for a larger yaw and above it for a larger pitch", () => {
    const right = projectToScreen(20, 0, view, 800, 600);
    const up = projectToScreen(0, 20, view, 800, 600);
    expect(right.x).toBeGreaterThan(400);
    expect(up.y).toBeLessThan(300);
  });

  it("is out of sight behind the camera and beyond the screen's edges", () => {
    expect(projectToScreen(180, 0, view, 800, 600)).toMatchObject({ inFront: false, inView: false });
    expect(projectToScreen(80, 0, view, 800, 600)).toMatchObject({ inFront: true, inView: false });
  });

  it("lands where three.js' own camera projects it, whatever the view", () => {
    const camera = new PerspectiveCamera(75, 800 / 600, 1, 1100);
    for (const [vy, vp, hy, hp] of [
      [0, 0, 20, 10],
      [120, 20, 140, 5],
      [-170, -30, 175, -40],
      [60, 70, 80, 60],
    ]) {
      camera.fov = 75;
      camera.updateProjectionMatrix();
      camera.position.set(0, 0, 0);
      camera.lookAt(...directionFromYawPitch(vy, vp));
      camera.updateMatrixWorld();
      const ndc = new Vector3(...directionFromYawPitch(hy, hp)).multiplyScalar(500).project(camera);
      const ours = projectToScreen(hy, hp, { yaw: vy, pitch: vp, fov: 75 }, 800, 600);
      expect(ours.x).toBeCloseTo(((ndc.x + 1) / 2) * 800, 3);
      expect(ours.y).toBeCloseTo(((1 - ndc.y) / 2) * 600, 3);
    }
  });
});

describe("a smooth turn", () => {
  it("eases towards the target the short way, and stops exactly on it", () => {
    let current: View = { yaw: 170, pitch: 0, fov: 75 };
    const target: View = { yaw: -170, pitch: 20, fov: 60 };
    const first = easeView(current, target, 16);
    expect(first.yaw > 170 || first.yaw < -170).toBe(true);
    for (let i = 0; i < 200 && (current.yaw !== target.yaw || current.pitch !== target.pitch); i++) current = easeView(current, target, 16);
    expect(current).toEqual(target);
  });
});

// Paints equirectangular panoramas from shapes placed at a yaw and pitch, the way a viewer sees them.
import { encodePng } from "./png.mjs";

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
/** A gradient cut into a few flat steps: it reads as shading and still compresses well. */
export const steps = (a, b, t, count = 6) => mix(a, b, Math.round(Math.max(0, Math.min(1, t)) * count) / count);

function inPolygon(u, v, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function nearSegment(u, v, [x0, y0], [x1, y1], halfWidth) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = Math.max(0, Math.min(1, ((u - x0) * dx + (v - y0) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(u - x0 - t * dx, v - y0 - t * dy) <= halfWidth;
}

/** Whether a point (degrees on the decal's tangent plane, v up) is inside a shape. */
function hits(shape, u, v) {
  if (shape.rect) {
    const [x0, y0, x1, y1] = shape.rect;
    return u >= x0 && u <= x1 && v >= y0 && v <= y1;
  }
  if (shape.circle) {
    const [cx, cy, r] = shape.circle;
    return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
  }
  if (shape.ring) {
    const [cx, cy, r0, r1] = shape.ring;
    const d = (u - cx) ** 2 + (v - cy) ** 2;
    return d >= r0 * r0 && d <= r1 * r1;
  }
  if (shape.ellipse) {
    const [cx, cy, rx, ry] = shape.ellipse;
    return ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1;
  }
  if (shape.poly) return inPolygon(u, v, shape.poly);
  if (shape.line) return nearSegment(u, v, shape.line[0], shape.line[1], (shape.width ?? 0.4) / 2);
  if (shape.polyline) {
    const pts = shape.polyline;
    for (let i = 1; i < pts.length; i++) if (nearSegment(u, v, pts[i - 1], pts[i], (shape.width ?? 0.4) / 2)) return true;
    return false;
  }
  throw new Error(`unknown shape ${JSON.stringify(shape)}`);
}

export class SphereCanvas {
  /** Drawn at `scale` times the size, then averaged down: smooth edges, flat areas stay flat. */
  constructor(width, height, scale = 2) {
    this.width = width;
    this.height = height;
    this.scale = scale;
    this.W = width * scale;
    this.H = height * scale;
    this.px = new Uint8Array(this.W * this.H * 3);
  }

  yawOf(x) {
    return ((x + 0.5) / this.W) * 360 - 180;
  }

  pitchOf(y) {
    return 90 - ((y + 0.5) / this.H) * 180;
  }

  set(x, y, rgb) {
    const i = (y * this.W + x) * 3;
    this.px[i] = rgb[0];
    this.px[i + 1] = rgb[1];
    this.px[i + 2] = rgb[2];
  }

  /** Paints every pixel from its direction: floors, walls and skies. */
  fill(colorAt) {
    for (let y = 0; y < this.H; y++) {
      const pitch = this.pitchOf(y);
      for (let x = 0; x < this.W; x++) this.set(x, y, colorAt(this.yawOf(x), pitch));
    }
  }

  /**
   * Shapes drawn on the plane touching the sphere at (yaw, pitch), in degrees, u to the right and v
   * up, as a perspective view centred there shows them; later shapes cover earlier ones. `size` is
   * the largest |u| or |v| used.
   */
  decal(yaw, pitch, size, shapes) {
    const c = dir(yaw, pitch);
    const east = [Math.cos(yaw * RAD), 0, -Math.sin(yaw * RAD)];
    const north = [-Math.sin(pitch * RAD) * Math.sin(yaw * RAD), Math.cos(pitch * RAD), -Math.sin(pitch * RAD) * Math.cos(yaw * RAD)];
    const reach = Math.min(89, Math.atan(size * Math.SQRT2 * RAD) * DEG + 1);
    const top = Math.min(90, pitch + reach);
    const bottom = Math.max(-90, pitch - reach);
    const nearPole = top >= 89.5 || bottom <= -89.5;
    const halfYaw = nearPole ? 180 : Math.min(180, reach / Math.cos(Math.max(Math.abs(top), Math.abs(bottom)) * RAD));
    const y0 = Math.max(0, Math.floor(((90 - top) / 180) * this.H));
    const y1 = Math.min(this.H - 1, Math.ceil(((90 - bottom) / 180) * this.H));
    const x0 = Math.floor(((yaw - halfYaw + 180) / 360) * this.W);
    const x1 = Math.ceil(((yaw + halfYaw + 180) / 360) * this.W);
    for (let y = y0; y <= y1; y++) {
      const p = this.pitchOf(y);
      for (let xs = x0; xs <= x1; xs++) {
        const x = ((xs % this.W) + this.W) % this.W;
        const d = dir(this.yawOf(x), p);
        const along = dot(d, c);
        if (along <= 0) continue;
        const u = Math.atan(dot(d, east) / along) * DEG;
        const v = Math.atan(dot(d, north) / along) * DEG;
        if (Math.abs(u) > size || Math.abs(v) > size) continue;
        let color = null;
        for (const shape of shapes) {
          if (hits(shape, u, v)) color = typeof shape.fill === "function" ? shape.fill(u, v) : shape.fill;
        }
        if (color) this.set(x, y, color);
      }
    }
  }

  toPng() {
    const { width, height, scale, W } = this;
    const out = Buffer.alloc(width * height * 3);
    const n = scale * scale;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let ch = 0; ch < 3; ch++) {
          let sum = 0;
          for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) sum += this.px[((y * scale + dy) * W + x * scale + dx) * 3 + ch];
          out[(y * width + x) * 3 + ch] = Math.round(sum / n);
        }
      }
    }
    return encodePng(out, width, height);
  }
}

function dir(yaw, pitch) {
  const cp = Math.cos(pitch * RAD);
  return [cp * Math.sin(yaw * RAD), Math.sin(pitch * RAD), cp * Math.cos(yaw * RAD)];
}

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

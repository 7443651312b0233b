import type { Shape } from "~/engine";
import { placeCanvas } from "../canvas-box";
import { containRect, lyingRect, shapeOutline, type Rect, type Size } from "./geometry";

/**
 * The pixi side of an Interface scene: the picture and the glow around the zone being pointed at or
 * focused. It draws only; clicks, hover and keyboard are handled by the React component, so the game
 * plays the same when pixi cannot start. Frames are drawn on demand (picture loaded, resize, highlight
 * change) rather than by a ticker: a still picture needs no 60 frames a second on a phone's battery.
 */
export type ZoneStage = {
  imageSize: Size;
  rendererKind: "webgl" | "canvas";
  resize(box: Size): void;
  highlight(shapes: readonly Shape[]): void;
  // The objects lying in the scene, each drawn fitted into its zone's box; one taken is left out.
  lying(items: readonly LyingObject[]): void;
  destroy(): void;
};

// `bounds` in picture fractions, like the zones.
export type LyingObject = { id: string; url: string; bounds: Rect };

// Glow drawn as widening strokes of falling opacity: filters would not run on the canvas renderer.
const GLOW = [
  { width: 14, alpha: 0.16 },
  { width: 8, alpha: 0.32 },
  { width: 3, alpha: 1 },
] as const;
const GLOW_COLOUR = 0xfcd34d;
const FILL_ALPHA = 0.12;

// Several scenes may show the same picture, and React may mount a scene twice in a row (strict mode,
// a quick scene change back): the texture is freed when the last user lets it go.
const textureUsers = new Map<string, number>();

export async function createZoneStage(host: HTMLElement, url: string, box: Size): Promise<ZoneStage> {
  // pixi compiles its uniform uploads with new Function; the page's CSP forbids eval (ADR 010), and
  // pixi.js/unsafe-eval swaps in its eval-free versions before any renderer starts.
  const [pixi] = await Promise.all([import("pixi.js"), import("pixi.js/unsafe-eval")]);
  const { Assets, Container, Graphics, Sprite, autoDetectRenderer, RendererType } = pixi;

  const holdTexture = (key: string) => {
    textureUsers.set(key, (textureUsers.get(key) ?? 0) + 1);
    return () => {
      const users = (textureUsers.get(key) ?? 1) - 1;
      if (users > 0) return void textureUsers.set(key, users);
      textureUsers.delete(key);
      // A picture that never loaded is not in the cache, and unloading it would only log a warning.
      if (Assets.cache.has(key)) void Assets.unload(key).catch(() => undefined);
    };
  };
  const releaseTexture = holdTexture(url);

  const texturePromise = Assets.load<import("pixi.js").Texture>(textureAsset(url));
  const rendererPromise = autoDetectRenderer({
    // WebGL where it is offered, pixi's 2D canvas renderer where it is refused. WebGPU is left out:
    // a still picture gains nothing from it, and it is one more path to go wrong on some drivers.
    preference: ["webgl", "canvas"],
    width: Math.max(1, box.width),
    height: Math.max(1, box.height),
    backgroundAlpha: 0,
    antialias: true,
    resolution: Math.min(globalThis.devicePixelRatio || 1, 2),
    autoDensity: true,
    // The browser environment's extras (pixi's accessibility overlay and its mobile "touch hook"
    // button, pixi's event system) would fight our own accessible DOM layer: load none of them.
    manageImports: false,
  });

  const [textureResult, rendererResult] = await Promise.allSettled([texturePromise, rendererPromise]);
  if (textureResult.status === "rejected" || rendererResult.status === "rejected") {
    if (rendererResult.status === "fulfilled") rendererResult.value.destroy({ removeView: true });
    releaseTexture();
    throw textureResult.status === "rejected" ? textureResult.reason : (rendererResult as PromiseRejectedResult).reason;
  }

  const texture = textureResult.value;
  const renderer = rendererResult.value;
  if (!texture) {
    // Only if someone switched Assets to its "skip" strategy: treat it as the failure it is.
    renderer.destroy({ removeView: true });
    releaseTexture();
    throw new Error(`cannot load ${url}`);
  }
  const imageSize = { width: texture.width, height: texture.height };
  const canvas = renderer.canvas as HTMLCanvasElement;
  canvas.setAttribute("aria-hidden", "true");
  canvas.classList.add("scene-canvas");
  placeCanvas(canvas);
  host.appendChild(canvas);

  const stage = new Container();
  const sprite = new Sprite(texture);
  const objects = new Container();
  const glow = new Graphics();
  stage.addChild(sprite, objects, glow);
  // One sprite per object lying here, by object id; each holds its texture until it is taken.
  const drawn = new Map<string, { sprite: import("pixi.js").Sprite; bounds: Rect; release: () => void }>();
  let wanted: readonly LyingObject[] = [];

  let picture: Rect = containRect(box, imageSize);
  let shapes: readonly Shape[] = [];
  let frame = 0;
  let destroyed = false;

  const draw = () => {
    frame = 0;
    if (destroyed) return;
    sprite.position.set(picture.x, picture.y);
    sprite.setSize(picture.width, picture.height);
    for (const item of drawn.values()) placeInside(item.sprite, item.bounds, picture);
    glow.clear();
    // On a small picture a full-width glow would swallow a small zone.
    const thickness = Math.min(1, Math.max(0.45, picture.width / 900));
    for (const shape of shapes) {
      const outline = shapeOutline(shape, picture);
      glow.poly(outline, true).fill({ color: GLOW_COLOUR, alpha: FILL_ALPHA });
      for (const stroke of GLOW)
        glow.poly(outline, true).stroke({ color: GLOW_COLOUR, alpha: stroke.alpha, width: stroke.width * thickness, join: "round" });
    }
    renderer.render(stage);
  };
  const requestDraw = () => {
    if (!frame && !destroyed) frame = requestAnimationFrame(draw);
  };
  draw();

  return {
    imageSize,
    rendererKind: renderer.type === RendererType.WEBGL ? "webgl" : "canvas",
    resize(next) {
      if (destroyed || next.width <= 0 || next.height <= 0) return;
      renderer.resize(next.width, next.height);
      picture = containRect(next, imageSize);
      // Resizing clears the canvas: draw in this frame, not the next, or it flickers.
      draw();
    },
    highlight(next) {
      shapes = next;
      requestDraw();
    },
    lying(items) {
      if (destroyed) return;
      wanted = items;
      for (const [id, item] of drawn) {
        if (items.some((candidate) => candidate.id === id)) continue;
        drawn.delete(id);
        objects.removeChild(item.sprite);
        item.sprite.destroy({ texture: false });
        item.release();
      }
      host.dataset.lying = [...drawn.keys()].join(" ");
      for (const item of items) {
        if (drawn.has(item.id)) continue;
        const release = holdTexture(item.url);
        // Drawn once loaded, unless it was taken (or the scene left) meanwhile; a picture that fails
        // to load leaves the zone as it is, still listed and clickable.
        Assets.load<import("pixi.js").Texture>(textureAsset(item.url)).then(
          (objectTexture) => {
            if (destroyed || drawn.has(item.id) || !wanted.some((candidate) => candidate.id === item.id) || !objectTexture) return release();
            const objectSprite = new Sprite(objectTexture);
            objects.addChild(objectSprite);
            drawn.set(item.id, { sprite: objectSprite, bounds: item.bounds, release });
            host.dataset.lying = [...drawn.keys()].join(" ");
            placeInside(objectSprite, item.bounds, picture);
            requestDraw();
          },
          () => release(),
        );
      }
      requestDraw();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (frame) cancelAnimationFrame(frame);
      for (const item of drawn.values()) item.release();
      drawn.clear();
      // The texture is shared through Assets' cache and freed by releaseTexture, not with the sprite.
      stage.destroy({ children: true, texture: false });
      renderer.destroy({ removeView: true });
      releaseTexture();
    },
  };
}

/** Fits an object's picture, whole and centred, into its zone's box on the drawn picture. */
function placeInside(sprite: import("pixi.js").Sprite, bounds: Rect, picture: Rect) {
  const fit = lyingRect(bounds, picture, { width: sprite.texture.width, height: sprite.texture.height });
  sprite.position.set(picture.x + fit.x * picture.width, picture.y + fit.y * picture.height);
  sprite.setSize(fit.width * picture.width, fit.height * picture.height);
}

// A storage key has no file extension for Assets to pick a loader from: say it is a picture. A vector
// picture is rasterised once, at the screen's density, so it stays sharp on a high-density screen.
function textureAsset(url: string): string | { src: string; parser?: "texture"; data?: { resolution: number } } {
  if (/\.svg(?:[?#]|$)/i.test(url)) return { src: url, data: { resolution: Math.min(globalThis.devicePixelRatio || 1, 2) } };
  return /\.(?:png|jpe?g|webp|avif|gif)(?:[?#]|$)/i.test(url) ? url : { src: url, parser: "texture" };
}

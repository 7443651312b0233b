import { placeCanvas } from "../canvas-box";
import { directionFromYawPitch, SPHERE_PHI_START, type View } from "./projection";

/**
 * The three.js side of a 360 scene: the panorama painted inside a sphere, seen from its centre. It
 * renders only when asked (a view change or a resize), never in a loop of its own.
 */
export type PanoramaView = {
  render(view: View): void;
  resize(width: number, height: number): void;
  destroy(): void;
};

export class NoWebGLError extends Error {}
export class PanoramaLoadError extends Error {}

export async function createPanoramaView(host: HTMLElement, url: string, width: number, height: number): Promise<PanoramaView> {
  // three.js needs WebGL 2 and logs an error when it cannot get it: ask the browser quietly first.
  // No multisampling: seen from its centre, a sphere has no edge for it to smooth, and it would multiply the cost of
  // every frame on a phone's GPU (and a software one) for nothing.
  const canvas = document.createElement("canvas");
  const gl = canvas.getContext("webgl2", { antialias: false, alpha: false });
  if (!gl) throw new NoWebGLError("WebGL 2 is not available");
  const loseContext = () => gl.getExtension("WEBGL_lose_context")?.loseContext();

  const THREE = await import("three");
  let texture: import("three").Texture;
  try {
    texture = await new THREE.TextureLoader().loadAsync(url);
  } catch {
    loseContext();
    throw new PanoramaLoadError(`cannot load ${url}`);
  }
  texture.colorSpace = THREE.SRGBColorSpace;

  const renderer = new THREE.WebGLRenderer({ canvas, context: gl, antialias: false });
  renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
  renderer.setSize(Math.max(1, width), Math.max(1, height));
  texture.anisotropy = Math.min(8, renderer.capabilities.getMaxAnisotropy());
  canvas.setAttribute("aria-hidden", "true");
  canvas.classList.add("scene-canvas");
  placeCanvas(canvas);
  host.appendChild(canvas);

  // Mirrored in x so the picture reads the right way round from inside; see projection.ts.
  const geometry = new THREE.SphereGeometry(500, 64, 32, SPHERE_PHI_START);
  geometry.scale(-1, 1, 1);
  const material = new THREE.MeshBasicMaterial({ map: texture });
  const scene = new THREE.Scene();
  scene.add(new THREE.Mesh(geometry, material));
  const camera = new THREE.PerspectiveCamera(75, Math.max(1, width) / Math.max(1, height), 1, 1100);
  let destroyed = false;

  return {
    render(view) {
      if (destroyed) return;
      if (camera.fov !== view.fov) {
        camera.fov = view.fov;
        camera.updateProjectionMatrix();
      }
      const [x, y, z] = directionFromYawPitch(view.yaw, view.pitch);
      camera.lookAt(x, y, z);
      renderer.render(scene, camera);
    },
    resize(nextWidth, nextHeight) {
      if (destroyed || nextWidth <= 0 || nextHeight <= 0) return;
      renderer.setSize(nextWidth, nextHeight);
      camera.aspect = nextWidth / nextHeight;
      camera.updateProjectionMatrix();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      geometry.dispose();
      material.dispose();
      texture.dispose();
      renderer.dispose();
      // Browsers cap live WebGL contexts (16 in Chromium): free this one now rather than at GC time.
      loseContext();
      canvas.remove();
    },
  };
}

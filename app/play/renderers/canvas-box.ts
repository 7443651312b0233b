import type { CSSProperties } from "react";
import type { Size } from "./interface/geometry";

/**
 * A renderer sizes its canvas from the box it measures, so that box must never depend on the canvas:
 * otherwise each resize grows the box, which grows the canvas again, without end (issue 24: a scene
 * 100,000 px tall when the renderers' stylesheet went missing). What keeps them apart is set here, in
 * code, and does not wait on any stylesheet: the canvas and its layer are out of the page's flow, and
 * the size drawn is never larger than the window.
 */

/** The layer a canvas is put in: over the whole frame, out of its flow. */
export const LAYER_STYLE: CSSProperties = { position: "absolute", inset: 0 };

/** Takes a renderer's canvas out of the flow: whatever its size, the frame around it keeps its own. */
export function placeCanvas(canvas: HTMLCanvasElement): void {
  canvas.style.position = "absolute";
  canvas.style.left = "0";
  canvas.style.top = "0";
  canvas.style.display = "block";
}

/** The size to draw at for a measured box: whole pixels, and at most the window's size. */
export function drawingSize(width: number, height: number): Size {
  const root = typeof document === "undefined" ? null : document.documentElement;
  const maxWidth = root?.clientWidth || globalThis.innerWidth || width;
  const maxHeight = globalThis.innerHeight || root?.clientHeight || height;
  return { width: Math.round(Math.min(width, maxWidth)), height: Math.round(Math.min(height, maxHeight)) };
}

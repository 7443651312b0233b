import type { ZoneCursor } from "~/engine";

/**
 * The CSS cursor shown while the pointer is over a zone. A zone without a cursor keeps the hand it
 * always had. The four arrows are small pictures served with the site; their hot spot is the centre
 * (the images are 32×32), and `pointer` follows as the fallback a browser uses if it cannot load one.
 */
export function zoneCursorCss(cursor: ZoneCursor | undefined): string {
  switch (cursor) {
    case undefined:
    case "pointer":
      return "pointer";
    case "auto":
    case "none":
    case "not-allowed":
      return cursor;
    case "up":
    case "down":
    case "left":
    case "right":
      return `url(/cursors/${cursor}.svg) 16 16, pointer`;
  }
}

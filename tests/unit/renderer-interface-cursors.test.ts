import { describe, expect, it } from "vitest";
import { ZONE_CURSORS } from "../../app/engine";
import { zoneCursorCss } from "../../app/play/renderers/interface/cursors";

describe("the pointer shown over a zone", () => {
  it("stays the usual hand when the creator chose none", () => {
    expect(zoneCursorCss(undefined)).toBe("pointer");
  });

  it("uses the browser's own cursors for auto, none, pointer and not-allowed", () => {
    expect((["auto", "none", "pointer", "not-allowed"] as const).map(zoneCursorCss)).toEqual(["auto", "none", "pointer", "not-allowed"]);
  });

  it("draws the four arrows from the site's pictures, centred, with the hand as fallback", () => {
    expect(zoneCursorCss("up")).toBe("url(/cursors/up.svg) 16 16, pointer");
    expect(zoneCursorCss("left")).toBe("url(/cursors/left.svg) 16 16, pointer");
  });

  it("has an answer for every cursor the definition allows", () => {
    for (const cursor of ZONE_CURSORS) expect(zoneCursorCss(cursor)).toMatch(/\S/);
  });
});

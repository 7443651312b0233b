import { describe, expect, it } from "vitest";
import { contrastProblems, contrastRatio, textOn } from "../../app/lib/brand/contrast";

/** WCAG 2.2 contrast of a brand's colours (ADR 041), against values any contrast checker gives. */
describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
  });

  it("writes white on dark colours and black on light ones", () => {
    expect(textOn("#0b3d91")).toBe("#ffffff");
    expect(textOn("#ffd54f")).toBe("#000000");
  });

  it("refuses an accent that does not stand 3:1 against the game's dark ground, with the ratio rounded down", () => {
    expect(contrastProblems("#0b3d91", "#ffb000")).toEqual([]);
    expect(contrastProblems("#0b3d91", "#2a2550")).toEqual([{ field: "accentColor", code: "accentContrast", ratio: "1.29" }]);
  });
});

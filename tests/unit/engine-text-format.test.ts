import { describe, expect, it } from "vitest";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { FONT_NAMES, GENERIC_FAMILIES, fontStack, parseDefinition, parseTextFormat, plainText } from "../../app/engine/definition";
import { manor, tweak } from "./engine-helpers";

describe("the named fonts of a text block", () => {
  it("offers about 85 fonts, each named once", () => {
    expect(FONT_NAMES.length).toBeGreaterThanOrEqual(80);
    expect(FONT_NAMES.length).toBeLessThanOrEqual(95);
    expect(new Set(FONT_NAMES).size).toBe(FONT_NAMES.length);
  });

  it("gives every font a CSS stack that starts with the font and ends with a generic family", () => {
    for (const name of FONT_NAMES) {
      const families = fontStack(name).split(", ");
      expect(families[0].replace(/"/g, "")).toBe(name);
      expect(GENERIC_FAMILIES).toContain(families.at(-1));
      expect(new Set(families).size).toBe(families.length);
    }
  });

  it("quotes names with spaces and nothing a stack could be broken with", () => {
    expect(fontStack("Georgia")).toBe('Georgia, "Times New Roman", "DejaVu Serif", "Liberation Serif", serif');
    expect(fontStack("Courier Prime")).toMatch(/^"Courier Prime", "Courier New", .*monospace$/);
    for (const name of FONT_NAMES) expect(fontStack(name)).not.toMatch(/[;{}<>\\]/);
  });

  it("lets a text block name one of them, and refuses a font that is not in the list", () => {
    const withFont = tweak(manor(), (d) => {
      const block = d.scenes[0].kind === "classic" ? d.scenes[0].blocks[0] : null;
      if (block?.kind === "text") block.font = "Courier Prime";
    });
    expect(withFont.scenes[0].kind === "classic" && withFont.scenes[0].blocks[0]).toMatchObject({ font: "Courier Prime" });
    const broken = structuredClone(manor()) as unknown as { scenes: { blocks: Record<string, unknown>[] }[] };
    broken.scenes[0].blocks[0].font = "Comic Sans; color: red";
    const parsed = parseDefinition(broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((issue) => [issue.path, issue.code])).toEqual([["scenes[0].blocks[0].font", "notOneOf"]]);
  });
});

describe("the light formatting of a text block", () => {
  it("reads a plain sentence as one paragraph of one line, unchanged", () => {
    const text = "Dust everywhere. A clock frozen at 4:15, 5 * 3 = 15 and a - sign.";
    expect(parseTextFormat(text)).toEqual([{ type: "paragraph", lines: [[{ text }]] }]);
  });

  it("reads bold, italic, and italic inside bold", () => {
    expect(parseTextFormat("The **red** door, *locked*, **very *old* wood**.")).toEqual([
      {
        type: "paragraph",
        lines: [[
          { text: "The " },
          { text: "red", bold: true },
          { text: " door, " },
          { text: "locked", italic: true },
          { text: ", " },
          { text: "very ", bold: true },
          { text: "old", bold: true, italic: true },
          { text: " wood", bold: true },
          { text: "." },
        ]],
      },
    ]);
  });

  it("leaves markers that are not closed or do not hug their words as they are", () => {
    for (const text of ["2 * 3 * 4", "**not closed", "a ** b ** c", "* star *", "***", "a \\*literal\\* star"]) {
      const spans = parseTextFormat(text).flatMap((part) => (part.type === "paragraph" ? part.lines.flat() : []));
      expect(spans.every((span) => !span.bold && !span.italic)).toBe(true);
    }
    expect(plainText("a \\*literal\\* star")).toBe("a *literal* star");
  });

  it("reads headings, lists, line breaks and paragraphs", () => {
    const parts = parseTextFormat("# The diary\nDay one.\nDay two.\n\n- a key\n- a *map*\nThe end.");
    expect(parts).toEqual([
      { type: "heading", spans: [{ text: "The diary" }] },
      { type: "paragraph", lines: [[{ text: "Day one." }], [{ text: "Day two." }]] },
      { type: "list", items: [[{ text: "a key" }], [{ text: "a " }, { text: "map", italic: true }]] },
      { type: "paragraph", lines: [[{ text: "The end." }]] },
    ]);
  });

  it("gives the words without markers for buttons and summaries", () => {
    expect(plainText("# Note\n**Open** the *box*.")).toBe("Note\nOpen the box.");
  });

  it("reads every demo game's texts as plain paragraphs, so they look as they always did", () => {
    for (const { definition } of Object.values(DEMO_GAME_IDS)) {
      for (const scene of definition.scenes) {
        if (scene.kind !== "classic") continue;
        for (const block of scene.blocks) {
          if (block.kind !== "text") continue;
          const parts = parseTextFormat(block.text);
          expect(parts.every((part) => part.type === "paragraph")).toBe(true);
          expect(parts.flatMap((part) => (part.type === "paragraph" ? part.lines.flat() : []))).toEqual(
            block.text.split(/\n/).filter((line) => line.trim() !== "").map((text) => ({ text })),
          );
        }
      }
    }
  });
});

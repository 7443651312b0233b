import { describe, expect, it } from "vitest";
import { parseTextFormat } from "../../app/engine/definition";
import { applyFormat } from "../../app/studio/classic/format-commands";

describe("the text block's formatting toolbar", () => {
  it("wraps the selected words in bold and keeps them selected", () => {
    const text = "Open the red door.";
    const result = applyFormat(text, 9, 12, "bold", "text");
    expect(result.text).toBe("Open the **red** door.");
    expect(result.text.slice(result.start, result.end)).toBe("red");
  });

  it("takes bold or italic away when the selection already has it", () => {
    const bold = applyFormat("Open the **red** door.", 11, 14, "bold", "text");
    expect(bold.text).toBe("Open the red door.");
    expect(bold.text.slice(bold.start, bold.end)).toBe("red");
    expect(applyFormat("an *old* key", 4, 7, "italic", "text").text).toBe("an old key");
  });

  it("leaves spaces selected at the edges outside the markers, so the formatting still reads", () => {
    const result = applyFormat("the red door", 3, 8, "italic", "text");
    expect(result.text).toBe("the *red* door");
    expect(parseTextFormat(result.text)).toEqual([{ type: "paragraph", lines: [[{ text: "the " }, { text: "red", italic: true }, { text: " door" }]] }]);
  });

  it("inserts a selected placeholder word when nothing is selected", () => {
    const result = applyFormat("Hello ", 6, 6, "bold", "texte");
    expect(result.text).toBe("Hello **texte**");
    expect(result.text.slice(result.start, result.end)).toBe("texte");
  });

  it("turns the lines the selection touches into a list, and back", () => {
    const text = "Intro\nkey\nmap\nEnd";
    const listed = applyFormat(text, 7, 12, "list", "text");
    expect(listed.text).toBe("Intro\n- key\n- map\nEnd");
    expect(applyFormat(listed.text, listed.start, listed.end, "list", "text").text).toBe(text);
  });

  it("turns the current line into a heading, replacing a list marker", () => {
    expect(applyFormat("Intro\n- The diary\nEnd", 9, 9, "heading", "text").text).toBe("Intro\n# The diary\nEnd");
    expect(applyFormat("# Title", 3, 3, "heading", "text").text).toBe("Title");
  });
});

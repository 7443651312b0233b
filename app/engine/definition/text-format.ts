/**
 * The light formatting of a Classic text block (ADR 025), read the same way by the player and the
 * editor's preview. Parsed into data that renderers turn into elements: never into HTML, so a text can
 * hold anything without becoming markup.
 *
 *   **bold**            *italic*          \* a literal asterisk
 *   # A heading         (a line that starts with "# ")
 *   - An item           (lines that start with "- " make one list)
 *   A blank line starts a new paragraph; a single line break stays a line break.
 *
 * A marker only counts when it is closed and hugs its words ("**word**", not "5 * 3 * 2"), so plain
 * texts written before the formatting existed read exactly as they did.
 */

export type Span = { text: string; bold?: true; italic?: true };

export type TextPart =
  | { type: "paragraph"; lines: Span[][] }
  | { type: "heading"; spans: Span[] }
  | { type: "list"; items: Span[][] };

export function parseTextFormat(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let paragraph: Span[][] | null = null;
  let list: Span[][] | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      close();
    } else if (/^#\s/.test(line)) {
      close();
      parts.push({ type: "heading", spans: parseSpans(line.replace(/^#\s+/, "").trim()) });
    } else if (/^-\s/.test(line)) {
      paragraph = null;
      if (!list) parts.push({ type: "list", items: (list = []) });
      list.push(parseSpans(line.replace(/^-\s+/, "").trim()));
    } else {
      list = null;
      if (!paragraph) parts.push({ type: "paragraph", lines: (paragraph = []) });
      paragraph.push(parseSpans(line));
    }
  }
  return parts;
}

/** The words without their markers: a block's name on a button, a preview's summary. */
export function plainText(text: string): string {
  return parseTextFormat(text)
    .map((part) => {
      const join = (spans: Span[]) => spans.map((span) => span.text).join("");
      if (part.type === "heading") return join(part.spans);
      if (part.type === "list") return part.items.map(join).join("\n");
      return part.lines.map(join).join("\n");
    })
    .join("\n");
}

/** Bold and italic inside one line. */
export function parseSpans(line: string, inherited: Omit<Span, "text"> = {}): Span[] {
  const spans: Span[] = [];
  let plain = "";
  const flush = () => {
    if (plain) spans.push({ ...inherited, text: plain });
    plain = "";
  };
  let i = 0;
  while (i < line.length) {
    if (line.startsWith("\\*", i)) {
      plain += "*";
      i += 2;
      continue;
    }
    const marker = line.startsWith("**", i) && !inherited.bold ? "**" : line[i] === "*" && !inherited.italic ? "*" : null;
    const end = marker ? closingMarker(line, i + marker.length, marker) : -1;
    if (marker && end > 0) {
      flush();
      const style = marker === "**" ? { bold: true as const } : { italic: true as const };
      spans.push(...parseSpans(line.slice(i + marker.length, end), { ...inherited, ...style }));
      i = end + marker.length;
      continue;
    }
    plain += line[i];
    i += 1;
  }
  flush();
  return spans;
}

/** Where `marker` closes a span opened just before `from`, or -1: the span must hug its words. */
function closingMarker(line: string, from: number, marker: string): number {
  if (from >= line.length || /\s/.test(line[from]) || line[from] === "*") return -1;
  for (let at = line.indexOf(marker, from + 1); at > 0; at = line.indexOf(marker, at + 1)) {
    if (line[at - 1] === "\\" || /\s/.test(line[at - 1])) continue;
    // A single "*" must not be half of a "**".
    if (marker === "*" && (line[at + 1] === "*" || line[at - 1] === "*")) continue;
    return at;
  }
  return -1;
}

/**
 * The text block toolbar's commands (the syntax is the engine's text-format.ts): each takes the text
 * and the selection and returns the new text with the selection to restore, so the creator can keep
 * typing where they were.
 */

export type FormatCommand = "bold" | "italic" | "heading" | "list";
export type Edited = { text: string; start: number; end: number };

const MARKERS = { bold: "**", italic: "*" } as const;

export function applyFormat(text: string, start: number, end: number, command: FormatCommand, placeholder: string): Edited {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  return command === "bold" || command === "italic" ? wrap(text, from, to, MARKERS[command], placeholder) : prefixLines(text, from, to, command === "heading" ? "# " : "- ");
}

/** Wraps the selection in a marker, or unwraps it when it already is; an empty selection gets a placeholder word. */
function wrap(text: string, from: number, to: number, marker: string, placeholder: string): Edited {
  // Markers only hug words: spaces selected at the edges stay outside.
  while (from < to && /\s/.test(text[from])) from++;
  while (to > from && /\s/.test(text[to - 1])) to--;
  const size = marker.length;
  const before = text.slice(from - size, from);
  const after = text.slice(to, to + size);
  const wrapped = before === marker && after === marker && !(marker === "*" && (text[from - size - 1] === "*" || text[to + size] === "*"));
  if (wrapped) {
    return { text: text.slice(0, from - size) + text.slice(from, to) + text.slice(to + size), start: from - size, end: to - size };
  }
  const words = from === to ? placeholder : text.slice(from, to);
  return { text: `${text.slice(0, from)}${marker}${words}${marker}${text.slice(to)}`, start: from + size, end: from + size + words.length };
}

/** Starts every line the selection touches with `prefix`, or takes it away when all of them have it. */
function prefixLines(text: string, from: number, to: number, prefix: string): Edited {
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  const nextBreak = text.indexOf("\n", to > from && text[to - 1] === "\n" ? to - 1 : to);
  const lineEnd = nextBreak < 0 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const other = prefix === "# " ? "- " : "# ";
  const all = lines.every((line) => line.startsWith(prefix) || line.trim() === "");
  const changed = lines.map((line) => {
    if (line.trim() === "") return line;
    if (all) return line.slice(prefix.length);
    const bare = line.startsWith(other) ? line.slice(other.length) : line;
    return bare.startsWith(prefix) ? bare : prefix + bare;
  });
  const block = changed.join("\n");
  return { text: text.slice(0, lineStart) + block + text.slice(lineEnd), start: lineStart, end: lineStart + block.length };
}

import { COLOURS, DIRECTIONS, SHAPES, type Colour, type Direction, type LockShape } from "~/engine";

/**
 * How each lock symbol is drawn. The words come from the `locks` texts; the glyphs and patterns below
 * are the second cue, so that no symbol is told apart by its colour alone.
 */

export type SymbolKind = "directional" | "colours" | "shapes";

export const SYMBOLS: Record<SymbolKind, readonly string[]> = { directional: DIRECTIONS, colours: COLOURS, shapes: SHAPES };

export const DIRECTION_GLYPHS: Record<Direction, string> = { up: "↑", down: "↓", left: "←", right: "→" };

export const SHAPE_GLYPHS: Record<LockShape, string> = {
  circle: "●",
  square: "■",
  triangle: "▲",
  star: "★",
  heart: "♥",
  moon: "☾",
  diamond: "◆",
  cross: "✚",
};

// The swatch colours; each also gets its own pattern in locks.css (lock-swatch-<colour>).
export const COLOUR_VALUES: Record<Colour, string> = {
  red: "#d32f2f",
  orange: "#f57c00",
  yellow: "#fbc02d",
  green: "#2e7d32",
  blue: "#1565c0",
  purple: "#7b1fa2",
  black: "#111111",
  white: "#fafafa",
};

/** The text key naming a symbol in words (`locks.directions.up`, `locks.colours.red`, …). */
export function symbolKey(kind: SymbolKind, symbol: string): string {
  return `locks.${kind === "directional" ? "directions" : kind}.${symbol}`;
}

export function glyphOf(kind: SymbolKind, symbol: string): string {
  if (kind === "directional") return DIRECTION_GLYPHS[symbol as Direction] ?? "?";
  if (kind === "shapes") return SHAPE_GLYPHS[symbol as LockShape] ?? "?";
  return "";
}

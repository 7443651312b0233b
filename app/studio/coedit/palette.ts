import type { CSSProperties } from "react";

/**
 * The twelve colours the project room hands out to editors (StudioEditor.colour, 0..11). Each is dark
 * enough for white initials and names on it (WCAG AA, 4.5:1) and for its dots, outlines and cursors to
 * stand out from the page's white (non-text contrast, 3:1); tests/unit/coedit-palette.test.ts checks both.
 */
export const PEER_COLOURS = [
  "#b91c1c", "#c2410c", "#a16207", "#4d7c0f", "#15803d", "#0f766e",
  "#0e7490", "#1d4ed8", "#4338ca", "#7e22ce", "#a21caf", "#be185d",
] as const;

/** The colour written on a peer's colour. */
export const PEER_INK = "#ffffff";

export const peerColour = (index: number): string => PEER_COLOURS[((index % 12) + 12) % 12];

/** The peer's colour as CSS custom properties (`--peer`, `--peer-ink`) for the coedit styles to use. */
export const peerStyle = (index: number): CSSProperties => ({ "--peer": peerColour(index), "--peer-ink": PEER_INK }) as CSSProperties;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio between two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Up to two letters for an avatar without a picture: "Alice Martin" → "AM", "bob" → "B". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? "").join("") || "?";
}

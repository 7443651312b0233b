/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11) for the brand's colours. Pure, so the account page
 * can warn while typing and the server decides with the same numbers.
 */

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The page background behind the brand's accent (the game layout's dark ground, app/styles/play.css --play-bg): links and buttons in the accent sit on it. */
export const BRAND_BACKGROUND = "#14112a";
export const TEXT_MIN_RATIO = 4.5;
export const ACCENT_MIN_RATIO = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or black, whichever reads better on the colour. */
export function textOn(hex: string): "#ffffff" | "#000000" {
  return contrastRatio(hex, "#ffffff") >= contrastRatio(hex, "#000000") ? "#ffffff" : "#000000";
}

export type ContrastProblem = "primaryContrast" | "accentContrast";

/** What the two colours fail of WCAG AA, with the ratios to tell the person (rounded down, never flattering). */
export function contrastProblems(primary: string, accent: string): { field: "primaryColor" | "accentColor"; code: ContrastProblem; ratio: string }[] {
  const problems: { field: "primaryColor" | "accentColor"; code: ContrastProblem; ratio: string }[] = [];
  const shown = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
  const text = contrastRatio(primary, textOn(primary));
  if (text < TEXT_MIN_RATIO) problems.push({ field: "primaryColor", code: "primaryContrast", ratio: shown(text) });
  const accentRatio = contrastRatio(accent, BRAND_BACKGROUND);
  if (accentRatio < ACCENT_MIN_RATIO) problems.push({ field: "accentColor", code: "accentContrast", ratio: shown(accentRatio) });
  return problems;
}

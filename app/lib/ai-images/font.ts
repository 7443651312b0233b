/**
 * A 5 × 7 pixel font (capitals, digits, a little punctuation) for the local image's words, so the local adapter
 * draws text without a font file or a canvas. Each glyph is seven rows of five bits, leftmost pixel highest.
 */
const GLYPHS: Record<string, string> = {
  A: "0e11111f111111", B: "1e11111e11111e", C: "0e11101010110e", D: "1e11111111111e", E: "1f10101e10101f",
  F: "1f10101e101010", G: "0e11101711110f", H: "1111111f111111", I: "0e04040404040e", J: "0702020202120c",
  K: "11121418141211", L: "1010101010101f", M: "111b1515111111", N: "11111915131111", O: "0e11111111110e",
  P: "1e11111e101010", Q: "0e11111115120d", R: "1e11111e141211", S: "0f10100e01011e", T: "1f040404040404",
  U: "1111111111110e", V: "11111111110a04", W: "1111111515150a", X: "11110a040a1111", Y: "1111110a040404",
  Z: "1f01020408101f", "0": "0e11131519110e", "1": "040c040404040e", "2": "0e11010204081f", "3": "1f02040201110e",
  "4": "02060a121f0202", "5": "1f101e0101110e", "6": "0608101e11110e", "7": "1f010204080808", "8": "0e11110e11110e",
  "9": "0e11110f01020c", " ": "00000000000000", ".": "00000000000c0c", ",": "000000000c0408", "(": "02040808080402",
  ")": "08040202020408", "-": "0000001f000000", "'": "0c040800000000", ":": "000c0c000c0c00", "!": "04040404040004",
  "?": "0e110102040004",
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** The rows of a character, accents dropped and letters raised ("é" → "E"); an unknown one is drawn as "?". */
export function glyphRows(char: string): number[] {
  const plain = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase();
  const hex = GLYPHS[plain] ?? GLYPHS["?"]!;
  return Array.from({ length: GLYPH_HEIGHT }, (_, row) => parseInt(hex.slice(row * 2, row * 2 + 2), 16));
}

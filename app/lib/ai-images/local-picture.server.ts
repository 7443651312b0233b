import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows } from "./font";
import { encodePng } from "./png.server";

/**
 * The local adapter's picture: a plain card with its label in large letters ("IMAGE LOCALE (SANS IA)") and the
 * prompt below, so nobody mistakes it for a generated image, at the format's proportions.
 */

type Canvas = { width: number; height: number; rgb: Uint8Array };
const BACKGROUND = [32, 38, 64] as const;
const FRAME = [240, 196, 80] as const;
const INK = [245, 245, 245] as const;

function fill(canvas: Canvas, x0: number, y0: number, w: number, h: number, colour: readonly number[]) {
  for (let y = Math.max(0, y0); y < Math.min(canvas.height, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(canvas.width, x0 + w); x++) canvas.rgb.set(colour, (y * canvas.width + x) * 3);
  }
}

function write(canvas: Canvas, text: string, x0: number, y0: number, scale: number, colour: readonly number[]) {
  [...text].forEach((char, i) => {
    glyphRows(char).forEach((bits, row) => {
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (bits & (1 << (GLYPH_WIDTH - 1 - col))) fill(canvas, x0 + (i * (GLYPH_WIDTH + 1) + col) * scale, y0 + row * scale, scale, scale, colour);
      }
    });
  });
}

/** Words to lines of at most `columns` characters; a word longer than a line is cut. */
function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.slice(0, columns);
    if (line && line.length + 1 + piece.length > columns) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(line);
  return lines;
}

export async function localPicture(width: number, height: number, label: string, prompt: string): Promise<Uint8Array<ArrayBuffer>> {
  const canvas: Canvas = { width, height, rgb: new Uint8Array(width * height * 3) };
  fill(canvas, 0, 0, width, height, FRAME);
  const border = Math.max(8, Math.round(width / 80));
  fill(canvas, border, border, width - 2 * border, height - 2 * border, BACKGROUND);
  const margin = border * 3;
  const room = width - 2 * margin;
  const titleScale = Math.max(2, Math.floor(room / ((GLYPH_WIDTH + 1) * label.length)));
  write(canvas, label, margin, margin, titleScale, FRAME);
  const scale = Math.max(2, Math.floor(titleScale / 2));
  const columns = Math.floor(room / ((GLYPH_WIDTH + 1) * scale));
  const top = margin + (GLYPH_HEIGHT + 4) * titleScale;
  const rows = Math.floor((height - top - margin) / ((GLYPH_HEIGHT + 3) * scale));
  wrap(prompt, columns).slice(0, rows).forEach((line, i) => write(canvas, line, margin, top + i * (GLYPH_HEIGHT + 3) * scale, scale, INK));
  return encodePng(width, height, canvas.rgb);
}

import { encode } from "uqr";
import * as v from "valibot";

/**
 * The QR-code creator's rules, shared by the loader (which validates the GET form) and the page
 * (which draws the code on the server and again, live, in the browser). Pure: no DOM, no Node.
 */
export const QR_TEXT_MAX = 1000;
export const QR_SIZES = [128, 256, 512, 1024] as const;
export const QR_LEVELS = ["L", "M", "Q", "H"] as const;
export type QrLevel = (typeof QR_LEVELS)[number];
export type QrOptions = { text: string; size: number; ecc: QrLevel; color: string };

/** The quiet zone the QR standard asks for: four modules of background on every side. */
const QUIET_ZONE = 4;

export const QR_DEFAULTS: Omit<QrOptions, "text"> = { size: 256, ecc: "M", color: "#1e1b4b" };

const fields = {
  text: v.pipe(v.string(), v.maxLength(QR_TEXT_MAX)),
  size: v.pipe(v.string(), v.transform(Number), v.picklist(QR_SIZES)),
  ecc: v.picklist(QR_LEVELS),
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i), v.toLowerCase()),
};

/**
 * Reads the form from the query string. A wrong size, level or colour (a hand-edited URL) falls
 * back to the default; an over-long text is kept so the person sees it, and reported.
 */
export function readQrQuery(params: URLSearchParams, defaultText: string): { options: QrOptions; tooLong: boolean } {
  const pick = <T>(schema: v.GenericSchema<unknown, T>, key: string, fallback: T): T => {
    const raw = params.get(key);
    const parsed = raw === null ? null : v.safeParse(schema, raw);
    return parsed?.success ? parsed.output : fallback;
  };
  const rawText = params.get("text");
  const text = rawText === null ? defaultText : rawText.replace(/\r\n/g, "\n");
  return {
    options: {
      text: text.slice(0, QR_TEXT_MAX * 2),
      size: pick(fields.size, "size", QR_DEFAULTS.size),
      ecc: pick(fields.ecc, "ecc", QR_DEFAULTS.ecc),
      color: pick(fields.color, "color", QR_DEFAULTS.color),
    },
    tooLong: !v.is(fields.text, text),
  };
}

export type QrMatrix = { modules: boolean[][]; size: number };

/** The module grid with its quiet zone, or null when the text is empty or cannot fit a QR code. */
export function qrMatrix(options: QrOptions): QrMatrix | null {
  if (!options.text || options.text.length > QR_TEXT_MAX) return null;
  try {
    const result = encode(options.text, { ecc: options.ecc, border: QUIET_ZONE });
    return { modules: result.data, size: result.size };
  } catch {
    // "Data too long": many multi-byte characters at a high correction level exceed version 40.
    return null;
  }
}

/**
 * An SVG one unit per module, dark runs of a row merged into one rectangle: a fraction of the
 * size of one square per module, which matters for long texts sent in the page.
 */
export function qrSvg(matrix: QrMatrix, options: Pick<QrOptions, "size" | "color">): string {
  let path = "";
  matrix.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  const n = matrix.size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges">` +
    `<rect width="${n}" height="${n}" fill="#ffffff"/><path fill="${options.color}" d="${path}"/></svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** WCAG contrast ratio of a colour against white: under 3, phone cameras often fail to read the code. */
export function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

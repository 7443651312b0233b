/**
 * Finds the formal address ("Sie", "Ihnen", "Ihr …") in a German text. German capitalises "Sie" and
 * "Ihr" for "they"/"their" too, but only where a sentence starts; mid-sentence the capital letter
 * is the formal "you". A sentence starts at the beginning of a text, after . ! ? : ; … or an opening quote.
 */

export type GermanText = { key: string; text: string };

/** Every string of a dictionary, with its dotted key (array items by index). */
export function germanTexts(value: unknown, key: string): GermanText[] {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => germanTexts(item, `${key}.${i}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => germanTexts(item, `${key}.${name}`));
  }
  return [];
}

const word = /[A-Za-zÄÖÜäöüß]+/g;
const sentenceEnd = /(^|[.!?:;…]|[„“"«»(\n])\s*$/;

function startsSentence(text: string, index: number): boolean {
  return sentenceEnd.test(text.slice(0, index));
}

/** The formal forms in `text`, each with the words around it so a failure says where. */
export function formalAddress(text: string): string[] {
  const found: string[] = [];
  const words = [...text.matchAll(word)];
  words.forEach((match, i) => {
    const w = match[0];
    const at = match.index ?? 0;
    const atStart = startsSentence(text, at);
    const before = words[i - 1]?.[0] ?? "";
    const next = words[i + 1]?.[0] ?? "";
    const where = `“${text.slice(Math.max(0, at - 25), at + w.length + 25).trim()}”`;
    if (w === "Sie" && !atStart) {
      // "Geben Sie", "Melden Sie": a formal imperative names its verb first.
      const imperative = startsSentence(text, words[i - 1]?.index ?? 0) && /en$/.test(before);
      found.push(`${imperative ? `imperative “${before} Sie”` : "Sie"} in ${where}`);
    } else if (w === "Ihnen" || w === "Ihretwegen") {
      found.push(`${w} in ${where}`);
    } else if (/^Ihr(e|en|em|er|es)?$/.test(w)) {
      // At a sentence start "Ihr habt" is the informal plural; "Ihr Konto" (a noun follows) is formal.
      if (!atStart || /^[A-ZÄÖÜ]/.test(next)) found.push(`${w} in ${where}`);
    } else if (/^(Du|Dich|Dir|Dein|Deine|Deinen|Deinem|Deiner|Deines)$/.test(w) && !atStart) {
      found.push(`capitalised ${w} (du is written in lower case) in ${where}`);
    }
  });
  return found;
}

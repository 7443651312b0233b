/**
 * The named fonts a Classic text block can be set in (spec: "about 85 named fonts"). Nothing is
 * downloaded: players' browsers never call a font service (privacy, and games work offline), so each
 * name is a CSS font stack that uses the font where the player has it installed and otherwise the
 * closest common font of the same style, ending with a generic family so the text always renders.
 */

export type FontStyle = "serif" | "sans" | "mono" | "handwriting" | "display";

// What each style falls back to, widely installed fonts first, the generic CSS family last.
const FALLBACKS: Record<FontStyle, readonly string[]> = {
  serif: ["Georgia", "Times New Roman", "DejaVu Serif", "Liberation Serif", "serif"],
  sans: ["Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans", "sans-serif"],
  mono: ["Courier New", "DejaVu Sans Mono", "Liberation Mono", "monospace"],
  handwriting: ["Segoe Print", "Bradley Hand", "Comic Sans MS", "cursive"],
  display: ["Impact", "Arial Black", "DejaVu Sans", "sans-serif"],
};

export const GENERIC_FAMILIES: readonly string[] = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"];

// Each font: its style, and closer look-alikes tried before the style's fallbacks.
const FONT_TABLE = {
  // Serif
  Georgia: { style: "serif", like: [] },
  "Times New Roman": { style: "serif", like: ["Times", "Tinos"] },
  Garamond: { style: "serif", like: ["EB Garamond", "Adobe Garamond Pro", "Cormorant Garamond"] },
  "EB Garamond": { style: "serif", like: ["Garamond", "Cormorant Garamond"] },
  Baskerville: { style: "serif", like: ["Libre Baskerville", "Baskerville Old Face"] },
  "Libre Baskerville": { style: "serif", like: ["Baskerville"] },
  Palatino: { style: "serif", like: ["Palatino Linotype", "Book Antiqua", "URW Palladio L"] },
  "Book Antiqua": { style: "serif", like: ["Palatino", "Palatino Linotype"] },
  Cambria: { style: "serif", like: ["Caladea"] },
  Didot: { style: "serif", like: ["Bodoni MT", "GFS Didot"] },
  Bodoni: { style: "serif", like: ["Bodoni MT", "Bodoni 72", "Didot"] },
  "Playfair Display": { style: "serif", like: ["Didot", "Bodoni MT"] },
  Merriweather: { style: "serif", like: ["Georgia"] },
  Lora: { style: "serif", like: ["Georgia"] },
  "Crimson Text": { style: "serif", like: ["Garamond", "EB Garamond"] },
  Cormorant: { style: "serif", like: ["Cormorant Garamond", "Garamond"] },
  "PT Serif": { style: "serif", like: ["Georgia"] },
  "Noto Serif": { style: "serif", like: ["DejaVu Serif"] },
  "Source Serif": { style: "serif", like: ["Source Serif Pro", "Source Serif 4"] },
  "DejaVu Serif": { style: "serif", like: [] },
  // Sans serif
  Arial: { style: "sans", like: ["Helvetica", "Liberation Sans", "Arimo"] },
  Helvetica: { style: "sans", like: ["Helvetica Neue", "Arial"] },
  Verdana: { style: "sans", like: ["DejaVu Sans", "Geneva"] },
  Tahoma: { style: "sans", like: ["Verdana", "Segoe UI"] },
  "Trebuchet MS": { style: "sans", like: ["Lucida Grande", "Lucida Sans Unicode"] },
  "Segoe UI": { style: "sans", like: ["system-ui", "Roboto", "Ubuntu"] },
  Calibri: { style: "sans", like: ["Carlito", "Candara"] },
  "Gill Sans": { style: "sans", like: ["Gill Sans MT", "Gill Sans Nova"] },
  Futura: { style: "sans", like: ["Futura PT", "Century Gothic", "Jost"] },
  "Century Gothic": { style: "sans", like: ["URW Gothic", "Futura", "Avant Garde"] },
  Roboto: { style: "sans", like: ["Segoe UI", "Noto Sans"] },
  "Open Sans": { style: "sans", like: ["Segoe UI", "Noto Sans"] },
  Lato: { style: "sans", like: ["Carlito", "Segoe UI"] },
  Montserrat: { style: "sans", like: ["Century Gothic", "Futura"] },
  "Source Sans": { style: "sans", like: ["Source Sans Pro", "Source Sans 3"] },
  "Noto Sans": { style: "sans", like: ["DejaVu Sans"] },
  Inter: { style: "sans", like: ["system-ui", "Segoe UI", "Roboto"] },
  Nunito: { style: "sans", like: ["Varela Round", "Segoe UI"] },
  Raleway: { style: "sans", like: ["Century Gothic"] },
  Ubuntu: { style: "sans", like: ["Segoe UI"] },
  "DejaVu Sans": { style: "sans", like: [] },
  "Atkinson Hyperlegible": { style: "sans", like: ["Verdana", "Tahoma"] },
  OpenDyslexic: { style: "sans", like: ["Comic Sans MS", "Verdana"] },
  "Comic Neue": { style: "sans", like: ["Comic Sans MS", "Chalkboard SE"] },
  // Monospaced
  "Courier New": { style: "mono", like: ["Courier", "Nimbus Mono PS"] },
  "Courier Prime": { style: "mono", like: [] },
  Consolas: { style: "mono", like: ["Menlo", "Monaco"] },
  Menlo: { style: "mono", like: ["Monaco", "Consolas"] },
  Monaco: { style: "mono", like: ["Menlo", "Consolas"] },
  "Lucida Console": { style: "mono", like: ["Lucida Sans Typewriter", "Monaco"] },
  "Source Code Pro": { style: "mono", like: ["Consolas", "Menlo"] },
  "Fira Mono": { style: "mono", like: ["Fira Code", "Consolas"] },
  "JetBrains Mono": { style: "mono", like: ["Consolas", "Menlo"] },
  "IBM Plex Mono": { style: "mono", like: ["Consolas", "Menlo"] },
  "DejaVu Sans Mono": { style: "mono", like: [] },
  "Special Elite": { style: "mono", like: ["American Typewriter", "Courier Prime"] },
  "American Typewriter": { style: "mono", like: ["Special Elite", "Courier Prime"] },
  // Handwriting
  "Comic Sans MS": { style: "handwriting", like: ["Comic Neue", "Chalkboard SE"] },
  "Brush Script MT": { style: "handwriting", like: ["Brush Script Std", "Dancing Script"] },
  "Lucida Handwriting": { style: "handwriting", like: ["Apple Chancery", "Segoe Script"] },
  "Segoe Script": { style: "handwriting", like: ["Lucida Handwriting", "Bradley Hand"] },
  "Bradley Hand": { style: "handwriting", like: ["Segoe Print"] },
  "Dancing Script": { style: "handwriting", like: ["Brush Script MT", "Segoe Script"] },
  Pacifico: { style: "handwriting", like: ["Brush Script MT"] },
  Caveat: { style: "handwriting", like: ["Segoe Print", "Bradley Hand"] },
  "Indie Flower": { style: "handwriting", like: ["Segoe Print"] },
  "Shadows Into Light": { style: "handwriting", like: ["Segoe Print"] },
  Kalam: { style: "handwriting", like: ["Segoe Print"] },
  Satisfy: { style: "handwriting", like: ["Brush Script MT", "Segoe Script"] },
  "Great Vibes": { style: "handwriting", like: ["Edwardian Script ITC", "Snell Roundhand", "Brush Script MT"] },
  "Homemade Apple": { style: "handwriting", like: ["Segoe Script"] },
  "Permanent Marker": { style: "handwriting", like: ["Marker Felt", "Segoe Print"] },
  "Amatic SC": { style: "handwriting", like: ["Segoe Print"] },
  // Display
  Impact: { style: "display", like: ["Haettenschweiler", "Arial Narrow Bold"] },
  Papyrus: { style: "display", like: ["Herculanum", "Luminari"] },
  Copperplate: { style: "display", like: ["Copperplate Gothic Light", "Copperplate Gothic"] },
  Luminari: { style: "display", like: ["Papyrus", "Herculanum"] },
  Chalkduster: { style: "display", like: ["Chalkboard SE", "Comic Sans MS"] },
  Cinzel: { style: "display", like: ["Trajan Pro", "Copperplate", "Georgia"] },
  "Uncial Antiqua": { style: "display", like: ["Luminari", "Papyrus"] },
  UnifrakturMaguntia: { style: "display", like: ["Old English Text MT", "Fraktur"] },
  "Old English Text MT": { style: "display", like: ["UnifrakturMaguntia", "Fraktur"] },
  Creepster: { style: "display", like: ["Chiller", "Jokerman"] },
  Nosifer: { style: "display", like: ["Chiller", "Creepster"] },
  Bangers: { style: "display", like: ["Impact"] },
  Lobster: { style: "display", like: ["Brush Script MT", "Pacifico"] },
  "Bebas Neue": { style: "display", like: ["Oswald", "Impact"] },
  Orbitron: { style: "display", like: ["Eurostile", "Bank Gothic"] },
  "Press Start 2P": { style: "display", like: ["VT323", "Courier New"] },
  "Pirata One": { style: "display", like: ["UnifrakturMaguntia", "Old English Text MT"] },
} as const satisfies Record<string, { style: FontStyle; like: readonly string[] }>;

export type FontName = keyof typeof FONT_TABLE;

/** Every named font, grouped by style (the editor's list shows them in this order). */
export const FONT_NAMES = Object.keys(FONT_TABLE) as [FontName, ...FontName[]];

export function fontStyle(name: FontName): FontStyle {
  return FONT_TABLE[name].style;
}

// Names with spaces or digits must be quoted in CSS; generic families must not be.
const cssName = (name: string) => (GENERIC_FAMILIES.includes(name) || /^[A-Za-z-]+$/.test(name) ? name : `"${name}"`);

/** The CSS `font-family` for a named font: the font, its look-alikes, its style's fallbacks. */
export function fontStack(name: FontName): string {
  const { style, like } = FONT_TABLE[name];
  const names = [...new Set<string>([name, ...like, ...FALLBACKS[style]])];
  return names.map(cssName).join(", ");
}

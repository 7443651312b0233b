// The library's objects (issue 27, ADR 046): flat drawings on a 128×128 canvas with a soft outline, so they
// read on a light or a dark scene alike. Hand-written shapes, no randomness: the same bytes on every run.
const INK = 'stroke="#2b2118" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"';

export const OBJECTS = [
  ["key", "Key", `
<g ${INK}><circle cx="38" cy="64" r="20" fill="#e0b23a"/><path d="M56 58h52v12h-8v12h-10v-12h-8v10h-10v-10h-16z" fill="#e0b23a"/></g>
<circle cx="38" cy="64" r="8" fill="#fff7e0" stroke="#2b2118" stroke-width="3"/>`],
  ["padlock", "Padlock", `
<g ${INK}><path d="M40 58V42a24 24 0 0 1 48 0v16" fill="none" stroke-width="10" stroke="#8d96a0"/><path d="M40 58V42a24 24 0 0 1 48 0v16" fill="none"/>
<rect x="28" y="56" width="72" height="56" rx="8" fill="#e0b23a"/></g>
<path d="M64 74a7 7 0 0 0-4 13l-2 12h12l-2-12a7 7 0 0 0-4-13z" fill="#2b2118"/>`],
  ["chest", "Treasure chest", `
<g ${INK}><path d="M16 58a48 30 0 0 1 96 0v10H16z" fill="#a0622d"/><rect x="16" y="66" width="96" height="46" rx="4" fill="#8a4f22"/>
<path d="M32 40v72M96 40v72" stroke="#e0b23a" stroke-width="6"/><rect x="54" y="60" width="20" height="22" rx="3" fill="#e0b23a"/></g>
<circle cx="64" cy="70" r="3" fill="#2b2118"/>`],
  ["book", "Book", `
<g ${INK}><path d="M24 20h72a8 8 0 0 1 8 8v80H32a8 8 0 0 1-8-8z" fill="#7a2e3a"/><path d="M32 92h72v16H32a8 8 0 0 1 0-16z" fill="#f3ead3"/></g>
<path d="M44 36h44M44 48h32" stroke="#e0b23a" stroke-width="4" stroke-linecap="round"/>`],
  ["letter", "Letter", `
<g ${INK}><path d="M30 14h52l18 18v82H30z" fill="#f7f1e1"/><path d="M82 14v18h18" fill="#e4dac0"/></g>
<path d="M42 46h44M42 58h44M42 70h44M42 82h28" stroke="#6b5f4b" stroke-width="4" stroke-linecap="round"/>
<path d="M60 98c6-8 14-8 20 0" fill="none" stroke="#2f4f8a" stroke-width="3" stroke-linecap="round"/>`],
  ["map", "Treasure map", `
<g ${INK}><path d="M14 28l32-10 36 10 32-10v82l-32 10-36-10-32 10z" fill="#ead7a4"/><path d="M46 18v82M82 28v82" fill="none"/></g>
<path d="M24 84c14-6 20-24 36-20s20-18 34-26" fill="none" stroke="#a0622d" stroke-width="3" stroke-dasharray="6 5"/>
<path d="M88 30l12 12M100 30l-12 12" stroke="#b32e1f" stroke-width="5" stroke-linecap="round"/>`],
  ["lamp", "Oil lamp", `
<g ${INK}><path d="M44 58c0-22 40-22 40 0v26H44z" fill="#dff2f6" fill-opacity=".8"/><rect x="36" y="84" width="56" height="24" rx="10" fill="#b07a2a"/>
<path d="M30 108h68" fill="none"/></g>
<path d="M64 48c-8 10-6 22 0 24 6-2 8-14 0-24z" fill="#f29c1f"/><path d="M64 58c-3 5-2 10 0 11 2-1 3-6 0-11z" fill="#ffe27a"/>`],
  ["candle", "Candle", `
<g ${INK}><rect x="50" y="54" width="28" height="54" rx="3" fill="#f4ecd8"/><ellipse cx="64" cy="110" rx="34" ry="8" fill="#b07a2a"/></g>
<path d="M64 22c-10 12-8 26 0 28 8-2 10-16 0-28z" fill="#f29c1f"/><path d="M64 34c-4 6-3 12 0 13 3-1 4-7 0-13z" fill="#ffe27a"/>
<path d="M64 50v6" stroke="#2b2118" stroke-width="3"/>`],
  ["clock", "Clock", `
<g ${INK}><circle cx="64" cy="66" r="46" fill="#f7f1e1"/><circle cx="64" cy="66" r="46" fill="none" stroke="#8a4f22" stroke-width="8"/></g>
<path d="M64 66V38M64 66l18 10" stroke="#2b2118" stroke-width="5" stroke-linecap="round"/>
<g fill="#2b2118"><circle cx="64" cy="30" r="3"/><circle cx="100" cy="66" r="3"/><circle cx="64" cy="102" r="3"/><circle cx="28" cy="66" r="3"/><circle cx="64" cy="66" r="5"/></g>`],
  ["magnifier", "Magnifying glass", `
<g ${INK}><path d="M78 78l30 30" stroke="#5a3b21" stroke-width="14"/><circle cx="54" cy="54" r="32" fill="#cdebf3" fill-opacity=".85"/>
<circle cx="54" cy="54" r="32" fill="none" stroke="#8d96a0" stroke-width="8"/></g>
<path d="M38 44a18 18 0 0 1 14-12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`],
  ["coin", "Gold coin", `
<g ${INK}><circle cx="64" cy="64" r="44" fill="#e0b23a"/><circle cx="64" cy="64" r="32" fill="#f0c85a"/></g>
<path d="M64 42l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#c9962a"/>`],
  ["gem", "Gem", `
<g ${INK}><path d="M34 26h60l20 26-50 58-50-58z" fill="#3aa6c9"/><path d="M14 52h100M34 26l12 26 18 58 18-58 12-26M46 52l18-26 18 26" fill="none"/></g>
<path d="M40 34l-8 12" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`],
  ["torch", "Torch", `
<g ${INK}><path d="M56 60h16l-4 56h-8z" fill="#8a4f22"/><path d="M50 52h28l-4 10H54z" fill="#5a3b21"/></g>
<path d="M64 8c-20 18-18 40 0 44 18-4 20-26 0-44z" fill="#f2641f"/><path d="M64 24c-10 10-9 22 0 24 9-2 10-14 0-24z" fill="#ffcf4a"/>`],
  ["scroll", "Scroll", `
<g ${INK}><rect x="30" y="24" width="68" height="80" fill="#f1e2b8"/><rect x="22" y="14" width="84" height="16" rx="8" fill="#d9c08a"/>
<rect x="22" y="98" width="84" height="16" rx="8" fill="#d9c08a"/></g>
<path d="M42 46h44M42 58h44M42 70h44M42 82h30" stroke="#7b6a48" stroke-width="4" stroke-linecap="round"/>`],
  ["phone", "Mobile phone", `
<g ${INK}><rect x="36" y="10" width="56" height="108" rx="10" fill="#2f3440"/><rect x="42" y="24" width="44" height="76" rx="2" fill="#6fc2e0"/></g>
<circle cx="64" cy="109" r="4" fill="#8d96a0"/><path d="M56 17h16" stroke="#8d96a0" stroke-width="3" stroke-linecap="round"/>`],
  ["laptop", "Laptop", `
<g ${INK}><rect x="24" y="24" width="80" height="56" rx="4" fill="#2f3440"/><rect x="30" y="30" width="68" height="44" fill="#6fc2e0"/>
<path d="M10 86h108l-8 16H18z" fill="#b9c0c8"/></g>
<path d="M38 42h30M38 52h44M38 62h20" stroke="#1d4f66" stroke-width="4" stroke-linecap="round"/>`],
  ["badge", "Badge", `
<g ${INK}><path d="M44 10h40l-6 26H50z" fill="#2f6fb3"/><rect x="26" y="32" width="76" height="84" rx="8" fill="#f7f1e1"/></g>
<circle cx="64" cy="62" r="14" fill="#c9a27a"/><path d="M40 100c4-16 44-16 48 0" fill="#2f6fb3"/>
<rect x="52" y="38" width="24" height="6" rx="3" fill="#2b2118"/>`],
  ["gear", "Gear", `
<g ${INK}><path d="M56 10h16l3 14 10 4 12-8 11 11-8 12 4 10 14 3v16l-14 3-4 10 8 12-11 11-12-8-10 4-3 14H56l-3-14-10-4-12 8-11-11 8-12-4-10-14-3V56l14-3 4-10-8-12 11-11 12 8 10-4z" fill="#8d96a0"/>
<circle cx="64" cy="64" r="16" fill="#f7f1e1"/></g>`],
  ["potion", "Potion", `
<g ${INK}><path d="M52 14h24v32l26 40a16 16 0 0 1-14 26H40a16 16 0 0 1-14-26l26-40z" fill="#e9f4f0"/>
<path d="M34 78h60l8 8a16 16 0 0 1-14 26H40a16 16 0 0 1-14-26z" fill="#7bd16b"/><rect x="48" y="6" width="32" height="12" rx="3" fill="#a0622d"/></g>
<circle cx="56" cy="92" r="4" fill="#fff"/><circle cx="72" cy="100" r="3" fill="#fff"/>`],
  ["compass", "Compass", `
<g ${INK}><circle cx="64" cy="68" r="46" fill="#b07a2a"/><circle cx="64" cy="68" r="36" fill="#f7f1e1"/><rect x="56" y="12" width="16" height="12" rx="4" fill="#b07a2a"/></g>
<path d="M64 36l10 32H54z" fill="#b32e1f"/><path d="M64 100l-10-32h20z" fill="#2f3440"/><circle cx="64" cy="68" r="4" fill="#e0b23a"/>`],
  ["envelope", "Envelope", `
<g ${INK}><rect x="14" y="30" width="100" height="68" rx="4" fill="#f7f1e1"/><path d="M14 34l50 36 50-36" fill="#e8dcc0"/></g>
<circle cx="64" cy="72" r="9" fill="#b32e1f"/>`],
  ["crown", "Crown", `
<g ${INK}><path d="M18 96l-4-58 28 24 22-38 22 38 28-24-4 58z" fill="#e0b23a"/><rect x="18" y="96" width="92" height="14" rx="3" fill="#c9962a"/></g>
<circle cx="64" cy="78" r="7" fill="#b32e1f"/><circle cx="38" cy="82" r="5" fill="#3aa6c9"/><circle cx="90" cy="82" r="5" fill="#3aa6c9"/>`],
  ["cake", "Birthday cake", `
<g ${INK}><rect x="22" y="64" width="84" height="44" rx="6" fill="#f4c9d6"/><path d="M22 76c10 8 18-6 28 2s18-6 28 2 18-6 28 2" fill="none"/>
<rect x="58" y="38" width="12" height="26" fill="#7fb8e6"/><ellipse cx="64" cy="110" rx="50" ry="8" fill="#e8e2d4"/></g>
<path d="M64 14c-8 10-6 20 0 22 6-2 8-12 0-22z" fill="#f29c1f"/>`],
  ["gift", "Gift", `
<g ${INK}><rect x="20" y="52" width="88" height="60" rx="4" fill="#b32e1f"/><rect x="14" y="38" width="100" height="18" rx="3" fill="#d5402f"/>
<path d="M64 38v74" stroke="#e0b23a" stroke-width="12"/><path d="M64 38c-18-24-40-8-22 0zM64 38c18-24 40-8 22 0z" fill="#e0b23a"/></g>`],
];

// The library's icons (issue 27, ADR 046): one bold shape on a round badge, legible at 32 px on any scene.
const badge = (color, shape) => `<circle cx="64" cy="64" r="58" fill="${color}" stroke="#fff" stroke-width="6"/>\n${shape}`;
const line = (width = 12) => `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const WHITE = line();

export const ICONS = [
  ["arrow", "Arrow", badge("#2f6fb3", `<path d="M34 64h56M66 40l24 24-24 24" ${WHITE}/>`)],
  ["question", "Question mark", badge("#6a4fb3", `<path d="M46 48a18 18 0 1 1 26 16c-6 3-8 7-8 14" ${WHITE}/><circle cx="64" cy="96" r="7" fill="#fff"/>`)],
  ["exclamation", "Exclamation mark", badge("#d5762f", `<path d="M64 32v42" ${WHITE}/><circle cx="64" cy="94" r="7" fill="#fff"/>`)],
  ["star", "Star", badge("#e0a81e", `<path d="M64 26l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="#fff"/>`)],
  ["check", "Check mark", badge("#2e8b57", `<path d="M36 66l18 18 38-40" ${WHITE}/>`)],
  ["cross", "Cross", badge("#b32e1f", `<path d="M42 42l44 44M86 42L42 86" ${WHITE}/>`)],
  ["eye", "Eye", badge("#2f7f8a", `<path d="M24 64c20-28 60-28 80 0-20 28-60 28-80 0z" fill="#fff"/><circle cx="64" cy="64" r="12" fill="#2f7f8a"/>`)],
  ["hand", "Hand", badge("#8a5a2f", `<path d="M50 96V52a6 6 0 0 1 12 0v-16a6 6 0 0 1 12 0v18a6 6 0 0 1 12 0v8a6 6 0 0 1 12 0v14c0 14-10 24-24 24H62c-6 0-12-4-12-8zM50 70l-8-8a6 6 0 0 0-8 8l16 18" fill="#fff"/>`)],
  ["door", "Door", badge("#5a3b21", `<path d="M42 100V30h44v70" fill="#fff"/><path d="M36 100h56" ${line(6)}/><circle cx="76" cy="68" r="5" fill="#5a3b21"/>`)],
  ["lock-open", "Open padlock", badge("#2e8b57", `<path d="M48 58V44a16 16 0 0 1 31-6" ${line(9)}/><rect x="36" y="58" width="56" height="40" rx="6" fill="#fff"/><circle cx="64" cy="76" r="6" fill="#2e8b57"/>`)],
];

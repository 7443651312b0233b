import * as v from "valibot";

/**
 * The studio's clipboard (spec section 3: copyEventObj, copyEventObjType): an interaction ("event") or an
 * item (a zone, hotspot, block, object, puzzle…) copied in one editor and pasted in another, across tabs
 * and projects of this browser. Kept in localStorage; what comes back is checked, never trusted.
 */

export const CLIPBOARD_TYPES = ["interaction", "zone", "hotspot", "block", "object", "puzzle", "recipe", "achievement", "hint"] as const;
export type ClipboardType = (typeof CLIPBOARD_TYPES)[number];

const KEY = "studio:clipboard";

const StoredSchema = v.object({
  copyEventObjType: v.picklist(CLIPBOARD_TYPES),
  copyEventObj: v.looseObject({ id: v.string() }),
});

export type Copied = { type: ClipboardType; item: { id: string } & Record<string, unknown> };

export function copyItem(type: ClipboardType, item: { id: string }): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ copyEventObjType: type, copyEventObj: item }));
    window.dispatchEvent(new Event("studio:clipboard"));
  } catch {
    // Storage full or disabled: the copy is simply not kept.
  }
}

export function readClipboard(): Copied | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    return parsed.success ? { type: parsed.output.copyEventObjType, item: parsed.output.copyEventObj } : null;
  } catch {
    return null;
  }
}

/**
 * A pasted copy with fresh ids for the item and for the items listed inside it (a zone's interactions),
 * so pasting twice never makes two things with one id. References to other parts are kept as they are:
 * the problems list says when one points at nothing in this project.
 */
export function withFreshIds<T extends { id: string }>(item: T, newId: (prefix: string) => string, prefix: string): T {
  const copy = structuredClone(item) as T & { interactions?: { id: string }[] };
  copy.id = newId(prefix);
  if (Array.isArray(copy.interactions)) copy.interactions = copy.interactions.map((interaction) => ({ ...interaction, id: newId("event") }));
  return copy;
}

/** Ids a person can read in a path: a prefix and four random characters, longer if taken. */
export function freshId(prefix: string, taken: (id: string) => boolean): string {
  const alphabet = "abcdefghijkmnopqrstuvwxyz23456789";
  for (let length = 4; ; length++) {
    const bytes = crypto.getRandomValues(new Uint8Array(length));
    const id = `${prefix}-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
    if (!taken(id)) return id;
  }
}

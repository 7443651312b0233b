import * as Y from "yjs";

/**
 * Tells an editor when another editor's change replaced a value they wrote moments ago. A plain field of
 * the shared draft (a Y.Map key, ADR 019) keeps the last writer's value, the same for everyone; the one
 * whose value lost would otherwise never know. Text fields (Y.Text) merge keystrokes and never lose one.
 */
export type Overwrite = {
  /** The field's place in the definition, `["meta", "title"]`, `["scenes", id, "zones", id, "label"]`. */
  path: string[];
  /** The Yjs client id of the document whose change won (the other editor's AwareState.clientId). */
  by: number;
  /** The value this editor had written, which the notice offers to put back. */
  mine: unknown;
};

/** How long a value this editor wrote counts as "theirs" for the notice. */
export const OVERWRITE_WINDOW_MS = 10_000;

type Written = { value: unknown; at: number };

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const unescapeKey = (key: string) => (key.startsWith("$") ? key.slice(1) : key);

/** A map's place under the root: object keys and collection item ids (`$items` is the collection's inside). */
function pathOf(type: { _item: Y.Item | null }): string[] | null {
  const segments: string[] = [];
  let current: { _item: Y.Item | null } = type;
  while (current._item) {
    const item = current._item;
    const parent = item.parent;
    // An object inside a plain array has no key to name it by.
    if (!(parent instanceof Y.AbstractType) || item.parentSub === null) return null;
    if (item.parentSub !== "$items") segments.unshift(unescapeKey(item.parentSub));
    current = parent;
  }
  return segments;
}

/**
 * Watches `doc`: transactions whose origin is in `local` are this editor's writes; any other transaction
 * that changes one of those fields within the window to a different value is reported. Returns the
 * function that stops watching.
 */
export function watchOverwrites(doc: Y.Doc, local: ReadonlySet<unknown>, onOverwrite: (overwrite: Overwrite) => void, windowMs = OVERWRITE_WINDOW_MS) {
  const written = new WeakMap<Y.Map<unknown>, Map<string, Written>>();

  const onTransaction = (transaction: Y.Transaction) => {
    const now = Date.now();
    const mine = local.has(transaction.origin);
    transaction.changed.forEach((keys, type) => {
      if (!(type instanceof Y.Map)) return;
      for (const key of keys) {
        if (key === null) continue;
        const value: unknown = type.get(key);
        if (mine) {
          if (value === undefined || value instanceof Y.AbstractType) continue;
          const fields = written.get(type) ?? new Map<string, Written>();
          fields.set(key, { value, at: now });
          written.set(type, fields);
          continue;
        }
        const fields = written.get(type);
        const record = fields?.get(key);
        if (!fields || !record) continue;
        fields.delete(key);
        if (now - record.at > windowMs || same(value, record.value)) continue;
        const by = type._map.get(key)?.id.client;
        const path = pathOf(type);
        if (by === undefined || by === doc.clientID || !path) continue;
        onOverwrite({ path: [...path, unescapeKey(key)], by, mine: record.value });
      }
    });
  };
  doc.on("afterTransaction", onTransaction);
  return () => doc.off("afterTransaction", onTransaction);
}

import * as Y from "yjs";
import { ID_KINDS } from "../../engine/definition/issues";

/**
 * A game definition (JSON) as a project's shared Yjs document, and back (ADR 015's shape, ADR 019).
 * Shared by the project room and the studio in the browser. Generic over the definition's shape: only
 * two word lists say which arrays are collections and which strings are typed text, so a new field of
 * the engine needs no change here.
 *
 * - Everything lives under one root map, `definition`: top-level Yjs types can never be replaced or
 *   removed, and a restore must be able to replace any key.
 * - An object is a Y.Map. Its keys that start with `$` are stored with one more `$`, so `$items` and
 *   `$order` below can never be mistaken for a definition's own field.
 * - A collection (an array under one of COLLECTION_KEYS whose items are objects with distinct string ids)
 *   is a Y.Map `{ $items: Y.Map(id -> item), $order: Y.Array(id) }`: two editors changing different
 *   items merge, and reordering never rewrites an item.
 * - Any other array is a Y.Array of converted values.
 * - A string under one of TEXT_KEYS (what a person types at length) is a Y.Text; other strings, numbers,
 *   booleans and null are plain values, last writer wins per field. Reading accepts a Y.Text anywhere.
 */

export const ROOT = "definition";

/** The definition's lists whose items have ids: the engine's own list of them. */
export const COLLECTION_KEYS: ReadonlySet<string> = new Set(ID_KINDS);

/** Fields a person writes sentences in; editors bind them to a text input that merges keystrokes. */
export const TEXT_KEYS: ReadonlySet<string> = new Set(["summary", "description", "text", "transcript"]);

export const ITEMS = "$items";
export const ORDER = "$order";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
export const escapeKey = (key: string) => (key.startsWith("$") ? `$${key}` : key);
const unescapeKey = (key: string) => (key.startsWith("$") ? key.slice(1) : key);

/** The ids of an array that can be a collection, in order; null when it cannot (so it stays an array). */
export function collectionIds(key: string | null, value: unknown[]): string[] | null {
  if (key === null || !COLLECTION_KEYS.has(key)) return null;
  const ids: string[] = [];
  for (const item of value) {
    if (!isObject(item) || typeof item.id !== "string") return null;
    ids.push(item.id);
  }
  return new Set(ids).size === ids.length ? ids : null;
}

/** A fresh shared value for a JSON value found under `key` (null in arrays). */
export function toShared(value: unknown, key: string | null): unknown {
  if (typeof value === "string") return key !== null && TEXT_KEYS.has(key) ? new Y.Text(value) : value;
  if (Array.isArray(value)) {
    const ids = collectionIds(key, value);
    if (ids) {
      const collection = new Y.Map<unknown>();
      const items = new Y.Map<unknown>();
      value.forEach((item, i) => items.set(ids[i], toShared(item, null)));
      collection.set(ITEMS, items);
      collection.set(ORDER, sharedArray(ids));
      return collection;
    }
    return sharedArray(value.map((item) => toShared(item, null)));
  }
  if (isObject(value)) {
    const map = new Y.Map<unknown>();
    for (const [field, inner] of Object.entries(value)) if (inner !== undefined) map.set(escapeKey(field), toShared(inner, field));
    return map;
  }
  return value;
}

function sharedArray(items: unknown[]): Y.Array<unknown> {
  const array = new Y.Array<unknown>();
  array.insert(0, items);
  return array;
}

export const isCollection = (value: unknown): value is Y.Map<unknown> => value instanceof Y.Map && value.get(ITEMS) instanceof Y.Map && value.get(ORDER) instanceof Y.Array;

export function fromShared(value: unknown): Json {
  if (value instanceof Y.Text) return value.toString();
  if (value instanceof Y.Array) return value.toArray().map(fromShared);
  if (isCollection(value)) {
    const items = value.get(ITEMS) as Y.Map<unknown>;
    const seen = new Set<string>();
    const out: Json[] = [];
    // Concurrent moves can leave an id twice in the order, and an item added while another editor
    // rewrote the order may be missing from it: every item appears once, ordered ones first.
    for (const id of (value.get(ORDER) as Y.Array<unknown>).toArray()) {
      if (typeof id !== "string" || seen.has(id) || !items.has(id)) continue;
      seen.add(id);
      out.push(fromShared(items.get(id)));
    }
    for (const id of [...items.keys()].sort()) if (!seen.has(id)) out.push(fromShared(items.get(id)));
    return out;
  }
  if (value instanceof Y.Map) {
    const out: Record<string, Json> = {};
    for (const [key, inner] of value.entries()) out[unescapeKey(key)] = fromShared(inner);
    return out;
  }
  return value === undefined ? null : (value as Json);
}

/** The document's definition as JSON (for the engine's schema: the document itself is never trusted). */
export function readDefinition(doc: Y.Doc): unknown {
  return fromShared(doc.getMap(ROOT));
}

/** True when the document holds no definition yet (a room that has not been seeded). */
export function isEmptyDefinition(doc: Y.Doc): boolean {
  return doc.getMap(ROOT).size === 0;
}

/**
 * Makes the document hold `json` (an object), in one transaction. Only what differs is written: a field
 * that is already equal is left alone, so a restore or a reseed does not undo concurrent edits of parts
 * it does not change, and each editor's undo history stays meaningful.
 */
export function writeDefinition(doc: Y.Doc, json: unknown, origin: unknown = null): void {
  if (!isObject(json)) throw new TypeError("a game definition is a JSON object");
  doc.transact(() => updateMap(doc.getMap(ROOT), json), origin);
}

function updateMap(map: Y.Map<unknown>, json: Record<string, unknown>): void {
  const wanted = new Set<string>();
  for (const [field, value] of Object.entries(json)) {
    if (value === undefined) continue;
    const key = escapeKey(field);
    wanted.add(key);
    update(map, key, field, value);
  }
  for (const key of [...map.keys()]) if (!wanted.has(key)) map.delete(key);
}

/** Brings `parent.get(key)` to `value`, in place when the shared value already has the right kind. */
export function update(parent: Y.Map<unknown>, key: string, field: string | null, value: unknown): void {
  const current = parent.get(key);
  if (typeof value === "string" && current instanceof Y.Text && TEXT_KEYS.has(field ?? "")) {
    replaceText(current, value);
    return;
  }
  if (isObject(value) && current instanceof Y.Map && !isCollection(current)) {
    updateMap(current, value);
    return;
  }
  if (Array.isArray(value) && isCollection(current)) {
    const ids = collectionIds(field, value);
    if (ids) {
      updateCollection(current, ids, value as Record<string, unknown>[]);
      return;
    }
  }
  if (current !== undefined && kindFits(current, field, value) && sameJson(fromShared(current), value)) return;
  parent.set(key, toShared(value, field));
}

/** Whether the shared value is what toShared would make for this value (equal content aside). */
function kindFits(current: unknown, field: string | null, value: unknown): boolean {
  if (typeof value === "string") return (current instanceof Y.Text) === (field !== null && TEXT_KEYS.has(field));
  if (Array.isArray(value)) return collectionIds(field, value) ? isCollection(current) : current instanceof Y.Array;
  return !(current instanceof Y.AbstractType);
}

export function updateCollection(collection: Y.Map<unknown>, ids: string[], value: Record<string, unknown>[]): void {
  const items = collection.get(ITEMS) as Y.Map<unknown>;
  const order = collection.get(ORDER) as Y.Array<unknown>;
  const wanted = new Set(ids);
  for (const id of [...items.keys()]) if (!wanted.has(id)) items.delete(id);
  value.forEach((item, i) => {
    const current = items.get(ids[i]);
    if (current instanceof Y.Map && !isCollection(current)) updateMap(current, item);
    else items.set(ids[i], toShared(item, null));
  });
  const now = order.toArray();
  if (now.length !== ids.length || now.some((id, i) => id !== ids[i])) {
    order.delete(0, order.length);
    order.insert(0, ids);
  }
}

/** Replaces only the changed middle of a text, so a cursor before or after it stays where it was. */
function replaceText(text: Y.Text, value: string): void {
  const old = text.toString();
  if (old === value) return;
  let start = 0;
  while (start < old.length && start < value.length && old[start] === value[start]) start++;
  let end = 0;
  while (end < old.length - start && end < value.length - start && old[old.length - 1 - end] === value[value.length - 1 - end]) end++;
  text.delete(start, old.length - start - end);
  text.insert(start, value.slice(start, value.length - end));
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}

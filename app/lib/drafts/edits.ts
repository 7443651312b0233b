import * as Y from "yjs";
import { escapeKey, fromShared, isCollection, isObject, ITEMS, ORDER, ROOT, toShared, update } from "./document";

/**
 * The editors' changes to a project's shared document (ADR 021), each one transaction touching only
 * what it changes, so two editors working on different parts never overwrite each other.
 *
 * A path walks the definition as an editor sees it: object keys, and the id of an item inside a
 * collection (`["scenes", "hall", "zones", "door", "shape"]`). Plain arrays (a polygon's points, a
 * recipe's inputs) are values: they are set whole.
 */
export type EditPath = readonly string[];

type Place = { parent: Y.Map<unknown>; key: string; field: string | null };

/** The shared value at `path`, or undefined where the path leaves the document. */
function valueAt(doc: Y.Doc, path: EditPath): unknown {
  let current: unknown = doc.getMap(ROOT);
  for (const segment of path) {
    if (isCollection(current)) current = (current.get(ITEMS) as Y.Map<unknown>).get(segment);
    else if (current instanceof Y.Map) current = current.get(escapeKey(segment));
    else return undefined;
  }
  return current;
}

/** Where the last segment of `path` is stored, when its parent exists in the document. */
function placeOf(doc: Y.Doc, path: EditPath): Place | null {
  if (path.length === 0) return null;
  const parent = valueAt(doc, path.slice(0, -1));
  const last = path[path.length - 1];
  // An item of a collection is stored under its id, converted like an array's item (no field name).
  if (isCollection(parent)) return { parent: parent.get(ITEMS) as Y.Map<unknown>, key: last, field: null };
  if (parent instanceof Y.Map) return { parent, key: escapeKey(last), field: last };
  return null;
}

/** Sets `value` at `path` inside a JSON value, making the objects on the way; collections by id. */
function setInJson(json: unknown, path: EditPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(json)) {
    const index = json.findIndex((item) => isObject(item) && item.id === head);
    if (index < 0) return json;
    const copy = [...json];
    copy[index] = setInJson(json[index], rest, value);
    return copy;
  }
  const base = isObject(json) ? json : {};
  const next = { ...base, [head]: setInJson(base[head], rest, value) };
  if (value === undefined && rest.length === 0) delete next[head];
  return next;
}

function setIn(doc: Y.Doc, path: EditPath, value: unknown): void {
  const place = placeOf(doc, path);
  if (place) {
    if (value === undefined) place.parent.delete(place.key);
    else update(place.parent, place.key, place.field, value);
    return;
  }
  // The parent is missing (an optional object not there yet) or is a plain value: the nearest shared
  // ancestor is rewritten as JSON, which still writes only what differs.
  for (let depth = path.length - 1; depth > 0; depth--) {
    const ancestor = placeOf(doc, path.slice(0, depth));
    if (!ancestor) continue;
    const current = ancestor.parent.get(ancestor.key);
    const json = current === undefined ? undefined : fromShared(current);
    update(ancestor.parent, ancestor.key, ancestor.field, setInJson(json, path.slice(depth), value));
    return;
  }
}

export function setAt(doc: Y.Doc, path: EditPath, value: unknown, origin: unknown): void {
  doc.transact(() => setIn(doc, path, value), origin);
}

const idOf = (item: unknown) => (isObject(item) && typeof item.id === "string" ? item.id : null);

/** Adds an item with an id to the list at `listPath`, at `index` (the end by default). */
export function insertAt(doc: Y.Doc, listPath: EditPath, item: { id: string; [field: string]: unknown }, origin: unknown, index?: number): void {
  doc.transact(() => {
    const list = valueAt(doc, listPath);
    if (isCollection(list)) {
      const items = list.get(ITEMS) as Y.Map<unknown>;
      const order = list.get(ORDER) as Y.Array<unknown>;
      if (items.has(item.id)) return;
      items.set(item.id, toShared(item, null));
      order.insert(Math.min(Math.max(0, index ?? order.length), order.length), [item.id]);
      return;
    }
    const json = list === undefined ? [] : fromShared(list);
    const array = Array.isArray(json) ? [...json] : [];
    array.splice(Math.min(index ?? array.length, array.length), 0, item as never);
    setIn(doc, listPath, array);
  }, origin);
}

export function removeAt(doc: Y.Doc, listPath: EditPath, id: string, origin: unknown): void {
  doc.transact(() => {
    const list = valueAt(doc, listPath);
    if (isCollection(list)) {
      (list.get(ITEMS) as Y.Map<unknown>).delete(id);
      removeFromOrder(list.get(ORDER) as Y.Array<unknown>, id);
      return;
    }
    const json = list === undefined ? [] : fromShared(list);
    if (Array.isArray(json)) setIn(doc, listPath, json.filter((item) => idOf(item) !== id));
  }, origin);
}

/** Moves an item to `toIndex` of the list as it reads after the move. */
export function moveAt(doc: Y.Doc, listPath: EditPath, id: string, toIndex: number, origin: unknown): void {
  doc.transact(() => {
    const list = valueAt(doc, listPath);
    if (isCollection(list)) {
      const order = list.get(ORDER) as Y.Array<unknown>;
      removeFromOrder(order, id);
      order.insert(Math.min(Math.max(0, toIndex), order.length), [id]);
      return;
    }
    const json = list === undefined ? [] : fromShared(list);
    if (!Array.isArray(json)) return;
    const item = json.find((entry) => idOf(entry) === id);
    if (item === undefined) return;
    const rest = json.filter((entry) => entry !== item);
    rest.splice(Math.min(Math.max(0, toIndex), rest.length), 0, item);
    setIn(doc, listPath, rest);
  }, origin);
}

function removeFromOrder(order: Y.Array<unknown>, id: string): void {
  // Concurrent moves can leave an id twice: all of them go.
  for (let i = order.length - 1; i >= 0; i--) if (order.get(i) === id) order.delete(i, 1);
}

/**
 * The list editors' changes, as pure functions: each returns a new array (the caller writes it whole
 * with `edit.set`, which only writes what differs), and leaves the list as it is when asked the impossible.
 */

export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(to, 0, item);
  return copy;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/**
 * Where to move one item of a shared list so it swaps places with its neighbour among the items that
 * `belongs` picks (a puzzle's hints inside the game's one list of hints). The index is the one the
 * list's `move` expects: counted as the list reads once the item is taken out. Null when there is no
 * such neighbour (the first hint cannot go up).
 */
export function neighbourMoveIndex<T extends { id: string }>(list: readonly T[], id: string, delta: -1 | 1, belongs: (item: T) => boolean): number | null {
  const from = list.findIndex((item) => item.id === id);
  if (from < 0) return null;
  const group = list.map((item, index) => ({ item, index })).filter(({ item }) => belongs(item));
  const position = group.findIndex(({ index }) => index === from);
  const neighbour = group[position + delta];
  if (position < 0 || !neighbour) return null;
  // Going down, taking the item out shifts the neighbour up by one: inserting at its old index lands after it.
  return neighbour.index;
}

/** A copy with an optional field set, or left out when `value` is undefined (the schema is strict: no empty fields). */
export function withOptional<T extends object, K extends keyof T>(item: T, key: K, value: T[K] | undefined): T {
  const copy = { ...item };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** An optional list of conditions: an empty one is left out. */
export const optionalList = <T,>(list: T[]): T[] | undefined => (list.length ? list : undefined);

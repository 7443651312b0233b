import { formatPath, ID_KINDS, parsePath, plainText } from "~/engine";
import type { Draft, EditPath, Selection } from "./types";

/**
 * Selections are paths by id (app/studio/types.ts); the engine's problems use indexes. These turn one
 * into the other and find what a selection points at, so a problem chosen in the list selects its item.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const COLLECTIONS: ReadonlySet<string> = new Set(ID_KINDS);

/** The JSON at an id path, or undefined when it is gone (deleted by another editor, or undone). */
export function itemAt(draft: Draft, path: EditPath): unknown {
  let current: unknown = draft;
  for (const segment of path) {
    if (Array.isArray(current)) current = current.find((item) => isObject(item) && item.id === segment);
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** The field an add action asks for: the new item's first text field (its name). */
export const FIRST_FIELD = "*first";

/**
 * The selectable item an engine problem sits in, and the field to focus, as a path inside the item (the
 * inspector's fields carry it as `data-path`): `"scenes[2].zones[0].interactions[0].effects[1].objectId"`
 * → the zone, `"interactions[0].effects[1].objectId"`. A problem with a whole item focuses its first field.
 */
export function selectionOfIssue(draft: Draft, issuePath: string): Selection {
  const keys = parsePath(issuePath);
  if (keys.length === 0) return { path: ["settings"], field: FIRST_FIELD };
  // The settings form names its fields after the definition's: `rules.startSceneId` focuses "startSceneId".
  if (keys[0] === "meta" || keys[0] === "rules") return { path: ["settings"], field: fieldOf(keys.slice(1)) };
  if (keys[0] === "mainObjectId") return { path: ["settings"], field: "mainObjectId" };
  // The sound section's fields keep their `sound.` prefix: "volume" alone would be ambiguous in the settings.
  if (keys[0] === "sound") return { path: ["settings"], field: formatPath(keys) };
  const path: string[] = [];
  let current: unknown = draft;
  let deepest: Selection = { path: ["settings"], field: FIRST_FIELD };
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (typeof key === "number") {
      if (!Array.isArray(current)) break;
      const item = current[key];
      const listKey = path[path.length - 1];
      if (!isObject(item) || typeof item.id !== "string" || !COLLECTIONS.has(listKey)) break;
      path.push(item.id);
      current = item;
      // The deepest item one can select: a zone inside a scene, not the zone's interaction inside it.
      if (!["interactions"].includes(listKey)) deepest = { path: [...path], field: fieldOf(keys.slice(i + 1)) };
      continue;
    }
    path.push(key);
    current = isObject(current) ? current[key] : undefined;
  }
  return deepest;
}

function fieldOf(keys: (string | number)[]): string {
  return keys.length ? formatPath(keys) : FIRST_FIELD;
}

export const samePath = (a: EditPath | undefined, b: EditPath | undefined) => !!a && !!b && a.length === b.length && a.every((segment, i) => segment === b[i]);

/** Whether `inner` is `outer` or inside it (a zone is inside its scene). */
export const within = (inner: EditPath | undefined, outer: EditPath) => !!inner && inner.length >= outer.length && outer.every((segment, i) => inner[i] === segment);

/**
 * The name a creator knows an item by. An item known by its words (a text block, a hint) whose words
 * are not written yet has none: "", which the caller words ("Empty text"), never its id.
 */
export function nameOf(item: unknown): string {
  if (!isObject(item)) return "";
  for (const key of ["name", "label", "alt", "text"]) {
    // A Classic text's formatting markers are not part of its name.
    const value = key === "text" && typeof item[key] === "string" ? plainText(item[key]) : item[key];
    if (typeof value === "string" && value.trim() !== "") return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  }
  if (typeof item.text === "string") return "";
  return typeof item.id === "string" ? item.id : "";
}

import type { Draft } from "./types";

/**
 * The shared document's JSON as the editors read it. The document is not trusted (an older client, a
 * concurrent edit or a broken import can leave anything in it), so every list the editors walk is made a
 * list here; nothing is written back: what the creator sees as wrong, the problems list reports.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const LISTS = ["rooms", "scenes", "objects", "recipes", "puzzles", "hints", "achievements"] as const;
const TARGET_LISTS = ["zones", "hotspots", "blocks", "puzzleIds"] as const;

export function asDraft(json: unknown): Draft | null {
  if (!isObject(json) || !isObject(json.meta)) return null;
  const out: Record<string, unknown> = { ...json };
  for (const key of LISTS) out[key] = Array.isArray(json[key]) ? json[key].filter(isObject) : [];
  out.scenes = (out.scenes as Record<string, unknown>[]).map((scene) => {
    const fixed: Record<string, unknown> = { ...scene };
    for (const key of TARGET_LISTS) if (key in scene && !Array.isArray(scene[key])) fixed[key] = [];
    if (scene.kind === "interface" && !Array.isArray(scene.zones)) fixed.zones = [];
    if (scene.kind === "360" && !Array.isArray(scene.hotspots)) fixed.hotspots = [];
    if (scene.kind === "classic") {
      if (!Array.isArray(scene.blocks)) fixed.blocks = [];
      if (!Array.isArray(scene.puzzleIds)) fixed.puzzleIds = [];
    }
    return fixed;
  });
  const rules = isObject(json.rules) ? json.rules : {};
  out.rules = {
    ...rules,
    startSceneId: typeof rules.startSceneId === "string" ? rules.startSceneId : "",
    winWhen: Array.isArray(rules.winWhen) ? rules.winWhen : [],
    loseWhen: Array.isArray(rules.loseWhen) ? rules.loseWhen : [],
  };
  return out as unknown as Draft;
}

/** Every id used anywhere in the draft, so a new item never takes one. */
export function idsOf(json: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(json)) for (const item of json) idsOf(item, into);
  else if (isObject(json)) {
    if (typeof json.id === "string") into.add(json.id);
    for (const value of Object.values(json)) if (typeof value === "object") idsOf(value, into);
  }
  return into;
}

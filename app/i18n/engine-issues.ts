import { ID_KINDS, parsePath, type DefinitionIssue } from "~/engine";
import { numberFormat } from "../lib/intl-formats";

/**
 * The engine's issues (codes, values, paths) in a site's words: what is wrong, and where in the game
 * a person would look for it. Pure, so a loader can word them with `translate` and an editor in the
 * browser with `useT`'s `t`. Worded for creators, not developers: no id is ever shown (a missing thing
 * is named by its kind), a choice left empty asks for the choice, and a Classic game says "page".
 */

export type Translate = (key: string, params?: Record<string, string | number>) => string;
export type IssueText = { path: string; place: string; message: string };

// Values that are themselves codes ("rooms", "interface") and have words of their own.
const WORDED: Record<string, string> = { kind: "kinds", gameType: "gameTypes", sceneType: "gameTypes" };

// The lists of a definition whose items a creator knows by name or by rank.
const PLACES = new Set<string>([
  ...ID_KINDS,
  "effects",
  "when",
  "visibleWhen",
  "winWhen",
  "loseWhen",
]);
const SECTIONS = new Set(["meta", "rules", "sound"]);
const NAME_FIELDS = ["name", "label", "alt"];
const LONGEST_NAME = 40;

// The fields that choose another part of the game, by what they choose: an empty or broken id there is
// a choice not made yet ("Choose an object"), never a rule about how ids are spelled.
const CHOICES: Record<string, string> = {
  objectId: "object",
  result: "object",
  inputs: "object",
  mainObjectId: "object",
  roomId: "room",
  sceneId: "scene",
  startSceneId: "scene",
  puzzleId: "puzzle",
  puzzleIds: "puzzle",
  targetId: "target",
};

// The texts a Classic game words with "page" where the others say "scene" (`engine.classic.*`).
const CLASSIC_WORDS = new Set([
  "issues.unknownScene",
  "issues.sceneTypeMismatch",
  "issues.roomWithoutScene",
  "issues.startInLockedRoom",
  "issues.puzzleUnreachable",
  "issues.sceneOutOfReach",
  "choose.scene",
  "kinds.scenes",
  "places.scenes",
]);
export const CLASSIC_WORD_KEYS: readonly string[] = [...CLASSIC_WORDS];

/** The key of an `engine` text for a game of this type: a Classic game's own words where it has them. */
function engineKey(key: string, classic: boolean): string {
  return classic && CLASSIC_WORDS.has(key) ? `engine.classic.${key}` : `engine.${key}`;
}

/** Whether the definition JSON (broken or not) is a Classic game's: its scenes are pages. */
export function isClassic(source: unknown): boolean {
  return child(child(source, "meta"), "type") === "classic";
}

/** What a field of the path chooses, when it is a choice: `effects[1].objectId` → "object", `inputs[1]` → "object". */
function choiceAt(path: string): string | null {
  const key = parsePath(path).filter((part): part is string => typeof part === "string").at(-1);
  return key ? (CHOICES[key] ?? null) : null;
}

/**
 * `locale` is the site's BCP 47 locale (LOCALES[code].locale), for numbers and lists; `source` is the
 * definition JSON the issue was found in, whose game type decides between "scene" and "page".
 */
export function issueMessage(issue: DefinitionIssue, t: Translate, locale: string, source?: unknown): string {
  const classic = isClassic(source);
  const numbers = numberFormat(locale, { maximumFractionDigits: 3 });
  const choices = new Intl.ListFormat(locale, { type: "disjunction" });
  const word = (value: string | number) => (typeof value === "number" ? numbers.format(value) : value);
  // A choice left empty, missing, or holding something that is no id at all asks for the choice itself.
  const choice = issue.code === "badId" || issue.code === "required" ? choiceAt(issue.path) : null;
  if (choice) return t(engineKey(`choose.${choice}`, classic));
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === "string" || typeof value === "number") {
      params[name] = WORDED[name] ? t(engineKey(`${WORDED[name]}.${value}`, classic)) : word(value);
    } else {
      params[name] = choices.format(value.map(word));
    }
  }
  return t(engineKey(`issues.${issue.code}`, classic), params);
}

/**
 * "Scène « Bureau » › Zone « Tiroir » › Effet 2", read from the path and the names in the definition
 * JSON itself (broken or not): only the parts a creator sees in an editor, not every field.
 */
export function issuePlace(path: string, source: unknown, t: Translate): string {
  const classic = isClassic(source);
  const keys = parsePath(path);
  const parts: string[] = [];
  let node = source;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const index = keys[i + 1];
    if (typeof key === "string" && typeof index === "number" && PLACES.has(key)) {
      node = child(child(node, key), index);
      const what = t(engineKey(`places.${key}`, classic));
      const name = nameOf(node);
      parts.push(name ? t("engine.places.named", { what, name }) : t("engine.places.numbered", { what, n: index + 1 }));
      i++;
      continue;
    }
    if (i === 0 && typeof key === "string" && SECTIONS.has(key)) parts.push(t(`engine.places.${key}`));
    node = child(node, key);
  }
  return parts.join(" › ");
}

export function describeIssues(issues: readonly DefinitionIssue[], source: unknown, t: Translate, locale: string): IssueText[] {
  return issues.map((issue) => ({ path: issue.path, place: issuePlace(issue.path, source, t), message: issueMessage(issue, t, locale, source) }));
}

function child(node: unknown, key: string | number): unknown {
  if (typeof node !== "object" || node === null) return undefined;
  return (node as Record<string | number, unknown>)[key];
}

function nameOf(node: unknown): string | null {
  for (const field of NAME_FIELDS) {
    const value = child(node, field);
    if (typeof value !== "string" || !value.trim()) continue;
    const name = value.trim().replace(/\s+/g, " ");
    return name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME - 1)}…` : name;
  }
  return null;
}

import { ID_KINDS, parsePath, type DefinitionIssue } from "~/engine";
import { numberFormat } from "../lib/intl-formats";

/**
 * The engine's issues (codes, values, paths) in a site's words: what is wrong, and where in the game
 * a person would look for it. Pure, so a loader can word them with `translate` and an editor in the
 * browser with `useT`'s `t`.
 */

export type Translate = (key: string, params?: Record<string, string | number>) => string;
export type IssueText = { path: string; place: string; message: string };

// Values that are themselves codes ("rooms", "interface") and have words of their own.
const WORDED: Record<string, string> = { kind: "engine.kinds", gameType: "engine.gameTypes", sceneType: "engine.gameTypes" };

// The lists of a definition whose items a creator knows by name or by rank.
const PLACES = new Set<string>([
  ...ID_KINDS,
  "effects",
  "when",
  "visibleWhen",
  "winWhen",
  "loseWhen",
]);
const SECTIONS = new Set(["meta", "rules"]);
const NAME_FIELDS = ["name", "label", "alt"];
const LONGEST_NAME = 40;

/** `locale` is the site's BCP 47 locale (LOCALES[code].locale), for numbers and lists. */
export function issueMessage(issue: DefinitionIssue, t: Translate, locale: string): string {
  const numbers = numberFormat(locale, { maximumFractionDigits: 3 });
  const choices = new Intl.ListFormat(locale, { type: "disjunction" });
  const word = (value: string | number) => (typeof value === "number" ? numbers.format(value) : value);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === "string" || typeof value === "number") {
      params[name] = WORDED[name] ? t(`${WORDED[name]}.${value}`) : word(value);
    } else {
      params[name] = choices.format(value.map(word));
    }
  }
  return t(`engine.issues.${issue.code}`, params);
}

/**
 * "Scène « Bureau » › Zone « Tiroir » › Effet 2", read from the path and the names in the definition
 * JSON itself (broken or not): only the parts a creator sees in an editor, not every field.
 */
export function issuePlace(path: string, source: unknown, t: Translate): string {
  const keys = parsePath(path);
  const parts: string[] = [];
  let node = source;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const index = keys[i + 1];
    if (typeof key === "string" && typeof index === "number" && PLACES.has(key)) {
      node = child(child(node, key), index);
      const what = t(`engine.places.${key}`);
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
  return issues.map((issue) => ({ path: issue.path, place: issuePlace(issue.path, source, t), message: issueMessage(issue, t, locale) }));
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

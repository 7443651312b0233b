import type * as v from "valibot";
import { formatPath, type Path } from "./walk";

/**
 * What is wrong with a definition, as data: a stable code, the values the text needs, and the path
 * into the definition JSON where it sits. Sites and editors word it in their own language (the
 * `engine` text namespace); the engine itself never writes a sentence for people.
 */

/** Stable codes: the texts, the editors and the tests match on them. Never rename one. */
export const ISSUE_CODES = [
  // Shapes, from the schema.
  "required",
  "unknownField",
  "expectedText",
  "expectedNumber",
  "expectedBoolean",
  "expectedList",
  "expectedObject",
  "notOneOf",
  "mustBe",
  "unsupportedVersion",
  "empty",
  "tooShort",
  "tooLong",
  "tooFewItems",
  "tooManyItems",
  "tooSmall",
  "tooLarge",
  "notWholeNumber",
  "noArea",
  "badId",
  "badFlag",
  "badAsset",
  // A sound setting holding a file that is no recording (a picture chosen by mistake).
  "notSoundFile",
  "badCode",
  "badUploadCode",
  "badDirection",
  "badColour",
  "badShape",
  "badPatternDot",
  "patternDotTwice",
  "badDialCode",
  "invalid",
  // A text the game needs, left empty (the studio's new items start so, with a placeholder).
  "emptyHint",
  // References between parts.
  "duplicateId",
  "unknownRoom",
  "unknownScene",
  "unknownObject",
  "unknownPuzzle",
  "unknownTarget",
  "unsetFlag",
  // The game as a whole.
  "playersRange",
  "noPlayMode",
  "multiNeedsTwo",
  "sceneTypeMismatch",
  "roomWithoutScene",
  "roomNeverUnlocked",
  "startInLockedRoom",
  "neverWon",
  "puzzleUnreachable",
  "assembleWithItself",
  "resultIsInput",
  "duplicateRecipe",
  // Solvability (solvability.ts): advice from the reach walk, never a reason to refuse a definition.
  "winUnreachable",
  "roomNeverOpens",
  "sceneOutOfReach",
  "puzzleOutOfReach",
  "objectNeverGiven",
  "objectOutOfReach",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** The lists whose ids must be unique: the `kind` of a "duplicateId" issue. */
export const ID_KINDS = [
  "rooms",
  "scenes",
  "objects",
  "recipes",
  "puzzles",
  "hints",
  "achievements",
  "zones",
  "hotspots",
  "blocks",
  "interactions",
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export type IssueParams = Record<string, string | number | readonly (string | number)[]>;
export type DefinitionIssue = { path: string; code: IssueCode; params: IssueParams };

export function issueAt(path: Path, code: IssueCode, params: IssueParams = {}): DefinitionIssue {
  return { path: formatPath(path), code, params };
}

export function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === "string" && (ISSUE_CODES as readonly string[]).includes(value);
}

// ---- valibot's issues ------------------------------------------------------------------------
// A schema gives its own code as the action's message where valibot's kind is too vague (a regex
// says nothing of what it checks); everything else follows from valibot's issue type.

const TYPE_CODES: Record<string, IssueCode> = {
  string: "expectedText",
  number: "expectedNumber",
  boolean: "expectedBoolean",
  array: "expectedList",
  tuple: "expectedList",
  object: "expectedObject",
  strict_object: "expectedObject",
  variant: "expectedObject",
};

export function schemaIssue(issue: v.BaseIssue<unknown>): DefinitionIssue {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string | number => typeof key === "string" || typeof key === "number");
  const { code, params } = codeOf(issue, keys);
  return { path: formatPath(keys), code: isIssueCode(issue.message) ? issue.message : code, params };
}

function codeOf(issue: v.BaseIssue<unknown>, keys: Path): { code: IssueCode; params: IssueParams } {
  const limit = Number(issue.requirement);
  const isList = Array.isArray(issue.input);
  if (issue.kind === "schema") {
    if (issue.input === undefined) return { code: "required", params: { field: fieldOf(keys) } };
    if (issue.expected === "never") return { code: "unknownField", params: { field: String(keys.at(-1) ?? "") } };
    const options = optionsOf(issue.expected);
    if (options && options.length > 1) return { code: "notOneOf", params: { options } };
    if (options) return { code: "mustBe", params: { value: options[0] } };
    return { code: TYPE_CODES[issue.type] ?? "invalid", params: {} };
  }
  switch (issue.type) {
    case "min_length":
      if (isList) return { code: "tooFewItems", params: { min: limit } };
      return limit === 1 ? { code: "empty", params: {} } : { code: "tooShort", params: { min: limit } };
    case "max_length":
      return { code: isList ? "tooManyItems" : "tooLong", params: { max: limit } };
    case "min_value":
      return { code: "tooSmall", params: { min: limit } };
    case "max_value":
      return { code: "tooLarge", params: { max: limit } };
    case "integer":
      return { code: "notWholeNumber", params: {} };
    default:
      return { code: "invalid", params: {} };
  }
}

/** A missing tuple item has no name of its own: "inputs[1]" then, rather than "1". */
function fieldOf(keys: Path): string {
  let last = keys.length - 1;
  while (last > 0 && typeof keys[last] !== "string") last--;
  return formatPath(keys.slice(Math.max(last, 0)));
}

/** valibot writes a picklist's or literal's values as `("a" | "b")`; anything else is not a value list. */
function optionsOf(expected: string | null): (string | number)[] | null {
  if (!expected) return null;
  const parts = expected.replace(/^\((.*)\)$/, "$1").split(" | ");
  const values: (string | number)[] = [];
  for (const part of parts) {
    try {
      const value: unknown = JSON.parse(part);
      if (typeof value !== "string" && typeof value !== "number") return null;
      values.push(value);
    } catch {
      return null;
    }
  }
  return values;
}

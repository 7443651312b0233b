import * as v from "valibot";
import { checkCoherence } from "./definition/coherence";
import { GameDefinitionSchema, type GameDefinition } from "./definition/game";
import { schemaIssue, type DefinitionIssue } from "./definition/issues";
import { checkReferences, checkUniqueIds, collectKnown } from "./definition/references";

/**
 * The published game definition: its schema (definition/*.ts) and the one way to accept one.
 * Everything downstream (reducer, client view, rooms) may assume a definition went through here.
 */

export * from "./definition/common";
export * from "./definition/game";
export * from "./definition/puzzles";
export * from "./definition/locks";
export * from "./definition/scenes";
export * from "./definition/fonts";
export * from "./definition/sound";
export * from "./definition/text-format";
export * from "./definition/issues";
export { formatPath, parsePath } from "./definition/walk";
export { reachOf, type Reach, type ReachKey } from "./definition/reach";
export { checkSolvability, draftSolvability } from "./definition/solvability";

export type ParseDefinitionResult =
  | { ok: true; definition: GameDefinition }
  | { ok: false; issues: DefinitionIssue[] };

/**
 * Shapes first (every problem at once), then ids and game-level sense. References are only checked
 * on a well-shaped definition: a misspelt field would otherwise show up twice, once as each kind.
 */
export function parseDefinition(input: unknown): ParseDefinitionResult {
  const parsed = v.safeParse(GameDefinitionSchema, input);
  if (!parsed.success) {
    return { ok: false, issues: parsed.issues.map(schemaIssue) };
  }
  const definition = parsed.output;
  const issues: DefinitionIssue[] = [];
  checkUniqueIds(definition, issues);
  checkReferences(definition, collectKnown(definition), issues);
  checkCoherence(definition, issues);
  return issues.length ? { ok: false, issues } : { ok: true, definition };
}

import type { Action, GameDefinition } from "../../app/engine";
import { firstAnswer, PLAY_GAMES, PLAYER_ID, text } from "./play-data";

/**
 * A creator's test session (ADR 020): a project whose draft differs from the published game it came
 * from by its first code, frozen into a test_sessions row, so a room that judged with anything but the
 * frozen draft would be caught.
 */

export const TEST_PROJECT_ID = "rooms-test-project";
export const TEST_SESSION_ID = "test-play-frozen";
export const TEST_OWNER_ID = PLAYER_ID;
export const FROZEN_CODE = "2468";

const base = PLAY_GAMES.main;
const first = firstAnswer(base.walkthrough);
export const PUBLISHED_CODE = String(first.action.value);

export const frozenDraft: GameDefinition = {
  ...base.definition,
  puzzles: base.definition.puzzles.map((puzzle) => (puzzle.id === first.action.puzzleId && puzzle.kind === "code" ? { ...puzzle, code: FROZEN_CODE } : puzzle)),
};

/** The draft's walkthrough: the published one, with the frozen code where the first code was typed. */
export const frozenWalkthrough: Action[] = base.walkthrough.map((action, i) => (i === first.index ? { ...first.action, value: FROZEN_CODE } : action));
export const firstAnswerIndex = first.index;

export function testPlaySql(): string {
  const { meta } = frozenDraft;
  return [
    `INSERT INTO projects (id, owner_id, type, title, draft) VALUES (${[TEST_PROJECT_ID, TEST_OWNER_ID, meta.type, "Projet en test"].map(text).join(", ")}, ${text(JSON.stringify(frozenDraft))});`,
    `INSERT INTO test_sessions (id, project_id, user_id, definition) VALUES (${[TEST_SESSION_ID, TEST_PROJECT_ID, TEST_OWNER_ID, JSON.stringify(frozenDraft)].map(text).join(", ")});`,
  ].join("\n");
}

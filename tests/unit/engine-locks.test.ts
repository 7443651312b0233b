import { describe, expect, it } from "vitest";
import { stripSolutions } from "../../app/engine/client-view";
import { parseDefinition, type GameDefinition, type Puzzle } from "../../app/engine/definition";
import { describeIssues } from "../../app/i18n/engine-issues";
import { translate } from "../../app/i18n/catalog.server";
import { clockmaker, Session, tweak } from "./engine-helpers";

/** The symbol locks: directional, colours, shapes, pattern grid and number dial. */

type Lock = Record<string, unknown> & { kind: string };

// Each lock with its right answer as the player's buttons send it, and a wrong one.
const LOCKS: { lock: Lock; right: string; wrong: string[] }[] = [
  { lock: { kind: "directional", sequence: ["up", "up", "left", "down"] }, right: "up up left down", wrong: ["up up left", "up up left down down", "down up left up"] },
  { lock: { kind: "colours", sequence: ["red", "white", "blue"] }, right: "red white blue", wrong: ["blue white red", "red white"] },
  { lock: { kind: "shapes", sequence: ["star", "moon", "heart", "star"] }, right: "star moon heart star", wrong: ["star moon heart circle"] },
  { lock: { kind: "pattern", dots: ["1", "5", "9", "6"] }, right: "1 5 9 6", wrong: ["6 9 5 1", "1 5 9"] },
  { lock: { kind: "dial", code: "084" }, right: "084", wrong: ["048", "84", "0840"] },
];

/** The clockmaker's wall safe, turned into this lock (same id, prompt and effects). */
function withLock(lock: Lock): GameDefinition {
  return tweak(clockmaker(), (def) => {
    const index = def.puzzles.findIndex((puzzle) => puzzle.id === "safe-code");
    const { id, name, prompt, effects } = def.puzzles[index];
    def.puzzles[index] = { id, name, prompt, effects, ...lock } as Puzzle;
  });
}

function issuesOf(lock: Lock) {
  const json = structuredClone(clockmaker()) as unknown as { puzzles: Record<string, unknown>[] };
  const index = json.puzzles.findIndex((puzzle) => puzzle.id === "safe-code");
  const { code: _code, kind: _kind, ...rest } = json.puzzles[index];
  json.puzzles[index] = { ...rest, ...lock };
  const parsed = parseDefinition(json);
  if (parsed.ok) throw new Error(`accepted ${JSON.stringify(lock)}`);
  return { json, issues: parsed.issues };
}

function atSafe(def: GameDefinition) {
  const session = new Session(def);
  session.run([{ type: "start" }, { type: "goToScene", sceneId: "wall" }]);
  return session;
}

describe("a symbol lock in a game definition", () => {
  it("is accepted for each kind and comes back the same after saving and reading it again", () => {
    for (const { lock } of LOCKS) {
      const def = withLock(lock);
      const again = parseDefinition(JSON.parse(JSON.stringify(def)));
      expect(again.ok, lock.kind).toBe(true);
      if (again.ok) expect(again.definition).toEqual(def);
      expect(again.ok && again.definition.puzzles.find((puzzle) => puzzle.id === "safe-code")).toMatchObject(lock);
    }
  });

  it("refuses symbols outside each lock's set, with the lock's own problem", () => {
    const cases: [Lock, string, string][] = [
      [{ kind: "directional", sequence: ["up", "north"] }, "puzzles[0].sequence[1]", "badDirection"],
      [{ kind: "colours", sequence: ["red", "pink"] }, "puzzles[0].sequence[1]", "badColour"],
      [{ kind: "shapes", sequence: ["skull"] }, "puzzles[0].sequence[0]", "badShape"],
      [{ kind: "pattern", dots: ["1", "0"] }, "puzzles[0].dots[1]", "badPatternDot"],
      [{ kind: "pattern", dots: ["1", "5", "1"] }, "puzzles[0].dots", "patternDotTwice"],
      [{ kind: "dial", code: "12a" }, "puzzles[0].code", "badDialCode"],
      [{ kind: "dial", code: "123456789" }, "puzzles[0].code", "badDialCode"],
    ];
    for (const [lock, path, code] of cases) {
      const index = clockmaker().puzzles.findIndex((puzzle) => puzzle.id === "safe-code");
      expect(issuesOf(lock).issues, JSON.stringify(lock)).toContainEqual(expect.objectContaining({ path: path.replace("[0]", `[${index}]`), code }));
    }
  });

  it("refuses an empty lock, a pattern of one dot and a sequence longer than sixteen", () => {
    expect(issuesOf({ kind: "colours", sequence: [] }).issues.map((issue) => issue.code)).toContain("tooFewItems");
    expect(issuesOf({ kind: "pattern", dots: ["5"] }).issues.map((issue) => issue.code)).toContain("tooFewItems");
    expect(issuesOf({ kind: "directional", sequence: Array(17).fill("up") }).issues.map((issue) => issue.code)).toContain("tooManyItems");
  });

  it("words each lock problem for the creator in all five languages", () => {
    const { json, issues } = issuesOf({ kind: "pattern", dots: ["1", "5", "1"] });
    const french = describeIssues(issues, json, (key, params) => translate("fr", key, params), "fr-FR");
    expect(french.map((text) => text.message)).toContain("Le schéma passe deux fois par le même point : chaque point ne se relie qu'une fois.");
    for (const locale of ["fr", "de", "en", "es", "it"] as const) {
      for (const code of ["badDirection", "badColour", "badShape", "badPatternDot", "patternDotTwice", "badDialCode"]) {
        const text = translate(locale, `engine.issues.${code}`);
        expect(text, `${locale} ${code}`).not.toBe(`engine.issues.${code}`);
      }
    }
    expect(translate("de", "engine.issues.badColour")).not.toMatch(/\b(Sie|Ihre?)\b/);
  });
});

describe("answering a symbol lock", () => {
  it("solves each lock with its right answer and runs its effects", () => {
    for (const { lock, right } of LOCKS) {
      const session = atSafe(withLock(lock));
      expect(session.ok({ type: "answer", puzzleId: "safe-code", value: right }), lock.kind).toContainEqual({ type: "puzzleSolved", puzzleId: "safe-code" });
      expect(session.state.inventory, lock.kind).toContain("brass-key");
    }
  });

  it("counts a wrong order, a symbol too few or too many as a wrong answer", () => {
    for (const { lock, wrong } of LOCKS) {
      const session = atSafe(withLock(lock));
      for (const value of wrong) {
        expect(session.ok({ type: "answer", puzzleId: "safe-code", value }), `${lock.kind} ${value}`).toEqual([
          { type: "wrongAnswer", puzzleId: "safe-code", penaltySeconds: 30 },
        ]);
      }
      expect(session.state.solvedPuzzles).not.toContain("safe-code");
    }
  });

  it("refuses an empty entry without a penalty", () => {
    const session = atSafe(withLock(LOCKS[0].lock));
    session.refused({ type: "answer", puzzleId: "safe-code", value: "  " }, "empty_answer");
    expect(session.state.wrongAnswers).toBe(0);
  });
});

describe("what a player's browser gets of a symbol lock", () => {
  it("never holds the answer: only the number of slots or dials where a real lock shows them", () => {
    for (const { lock } of LOCKS) {
      const puzzle = stripSolutions(withLock(lock)).puzzles.find((item) => item.id === "safe-code");
      expect(puzzle).not.toHaveProperty("sequence");
      expect(puzzle).not.toHaveProperty("dots");
      expect(puzzle).not.toHaveProperty("code");
      const expected = { directional: undefined, colours: 3, shapes: 4, pattern: undefined, dial: 3 }[lock.kind];
      expect(puzzle && "length" in puzzle ? puzzle.length : undefined, lock.kind).toBe(expected);
    }
  });

  it("holds none of the answer's symbols in its text", () => {
    const view = JSON.stringify(stripSolutions(withLock({ kind: "shapes", sequence: ["moon", "diamond"] })));
    expect(view).not.toContain("moon");
    expect(view).not.toContain("diamond");
  });
});

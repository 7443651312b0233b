import type { AnswerValue } from "./actions";
import { answerSymbols, type Ignore, type Puzzle } from "./definition";

/**
 * How a typed answer is compared with the expected one. Locale-free on purpose (toLowerCase, not
 * toLocaleLowerCase): the same answer must be right on every server and in every replay.
 */

/** Outer spaces never count and inner runs count as one; the options then fold further. */
export function normaliseText(value: string, ignore: Ignore | undefined): string {
  let text = value.normalize("NFC").trim().replace(/\s+/g, " ");
  if (ignore?.case ?? true) text = text.toLowerCase();
  // Decomposing splits "é" into "e" and a combining accent, which is then dropped.
  if (ignore?.accents ?? true) text = text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  if (ignore?.spaces ?? true) text = text.replace(/ /g, "");
  return text;
}

const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

// Symbols are compared one by one; the player's buttons only ever send the set's own names.
const sameSymbols = (value: string, expected: readonly string[]) => {
  const given = answerSymbols(value);
  return given.length === expected.length && given.every((symbol, index) => symbol === expected[index]);
};

/** Whether the value is the right shape for this puzzle and, if so, whether it is right. */
export function checkAnswer(puzzle: Puzzle, value: AnswerValue): "right" | "wrong" | "empty" | "invalid" {
  if (puzzle.kind === "use") return "invalid";
  if (puzzle.kind === "login") {
    if (typeof value === "string") return "invalid";
    if (!value.login.trim() || !value.password.trim()) return "empty";
    // Logins are names and case-blind as on most systems; a password is exact but for outer spaces.
    const loginOk = normaliseText(value.login, { case: true, accents: false, spaces: false }) ===
      normaliseText(puzzle.login, { case: true, accents: false, spaces: false });
    return loginOk && value.password.trim() === puzzle.password ? "right" : "wrong";
  }
  if (typeof value !== "string") return "invalid";
  if (!value.trim()) return "empty";
  switch (puzzle.kind) {
    case "code":
      // Keypads are often typed as "12 34".
      return withoutSpaces(value) === puzzle.code ? "right" : "wrong";
    case "upload":
      return withoutSpaces(value).toUpperCase() === puzzle.code.toUpperCase() ? "right" : "wrong";
    case "dial":
      return withoutSpaces(value) === puzzle.code ? "right" : "wrong";
    case "directional":
    case "colours":
    case "shapes":
      return sameSymbols(value, puzzle.sequence) ? "right" : "wrong";
    case "pattern":
      return sameSymbols(value, puzzle.dots) ? "right" : "wrong";
    case "text": {
      const given = normaliseText(value, puzzle.ignore);
      return puzzle.answers.some((answer) => normaliseText(answer, puzzle.ignore) === given) ? "right" : "wrong";
    }
  }
}

import * as v from "valibot";
import type { IssueCode } from "./issues";

/**
 * The symbol locks (directional, colours, shapes, pattern grid, number dial): what each may hold.
 * The sets are fixed so that every player gets the same buttons, each with a name in words: colour
 * and shape are never the only cue. An answer travels as its symbols joined by spaces ("up up left").
 */

export const DIRECTIONS = ["up", "down", "left", "right"] as const;
// Chosen to stay apart for the common colour-vision deficiencies once each carries its letter and pattern.
export const COLOURS = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white"] as const;
export const SHAPES = ["circle", "square", "triangle", "star", "heart", "moon", "diamond", "cross"] as const;
// The pattern grid's dots, numbered as on a phone keypad: 1 top left, 9 bottom right.
export const PATTERN_DOTS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type Colour = (typeof COLOURS)[number];
export type LockShape = (typeof SHAPES)[number];

export const SEQUENCE_MAX = 16;
export const DIALS_MAX = 8;

function sequenceOf<T extends string>(options: readonly [T, ...T[]], code: IssueCode) {
  return v.pipe(v.array(v.picklist(options, code)), v.minLength(1), v.maxLength(SEQUENCE_MAX));
}

export const DirectionSequenceSchema = sequenceOf(DIRECTIONS, "badDirection");
export const ColourSequenceSchema = sequenceOf(COLOURS, "badColour");
export const ShapeSequenceSchema = sequenceOf(SHAPES, "badShape");

// A dot is joined once, as on a phone; two dots make the shortest line.
export const PatternSchema = v.pipe(
  v.array(v.picklist(PATTERN_DOTS, "badPatternDot" satisfies IssueCode)),
  v.minLength(2),
  v.maxLength(PATTERN_DOTS.length),
  v.check((dots) => new Set(dots).size === dots.length, "patternDotTwice" satisfies IssueCode),
);

// One digit per dial, 0 to 9, read left to right.
export const DialCodeSchema = v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${DIALS_MAX}}$`), "badDialCode" satisfies IssueCode));

/** The symbols a player's answer is made of, in order; an empty list if nothing was entered. */
export function answerSymbols(value: string): string[] {
  return value.trim().split(/\s+/).filter(Boolean);
}

export const joinSymbols = (symbols: readonly string[]) => symbols.join(" ");

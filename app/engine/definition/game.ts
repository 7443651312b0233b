import * as v from "valibot";
import { LOCALE_CODES } from "../../i18n/locales";
import { AssetSchema, ConditionsSchema, FlagSchema, IdSchema, boundedText, freeText } from "./common";
import type { IssueCode } from "./issues";
import { HintSchema, PuzzleSchema, RecipeSchema } from "./puzzles";
import { SceneSchema } from "./scenes";
import { AmbientSchema, GameSoundSchema } from "./sound";

/**
 * The whole published game, version 1. A later shape gets `version: 2` and a migration, so a stored
 * session can always tell which rules it was played with.
 */

// The same values as the catalogue's columns (db/schema/catalogue.ts, checked by a test); repeated
// here so the engine, which also runs in the browser, does not pull in the database layer.
export const GAME_TYPES = ["interface", "classic", "360"] as const;
export const THEMES = ["adventure", "fantastic", "horror", "investigation"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type GameType = (typeof GAME_TYPES)[number];

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const skill = int(0, 5);

export const MetaSchema = v.strictObject({
  title: boundedText(120),
  summary: v.optional(boundedText(2000)),
  theme: v.picklist(THEMES),
  difficulty: v.picklist(DIFFICULTIES),
  type: v.picklist(GAME_TYPES),
  solo: v.boolean(),
  multi: v.boolean(),
  minPlayers: int(1, 50),
  maxPlayers: int(1, 50),
  recommendedAge: int(0, 99),
  playMinutes: int(1, 1440),
  hintRechargeSeconds: int(0, 3600),
  skills: v.strictObject({ search: skill, manipulation: skill, reflection: skill }),
  locale: v.picklist(LOCALE_CODES),
});
export type Meta = v.InferOutput<typeof MetaSchema>;

export const RoomSchema = v.strictObject({
  id: IdSchema,
  name: boundedText(120),
  // A locked room opens through an `unlockRoom` effect; its first scene is where entering leads.
  locked: v.boolean(),
  // Replaces the game's music in every scene of the room that has none of its own.
  ambient: v.optional(AmbientSchema),
});
export type Room = v.InferOutput<typeof RoomSchema>;

export const GameObjectSchema = v.strictObject({
  id: IdSchema,
  name: boundedText(120),
  // What a closer look at it says; may be left empty (the inspect dialog then shows the picture and name only).
  description: freeText(1000),
  image: AssetSchema,
  model: v.optional(AssetSchema),
  // What a closer look shows: the back of the photo, the engraving on the ring.
  detail: v.optional(v.strictObject({ text: v.optional(boundedText(2000)), image: v.optional(AssetSchema) })),
});
export type GameObject = v.InferOutput<typeof GameObjectSchema>;

/**
 * What the win or lose screen tells in the creator's own words: the story's last page, with or
 * without a picture. The picture's description (`alt`) falls back to the text for players who cannot see it.
 */
export const EndingSchema = v.strictObject({
  text: v.optional(boundedText(2000)),
  image: v.optional(AssetSchema),
  alt: v.optional(boundedText(300)),
});
export type AuthoredEnding = v.InferOutput<typeof EndingSchema>;
export const ENDING_OUTCOMES = ["won", "lost"] as const;
export type EndingOutcome = (typeof ENDING_OUTCOMES)[number];

export const RulesSchema = v.strictObject({
  startSceneId: IdSchema,
  // Added to the timer for each wrong answer; 0 turns penalties off.
  penaltySeconds: int(0, 3600),
  // The timer counts up from 0; past the limit the player chooses to stop or go on.
  timeLimitSeconds: v.optional(int(1, 86_400)),
  // All must hold. Empty means the game is only won through a `win` effect.
  winWhen: ConditionsSchema,
  loseWhen: ConditionsSchema,
  // Optional, so every game stored before authored endings existed stays valid.
  endings: v.optional(v.strictObject({ won: v.optional(EndingSchema), lost: v.optional(EndingSchema) })),
});
export type Rules = v.InferOutput<typeof RulesSchema>;

export const AchievementConditionSchema = v.variant("type", [
  v.strictObject({ type: v.literal("won") }),
  v.strictObject({ type: v.literal("wonWithin"), seconds: int(1, 86_400) }),
  // Both are judged on a won game; otherwise every session would earn them the moment it starts.
  v.strictObject({ type: v.literal("noHints") }),
  v.strictObject({ type: v.literal("noWrongAnswers") }),
  v.strictObject({ type: v.literal("flagSet"), flag: FlagSchema }),
  v.strictObject({ type: v.literal("collected"), objectId: IdSchema }),
]);
export type AchievementCondition = v.InferOutput<typeof AchievementConditionSchema>;

export const AchievementSchema = v.strictObject({
  // Reaches the client even for a hidden achievement (the state lists ids): keep it meaningless.
  id: IdSchema,
  name: boundedText(120),
  description: boundedText(500),
  // A hidden achievement shows as "???" until it is unlocked.
  hidden: v.boolean(),
  // All must hold.
  when: v.pipe(v.array(AchievementConditionSchema), v.minLength(1), v.maxLength(10)),
});
export type Achievement = v.InferOutput<typeof AchievementSchema>;

const list = <T extends v.GenericSchema>(item: T, min: number, max: number) => v.pipe(v.array(item), v.minLength(min), v.maxLength(max));

export const GameDefinitionSchema = v.strictObject({
  version: v.literal(1, "unsupportedVersion" satisfies IssueCode),
  meta: MetaSchema,
  rooms: list(RoomSchema, 1, 50),
  scenes: list(SceneSchema, 1, 200),
  objects: list(GameObjectSchema, 0, 200),
  // The object the game is about (the cover of the inventory); it need not be collectable.
  mainObjectId: v.optional(IdSchema),
  recipes: list(RecipeSchema, 0, 200),
  puzzles: list(PuzzleSchema, 0, 200),
  hints: list(HintSchema, 0, 500),
  rules: RulesSchema,
  achievements: list(AchievementSchema, 0, 100),
  // Optional, so every game stored before authored sound stays valid (and keeps the player's own ambient).
  sound: v.optional(GameSoundSchema),
});
export type GameDefinition = v.InferOutput<typeof GameDefinitionSchema>;

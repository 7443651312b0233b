import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, picture, text } from "./kit";
import { BIRTHDAY_TEXTS } from "./birthday.texts";

/**
 * A children's birthday treasure hunt (6-10): a colour rhyme opens the pirate's chest, whose map leads
 * up to the treehouse, where counting and a riddle open the chest of presents. Simple words, no reading
 * longer than a few lines, every answer also drawn or said.
 */
export const classicBirthday = classicTemplate("birthday", (language) => {
  const t = BIRTHDAY_TEXTS[language];
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "adventure",
      difficulty: "easy",
      recommendedAge: 6,
      playMinutes: 20,
      hintRechargeSeconds: 30,
      skills: { search: 3, manipulation: 2, reflection: 2 },
      maxPlayers: 12,
    }),
    rooms: [
      { id: "garden", name: t.gardenRoom, locked: false },
      { id: "treehouse", name: t.treehouseRoom, locked: true },
    ],
    scenes: [
      {
        id: "garden-page",
        roomId: "garden",
        kind: "classic",
        name: t.gardenRoom,
        blocks: [
          text("pirate-note", t.intro),
          image("garden-view", picture("birthday", "garden"), t.gardenAlt),
          text("pirate-chest", t.chest),
          door("ladder", t.ladder, "treehouse", "treehouse-page", t.ladderShut),
        ],
        puzzleIds: ["colour-chest", "ladder-gate"],
      },
      {
        id: "treehouse-page",
        roomId: "treehouse",
        kind: "classic",
        name: t.treehouseRoom,
        blocks: [
          text("treehouse", t.treehouse),
          image("party-table", picture("birthday", "cake"), t.cakeAlt),
          text("count", t.count),
          text("riddle", t.riddle),
        ],
        puzzleIds: ["number-chest", "riddle-lock"],
      },
    ],
    objects: [
      {
        id: "treasure-map",
        name: t.mapName,
        description: t.mapDescription,
        image: picture("birthday", "map"),
        detail: { text: t.mapText },
      },
    ],
    mainObjectId: "treasure-map",
    recipes: [],
    puzzles: [
      {
        id: "colour-chest",
        kind: "colours",
        name: t.chestName,
        prompt: t.chestPrompt,
        sequence: ["yellow", "green", "red", "blue"],
        effects: [
          { type: "giveObject", objectId: "treasure-map" },
          { type: "showMessage", text: t.chestSolved },
        ],
      },
      {
        id: "ladder-gate",
        kind: "directional",
        name: t.gateName,
        prompt: t.gatePrompt,
        sequence: ["up", "right", "right", "up"],
        effects: [
          { type: "unlockRoom", roomId: "treehouse" },
          { type: "showMessage", text: t.gateSolved },
          { type: "goToScene", sceneId: "treehouse-page" },
        ],
      },
      {
        id: "number-chest",
        kind: "dial",
        name: t.numbersName,
        prompt: t.numbersPrompt,
        code: "745",
        effects: [{ type: "showMessage", text: t.numbersSolved }],
      },
      {
        id: "riddle-lock",
        kind: "text",
        name: t.riddleName,
        prompt: t.riddlePrompt,
        answers: t.riddleAnswers,
        effects: [{ type: "showMessage", text: t.riddleSolved }],
      },
    ],
    hints: [
      ...hintsFor("colour-chest", t.hints.chest),
      ...hintsFor("ladder-gate", t.hints.gate),
      ...hintsFor("number-chest", t.hints.numbers),
      ...hintsFor("riddle-lock", t.hints.riddle),
      gameHint(language),
    ],
    rules: {
      startSceneId: "garden-page",
      // No penalty: at six, a wrong guess is part of the fun.
      penaltySeconds: 0,
      winWhen: [
        { type: "puzzleSolved", puzzleId: "number-chest" },
        { type: "puzzleSolved", puzzleId: "riddle-lock" },
      ],
      loseWhen: [],
      endings: { won: { text: t.won } },
    },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "answer", puzzleId: "colour-chest", value: "yellow green red blue" },
    { type: "inspect", objectId: "treasure-map" },
    { type: "answer", puzzleId: "ladder-gate", value: "up right right up" },
    { type: "answer", puzzleId: "number-chest", value: "745" },
    { type: "answer", puzzleId: "riddle-lock", value: t.riddleAnswers[0] },
  ];
  return { definition, walkthrough };
});

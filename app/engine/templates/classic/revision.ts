import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, openRoom, picture, text } from "./kit";
import { REVISION_TEXTS } from "./revision.texts";

/**
 * A classroom revision quiz (10-14): a sum opens the desk and its key the library, where a chest waits
 * behind three locks, one per subject (geography arrows, a history timeline of symbols, a grammar word).
 */
export const classicRevision = classicTemplate("revision", (language) => {
  const t = REVISION_TEXTS[language];
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "investigation",
      difficulty: "easy",
      recommendedAge: 10,
      playMinutes: 30,
      hintRechargeSeconds: 60,
      skills: { search: 2, manipulation: 1, reflection: 4 },
      maxPlayers: 30,
    }),
    rooms: [
      { id: "classroom", name: t.classRoom, locked: false },
      { id: "library", name: t.libraryRoom, locked: true },
    ],
    scenes: [
      {
        id: "classroom-page",
        roomId: "classroom",
        kind: "classic",
        name: t.classRoom,
        blocks: [
          text("intro", t.intro),
          image("board", picture("revision", "blackboard"), t.boardAlt),
          text("sums", t.sums),
          door("library-door", t.door, "library", "library-page", t.doorShut),
        ],
        puzzleIds: ["desk-padlock"],
      },
      {
        id: "library-page",
        roomId: "library",
        kind: "classic",
        name: t.libraryRoom,
        blocks: [
          text("chest", t.libraryIntro),
          text("geography", t.compass),
          image("compass-rose", picture("revision", "compass"), t.compassAlt),
          text("history", t.timeline),
          image("timeline", picture("revision", "timeline"), t.timelineAlt),
          text("grammar", t.grammar),
        ],
        puzzleIds: ["arrow-padlock", "symbol-padlock", "letter-padlock"],
      },
    ],
    objects: [{ id: "library-key", name: t.keyName, description: t.keyDescription, image: picture("revision", "key") }],
    recipes: [],
    puzzles: [
      {
        id: "desk-padlock",
        kind: "code",
        name: t.deskName,
        prompt: t.deskPrompt,
        code: "4963",
        effects: [
          { type: "giveObject", objectId: "library-key" },
          { type: "showMessage", text: t.deskSolved },
        ],
      },
      {
        id: "open-library",
        kind: "use",
        name: t.openName,
        targetId: "library-door",
        objectId: "library-key",
        effects: openRoom("library", "library-page", t.doorOpened),
      },
      {
        id: "arrow-padlock",
        kind: "directional",
        name: t.compassName,
        prompt: t.compassPrompt,
        sequence: ["up", "right", "down", "left"],
        effects: [{ type: "showMessage", text: t.compassSolved }],
      },
      {
        id: "symbol-padlock",
        kind: "shapes",
        name: t.timelineName,
        prompt: t.timelinePrompt,
        sequence: ["triangle", "star", "circle", "moon"],
        effects: [{ type: "showMessage", text: t.timelineSolved }],
      },
      {
        id: "letter-padlock",
        kind: "text",
        name: t.grammarName,
        prompt: t.grammarPrompt,
        answers: t.grammarAnswers,
        effects: [{ type: "showMessage", text: t.grammarSolved }],
      },
    ],
    hints: [
      ...hintsFor("desk-padlock", t.hints.desk),
      ...hintsFor("open-library", t.hints.open),
      ...hintsFor("arrow-padlock", t.hints.compass),
      ...hintsFor("symbol-padlock", t.hints.timeline),
      ...hintsFor("letter-padlock", t.hints.grammar),
      gameHint(language),
    ],
    rules: {
      startSceneId: "classroom-page",
      penaltySeconds: 15,
      // The chest opens once its three locks are: in whichever order the class answers them.
      winWhen: [
        { type: "puzzleSolved", puzzleId: "arrow-padlock" },
        { type: "puzzleSolved", puzzleId: "symbol-padlock" },
        { type: "puzzleSolved", puzzleId: "letter-padlock" },
      ],
      loseWhen: [],
      endings: { won: { text: t.won } },
    },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "answer", puzzleId: "desk-padlock", value: "4963" },
    { type: "useObject", objectId: "library-key", targetId: "library-door" },
    { type: "answer", puzzleId: "arrow-padlock", value: "up right down left" },
    { type: "answer", puzzleId: "symbol-padlock", value: "triangle star circle moon" },
    { type: "answer", puzzleId: "letter-padlock", value: t.grammarAnswers[0] },
  ];
  return { definition, walkthrough };
});

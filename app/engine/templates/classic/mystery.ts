import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, openRoom, picture, text } from "./kit";
import { MYSTERY_TEXTS } from "./mystery.texts";

/**
 * A whodunit told in documents: the guest book opens the study, the invitation the desk drawer, whose
 * magnifying glass reads the piano tuner's small print, the one fact that breaks a suspect's alibi.
 */
export const classicMystery = classicTemplate("mystery", (language) => {
  const t = MYSTERY_TEXTS[language];
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "investigation",
      difficulty: "medium",
      recommendedAge: 12,
      playMinutes: 30,
      hintRechargeSeconds: 90,
      skills: { search: 4, manipulation: 1, reflection: 4 },
    }),
    rooms: [
      { id: "lounge", name: t.loungeRoom, locked: false },
      { id: "study", name: t.studyRoom, locked: true },
    ],
    scenes: [
      {
        id: "lounge-page",
        roomId: "lounge",
        kind: "classic",
        name: t.loungeRoom,
        blocks: [
          text("case", t.intro),
          image("lounge-view", picture("mystery", "lounge"), t.loungeAlt),
          text("invitation", t.invitation),
          text("statements", t.statements),
          text("hall-table", t.hallTable, { objectId: "guest-book" }),
          door("study-door", t.studyDoor, "study", "study-page", t.studyShut),
        ],
        puzzleIds: ["study-lock"],
      },
      {
        id: "study-page",
        roomId: "study",
        kind: "classic",
        name: t.studyRoom,
        blocks: [
          text("study", t.study),
          image("desk-view", picture("mystery", "study"), t.studyAlt),
          text("invoice", t.invoice),
          text("small-print", t.smallPrint, { visibleWhen: [{ type: "flagSet", flag: "small-print-read" }] }),
          text("accuse", t.accuse),
        ],
        puzzleIds: ["drawer", "accusation"],
      },
    ],
    objects: [
      {
        id: "guest-book",
        name: t.bookName,
        description: t.bookDescription,
        image: picture("mystery", "guest-book"),
        detail: { text: t.bookText },
      },
      { id: "magnifier", name: t.magnifierName, description: t.magnifierDescription, image: picture("mystery", "magnifier") },
    ],
    mainObjectId: "magnifier",
    recipes: [],
    puzzles: [
      {
        id: "study-lock",
        kind: "colours",
        name: t.lockName,
        prompt: t.lockPrompt,
        sequence: ["black", "purple", "red", "green"],
        effects: openRoom("study", "study-page", t.lockSolved),
      },
      {
        id: "drawer",
        kind: "dial",
        name: t.drawerName,
        prompt: t.drawerPrompt,
        code: "1210",
        effects: [
          { type: "giveObject", objectId: "magnifier" },
          { type: "showMessage", text: t.drawerSolved },
        ],
      },
      {
        id: "read-invoice",
        kind: "use",
        name: t.readName,
        targetId: "invoice",
        objectId: "magnifier",
        consume: false,
        effects: [
          { type: "setFlag", flag: "small-print-read" },
          { type: "showMessage", text: t.readMessage },
        ],
      },
      {
        id: "accusation",
        kind: "text",
        name: t.accusationName,
        prompt: t.accusationPrompt,
        answers: t.culprit,
        effects: [{ type: "showMessage", text: t.accusationSolved }, { type: "win" }],
      },
    ],
    hints: [
      ...hintsFor("study-lock", t.hints.lock),
      ...hintsFor("drawer", t.hints.drawer),
      ...hintsFor("read-invoice", t.hints.read),
      ...hintsFor("accusation", t.hints.accusation),
      gameHint(language),
    ],
    rules: { startSceneId: "lounge-page", penaltySeconds: 30, winWhen: [], loseWhen: [], endings: { won: { text: t.won } } },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "pickObject", objectId: "guest-book" },
    { type: "inspect", objectId: "guest-book" },
    { type: "answer", puzzleId: "study-lock", value: "black purple red green" },
    { type: "answer", puzzleId: "drawer", value: "1210" },
    { type: "useObject", objectId: "magnifier", targetId: "invoice" },
    { type: "answer", puzzleId: "accusation", value: t.culprit[0] },
  ];
  return { definition, walkthrough };
});

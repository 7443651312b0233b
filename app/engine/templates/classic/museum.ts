import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, openRoom, picture, text } from "./kit";
import { MUSEUM_TEXTS } from "./museum.texts";

/**
 * An exhibition trail: the works' labels are the clues. Dating three objects opens the curator's
 * cabinet and its plan leads to the painting gallery, where one painting and a last question about
 * the first room end the visit.
 */
export const classicMuseum = classicTemplate("museum", (language) => {
  const t = MUSEUM_TEXTS[language];
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "adventure",
      difficulty: "easy",
      recommendedAge: 8,
      playMinutes: 30,
      hintRechargeSeconds: 60,
      skills: { search: 4, manipulation: 1, reflection: 3 },
      maxPlayers: 8,
    }),
    rooms: [
      { id: "antiquity", name: t.antiquityRoom, locked: false },
      { id: "gallery", name: t.galleryRoom, locked: true },
    ],
    scenes: [
      {
        id: "antiquity-page",
        roomId: "antiquity",
        kind: "classic",
        name: t.antiquityRoom,
        blocks: [
          text("welcome", t.intro),
          image("showcases", picture("museum", "showcases"), t.showcasesAlt),
          text("labels", t.labels),
          text("cabinet", t.cabinet),
          door("gallery-door", t.galleryDoor, "gallery", "gallery-page", t.galleryShut),
        ],
        puzzleIds: ["cabinet-lock", "gallery-lock"],
      },
      {
        id: "gallery-page",
        roomId: "gallery",
        kind: "classic",
        name: t.galleryRoom,
        blocks: [
          text("gallery", t.gallery),
          image("painting", picture("museum", "painting"), t.paintingAlt),
          text("painting-label", t.paintingLabel),
          text("last-question", t.lastQuestion),
        ],
        puzzleIds: ["easel-lock", "booklet"],
      },
    ],
    objects: [
      {
        id: "museum-plan",
        name: t.planName,
        description: t.planDescription,
        image: picture("museum", "plan"),
        detail: { text: t.planText },
      },
    ],
    mainObjectId: "museum-plan",
    recipes: [],
    puzzles: [
      {
        id: "cabinet-lock",
        kind: "code",
        name: t.cabinetName,
        prompt: t.cabinetPrompt,
        code: "312",
        effects: [
          { type: "giveObject", objectId: "museum-plan" },
          { type: "showMessage", text: t.cabinetSolved },
        ],
      },
      {
        id: "gallery-lock",
        kind: "directional",
        name: t.galleryLockName,
        prompt: t.galleryLockPrompt,
        sequence: ["up", "left", "up", "right"],
        effects: openRoom("gallery", "gallery-page", t.galleryOpened),
      },
      {
        id: "easel-lock",
        kind: "colours",
        name: t.easelName,
        prompt: t.easelPrompt,
        sequence: ["red", "blue", "yellow"],
        effects: [{ type: "showMessage", text: t.easelSolved }],
      },
      {
        id: "booklet",
        kind: "text",
        name: t.bookletName,
        prompt: t.bookletPrompt,
        answers: t.bookletAnswers,
        effects: [{ type: "showMessage", text: t.bookletSolved }],
      },
    ],
    hints: [
      ...hintsFor("cabinet-lock", t.hints.cabinet),
      ...hintsFor("gallery-lock", t.hints.gallery),
      ...hintsFor("easel-lock", t.hints.easel),
      ...hintsFor("booklet", t.hints.booklet),
      gameHint(language),
    ],
    rules: {
      startSceneId: "antiquity-page",
      penaltySeconds: 15,
      winWhen: [
        { type: "puzzleSolved", puzzleId: "easel-lock" },
        { type: "puzzleSolved", puzzleId: "booklet" },
      ],
      loseWhen: [],
      endings: { won: { text: t.won } },
    },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "answer", puzzleId: "cabinet-lock", value: "312" },
    { type: "inspect", objectId: "museum-plan" },
    { type: "answer", puzzleId: "gallery-lock", value: "up left up right" },
    { type: "answer", puzzleId: "easel-lock", value: "red blue yellow" },
    { type: "answer", puzzleId: "booklet", value: t.bookletAnswers[0] },
  ];
  return { definition, walkthrough };
});

import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { MYSTERY_TEXTS } from "./mystery.texts";

const image = assetOf("interface-mystery");

/**
 * A whodunit at a manor dinner: the stopped clock gives the writing desk's dial and the study key, a
 * magnifying glass reads the footprints under the window, and the suspects' files name the thief.
 */
export const mysteryTemplate: Template = {
  id: "interface-mystery",
  type: "interface",
  use: "mystery",
  build(language: BaseLanguage) {
    const t = MYSTERY_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "investigation",
          difficulty: "medium",
          recommendedAge: 12,
          playMinutes: 25,
          skills: { search: 3, manipulation: 2, reflection: 4 },
        }),
        rooms: [
          { id: "drawing-room", name: t.drawingRoom, locked: false },
          { id: "study", name: t.study, locked: true },
        ],
        scenes: [
          {
            id: "drawing-room-view",
            roomId: "drawing-room",
            kind: "interface",
            name: t.drawingRoom,
            image: image("drawing-room"),
            description: t.drawingRoomDescription,
            zones: [
              lookZone("mantel-clock", t.clockLabel, rect(0.27, 0.2, 0.12, 0.22), t.clockText),
              lookZone("hostess", t.hostessLabel, rect(0.04, 0.3, 0.18, 0.54), t.hostessText),
              { id: "side-table", label: t.sideTableLabel, shape: rect(0.45, 0.6, 0.14, 0.22), objectId: "magnifier", interactions: [] },
              { id: "writing-desk", label: t.deskLabel, shape: rect(0.62, 0.4, 0.14, 0.44), puzzleId: "desk-dial", interactions: [] },
              doorZone("study-door", t.doorLabel, rect(0.81, 0.16, 0.15, 0.68), { roomId: "study", sceneId: "study-view" }, t.doorShut),
            ],
          },
          {
            id: "study-view",
            roomId: "study",
            kind: "interface",
            name: t.study,
            image: image("study"),
            description: t.studyDescription,
            zones: [
              {
                id: "open-window",
                label: t.windowLabel,
                shape: rect(0.06, 0.1, 0.22, 0.72),
                interactions: [
                  { id: "open-window-clue", when: [{ type: "puzzleSolved", puzzleId: "read-footprints" }], effects: [{ type: "showMessage", text: t.footprintsSolved }] },
                  { id: "open-window-look", effects: [{ type: "showMessage", text: t.windowText }] },
                ],
              },
              lookZone("empty-safe", t.safeLabel, rect(0.36, 0.16, 0.16, 0.26), t.safeText),
              lookZone("suspect-files", t.filesLabel, rect(0.5, 0.56, 0.2, 0.14), t.filesText),
              {
                id: "telephone",
                label: t.phoneLabel,
                shape: rect(0.76, 0.5, 0.1, 0.14),
                visibleWhen: [{ type: "puzzleSolved", puzzleId: "read-footprints" }],
                puzzleId: "accusation",
                interactions: [],
              },
              wayZone("back-drawing-room", t.backLabel, "drawing-room-view"),
            ],
          },
        ],
        objects: [
          { id: "magnifier", name: t.magnifierName, description: t.magnifierDescription, image: image("magnifier") },
          { id: "study-key", name: t.keyName, description: t.keyDescription, image: image("study-key") },
        ],
        recipes: [],
        puzzles: [
          {
            id: "desk-dial",
            kind: "dial",
            name: t.deskName,
            prompt: t.deskPrompt,
            code: "2240",
            effects: [{ type: "giveObject", objectId: "study-key" }, { type: "showMessage", text: t.deskSolved }],
          },
          {
            id: "open-study",
            kind: "use",
            name: t.openName,
            targetId: "study-door",
            objectId: "study-key",
            consume: false,
            effects: openRoom("study", "study-view", t.openSolved),
          },
          {
            id: "read-footprints",
            kind: "use",
            name: t.footprintsName,
            targetId: "open-window",
            objectId: "magnifier",
            consume: false,
            effects: [{ type: "showMessage", text: t.footprintsSolved }],
          },
          {
            id: "accusation",
            kind: "text",
            name: t.accusationName,
            prompt: t.accusationPrompt,
            answers: t.accusationAnswers,
            effects: [{ type: "showMessage", text: t.accusationSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("desk-dial", t.deskHints),
          ...hintsFor("open-study", t.openHints),
          ...hintsFor("read-footprints", t.footprintsHints),
          ...hintsFor("accusation", t.accusationHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("drawing-room-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "won" }, { type: "noWrongAnswers" }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "hostess" },
        { type: "clickTarget", targetId: "mantel-clock" },
        { type: "pickObject", objectId: "magnifier" },
        { type: "answer", puzzleId: "desk-dial", value: "2240" },
        { type: "useObject", objectId: "study-key", targetId: "study-door" },
        { type: "clickTarget", targetId: "empty-safe" },
        { type: "clickTarget", targetId: "suspect-files" },
        { type: "useObject", objectId: "magnifier", targetId: "open-window" },
        { type: "answer", puzzleId: "accusation", value: "Victor" },
      ],
    };
  },
};

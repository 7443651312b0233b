import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { REVISION_TEXTS } from "./revision.texts";

const image = assetOf("interface-revision");

/**
 * A classroom revision quiz for 10–14 year-olds: three sums in the exercise book open the teacher's
 * drawer and its key, the library's history poster asks a question, a geometry riddle opens the chest.
 */
export const revisionTemplate: Template = {
  id: "interface-revision",
  type: "interface",
  use: "revision",
  build(language: BaseLanguage) {
    const t = REVISION_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "adventure",
          difficulty: "easy",
          recommendedAge: 10,
          playMinutes: 20,
          skills: { search: 2, manipulation: 2, reflection: 4 },
        }),
        rooms: [
          { id: "classroom", name: t.classroom, locked: false },
          { id: "library", name: t.library, locked: true },
        ],
        scenes: [
          {
            id: "classroom-view",
            roomId: "classroom",
            kind: "interface",
            name: t.classroom,
            image: image("classroom"),
            description: t.classroomDescription,
            zones: [
              lookZone("blackboard", t.boardLabel, rect(0.19, 0.12, 0.44, 0.36), t.boardText),
              { id: "pupil-desk", label: t.pupilDeskLabel, shape: rect(0.5, 0.62, 0.22, 0.16), objectId: "exercise-book", interactions: [] },
              { id: "teacher-drawer", label: t.drawerLabel, shape: rect(0.26, 0.65, 0.13, 0.08), puzzleId: "drawer-code", interactions: [] },
              doorZone("library-door", t.doorLabel, rect(0.78, 0.2, 0.15, 0.66), { roomId: "library", sceneId: "library-view" }, t.doorShut),
            ],
          },
          {
            id: "library-view",
            roomId: "library",
            kind: "interface",
            name: t.library,
            image: image("library"),
            description: t.libraryDescription,
            zones: [
              { id: "history-poster", label: t.posterLabel, shape: rect(0.4, 0.14, 0.2, 0.38), puzzleId: "history-question", interactions: [] },
              { id: "library-chest", label: t.chestLabel, shape: rect(0.67, 0.6, 0.23, 0.26), puzzleId: "chest-shapes", interactions: [] },
              wayZone("back-classroom", t.backLabel, "classroom-view"),
            ],
          },
        ],
        objects: [
          {
            id: "exercise-book",
            name: t.bookName,
            description: t.bookDescription,
            image: image("exercise-book"),
            detail: { text: t.bookDetail },
          },
          { id: "library-key", name: t.keyName, description: t.keyDescription, image: image("key") },
          { id: "shape-card", name: t.cardName, description: t.cardDescription, image: image("shape-card"), detail: { text: t.cardDetail } },
        ],
        recipes: [],
        puzzles: [
          {
            id: "drawer-code",
            kind: "code",
            name: t.drawerName,
            prompt: t.drawerPrompt,
            code: "4296",
            effects: [{ type: "giveObject", objectId: "library-key" }, { type: "showMessage", text: t.drawerSolved }],
          },
          {
            id: "open-library",
            kind: "use",
            name: t.openName,
            targetId: "library-door",
            objectId: "library-key",
            consume: false,
            effects: openRoom("library", "library-view", t.openSolved),
          },
          {
            id: "history-question",
            kind: "text",
            name: t.historyName,
            prompt: t.historyPrompt,
            answers: t.historyAnswers,
            effects: [{ type: "giveObject", objectId: "shape-card" }, { type: "showMessage", text: t.historySolved }],
          },
          {
            id: "chest-shapes",
            kind: "shapes",
            name: t.chestName,
            prompt: t.chestPrompt,
            sequence: ["triangle", "square", "circle"],
            effects: [{ type: "showMessage", text: t.chestSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("drawer-code", t.drawerHints),
          ...hintsFor("open-library", t.openHints),
          ...hintsFor("history-question", t.historyHints),
          ...hintsFor("chest-shapes", t.chestHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("classroom-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "won" }, { type: "noWrongAnswers" }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "blackboard" },
        { type: "pickObject", objectId: "exercise-book" },
        { type: "inspect", objectId: "exercise-book" },
        { type: "answer", puzzleId: "drawer-code", value: "4296" },
        { type: "useObject", objectId: "library-key", targetId: "library-door" },
        { type: "answer", puzzleId: "history-question", value: t.historyAnswers[0] },
        { type: "inspect", objectId: "shape-card" },
        { type: "answer", puzzleId: "chest-shapes", value: "triangle square circle" },
      ],
    };
  },
};

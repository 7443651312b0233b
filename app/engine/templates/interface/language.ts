import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { LANGUAGE_TEXTS } from "./language.texts";

const image = assetOf("interface-language");

/**
 * A vocabulary lesson at a host family's home: numbers written in words open the cupboard and its garden
 * key, the parrot asks for a word, and colour words open the shed. The words are English for French,
 * German, Spanish and Italian learners, French for English ones; the texts say which.
 */
export const languageTemplate: Template = {
  id: "interface-language",
  type: "interface",
  use: "language",
  build(language: BaseLanguage) {
    const t = LANGUAGE_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "adventure",
          difficulty: "easy",
          recommendedAge: 9,
          playMinutes: 15,
          skills: { search: 2, manipulation: 2, reflection: 4 },
        }),
        rooms: [
          { id: "kitchen", name: t.kitchen, locked: false },
          { id: "garden", name: t.garden, locked: true },
        ],
        scenes: [
          {
            id: "kitchen-view",
            roomId: "kitchen",
            kind: "interface",
            name: t.kitchen,
            image: image("kitchen"),
            description: t.kitchenDescription,
            zones: [
              lookZone("fridge-note", t.fridgeLabel, rect(0.06, 0.16, 0.18, 0.68), t.fridgeText),
              { id: "kitchen-table", label: t.tableLabel, shape: rect(0.3, 0.58, 0.24, 0.12), objectId: "picture-dictionary", interactions: [] },
              { id: "cupboard", label: t.cupboardLabel, shape: rect(0.58, 0.14, 0.16, 0.3), puzzleId: "cupboard-code", interactions: [] },
              doorZone("garden-door", t.doorLabel, rect(0.8, 0.16, 0.15, 0.68), { roomId: "garden", sceneId: "garden-view" }, t.doorShut),
            ],
          },
          {
            id: "garden-view",
            roomId: "garden",
            kind: "interface",
            name: t.garden,
            image: image("garden"),
            description: t.gardenDescription,
            zones: [
              { id: "parrot", label: t.parrotLabel, shape: rect(0.12, 0.24, 0.14, 0.36), puzzleId: "parrot-word", interactions: [] },
              { id: "shed", label: t.shedLabel, shape: rect(0.56, 0.22, 0.3, 0.6), puzzleId: "shed-colours", interactions: [] },
              wayZone("back-kitchen", t.backLabel, "kitchen-view"),
            ],
          },
        ],
        objects: [
          {
            id: "picture-dictionary",
            name: t.dictionaryName,
            description: t.dictionaryDescription,
            image: image("picture-dictionary"),
            detail: { text: t.dictionaryDetail },
          },
          { id: "garden-key", name: t.keyName, description: t.keyDescription, image: image("garden-key") },
          { id: "colour-card", name: t.cardName, description: t.cardDescription, image: image("colour-card"), detail: { text: t.cardDetail } },
        ],
        recipes: [],
        puzzles: [
          {
            id: "cupboard-code",
            kind: "code",
            name: t.cupboardName,
            prompt: t.cupboardPrompt,
            code: "4815",
            effects: [{ type: "giveObject", objectId: "garden-key" }, { type: "showMessage", text: t.cupboardSolved }],
          },
          {
            id: "open-garden",
            kind: "use",
            name: t.openName,
            targetId: "garden-door",
            objectId: "garden-key",
            consume: false,
            effects: openRoom("garden", "garden-view", t.openSolved),
          },
          {
            id: "parrot-word",
            kind: "text",
            name: t.parrotName,
            prompt: t.parrotPrompt,
            answers: t.parrotAnswers,
            effects: [{ type: "giveObject", objectId: "colour-card" }, { type: "showMessage", text: t.parrotSolved }],
          },
          {
            id: "shed-colours",
            kind: "colours",
            name: t.shedName,
            prompt: t.shedPrompt,
            sequence: ["green", "white", "red"],
            effects: [{ type: "showMessage", text: t.shedSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("cupboard-code", t.cupboardHints),
          ...hintsFor("open-garden", t.openHints),
          ...hintsFor("parrot-word", t.parrotHints),
          ...hintsFor("shed-colours", t.shedHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("kitchen-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "won" }, { type: "noHints" }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "fridge-note" },
        { type: "pickObject", objectId: "picture-dictionary" },
        { type: "inspect", objectId: "picture-dictionary" },
        { type: "answer", puzzleId: "cupboard-code", value: "4815" },
        { type: "useObject", objectId: "garden-key", targetId: "garden-door" },
        { type: "answer", puzzleId: "parrot-word", value: t.parrotAnswers[0] },
        { type: "inspect", objectId: "colour-card" },
        { type: "answer", puzzleId: "shed-colours", value: "green white red" },
      ],
    };
  },
};

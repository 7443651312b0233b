import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { MUSEUM_TEXTS } from "./museum.texts";

const image = assetOf("interface-museum");

/**
 * A museum visit: the audio guide tells the statue's story, which answers the vase's question and earns
 * the gallery key; the paintings' dates, oldest first, give the colours that open the display case.
 */
export const museumTemplate: Template = {
  id: "interface-museum",
  type: "interface",
  use: "museum",
  build(language: BaseLanguage) {
    const t = MUSEUM_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "adventure",
          difficulty: "easy",
          recommendedAge: 8,
          playMinutes: 20,
          skills: { search: 4, manipulation: 2, reflection: 3 },
        }),
        rooms: [
          { id: "antiquities", name: t.antiquities, locked: false },
          { id: "paintings", name: t.paintings, locked: true },
        ],
        scenes: [
          {
            id: "antiquities-view",
            roomId: "antiquities",
            kind: "interface",
            name: t.antiquities,
            image: image("antiquities"),
            description: t.antiquitiesDescription,
            zones: [
              {
                id: "statue",
                label: t.statueLabel,
                shape: rect(0.08, 0.12, 0.18, 0.72),
                interactions: [
                  { id: "statue-story", when: [{ type: "puzzleSolved", puzzleId: "listen-statue" }], effects: [{ type: "showMessage", text: t.listenSolved }] },
                  { id: "statue-look", effects: [{ type: "showMessage", text: t.statueText }] },
                ],
              },
              { id: "greek-vase", label: t.vaseLabel, shape: rect(0.36, 0.34, 0.13, 0.36), puzzleId: "vase-question", interactions: [] },
              { id: "bench", label: t.benchLabel, shape: rect(0.52, 0.66, 0.2, 0.16), objectId: "audio-guide", interactions: [] },
              doorZone("gallery-door", t.doorLabel, rect(0.78, 0.14, 0.17, 0.7), { roomId: "paintings", sceneId: "paintings-view" }, t.doorShut),
            ],
          },
          {
            id: "paintings-view",
            roomId: "paintings",
            kind: "interface",
            name: t.paintings,
            image: image("paintings"),
            description: t.paintingsDescription,
            zones: [
              lookZone("painting-field", t.fieldLabel, rect(0.06, 0.14, 0.22, 0.32), t.fieldText),
              lookZone("painting-harbour", t.harbourLabel, rect(0.39, 0.14, 0.22, 0.32), t.harbourText),
              lookZone("painting-night", t.nightLabel, rect(0.72, 0.14, 0.22, 0.32), t.nightText),
              { id: "display-case", label: t.caseLabel, shape: rect(0.4, 0.58, 0.2, 0.26), puzzleId: "paintings-colours", interactions: [] },
              wayZone("back-antiquities", t.backLabel, "antiquities-view"),
            ],
          },
        ],
        objects: [
          { id: "audio-guide", name: t.guideName, description: t.guideDescription, image: image("audio-guide") },
          { id: "gallery-key", name: t.keyName, description: t.keyDescription, image: image("gallery-key") },
        ],
        recipes: [],
        puzzles: [
          {
            id: "listen-statue",
            kind: "use",
            name: t.listenName,
            targetId: "statue",
            objectId: "audio-guide",
            consume: false,
            effects: [{ type: "showMessage", text: t.listenSolved }],
          },
          {
            id: "vase-question",
            kind: "text",
            name: t.vaseName,
            prompt: t.vasePrompt,
            answers: t.vaseAnswers,
            effects: [{ type: "giveObject", objectId: "gallery-key" }, { type: "showMessage", text: t.vaseSolved }],
          },
          {
            id: "open-gallery",
            kind: "use",
            name: t.openName,
            targetId: "gallery-door",
            objectId: "gallery-key",
            consume: false,
            effects: openRoom("paintings", "paintings-view", t.openSolved),
          },
          {
            id: "paintings-colours",
            kind: "colours",
            name: t.caseName,
            prompt: t.casePrompt,
            sequence: ["red", "blue", "yellow"],
            effects: [{ type: "showMessage", text: t.caseSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("listen-statue", t.listenHints),
          ...hintsFor("vase-question", t.vaseHints),
          ...hintsFor("open-gallery", t.openHints),
          ...hintsFor("paintings-colours", t.caseHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("antiquities-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "won" }, { type: "noHints" }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "statue" },
        { type: "pickObject", objectId: "audio-guide" },
        { type: "useObject", objectId: "audio-guide", targetId: "statue" },
        { type: "answer", puzzleId: "vase-question", value: t.vaseAnswers[0] },
        { type: "useObject", objectId: "gallery-key", targetId: "gallery-door" },
        { type: "clickTarget", targetId: "painting-field" },
        { type: "clickTarget", targetId: "painting-harbour" },
        { type: "clickTarget", targetId: "painting-night" },
        { type: "answer", puzzleId: "paintings-colours", value: "red blue yellow" },
      ],
    };
  },
};

import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { BIRTHDAY_TEXTS } from "./birthday.texts";

const image = assetOf("interface-birthday");

/**
 * A birthday game for 6–10 year-olds: the cat has hidden the cake. The balloons' colours open a present
 * holding the garden key, the owl asks a riddle, and the treasure map's arrows open the chest.
 */
export const birthdayTemplate: Template = {
  id: "interface-birthday",
  type: "interface",
  use: "birthday",
  build(language: BaseLanguage) {
    const t = BIRTHDAY_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "adventure",
          difficulty: "easy",
          recommendedAge: 6,
          playMinutes: 15,
          skills: { search: 3, manipulation: 2, reflection: 2 },
        }),
        rooms: [
          { id: "living-room", name: t.livingRoom, locked: false },
          { id: "garden", name: t.garden, locked: true },
        ],
        scenes: [
          {
            id: "living-room-view",
            roomId: "living-room",
            kind: "interface",
            name: t.livingRoom,
            image: image("living-room"),
            description: t.livingRoomDescription,
            zones: [
              lookZone("balloon-garland", t.garlandLabel, rect(0.05, 0.06, 0.5, 0.3), t.garlandText),
              lookZone("cat", t.catLabel, rect(0.05, 0.62, 0.16, 0.22), t.catText),
              { id: "big-present", label: t.presentLabel, shape: rect(0.28, 0.56, 0.17, 0.28), puzzleId: "present-colours", interactions: [] },
              { id: "toy-box", label: t.toyBoxLabel, shape: rect(0.52, 0.62, 0.18, 0.22), objectId: "treasure-map", interactions: [] },
              doorZone("garden-door", t.doorLabel, rect(0.78, 0.16, 0.17, 0.68), { roomId: "garden", sceneId: "garden-view" }, t.doorShut),
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
              { id: "owl", label: t.owlLabel, shape: rect(0.14, 0.2, 0.12, 0.18), puzzleId: "owl-riddle", interactions: [] },
              {
                id: "treasure-chest",
                label: t.chestLabel,
                shape: rect(0.56, 0.6, 0.22, 0.24),
                visibleWhen: [{ type: "puzzleSolved", puzzleId: "owl-riddle" }],
                puzzleId: "treasure-directions",
                interactions: [],
              },
              wayZone("back-living-room", t.backLabel, "living-room-view"),
            ],
          },
        ],
        objects: [
          { id: "treasure-map", name: t.mapName, description: t.mapDescription, image: image("treasure-map"), detail: { text: t.mapDetail } },
          { id: "golden-key", name: t.keyName, description: t.keyDescription, image: image("golden-key") },
        ],
        recipes: [],
        puzzles: [
          {
            id: "present-colours",
            kind: "colours",
            name: t.presentName,
            prompt: t.presentPrompt,
            sequence: ["red", "yellow", "blue", "green"],
            effects: [{ type: "giveObject", objectId: "golden-key" }, { type: "showMessage", text: t.presentSolved }],
          },
          {
            id: "open-garden",
            kind: "use",
            name: t.openName,
            targetId: "garden-door",
            objectId: "golden-key",
            consume: false,
            effects: openRoom("garden", "garden-view", t.openSolved),
          },
          {
            id: "owl-riddle",
            kind: "text",
            name: t.riddleName,
            prompt: t.riddlePrompt,
            answers: t.riddleAnswers,
            effects: [{ type: "showMessage", text: t.riddleSolved }],
          },
          {
            id: "treasure-directions",
            kind: "directional",
            name: t.chestName,
            prompt: t.chestPrompt,
            sequence: ["up", "up", "right", "down"],
            effects: [{ type: "showMessage", text: t.chestSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("present-colours", t.presentHints),
          ...hintsFor("open-garden", t.openHints),
          ...hintsFor("owl-riddle", t.riddleHints),
          ...hintsFor("treasure-directions", t.chestHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("living-room-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "won" }, { type: "noHints" }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "balloon-garland" },
        { type: "clickTarget", targetId: "cat" },
        { type: "pickObject", objectId: "treasure-map" },
        { type: "answer", puzzleId: "present-colours", value: "red yellow blue green" },
        { type: "useObject", objectId: "golden-key", targetId: "garden-door" },
        { type: "answer", puzzleId: "owl-riddle", value: t.riddleAnswers[0] },
        { type: "inspect", objectId: "treasure-map" },
        { type: "answer", puzzleId: "treasure-directions", value: "up up right down" },
      ],
    };
  },
};

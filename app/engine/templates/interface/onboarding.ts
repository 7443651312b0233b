import type { BaseLanguage } from "../../../i18n/locales";
import type { Template } from "../types";
import { assetOf, doorZone, hintsFor, lookZone, openRoom, rect, templateMeta, templateRules, wayZone } from "./parts";
import { ONBOARDING_TEXTS } from "./onboarding.texts";

const image = assetOf("interface-onboarding");

/**
 * A new colleague's first morning: the company's values open the welcome locker and its badge, the
 * booklet says who does what, and the team's chat tool unlocks the shared tablet.
 */
export const onboardingTemplate: Template = {
  id: "interface-onboarding",
  type: "interface",
  use: "onboarding",
  build(language: BaseLanguage) {
    const t = ONBOARDING_TEXTS[language];
    return {
      definition: {
        version: 1,
        meta: templateMeta(language, {
          title: t.title,
          summary: t.summary,
          theme: "investigation",
          difficulty: "easy",
          recommendedAge: 16,
          playMinutes: 20,
          skills: { search: 3, manipulation: 2, reflection: 3 },
        }),
        rooms: [
          { id: "reception", name: t.reception, locked: false },
          { id: "open-space", name: t.openSpace, locked: true },
        ],
        scenes: [
          {
            id: "reception-view",
            roomId: "reception",
            kind: "interface",
            name: t.reception,
            image: image("reception"),
            description: t.receptionDescription,
            zones: [
              lookZone("values-poster", t.posterLabel, rect(0.06, 0.12, 0.25, 0.44), t.posterText),
              { id: "welcome-locker", label: t.lockerLabel, shape: rect(0.36, 0.42, 0.16, 0.4), puzzleId: "values-locker", interactions: [] },
              { id: "coffee-table", label: t.tableLabel, shape: rect(0.56, 0.66, 0.18, 0.14), objectId: "welcome-booklet", interactions: [] },
              doorZone("office-door", t.doorLabel, rect(0.8, 0.18, 0.16, 0.66), { roomId: "open-space", sceneId: "open-space-view" }, t.doorShut),
            ],
          },
          {
            id: "open-space-view",
            roomId: "open-space",
            kind: "interface",
            name: t.openSpace,
            image: image("open-space"),
            description: t.openSpaceDescription,
            zones: [
              lookZone("tools-board", t.boardLabel, rect(0.06, 0.1, 0.3, 0.4), t.boardText),
              { id: "new-laptop", label: t.laptopLabel, shape: rect(0.42, 0.5, 0.18, 0.2), puzzleId: "who-to-ask", interactions: [] },
              {
                id: "team-tablet",
                label: t.tabletLabel,
                shape: rect(0.7, 0.56, 0.14, 0.14),
                visibleWhen: [{ type: "puzzleSolved", puzzleId: "who-to-ask" }],
                puzzleId: "tablet-pattern",
                interactions: [],
              },
              wayZone("back-reception", t.backLabel, "reception-view"),
            ],
          },
        ],
        objects: [
          {
            id: "welcome-booklet",
            name: t.bookletName,
            description: t.bookletDescription,
            image: image("booklet"),
            detail: { text: t.bookletDetail },
          },
          { id: "badge", name: t.badgeName, description: t.badgeDescription, image: image("badge") },
        ],
        recipes: [],
        puzzles: [
          {
            id: "values-locker",
            kind: "colours",
            name: t.lockerName,
            prompt: t.lockerPrompt,
            sequence: ["green", "orange", "blue"],
            effects: [{ type: "giveObject", objectId: "badge" }, { type: "showMessage", text: t.lockerSolved }],
          },
          {
            id: "open-office",
            kind: "use",
            name: t.openName,
            targetId: "office-door",
            objectId: "badge",
            consume: false,
            effects: openRoom("open-space", "open-space-view", t.openSolved),
          },
          {
            id: "who-to-ask",
            kind: "text",
            name: t.askName,
            prompt: t.askPrompt,
            answers: ["Sam"],
            effects: [{ type: "showMessage", text: t.askSolved }],
          },
          {
            id: "tablet-pattern",
            kind: "pattern",
            name: t.tabletName,
            prompt: t.tabletPrompt,
            dots: ["1", "4", "7", "8", "9"],
            effects: [{ type: "showMessage", text: t.tabletSolved }, { type: "win" }],
          },
        ],
        hints: [
          ...hintsFor("values-locker", t.lockerHints),
          ...hintsFor("open-office", t.openHints),
          ...hintsFor("who-to-ask", t.askHints),
          ...hintsFor("tablet-pattern", t.tabletHints),
          { id: "general-h1", text: t.generalHint },
        ],
        rules: templateRules("reception-view", t.won),
        achievements: [
          { id: "a1", name: t.achievementName, description: t.achievementDescription, hidden: false, when: [{ type: "wonWithin", seconds: 900 }] },
        ],
      },
      walkthrough: [
        { type: "start" },
        { type: "clickTarget", targetId: "values-poster" },
        { type: "pickObject", objectId: "welcome-booklet" },
        { type: "answer", puzzleId: "values-locker", value: "green orange blue" },
        { type: "useObject", objectId: "badge", targetId: "office-door" },
        { type: "clickTarget", targetId: "tools-board" },
        { type: "inspect", objectId: "welcome-booklet" },
        { type: "answer", puzzleId: "who-to-ask", value: "Sam" },
        { type: "answer", puzzleId: "tablet-pattern", value: "1 4 7 8 9" },
      ],
    };
  },
};

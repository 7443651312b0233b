import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { LANGUAGE_TEXTS } from "./language.texts";

/**
 * A vocabulary lesson at a market, in the language the site's learners study (English for French,
 * German, Spanish and Italian speakers, French for English speakers): fruit names give the colours of
 * the seller's cash box, prices written as words open the bakery's display, the word for bread labels
 * the tray, and the bread goes to the picnic. A teacher swaps in the words of their own lesson.
 */
const asset = assetOf("language");

export const languageTemplate: Template = {
  id: "360-language",
  type: "360",
  use: "language",
  build(language) {
    const t = LANGUAGE_TEXTS[language];
    const definition: GameDefinition = {
      version: 1,
      meta: panoramaMeta(language, {
        title: t.title,
        summary: t.summary,
        theme: "adventure",
        difficulty: "easy",
        recommendedAge: 10,
        playMinutes: 20,
        skills: { search: 3, manipulation: 2, reflection: 4 },
      }),
      rooms: [
        { id: "market", name: t.market, locked: false },
        { id: "bakery", name: t.bakery, locked: true },
      ],
      scenes: [
        {
          id: "market-view",
          roomId: "market",
          kind: "360",
          name: t.market,
          panorama: asset("market.png"),
          description: t.marketDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "fruit-sign", label: t.fruitSignLabel, yaw: -30, pitch: 8 }, t.fruitSignText),
            lock({ id: "cash-box", label: t.cashBoxLabel, yaw: 16, pitch: -20 }, "fruit-colours"),
            lying({ id: "bench", label: t.benchLabel, yaw: -100, pitch: -30 }, "basket"),
            look({ id: "street-sign", label: t.streetSignLabel, yaw: 130, pitch: 2 }, t.streetSignText),
            door({ id: "bakery-door", label: t.bakeryDoorLabel, yaw: 70, pitch: -2 }, { roomId: "bakery", sceneId: "bakery-view" }, t.bakeryDoorClosed),
            {
              id: "picnic",
              label: t.picnicLabel,
              yaw: -155,
              pitch: -20,
              interactions: [{ id: "picnic-waiting", effects: [say(t.picnicWaiting)] }],
            },
          ],
        },
        {
          id: "bakery-view",
          roomId: "bakery",
          kind: "360",
          name: t.bakery,
          panorama: asset("bakery.png"),
          description: t.bakeryDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "price-board", label: t.priceBoardLabel, yaw: -45, pitch: 14 }, t.priceBoardText),
            lock({ id: "display-case", label: t.displayLabel, yaw: 10, pitch: -20 }, "price-dial"),
            {
              id: "bread-tray",
              label: t.trayLabel,
              yaw: 60,
              pitch: -16,
              puzzleId: "bread-word",
              visibleWhen: [{ type: "puzzleSolved", puzzleId: "price-dial" }],
              interactions: [],
            },
            way({ id: "back-to-market", label: t.backLabel, yaw: 180, pitch: -2 }, "market-view"),
          ],
        },
      ],
      objects: [
        { id: "basket", name: t.basketName, description: t.basketDescription, image: asset("basket.svg"), detail: { text: t.basketDetail } },
        { id: "bakery-key", name: t.keyName, description: t.keyDescription, image: asset("key.svg") },
        { id: "baguette", name: t.baguetteName, description: t.baguetteDescription, image: asset("baguette.svg") },
      ],
      mainObjectId: "basket",
      recipes: [],
      puzzles: [
        {
          id: "fruit-colours",
          kind: "colours",
          name: t.coloursName,
          prompt: t.coloursPrompt,
          sequence: ["red", "yellow", "green", "blue"],
          effects: [{ type: "giveObject", objectId: "bakery-key" }, say(t.coloursSolved)],
        },
        {
          id: "open-bakery",
          kind: "use",
          name: t.openBakeryName,
          targetId: "bakery-door",
          objectId: "bakery-key",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "bakery" }, say(t.openBakerySolved), { type: "goToScene", sceneId: "bakery-view" }],
        },
        {
          id: "price-dial",
          kind: "dial",
          name: t.dialName,
          prompt: t.dialPrompt,
          code: "219",
          effects: [say(t.dialSolved)],
        },
        {
          id: "bread-word",
          kind: "text",
          name: t.wordName,
          prompt: t.wordPrompt,
          answers: t.wordAnswers,
          effects: [{ type: "giveObject", objectId: "baguette" }, say(t.wordSolved)],
        },
        {
          id: "bring-bread",
          kind: "use",
          name: t.bringName,
          targetId: "picnic",
          objectId: "baguette",
          effects: [say(t.bringSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "fruit-colours", text: t.hintColours1 },
        { id: "h2", puzzleId: "fruit-colours", text: t.hintColours2 },
        { id: "h3", puzzleId: "open-bakery", text: t.hintOpenBakery },
        { id: "h4", puzzleId: "price-dial", text: t.hintDial1 },
        { id: "h5", puzzleId: "price-dial", text: t.hintDial2 },
        { id: "h6", puzzleId: "bread-word", text: t.hintWord1 },
        { id: "h7", puzzleId: "bread-word", text: t.hintWord2 },
        { id: "h8", puzzleId: "bring-bread", text: t.hintBring },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "market-view",
        penaltySeconds: 0,
        winWhen: [],
        loseWhen: [],
        endings: { won: { text: t.won } },
      },
      achievements: [
        { id: "a1", name: t.achievementWon, description: t.achievementWonText, hidden: false, when: [{ type: "won" }] },
        { id: "a2", name: t.achievementClean, description: t.achievementCleanText, hidden: false, when: [{ type: "noWrongAnswers" }] },
      ],
    };
    const walkthrough: Action[] = [
      { type: "start" },
      { type: "pickObject", objectId: "basket" },
      { type: "clickTarget", targetId: "fruit-sign" },
      { type: "answer", puzzleId: "fruit-colours", value: "red yellow green blue" },
      { type: "useObject", objectId: "bakery-key", targetId: "bakery-door" },
      { type: "clickTarget", targetId: "price-board" },
      { type: "answer", puzzleId: "price-dial", value: "219" },
      { type: "answer", puzzleId: "bread-word", value: t.wordAnswers[0] },
      { type: "clickTarget", targetId: "back-to-market" },
      { type: "useObject", objectId: "baguette", targetId: "picnic" },
    ];
    return { definition, walkthrough };
  },
};

import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { MUSEUM_TEXTS } from "./museum.texts";

/**
 * A museum visit: in the painting gallery the labels are the clues (a quiz on Hokusai's wave points to the
 * year of Van Gogh's starry night, the curator's case code), the curator's card opens the Egyptian room,
 * a papyrus's symbols open the sarcophagus, and the scarab goes back into the cat goddess's statue. A
 * museum or a teacher swaps in their own works, labels and questions.
 */
const asset = assetOf("museum");

export const museumTemplate: Template = {
  id: "360-museum",
  type: "360",
  use: "museum",
  build(language) {
    const t = MUSEUM_TEXTS[language];
    const definition: GameDefinition = {
      version: 1,
      meta: panoramaMeta(language, {
        title: t.title,
        summary: t.summary,
        theme: "adventure",
        difficulty: "easy",
        recommendedAge: 9,
        playMinutes: 25,
        skills: { search: 5, manipulation: 2, reflection: 3 },
      }),
      rooms: [
        { id: "gallery", name: t.gallery, locked: false },
        { id: "egypt", name: t.egypt, locked: true },
      ],
      scenes: [
        {
          id: "gallery-view",
          roomId: "gallery",
          kind: "360",
          name: t.gallery,
          panorama: asset("gallery.png"),
          description: t.galleryDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "starry-night", label: t.starryLabel, yaw: -60, pitch: 8 }, t.starryText),
            lock({ id: "quiz-terminal", label: t.terminalLabel, yaw: 0, pitch: -20 }, "wave-quiz"),
            look({ id: "great-wave", label: t.waveLabel, yaw: 60, pitch: 8 }, t.waveText),
            door({ id: "egypt-door", label: t.egyptDoorLabel, yaw: 120, pitch: -2 }, { roomId: "egypt", sceneId: "egypt-view" }, t.egyptDoorClosed),
            look({ id: "mona-lisa", label: t.monaLabel, yaw: 180, pitch: 8 }, t.monaText),
            lock({ id: "curator-case", label: t.caseLabel, yaw: -120, pitch: -20 }, "case-code"),
            lying({ id: "bench", label: t.benchLabel, yaw: 150, pitch: -30 }, "museum-map"),
          ],
        },
        {
          id: "egypt-view",
          roomId: "egypt",
          kind: "360",
          name: t.egypt,
          panorama: asset("egypt.png"),
          description: t.egyptDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "papyrus", label: t.papyrusLabel, yaw: -55, pitch: 10 }, t.papyrusText),
            lock({ id: "sarcophagus", label: t.sarcophagusLabel, yaw: 0, pitch: -20 }, "sarcophagus-lock"),
            {
              id: "cat-statue",
              label: t.statueLabel,
              yaw: 60,
              pitch: -4,
              interactions: [
                { id: "statue-empty", when: [{ type: "puzzleSolved", puzzleId: "return-scarab", not: true }], effects: [say(t.statueEmpty)] },
                { id: "statue-whole", effects: [say(t.statueWhole)] },
              ],
            },
            way({ id: "back-to-gallery", label: t.backLabel, yaw: 180, pitch: -2 }, "gallery-view"),
          ],
        },
      ],
      objects: [
        { id: "museum-map", name: t.mapName, description: t.mapDescription, image: asset("map.svg"), detail: { text: t.mapDetail } },
        { id: "curator-card", name: t.cardName, description: t.cardDescription, image: asset("card.svg") },
        { id: "scarab", name: t.scarabName, description: t.scarabDescription, image: asset("scarab.svg"), detail: { text: t.scarabDetail } },
      ],
      mainObjectId: "scarab",
      recipes: [],
      puzzles: [
        {
          id: "wave-quiz",
          kind: "text",
          name: t.quizName,
          prompt: t.quizPrompt,
          answers: t.quizAnswers,
          effects: [{ type: "setFlag", flag: "quiz-done" }, say(t.quizSolved)],
        },
        {
          id: "case-code",
          kind: "code",
          name: t.caseName,
          prompt: t.casePrompt,
          code: "1889",
          effects: [{ type: "giveObject", objectId: "curator-card" }, say(t.caseSolved)],
        },
        {
          id: "open-egypt",
          kind: "use",
          name: t.openEgyptName,
          targetId: "egypt-door",
          objectId: "curator-card",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "egypt" }, say(t.openEgyptSolved), { type: "goToScene", sceneId: "egypt-view" }],
        },
        {
          id: "sarcophagus-lock",
          kind: "shapes",
          name: t.sarcophagusName,
          prompt: t.sarcophagusPrompt,
          sequence: ["circle", "triangle", "star"],
          effects: [{ type: "giveObject", objectId: "scarab" }, say(t.sarcophagusSolved)],
        },
        {
          id: "return-scarab",
          kind: "use",
          name: t.returnName,
          targetId: "cat-statue",
          objectId: "scarab",
          effects: [say(t.returnSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "wave-quiz", text: t.hintQuiz1 },
        { id: "h2", puzzleId: "wave-quiz", text: t.hintQuiz2 },
        { id: "h3", puzzleId: "case-code", text: t.hintCase1 },
        { id: "h4", puzzleId: "case-code", text: t.hintCase2 },
        { id: "h5", puzzleId: "open-egypt", text: t.hintOpenEgypt },
        { id: "h6", puzzleId: "sarcophagus-lock", text: t.hintSarcophagus1 },
        { id: "h7", puzzleId: "sarcophagus-lock", text: t.hintSarcophagus2 },
        { id: "h8", puzzleId: "return-scarab", text: t.hintReturn },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "gallery-view",
        penaltySeconds: 0,
        winWhen: [],
        loseWhen: [],
        endings: { won: { text: t.won } },
      },
      achievements: [
        { id: "a1", name: t.achievementWon, description: t.achievementWonText, hidden: false, when: [{ type: "won" }] },
        { id: "a2", name: t.achievementNoHints, description: t.achievementNoHintsText, hidden: false, when: [{ type: "noHints" }] },
      ],
    };
    const walkthrough: Action[] = [
      { type: "start" },
      { type: "pickObject", objectId: "museum-map" },
      { type: "clickTarget", targetId: "great-wave" },
      { type: "answer", puzzleId: "wave-quiz", value: t.quizAnswers[0] },
      { type: "clickTarget", targetId: "starry-night" },
      { type: "answer", puzzleId: "case-code", value: "1889" },
      { type: "useObject", objectId: "curator-card", targetId: "egypt-door" },
      { type: "clickTarget", targetId: "papyrus" },
      { type: "answer", puzzleId: "sarcophagus-lock", value: "circle triangle star" },
      { type: "useObject", objectId: "scarab", targetId: "cat-statue" },
    ];
    return { definition, walkthrough };
  },
};

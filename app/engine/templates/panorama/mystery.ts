import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { MYSTERY_TEXTS } from "./mystery.texts";

/**
 * A whodunit in a manor: the clock stopped at the time of the theft opens the desk that holds the study
 * key; in the study a magnifying glass reads the footprints, the family crest's pattern opens the emptied
 * safe, and naming the culprit on the phone ends the game. Creators swap the suspects and their clues, the
 * time (the code) and the crest's pattern.
 */
const asset = assetOf("mystery");

export const mysteryTemplate: Template = {
  id: "360-mystery",
  type: "360",
  use: "mystery",
  build(language) {
    const t = MYSTERY_TEXTS[language];
    const definition: GameDefinition = {
      version: 1,
      meta: panoramaMeta(language, {
        title: t.title,
        summary: t.summary,
        theme: "investigation",
        difficulty: "medium",
        recommendedAge: 12,
        playMinutes: 30,
        skills: { search: 4, manipulation: 2, reflection: 5 },
      }),
      rooms: [
        { id: "library", name: t.library, locked: false },
        { id: "study", name: t.study, locked: true },
      ],
      scenes: [
        {
          id: "library-view",
          roomId: "library",
          kind: "360",
          name: t.library,
          panorama: asset("library.png"),
          description: t.libraryDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "clock", label: t.clockLabel, yaw: -60, pitch: 7 }, t.clockText),
            lock({ id: "writing-desk", label: t.deskLabel, yaw: 20, pitch: -24 }, "desk-code"),
            lying({ id: "reading-table", label: t.tableLabel, yaw: -130, pitch: -28 }, "magnifier"),
            look({ id: "inspector-notes", label: t.notesLabel, yaw: 135, pitch: -6 }, t.notesText),
            door({ id: "study-door", label: t.studyDoorLabel, yaw: 80, pitch: -2 }, { roomId: "study", sceneId: "study-view" }, t.studyDoorClosed),
          ],
        },
        {
          id: "study-view",
          roomId: "study",
          kind: "360",
          name: t.study,
          panorama: asset("study.png"),
          description: t.studyDescription,
          initialYaw: 0,
          hotspots: [
            {
              id: "footprints",
              label: t.footprintsLabel,
              yaw: 0,
              pitch: -45,
              interactions: [
                { id: "footprints-blurred", when: [{ type: "puzzleSolved", puzzleId: "read-footprints", not: true }], effects: [say(t.footprintsBlurred)] },
                { id: "footprints-read", effects: [say(t.footprintsRead)] },
              ],
            },
            look({ id: "crest", label: t.crestLabel, yaw: -40, pitch: 16 }, t.crestText),
            lock({ id: "safe", label: t.safeLabel, yaw: 60, pitch: -2 }, "safe-pattern"),
            {
              id: "telephone",
              label: t.phoneLabel,
              yaw: -80,
              pitch: -16,
              puzzleId: "culprit",
              visibleWhen: [{ type: "puzzleSolved", puzzleId: "safe-pattern" }],
              interactions: [],
            },
            way({ id: "back-to-library", label: t.backLabel, yaw: 180, pitch: -2 }, "library-view"),
          ],
        },
      ],
      objects: [
        { id: "magnifier", name: t.magnifierName, description: t.magnifierDescription, image: asset("magnifier.svg") },
        { id: "study-key", name: t.keyName, description: t.keyDescription, image: asset("key.svg") },
      ],
      mainObjectId: "magnifier",
      recipes: [],
      puzzles: [
        {
          id: "desk-code",
          kind: "code",
          name: t.deskCodeName,
          prompt: t.deskCodePrompt,
          code: "1045",
          effects: [{ type: "giveObject", objectId: "study-key" }, say(t.deskCodeSolved)],
        },
        {
          id: "open-study",
          kind: "use",
          name: t.openStudyName,
          targetId: "study-door",
          objectId: "study-key",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "study" }, say(t.openStudySolved), { type: "goToScene", sceneId: "study-view" }],
        },
        {
          id: "read-footprints",
          kind: "use",
          name: t.footprintsName,
          targetId: "footprints",
          objectId: "magnifier",
          consume: false,
          effects: [{ type: "setFlag", flag: "footprints-read" }, say(t.footprintsRead)],
        },
        {
          id: "safe-pattern",
          kind: "pattern",
          name: t.safeName,
          prompt: t.safePrompt,
          dots: ["1", "4", "8", "6", "3"],
          effects: [{ type: "setFlag", flag: "safe-open" }, say(t.safeSolved)],
        },
        {
          id: "culprit",
          kind: "text",
          name: t.culpritName,
          prompt: t.culpritPrompt,
          answers: ["Margot"],
          effects: [say(t.culpritSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "desk-code", text: t.hintDesk1 },
        { id: "h2", puzzleId: "desk-code", text: t.hintDesk2 },
        { id: "h3", puzzleId: "open-study", text: t.hintOpenStudy },
        { id: "h4", puzzleId: "read-footprints", text: t.hintFootprints },
        { id: "h5", puzzleId: "safe-pattern", text: t.hintSafe1 },
        { id: "h6", puzzleId: "safe-pattern", text: t.hintSafe2 },
        { id: "h7", puzzleId: "culprit", text: t.hintCulprit1 },
        { id: "h8", puzzleId: "culprit", text: t.hintCulprit2 },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "library-view",
        penaltySeconds: 30,
        winWhen: [],
        loseWhen: [],
        endings: { won: { text: t.won } },
      },
      achievements: [
        { id: "a1", name: t.achievementWon, description: t.achievementWonText, hidden: false, when: [{ type: "won" }] },
        { id: "a2", name: t.achievementSharp, description: t.achievementSharpText, hidden: false, when: [{ type: "noWrongAnswers" }] },
      ],
    };
    const walkthrough: Action[] = [
      { type: "start" },
      { type: "clickTarget", targetId: "clock" },
      { type: "clickTarget", targetId: "inspector-notes" },
      { type: "pickObject", objectId: "magnifier" },
      { type: "answer", puzzleId: "desk-code", value: "1045" },
      { type: "useObject", objectId: "study-key", targetId: "study-door" },
      { type: "useObject", objectId: "magnifier", targetId: "footprints" },
      { type: "clickTarget", targetId: "crest" },
      { type: "answer", puzzleId: "safe-pattern", value: "1 4 8 6 3" },
      { type: "answer", puzzleId: "culprit", value: "Margot" },
    ];
    return { definition, walkthrough };
  },
};

import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { REVISION_TEXTS } from "./revision.texts";

/**
 * A revision quiz for 10–14 year-olds: a classroom whose board asks three questions (their answers open
 * the teacher's drawer and its lab key), then a lab where the rainbow opens the equipment cabinet, a bulb
 * closes the circuit and a question on photosynthesis ends the game. A teacher swaps the questions for
 * their own lesson; the panoramas' hotspots stay where the pictures show them.
 */
const asset = assetOf("revision");

export const revisionTemplate: Template = {
  id: "360-revision",
  type: "360",
  use: "revision",
  build(language) {
    const t = REVISION_TEXTS[language];
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
        { id: "classroom", name: t.classroom, locked: false },
        { id: "lab", name: t.lab, locked: true },
      ],
      scenes: [
        {
          id: "classroom-view",
          roomId: "classroom",
          kind: "360",
          name: t.classroom,
          panorama: asset("classroom.png"),
          description: t.classroomDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "board", label: t.boardLabel, yaw: 0, pitch: 10 }, t.boardText),
            lock({ id: "drawer", label: t.drawerLabel, yaw: 28, pitch: -26 }, "drawer-code"),
            lying({ id: "pupil-desk", label: t.pupilDeskLabel, yaw: -70, pitch: -30 }, "notebook"),
            look({ id: "world-map", label: t.mapLabel, yaw: -125, pitch: 8 }, t.mapText),
            door({ id: "lab-door", label: t.labDoorLabel, yaw: 90, pitch: -2 }, { roomId: "lab", sceneId: "lab-view" }, t.labDoorClosed),
          ],
        },
        {
          id: "lab-view",
          roomId: "lab",
          kind: "360",
          name: t.lab,
          panorama: asset("lab.png"),
          description: t.labDescription,
          initialYaw: 0,
          hotspots: [
            lock({ id: "cabinet", label: t.cabinetLabel, yaw: 70, pitch: -4 }, "rainbow-lock"),
            {
              id: "circuit",
              label: t.circuitLabel,
              yaw: 0,
              pitch: -22,
              interactions: [
                { id: "circuit-dark", when: [{ type: "flagSet", flag: "power-on", not: true }], effects: [say(t.circuitDark)] },
                { id: "circuit-lit", effects: [say(t.circuitLit)] },
              ],
            },
            {
              id: "computer",
              label: t.computerLabel,
              yaw: -62,
              pitch: -12,
              puzzleId: "photosynthesis",
              visibleWhen: [{ type: "flagSet", flag: "power-on" }],
              interactions: [],
            },
            look({ id: "prism-poster", label: t.posterLabel, yaw: 135, pitch: 14 }, t.posterText),
            way({ id: "back-to-classroom", label: t.backLabel, yaw: 180, pitch: -2 }, "classroom-view"),
          ],
        },
      ],
      objects: [
        {
          id: "notebook",
          name: t.notebookName,
          description: t.notebookDescription,
          image: asset("notebook.svg"),
          detail: { text: t.notebookDetail },
        },
        { id: "lab-key", name: t.keyName, description: t.keyDescription, image: asset("key.svg") },
        { id: "bulb", name: t.bulbName, description: t.bulbDescription, image: asset("bulb.svg") },
      ],
      mainObjectId: "notebook",
      recipes: [],
      puzzles: [
        {
          id: "drawer-code",
          kind: "code",
          name: t.drawerName,
          prompt: t.drawerPrompt,
          code: "864",
          effects: [{ type: "giveObject", objectId: "lab-key" }, say(t.drawerSolved)],
        },
        {
          id: "open-lab",
          kind: "use",
          name: t.openLabName,
          targetId: "lab-door",
          objectId: "lab-key",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "lab" }, say(t.openLabSolved), { type: "goToScene", sceneId: "lab-view" }],
        },
        {
          id: "rainbow-lock",
          kind: "colours",
          name: t.rainbowName,
          prompt: t.rainbowPrompt,
          sequence: ["red", "orange", "yellow", "green", "blue", "purple"],
          effects: [{ type: "giveObject", objectId: "bulb" }, say(t.rainbowSolved)],
        },
        {
          id: "power",
          kind: "use",
          name: t.powerName,
          targetId: "circuit",
          objectId: "bulb",
          effects: [{ type: "setFlag", flag: "power-on" }, say(t.powerSolved)],
        },
        {
          id: "photosynthesis",
          kind: "text",
          name: t.photoName,
          prompt: t.photoPrompt,
          answers: t.photoAnswers,
          effects: [say(t.photoSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "drawer-code", text: t.hintDrawer1 },
        { id: "h2", puzzleId: "drawer-code", text: t.hintDrawer2 },
        { id: "h3", puzzleId: "open-lab", text: t.hintOpenLab },
        { id: "h4", puzzleId: "rainbow-lock", text: t.hintRainbow1 },
        { id: "h5", puzzleId: "rainbow-lock", text: t.hintRainbow2 },
        { id: "h6", puzzleId: "power", text: t.hintPower },
        { id: "h7", puzzleId: "photosynthesis", text: t.hintPhoto1 },
        { id: "h8", puzzleId: "photosynthesis", text: t.hintPhoto2 },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "classroom-view",
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
      { type: "pickObject", objectId: "notebook" },
      { type: "clickTarget", targetId: "board" },
      { type: "answer", puzzleId: "drawer-code", value: "864" },
      { type: "useObject", objectId: "lab-key", targetId: "lab-door" },
      { type: "answer", puzzleId: "rainbow-lock", value: "red orange yellow green blue purple" },
      { type: "useObject", objectId: "bulb", targetId: "circuit" },
      { type: "answer", puzzleId: "photosynthesis", value: t.photoAnswers[0] },
    ];
    return { definition, walkthrough };
  },
};

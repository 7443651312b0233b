import type { Action } from "../../../app/engine/actions";
import type { GameDefinition } from "../../../app/engine/definition";

/**
 * Engine test fixture (360), kept apart from the seeded demo games so engine tests can rely on its
 * ids: a lighthouse at nightfall, in three panoramas over two rooms. It also has a way to lose
 * (knocking the lens over) and a hidden achievement for finding the keeper's logbook.
 */
export const lighthouse: GameDefinition = {
  version: 1,
  meta: {
    title: "Last Light",
    summary: "A storm is coming and the lamp is dark. Light it before the ships reach the rocks.",
    theme: "adventure",
    difficulty: "medium",
    type: "360",
    solo: true,
    multi: false,
    minPlayers: 1,
    maxPlayers: 2,
    recommendedAge: 12,
    playMinutes: 20,
    hintRechargeSeconds: 90,
    skills: { search: 4, manipulation: 3, reflection: 2 },
    locale: "en",
  },
  rooms: [
    { id: "base", name: "Keeper's quarters", locked: false },
    { id: "lamp-room", name: "Lamp room", locked: true },
  ],
  scenes: [
    {
      id: "quarters",
      roomId: "base",
      kind: "360",
      name: "Quarters",
      panorama: "/demo/lighthouse/quarters.jpg",
      description: "A round room with a bunk, a sea chest and a spiral staircase.",
      initialYaw: 0,
      hotspots: [
        { id: "oil-shelf", label: "Shelf with an oil can", yaw: -60, pitch: -5, objectId: "oil-can", interactions: [] },
        { id: "chest", label: "Sea chest with a dial lock", yaw: 30, pitch: -30, puzzleId: "chest-code", interactions: [] },
        {
          id: "calendar",
          label: "Calendar on the wall",
          yaw: 90,
          pitch: 10,
          interactions: [{ id: "calendar-look", effects: [{ type: "showMessage", text: "Built in the year of the great storm: eighteen fifty-two." }] }],
        },
        {
          id: "bunk",
          label: "Bunk",
          yaw: 150,
          pitch: -20,
          interactions: [
            { id: "bunk-search", once: true, effects: [{ type: "giveObject", objectId: "logbook" }, { type: "showMessage", text: "Under the mattress: a logbook." }] },
            { id: "bunk-empty", effects: [{ type: "showMessage", text: "Nothing else under the mattress." }] },
          ],
        },
        {
          id: "stairs",
          label: "Spiral staircase, gate closed",
          yaw: -150,
          pitch: 20,
          interactions: [
            { id: "stairs-up", when: [{ type: "roomUnlocked", roomId: "lamp-room" }], effects: [{ type: "goToScene", sceneId: "lamp" }] },
            { id: "stairs-shut", effects: [{ type: "showMessage", text: "The gate's winch has no handle." }] },
          ],
        },
        { id: "to-store", label: "Door to the store room", yaw: 180, pitch: 0, interactions: [{ id: "enter-store", effects: [{ type: "goToScene", sceneId: "store" }] }] },
      ],
    },
    {
      id: "store",
      roomId: "base",
      kind: "360",
      name: "Store room",
      panorama: "/demo/lighthouse/store.jpg",
      hotspots: [
        { id: "wick-box", label: "Box of wicks", yaw: 45, pitch: -10, objectId: "wick", interactions: [] },
        { id: "radio", label: "Radio set", yaw: -90, pitch: 0, puzzleId: "radio-login", interactions: [] },
        {
          id: "radio-manual",
          label: "Radio manual",
          yaw: -60,
          pitch: -20,
          interactions: [{ id: "manual-read", effects: [{ type: "showMessage", text: "Station call sign: coast watch, in one word. Password: the star sailors steer by." }] }],
        },
      ],
    },
    {
      id: "lamp",
      roomId: "lamp-room",
      kind: "360",
      name: "Lamp room",
      panorama: "/demo/lighthouse/lamp.jpg",
      hotspots: [
        { id: "burner", label: "The great lamp's burner", yaw: 0, pitch: 0, interactions: [] },
        {
          id: "lens",
          label: "Fresnel lens",
          yaw: 120,
          pitch: 5,
          interactions: [{ id: "lens-push", effects: [{ type: "setFlag", flag: "lens-broken" }, { type: "showMessage", text: "The lens topples and shatters." }] }],
        },
      ],
    },
  ],
  objects: [
    { id: "oil-can", name: "Oil can", description: "Half full of lamp oil.", image: "/demo/lighthouse/oil.webp" },
    { id: "wick", name: "Wick", description: "A fresh cotton wick.", image: "/demo/lighthouse/wick.webp" },
    { id: "lantern-kit", name: "Filled burner", description: "Oil and wick, ready to burn.", image: "/demo/lighthouse/kit.webp" },
    { id: "crank", name: "Winch handle", description: "An iron crank handle.", image: "/demo/lighthouse/crank.webp", model: "/demo/lighthouse/crank.glb" },
    {
      id: "logbook",
      name: "Logbook",
      description: "The keeper's log.",
      image: "/demo/lighthouse/logbook.webp",
      detail: { text: "Last entry: \"Storm coming. Radio the coast guard.\"" },
    },
  ],
  mainObjectId: "lantern-kit",
  recipes: [
    { id: "fill-burner", kind: "assemble", inputs: ["oil-can", "wick"], result: "lantern-kit" },
    { id: "logbook-entry", kind: "inspect", objectId: "logbook", effects: [{ type: "setFlag", flag: "log-read" }] },
  ],
  puzzles: [
    {
      id: "chest-code",
      kind: "code",
      name: "Sea chest",
      prompt: "A four-dial lock.",
      code: "1852",
      effects: [{ type: "giveObject", objectId: "crank" }],
    },
    {
      id: "radio-login",
      kind: "login",
      name: "Radio set",
      login: "coastwatch",
      password: "polaris",
      effects: [{ type: "setFlag", flag: "coast-guard-warned" }, { type: "showMessage", text: "The coast guard answers: hold on." }],
    },
    {
      id: "open-gate",
      kind: "use",
      name: "Stair gate winch",
      targetId: "stairs",
      objectId: "crank",
      effects: [{ type: "unlockRoom", roomId: "lamp-room" }],
    },
    {
      id: "light-lamp",
      kind: "use",
      name: "Light the lamp",
      targetId: "burner",
      objectId: "lantern-kit",
      effects: [{ type: "setFlag", flag: "lamp-lit" }],
    },
  ],
  hints: [
    { id: "h-chest-1", puzzleId: "chest-code", text: "When was the lighthouse built?" },
    { id: "h-radio-1", puzzleId: "radio-login", text: "The manual in the store room gives the call sign." },
    { id: "h-radio-2", puzzleId: "radio-login", text: "The north star has a name." },
    { id: "h-game-1", text: "The lamp needs fuel and a wick." },
  ],
  rules: {
    startSceneId: "quarters",
    penaltySeconds: 60,
    winWhen: [{ type: "flagSet", flag: "lamp-lit" }, { type: "flagSet", flag: "coast-guard-warned" }],
    loseWhen: [{ type: "flagSet", flag: "lens-broken" }],
  },
  achievements: [
    { id: "beacon", name: "Beacon", description: "Light the lamp and warn the coast guard.", hidden: false, when: [{ type: "won" }] },
    { id: "hidden-1", name: "Diarist", description: "Find and read the keeper's logbook.", hidden: true, when: [{ type: "flagSet", flag: "log-read" }] },
    { id: "clean-run", name: "Clean run", description: "Win without a wrong answer.", hidden: false, when: [{ type: "noWrongAnswers" }] },
  ],
};

export const lighthouseWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "oil-can" },
  { type: "clickTarget", targetId: "calendar" },
  { type: "answer", puzzleId: "chest-code", value: "1852" },
  { type: "clickTarget", targetId: "bunk" },
  { type: "inspect", objectId: "logbook" },
  { type: "useObject", objectId: "crank", targetId: "stairs" },
  { type: "clickTarget", targetId: "to-store" },
  { type: "pickObject", objectId: "wick" },
  { type: "combine", objectIds: ["wick", "oil-can"] },
  { type: "clickTarget", targetId: "radio-manual" },
  { type: "answer", puzzleId: "radio-login", value: { login: "CoastWatch ", password: "polaris" } },
  { type: "enterRoom", roomId: "lamp-room" },
  { type: "useObject", objectId: "lantern-kit", targetId: "burner" },
];

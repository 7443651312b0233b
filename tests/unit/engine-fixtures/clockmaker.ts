import type { Action } from "../../../app/engine/actions";
import type { GameDefinition } from "../../../app/engine/definition";

/**
 * Engine test fixture (Interface), kept apart from the seeded demo games so the engine tests can rely
 * on its exact ids and texts: a clockmaker's workshop and the vault behind it. Two rooms, pickable
 * objects, an inspect and an assemble recipe, object use, a code, a login, hints and a hidden
 * achievement. Clues live in effects, so the client view shows none before they are found.
 */
export const clockmaker: GameDefinition = {
  version: 1,
  meta: {
    title: "The Clockmaker's Workshop",
    summary: "The master clockmaker vanished and left his vault shut. Make his clock tick again.",
    theme: "investigation",
    difficulty: "easy",
    type: "interface",
    solo: true,
    multi: true,
    minPlayers: 1,
    maxPlayers: 4,
    recommendedAge: 10,
    playMinutes: 30,
    hintRechargeSeconds: 60,
    skills: { search: 3, manipulation: 2, reflection: 3 },
    locale: "en",
  },
  rooms: [
    { id: "workshop", name: "Workshop", locked: false },
    { id: "vault", name: "Vault", locked: true },
  ],
  scenes: [
    {
      id: "desk",
      roomId: "workshop",
      kind: "interface",
      name: "The workbench",
      image: "/demo/clockmaker/desk.webp",
      description: "A cluttered workbench under a lamp, a drawer half open, a clock on the wall.",
      zones: [
        {
          id: "drawer",
          label: "Half-open drawer",
          shape: { type: "rect", x: 0.1, y: 0.6, width: 0.25, height: 0.15 },
          objectId: "note",
          interactions: [
            { id: "drawer-look", effects: [{ type: "showMessage", text: "Papers, shavings, and a folded note." }] },
          ],
        },
        {
          id: "small-gear-spot",
          label: "Small brass gear",
          shape: { type: "polygon", points: [[0.5, 0.5], [0.55, 0.45], [0.6, 0.5], [0.55, 0.55]] },
          objectId: "small-gear",
          interactions: [],
        },
        {
          id: "clock",
          label: "Wall clock, stopped",
          shape: { type: "rect", x: 0.7, y: 0.1, width: 0.2, height: 0.3 },
          interactions: [
            {
              id: "clock-stopped",
              when: [{ type: "puzzleSolved", puzzleId: "repair-clock", not: true }],
              effects: [{ type: "showMessage", text: "The clock has stopped. Its gear train is missing." }],
            },
          ],
        },
        {
          id: "to-wall",
          label: "Go to the back wall",
          shape: { type: "rect", x: 0.9, y: 0.4, width: 0.1, height: 0.2 },
          interactions: [{ id: "walk-to-wall", effects: [{ type: "goToScene", sceneId: "wall" }] }],
        },
      ],
    },
    {
      id: "wall",
      roomId: "workshop",
      kind: "interface",
      name: "The back wall",
      image: "/demo/clockmaker/wall.webp",
      zones: [
        {
          id: "shelf",
          label: "Shelf with a large gear",
          shape: { type: "rect", x: 0.05, y: 0.2, width: 0.3, height: 0.1 },
          objectId: "large-gear",
          interactions: [],
        },
        { id: "safe", label: "Small wall safe", shape: { type: "rect", x: 0.4, y: 0.3, width: 0.2, height: 0.2 }, puzzleId: "safe-code", interactions: [] },
        { id: "vault-door", label: "Heavy vault door", shape: { type: "rect", x: 0.7, y: 0.1, width: 0.25, height: 0.8 }, interactions: [] },
      ],
    },
    {
      id: "vault-inside",
      roomId: "vault",
      kind: "interface",
      name: "Inside the vault",
      image: "/demo/clockmaker/vault.webp",
      zones: [
        {
          id: "portrait",
          label: "Portrait of the master",
          shape: { type: "rect", x: 0.05, y: 0.1, width: 0.2, height: 0.3 },
          interactions: [{ id: "portrait-look", effects: [{ type: "showMessage", text: "Signed in the corner: Horace, master clockmaker." }] }],
        },
        { id: "terminal", label: "Old computer terminal", shape: { type: "rect", x: 0.4, y: 0.4, width: 0.3, height: 0.3 }, puzzleId: "terminal-login", interactions: [] },
      ],
    },
  ],
  objects: [
    {
      id: "note",
      name: "Folded note",
      description: "A note in the master's hand.",
      image: "/demo/clockmaker/note.webp",
      detail: { text: "Something is written on the back, too faint to read at a glance." },
    },
    { id: "small-gear", name: "Small gear", description: "A small brass gear.", image: "/demo/clockmaker/small-gear.webp" },
    { id: "large-gear", name: "Large gear", description: "A large brass gear.", image: "/demo/clockmaker/large-gear.webp" },
    { id: "gear-train", name: "Gear train", description: "Two gears meshed together.", image: "/demo/clockmaker/gear-train.webp", model: "/demo/clockmaker/gear-train.glb" },
    { id: "brass-key", name: "Brass key", description: "A heavy key with a clock engraved on it.", image: "/demo/clockmaker/key.webp" },
  ],
  mainObjectId: "gear-train",
  recipes: [
    {
      id: "read-note",
      kind: "inspect",
      objectId: "note",
      effects: [
        { type: "setFlag", flag: "note-read" },
        { type: "showMessage", text: "Under the lamp: \"My password is the heart of every clock.\"" },
      ],
    },
    { id: "build-gear-train", kind: "assemble", inputs: ["small-gear", "large-gear"], result: "gear-train", message: "The gears mesh perfectly." },
  ],
  puzzles: [
    {
      id: "repair-clock",
      kind: "use",
      name: "Repair the clock",
      targetId: "clock",
      objectId: "gear-train",
      effects: [{ type: "showMessage", text: "The clock ticks again and strikes: seven, then three, nine and one." }],
    },
    {
      id: "safe-code",
      kind: "code",
      name: "Wall safe",
      prompt: "Four digits.",
      code: "7391",
      effects: [{ type: "giveObject", objectId: "brass-key" }, { type: "showMessage", text: "The safe clicks open." }],
    },
    {
      id: "open-vault",
      kind: "use",
      name: "Open the vault",
      targetId: "vault-door",
      objectId: "brass-key",
      consume: false,
      effects: [{ type: "unlockRoom", roomId: "vault" }, { type: "goToScene", sceneId: "vault-inside" }],
    },
    {
      id: "terminal-login",
      kind: "login",
      name: "Terminal",
      prompt: "USER / PASSWORD",
      login: "horace",
      password: "escapement",
      effects: [{ type: "showMessage", text: "ACCESS GRANTED. The vault's back door opens onto the street." }, { type: "win" }],
    },
  ],
  hints: [
    { id: "h-safe-1", puzzleId: "safe-code", text: "The clock on the desk seems to want to tell you something." },
    { id: "h-safe-2", puzzleId: "safe-code", text: "Repair the clock and count its strikes." },
    { id: "h-login-1", puzzleId: "terminal-login", text: "Who painted the portrait? Read the note under the lamp." },
    { id: "h-game-1", text: "Inspect what you carry; some objects go together." },
  ],
  rules: { startSceneId: "desk", penaltySeconds: 30, timeLimitSeconds: 1800, winWhen: [], loseWhen: [] },
  achievements: [
    { id: "escaped", name: "Out of the workshop", description: "Finish the game.", hidden: false, when: [{ type: "won" }] },
    {
      id: "hidden-1",
      name: "A master's hand",
      description: "Finish in under ten minutes without a hint.",
      hidden: true,
      when: [{ type: "wonWithin", seconds: 600 }, { type: "noHints" }],
    },
    { id: "tinkerer", name: "Tinkerer", description: "Build the gear train.", hidden: false, when: [{ type: "collected", objectId: "gear-train" }] },
  ],
};

export const clockmakerWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "note" },
  { type: "inspect", objectId: "note" },
  { type: "pickObject", objectId: "small-gear" },
  { type: "clickTarget", targetId: "to-wall" },
  { type: "pickObject", objectId: "large-gear" },
  { type: "combine", objectIds: ["small-gear", "large-gear"] },
  { type: "goToScene", sceneId: "desk" },
  { type: "useObject", objectId: "gear-train", targetId: "clock" },
  { type: "goToScene", sceneId: "wall" },
  { type: "answer", puzzleId: "safe-code", value: "7391" },
  { type: "useObject", objectId: "brass-key", targetId: "vault-door" },
  { type: "clickTarget", targetId: "portrait" },
  { type: "answer", puzzleId: "terminal-login", value: { login: "Horace", password: "escapement" } },
];

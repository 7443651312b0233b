import type { Action } from "../../../app/engine/actions";
import type { GameDefinition } from "../../../app/engine/definition";

/**
 * Engine test fixture (Classic), kept apart from the seeded demo games so engine tests can rely on
 * its ids: pages of content blocks and puzzles across three rooms of a haunted manor. Has every
 * puzzle kind: a code, a text answer with accents, a login, an upload code and an object use.
 */
export const manor: GameDefinition = {
  version: 1,
  meta: {
    title: "Whispers of Blackwood Manor",
    summary: "Letters from a house nobody has lived in for a century. Someone still writes them.",
    theme: "horror",
    difficulty: "hard",
    type: "classic",
    solo: true,
    multi: true,
    minPlayers: 2,
    maxPlayers: 6,
    recommendedAge: 14,
    playMinutes: 45,
    hintRechargeSeconds: 120,
    skills: { search: 2, manipulation: 1, reflection: 5 },
    locale: "en",
  },
  rooms: [
    { id: "hall", name: "Entrance hall", locked: false },
    { id: "library", name: "Library", locked: true },
    { id: "attic", name: "Attic", locked: true },
  ],
  scenes: [
    {
      id: "hall-page",
      roomId: "hall",
      kind: "classic",
      name: "The entrance hall",
      blocks: [
        { id: "hall-text", kind: "text", text: "Dust everywhere. A grandfather clock frozen at a quarter past four. The library door has a keypad.", interactions: [] },
        { id: "hall-portrait", kind: "image", src: "/demo/manor/portrait.webp", alt: "A family portrait; four children, one face scratched out.", interactions: [] },
        {
          id: "hall-voice",
          kind: "audio",
          src: "/demo/manor/whisper.mp3",
          label: "A whisper from the stairs",
          transcript: "(a child's voice) Zero comes first... always first...",
          interactions: [],
        },
        { id: "hall-candle", kind: "image", src: "/demo/manor/candle.webp", alt: "A candle stub on the hall table.", objectId: "candle", interactions: [] },
      ],
      puzzleIds: ["library-door"],
    },
    {
      id: "library-page",
      roomId: "library",
      kind: "classic",
      name: "The library",
      blocks: [
        { id: "library-text", kind: "text", text: "Shelves to the ceiling. On the desk, a matchbox and a typewriter that types by itself.", objectId: "matches", interactions: [] },
        { id: "library-film", kind: "video", src: "/demo/manor/typewriter.mp4", label: "The typewriter types a riddle", captions: "/demo/manor/typewriter.vtt", interactions: [] },
        {
          id: "library-riddle",
          kind: "text",
          text: "I speak without a mouth and hear without ears. Only the mountains answer me back.",
          interactions: [],
        },
      ],
      puzzleIds: ["riddle", "study-computer"],
    },
    {
      id: "attic-page",
      roomId: "attic",
      kind: "classic",
      name: "The attic",
      blocks: [
        { id: "attic-text", kind: "text", text: "Pitch dark. Something breathes in the corner.", interactions: [] },
        {
          id: "dark-corner",
          kind: "text",
          text: "The dark corner.",
          visibleWhen: [{ type: "hasObject", objectId: "letter" }],
          interactions: [{ id: "corner-listen", effects: [{ type: "showMessage", text: "Only the wind." }] }],
        },
      ],
      puzzleIds: ["final-upload"],
    },
  ],
  objects: [
    { id: "candle", name: "Candle stub", description: "Unlit.", image: "/demo/manor/candle-item.webp" },
    { id: "matches", name: "Matchbox", description: "Three matches left.", image: "/demo/manor/matches.webp" },
    { id: "lit-candle", name: "Lit candle", description: "A small, brave flame.", image: "/demo/manor/lit-candle.webp" },
    {
      id: "letter",
      name: "Sealed letter",
      description: "Addressed to \"whoever finds this\".",
      image: "/demo/manor/letter.webp",
      detail: { text: "The wax seal shows a bird of the night." },
    },
  ],
  recipes: [
    { id: "light-candle", kind: "assemble", inputs: ["candle", "matches"], result: "lit-candle", message: "The wick catches." },
    {
      id: "open-letter",
      kind: "inspect",
      objectId: "letter",
      effects: [
        { type: "setFlag", flag: "letter-read" },
        { type: "showMessage", text: "\"The study's machine knows me as nightowl. My secret is the hour the clock stopped, in words.\"" },
      ],
    },
  ],
  puzzles: [
    { id: "library-door", kind: "code", name: "Library keypad", prompt: "Four digits.", code: "0415", effects: [{ type: "unlockRoom", roomId: "library" }] },
    {
      id: "riddle",
      kind: "text",
      name: "The typewriter's riddle",
      prompt: "Type your answer.",
      answers: ["écho", "an écho"],
      ignore: { case: true, accents: true, spaces: false },
      effects: [{ type: "giveObject", objectId: "letter" }, { type: "showMessage", text: "A letter slides out of the typewriter." }],
    },
    {
      id: "study-computer",
      kind: "login",
      name: "The study's computer",
      login: "nightowl",
      password: "quarterpastfour",
      effects: [{ type: "unlockRoom", roomId: "attic" }, { type: "showMessage", text: "A trapdoor creaks open above you." }],
    },
    {
      id: "light-corner",
      kind: "use",
      name: "Light the dark corner",
      targetId: "dark-corner",
      objectId: "lit-candle",
      effects: [{ type: "showMessage", text: "Scratched in the floorboards: BLACK, a dash, then WOOD backwards and the number of children." }],
    },
    { id: "final-upload", kind: "upload", name: "Upload the exorcism code", prompt: "The code the house gave you.", code: "BLACK-DOOW4", effects: [{ type: "win" }] },
  ],
  hints: [
    { id: "h-door-1", puzzleId: "library-door", text: "The clock in the hall stopped at a precise time." },
    { id: "h-door-2", puzzleId: "library-door", text: "A quarter past four, and the whisper says zero comes first." },
    { id: "h-riddle-1", puzzleId: "riddle", text: "Shout in the mountains and listen." },
    { id: "h-upload-1", puzzleId: "final-upload", text: "Count the children in the portrait." },
  ],
  rules: { startSceneId: "hall-page", penaltySeconds: 0, timeLimitSeconds: 2700, winWhen: [], loseWhen: [] },
  achievements: [
    { id: "exorcist", name: "Exorcist", description: "Free the manor.", hidden: false, when: [{ type: "won" }] },
    { id: "hidden-1", name: "Night reader", description: "Read the sealed letter.", hidden: true, when: [{ type: "flagSet", flag: "letter-read" }] },
    { id: "unaided", name: "Unaided", description: "Win without a hint.", hidden: false, when: [{ type: "noHints" }] },
  ],
};

export const manorWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "candle" },
  { type: "answer", puzzleId: "library-door", value: "04 15" },
  { type: "enterRoom", roomId: "library" },
  { type: "pickObject", objectId: "matches" },
  { type: "combine", objectIds: ["candle", "matches"] },
  { type: "answer", puzzleId: "riddle", value: "  Echo " },
  { type: "inspect", objectId: "letter" },
  { type: "answer", puzzleId: "study-computer", value: { login: "NightOwl", password: "quarterpastfour" } },
  { type: "enterRoom", roomId: "attic" },
  { type: "useObject", objectId: "lit-candle", targetId: "dark-corner" },
  { type: "answer", puzzleId: "final-upload", value: "black-doow4" },
];

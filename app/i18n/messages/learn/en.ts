import type fr from "./fr";

const en: typeof fr = {
  title: "Guide: create your first escape game",
  description: "The step-by-step guide to building your first online escape game: story, game type, rooms, objects, puzzles, hints, testing, publishing and sharing.",
  eyebrow: "Step-by-step guide",
  heroTitle: "Create your first escape game in eight steps",
  heroText: "From the first idea to the first game played, this guide walks you through every step. Allow one to two hours for a first game of five to eight puzzles.",
  ctaJoin: "Create my free account",
  ctaStudio: "Discover the studio",
  notice: "The creation studio is open: every step of this guide takes place in your project workspace and in your project's editor (Interface 2D, 360° or Classic), alone or with your collaborators.",
  beforeTitle: "Before you start",
  before: [
    "A free Escaplay account: the Basic plan allows up to three projects.",
    "A starting idea, even a vague one: a place, a character, a mystery.",
    "A few pictures, your own or from the studio's library of free assets, if you are aiming for an Interface 2D or 360 game. With the Pro, Education and Company plans you can also generate them with AI, from the project's files.",
    "Pen and paper to sketch how the puzzles connect; the editor's puzzle map then draws it and checks that the game can be finished.",
  ],
  tocTitle: "The steps",
  stepsTitle: "The guide",
  tipLabel: "Tip:",
  steps: [
    { title: "Imagine the story", text: "A good game starts with a clear situation and goal: \"You have 45 minutes to find the formula before the professor comes back.\" Write down the setting, the players' role, what is at stake and the ending. Then build the path backwards: start from the final door and ask what is needed to open it, then what is needed to get that, and so on.", tip: "Aim for five to eight puzzles for a 30 to 45-minute game." },
    { title: "Choose the game type", text: "Classic if your game relies on text, documents and questions; Interface 2D if you have illustrations to search; 360 if you have panoramic photos of a real place. You choose the type when you create the project.", tip: "No illustrations at hand? Start with Classic: it is the quickest to build." },
    { title: "Build the rooms", text: "Create the project from your space, blank or from a template (classroom revision, team onboarding, birthday party, mystery, museum visit, language lesson), give it a name, then add the rooms (or scenes). Each room has its background image and can stay locked until the player solves a puzzle. Add background music, for the whole game or room by room, captioned sound effects (object taken, puzzle solved, wrong answer, win) and pick a font that suits the theme.", tip: "One room, one stage of the story: three rooms are often enough for a first game." },
    { title: "Place objects and puzzles", text: "Hide objects in the scenery and decide what can be done with them: inspect them to reveal a detail, assemble them to create a new one. Then add the puzzles: padlock code, directional, colour or shape lock, a pattern to draw, number dials, answer to find, login and password screen, code to upload. Every solved puzzle should unlock something: an object, a room, the next part of the story.", tip: "Prefer unambiguous answers: a number rather than a sentence, a single word rather than a phrase." },
    { title: "Write the hints", text: "Plan two or three hints per puzzle, from the subtlest to the most explicit: first \"where to look\", then \"what to do\", and finally almost the solution. Each hint request starts a waiting time before the next one: set it so that hints stay a help rather than a shortcut.", tip: "Write hints last, after you have watched real players get stuck." },
    { title: "Test in real conditions", text: "Start test mode from the editor and play your game from start to finish. Then have someone who does not know it play, say nothing, and note every hesitation. Fix, then test again: every change can break a sequence.", tip: "If a tester is stuck in the same place for more than five minutes, a hint or a visual cue is missing." },
    { title: "Publish", text: "Fill in the game's details: title, summary, cover image, theme (adventure, fantasy, horror, investigation), difficulty, play time, recommended age, number of players and allowed modes (solo, multiplayer). Publish, and the game joins the catalogue. With a paid plan you can also keep it for your guests with private sharing.", tip: "A readable cover and a summary that sets the stakes in two sentences make all the difference in the catalogue." },
    { title: "Share with a code", text: "Send the link to the game page, or start a multiplayer session: you get a numeric code that players type on the \"Enter a code\" page. The QR code creator turns any link into an image to display or print. Multiplayer is still in development and may show errors.", tip: "For a class or an event, show the code in large type and leave it visible for the whole session." },
  ],
  designTitle: "Six tips for great puzzles",
  design: [
    { title: "One puzzle, one idea", text: "Each puzzle should rest on one clear line of reasoning. Mix two ideas and you double the chances of losing the player." },
    { title: "Play fair", text: "Everything players need is in the game. Do not require outside knowledge, unless that is the very point of an educational game." },
    { title: "Vary the mechanics", text: "Observation, logic, handling objects, decoding: alternating keeps attention high and lets everyone shine." },
    { title: "Think about teams", text: "With several players, offer two or three puzzles in parallel so nobody is left twiddling their thumbs." },
    { title: "Pace the difficulty", text: "Start easy to build confidence, ramp up, and keep one memorable puzzle for the end." },
    { title: "Reward", text: "After each success, move the story forward: a door that opens, a message, an achievement unlocked." },
  ],
  mistakesTitle: "Classic pitfalls",
  mistakes: [
    "An essential object hidden in a tiny corner of the picture.",
    "Ten four-digit codes in a row: boredom sets in fast.",
    "An answer that can be spelt several ways when only one is accepted.",
    "Forgetting to replay the game after the last change.",
  ],
  togetherTitle: "Creating together",
  together: [
    "A project can also be built together. In its editor, open the \"Collaborators\" view and invite someone by their user name or e-mail address: someone without an account receives a link to create one. Choose their role: an editor changes the project, its files and its versions and test-plays the game; a viewer opens the editor without being able to change anything. Publishing stays with the project's owner. The Basic plan allows 2 collaborators per project, the Pro, Education and Company plans 10, pending invitations included.",
    "The invitation is accepted from the project workspace, where the project then appears under \"Shared with me\". In the editor, everyone sees who is there, where the others are pointing and what they are changing, live. Share out the work, one room each for example: everyone's edits are kept, and if two people change the same field, the one whose input was replaced is told.",
  ],
  ctaTitle: "Ready to get started?",
  ctaText: "Create your free account: you can open your first project today, and come back to this guide at any time.",
};

export default en;

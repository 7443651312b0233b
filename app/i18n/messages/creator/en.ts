import type fr from "./fr";

const en: typeof fr = {
  title: "Create an online escape game",
  description: "The Escaplay studio: three editors (Interface 2D, 360, Classic), objects, recipes, puzzles, hints and achievements, then publishing and sharing. Free to start.",
  eyebrow: "Creators",
  heroTitle: "The studio for building escape games without writing a line of code",
  heroText: "Scenes, objects, puzzles, hints, achievements: put your adventure together in the browser, test it in one click and share it with the whole world or only with your players.",
  ctaJoin: "Create my free account",
  ctaLearn: "Follow the guide",
  editorsTitle: "Three editors, one studio",
  editorsIntro: "Pick the format that serves your story. You can switch from one project to the next.",
  editors: [
    { title: "Interface 2D", text: "Draw clickable areas on your illustrations, link the scenes together and hide objects in every corner." },
    { title: "360", text: "Upload panoramic photos and place hotspots: players explore the room as if they were standing in it." },
    { title: "Classic", text: "Chain content pages and puzzles: the quickest way to build a story-driven quiz, a treasure hunt or a class activity." },
  ],
  blocksTitle: "Everything good puzzles need",
  blocks: [
    { title: "Objects and inventory", text: "Objects players pick up go to their inventory; one main object can carry the whole plot." },
    { title: "Recipes", text: "Two actions that make players think: inspect an object to reveal a detail, assemble two objects to get a new one." },
    { title: "Puzzles", text: "Padlock codes, free answers, login and password screens, codes to upload: plenty of ways to keep things varied." },
    { title: "Hints", text: "Write hints that build up step by step. Each request starts a waiting time before the next one, which you set yourself." },
    { title: "Achievements", text: "Reward speed, curiosity or playing without hints. Some achievements can stay hidden until they are unlocked." },
    { title: "Rooms and atmosphere", text: "Rooms that unlock as the game goes on, music and sound effects, about 85 fonts and custom cursors." },
  ],
  shareTitle: "Publish, share, build an audience",
  share: [
    { title: "Publishing", text: "One button puts your game in the catalogue, with its theme, difficulty, play time and recommended age." },
    { title: "Private sharing", text: "With a paid plan, keep your game for whoever you choose: a class, a client, a family." },
    { title: "Collections of chapters", text: "Split a big adventure into several chapters that players play one after another (beta)." },
    { title: "Public profile", text: "Your games, your sessions and your bio together on a page in your name, ready to share anywhere." },
  ],
  communityText: "Players rate and review your games after playing; other creators can even reuse a published project to learn from it.",
  planTitle: "Free to get started",
  planIntro: "The Basic plan is enough to create and publish your first games.",
  planName: "Basic (free)",
  planFeatures: [
    "Publish your games in the catalogue",
    "Progress and achievements saved for your signed-in players",
    "All three editors: Interface 2D, 360 and Classic",
    "Every review you post on a game earns you 0.05 MB of extra storage",
  ],
  proText: "Need more? The Pro plan unlocks unlimited projects, 1 GB of storage, 10 collaborators per project, private sharing and guests without an account.",
  proLink: "Compare plans",
  ctaTitle: "Your first puzzle is waiting",
  ctaText: "Create your account in a minute, then let the guide walk you through every step up to publishing.",
};

export default en;

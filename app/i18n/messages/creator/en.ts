import type fr from "./fr";

const en: typeof fr = {
  title: "Create an online escape game",
  description: "The Escaplay studio: an editor for each of the three formats (Interface 2D, 360, Classic), with objects, recipes, puzzles, hints and achievements, then test-play, publishing and sharing for your games.",
  eyebrow: "Creators",
  heroTitle: "The studio for building escape games without writing a line of code",
  heroText: "Scenes, objects, puzzles, hints, achievements: the studio lets you put your adventure together in the browser, test it and share it with the whole world or only with your players.",
  notice: "The creation studio is open: in your project workspace, create a blank project, one from a template (six per game type: classroom revision, team onboarding, birthday party, mystery, museum visit, language lesson) or from a demo game, then build it in its editor (Interface 2D, 360° or Classic), with the project's tree, the problems list, undo and a save that keeps your edits even offline. Upload your files, name versions, test-play, publish and share by link. And create together: invite collaborators to a project and edit it with them, live, seeing who is there and what each person is changing. A game's pictures can also be generated with AI from a description, from the project's files (Pro, Education and Company plans), or picked from the studio's library of free assets, with its objects, icons and sounds.",
  ctaJoin: "Create my free account",
  ctaLearn: "Follow the guide",
  ctaProjects: "Open my projects",
  ctaWorkspace: "Open my project workspace",
  editorsTitle: "Three editors, one studio",
  editorsIntro: "Choose the format that serves your story: each has its own editor, and all three play in the browser. Our demo games give you a taste.",
  editors: [
    { title: "Interface 2D", text: "Place clickable areas on your illustrations with the mouse, the keyboard or their coordinates, link scenes together and hide objects in every corner; the preview shows the scene as the player will see it." },
    { title: "360°", text: "Upload panoramic photos and place points of interest with a click or by their direction: the player explores the room as if they were there and moves from one panorama to the next." },
    { title: "Classic", text: "Chain content pages (formatted text, images, sounds with their transcript, videos) and puzzles: the quickest way to a story-driven quiz, a treasure hunt or a class session." },
  ],
  blocksTitle: "Everything good puzzles need",
  blocks: [
    { title: "Objects and inventory", text: "Picked-up objects go into the player's inventory; one main object can carry the whole plot." },
    { title: "Recipes", text: "Two actions to get players thinking: inspect an object to uncover a detail, combine two objects to make a new one." },
    { title: "Puzzles", text: "Padlock codes, directional, colour and shape locks, patterns to draw, number dials, free answers, login and password screens, codes to upload: plenty of variety, and a puzzle map that checks the game can be finished." },
    { title: "Hints", text: "Progressive hints, puzzle by puzzle. Each request starts a waiting time before the next one, set by the creator." },
    { title: "Achievements", text: "Reward speed, curiosity or playing without hints. Some achievements can stay hidden until they are unlocked." },
    { title: "Rooms and atmosphere", text: "Rooms that unlock as the game goes on, background music per game, room, scene or page with a fade between places, and captioned sound effects for deaf and hard-of-hearing players." },
  ],
  shareTitle: "Publish, share, play together",
  share: [
    { title: "Publishing", text: "Publish your game in the catalogue; each new publication creates a version, and you can unpublish it at any time." },
    { title: "Private sharing", text: "With the Pro, Education and Company plans, make your game private: it stays out of the catalogue and plays only through its share link." },
    { title: "Remote games", text: "Available now: games that allow it are played together, each on their own screen. You create the game and share its code, link or QR code." },
    { title: "Public profile", text: "A page in your name: your picture, your introduction, links to your networks, your published games and achievements, and your sessions if you wish. Share it anywhere." },
  ],
  communityText: "Players read the reviews on every game's page and write one once they have finished a session (published after moderation), and creators can reuse a published project that allows it. With the Pro, Education and Company plans, they also link their games into chapter collections (beta), where players follow their progress.",
  planTitle: "Free to start",
  planIntro: "The Basic plan is enough to create and publish your first games.",
  planName: "Basic (free)",
  planFeatures: [
    "The three editors, Interface 2D, 360° and Classic, available now",
    "Publishing your games in the catalogue, available now",
    "Available now: the achievements of your games saved in your account",
    "Available now: your own remote games, with a code",
  ],
  proText: "Need more? The Pro plan lets you invite players without an account to your remote games and make your games private; it also brings unlimited projects, 1 GB of storage and 10 collaborators per project instead of 2.",
  proLink: "Compare plans",
  ctaTitle: "Build your first puzzle",
  ctaText: "Create your account in a minute, open the studio and follow the guide: your first game can be online today.",
};

export default en;

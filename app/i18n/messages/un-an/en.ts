import type fr from "./fr";

const en: typeof fr = {
  title: "Escaplay is one year old",
  description: "A year of puzzles, games and creations: the Escaplay community's figures, the highlights of the year and our thanks.",
  eyebrow: "Anniversary",
  heroTitle: "A year of puzzles: thank you!",
  heroText: "A year ago, Escaplay opened its doors with a simple idea: that anyone, anywhere, could play and create escape games. Here is what you made of it.",
  ctaPlay: "Play a game to celebrate",
  ctaCreate: "Create my game",
  figuresTitle: "The year in numbers",
  figuresIntro: "These figures are calculated live from the platform.",
  statsPlayed: "games played",
  statsOnline: "games online",
  statsProjects: "projects created",
  statsReviews: "player reviews",
  milestonesTitle: "Highlights",
  milestones: [
    { when: "The start", title: "The doors open", text: "The first creators publish their games, the first players get stuck on them and send us their feedback." },
    { when: "Three formats", title: "Interface 2D, 360 and Classic", text: "The game engine brings three formats to life in the browser: illustrated scenes, immersive panoramas and puzzle trails. The studio to build them is in the works." },
    { when: "In class", title: "Teachers take it up", text: "Revision, virtual visits, investigations in a foreign language: the Education plan is born for teachers and associations." },
    { when: "As a team", title: "Companies play too", text: "Remote team building, training, interactive content in white label on their own domain." },
    { when: "Seven sites", title: "Escaplay speaks six languages", text: "France, Switzerland, Belgium, Germany, Spain, Italy and Europe: everyone plays and creates in their own language." },
  ],
  thanksTitle: "Thank you",
  thanks: [
    { title: "To players", text: "For every game, every review, every \"just one more hint!\". You are the reason the platform exists." },
    { title: "To our first testers", text: "For the trial runs, the puzzles solved too fast or not at all, and every piece of feedback that moved the platform forward." },
    { title: "To teachers and associations", text: "For bringing escape games into the classroom and telling us plainly what worked and what did not." },
    { title: "To everyone who writes to us", text: "Reports, ideas, encouragement: every message counted in this year's decisions." },
  ],
  nextTitle: "What now?",
  nextText: "Year two starts with big projects: the creation studio, creating together and the community (reviews, collections). Accounts, solo play and multiplayer by code are already here: follow what comes next in the release notes.",
  nextLink: "See what's new",
  ctaTitle: "Shall we blow out the candle together?",
  ctaText: "The best way to celebrate an escape game is to play one. Or to create one.",
};

export default en;

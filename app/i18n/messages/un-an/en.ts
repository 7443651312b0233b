import type fr from "./fr";

const en: typeof fr = {
  title: "Escaplay's first anniversary",
  description: "Escaplay opened in March 2026: the countdown to its first anniversary, the platform's figures so far, the releases published and those to come.",
  eyebrow: "First anniversary",
  ctaPlay: "Play a game",
  ctaCreate: "Create my game",
  figuresTitle: "So far",
  figuresIntro: "Since the opening on {{launch}}. These figures are calculated live from the platform.",
  statsPlayed: "games played",
  statsOnline: "games online",
  statsProjects: "projects created",
  statsReviews: "player reviews",
  milestonesTitle: "Published releases",
  nextIntro: "The next steps, in the order we are working on them. They are not available yet.",
  nextLink: "The full release notes",
  ctaText: "The best way to celebrate an escape game is to play one. Or to create one.",
  coming: {
    heroTitle: "One year soon",
    heroText: "Escaplay opened on {{launch}}. Its first anniversary falls on {{date}}, {{when}}: here, with nothing made up, is what is already there and what the year still has to bring.",
    nextTitle: "Before the first anniversary and after",
    ctaTitle: "Play while we wait for the candle?",
  },
  reached: {
    heroTitle: "Escaplay is one year old",
    heroText: "Escaplay opened on {{launch}} and has celebrated its first anniversary since {{date}}: here is its first year, release by release.",
    nextTitle: "What next?",
    ctaTitle: "Shall we blow out the candle together?",
  },
};

export default en;

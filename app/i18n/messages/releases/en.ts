import type fr from "./fr";

const en: typeof fr = {
  title: "What's new",
  description: "Escaplay's release notes: what has just landed on the platform and what is coming next.",
  eyebrow: "Release notes",
  heroTitle: "What's new on Escaplay",
  heroText: "Every release, what it brings and what we are preparing next. We would rather announce what is ready than promise dates.",
  ctaContact: "Suggest an idea",
  upcomingTitle: "In the works",
  upcomingIntro: "The next steps, in the order we are working on them. They are not available yet.",
  upcoming: [
    { title: "Accounts", text: "Sign-up, sign-in, confirmation with a 6-character code sent by e-mail, password recovery and a personal space with a public profile." },
    { title: "The game engine and solo play", text: "All three formats playable from start to finish: inventory, recipes, puzzles, hints with waiting times, achievements, end screens, then player reviews." },
    { title: "Multiplayer by code", text: "Remote sessions joined with a numeric code, a link or a QR code, with a player list and a minimum and maximum number of participants." },
  ],
  releasedTitle: "Published releases",
  notes: {
    foundation: {
      title: "The foundations",
      summary: "Escaplay's first building block: the sites, the catalogue and the pages that present the platform.",
      items: [
        "Seven sites in their own language: France, Switzerland, Belgium, Germany, Spain, Italy and Europe in English, picked from the site's address",
        "The game catalogue with search, filters, sorting and themes, and a detailed page for every game",
        "The home page and its community figures",
        "Pages for players, creators, teachers and companies, the creation guide and these release notes",
        "Game-code entry, a cookie banner that asks for explicit consent and a clear error page when a link is broken",
      ],
    },
  },
  ctaTitle: "An idea for what comes next?",
  ctaText: "Future releases are built with your feedback. Tell us what you are missing.",
};

export default en;

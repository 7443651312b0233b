import type fr from "./fr";

const en: typeof fr = {
  title: "Escape games for companies",
  description: "Remote team building, playful training and interactive content: create white-label escape games for your teams and your customers.",
  eyebrow: "Companies",
  heroTitle: "Escape games that get your teams truly working together",
  heroText: "Remote team building, training paths, trade-show activities or onboarding: Escaplay turns your messages into puzzles that people solve together, right in the browser.",
  ctaContact: "Tell us about your project",
  ctaPlans: "See the Company plan",
  usesTitle: "What our clients use it for",
  usesIntro: "One tool for four very different needs.",
  uses: [
    { title: "Team building", text: "Mixed teams, a timer and a shared mission: ideal for bonding colleagues spread across several sites or working from home." },
    { title: "Training", text: "Safety, compliance, internal tools, product knowledge: learners try things, make mistakes safely and remember more than from a handout." },
    { title: "Interactive content", text: "A product launch, a trade-show stand or a campaign: offer your customers a game instead of yet another brochure." },
    { title: "Onboarding", text: "Introduce newcomers to the company, its jobs and its premises (in 360) as an investigation to solve." },
  ],
  sessionTitle: "How a session runs",
  sessionIntro: "Nothing to install and no account required for participants: a code is all it takes.",
  session: [
    { title: "Prepare the game", text: "Build your escape game in the studio, or adapt an existing project to your theme, your logo and your vocabulary." },
    { title: "Open the session", text: "The facilitator, signed in, starts a multiplayer session and gets a numeric code, a link and a QR code." },
    { title: "Teams join the game", text: "Each participant types the code on the \"Enter a code\" page or scans the QR code, from a computer or tablet. With a Company account, guests do not need to create an account." },
    { title: "Play, then debrief", text: "Teams move at their own pace and ask for hints; afterwards you compare times, hints used and wrong answers in the results (beta)." },
  ],
  liveEvents: "For a seminar, a live event has up to 40 teams play the same game with one code: you follow their progress from one screen and download the ranking at the end.",
  sessionNotice: "Remote multiplayer is still young and may show errors: for an important event, plan a rehearsal. The creation studio is open: build your own game in its editor and publish it privately, playable only through its share link. Invite your colleagues as collaborators to build it together, live. With the Company plan, your white-label games carry your brand and open on your own domain, and your team's members share the plan and your projects. Your teams play the catalogue's games or your own, remotely with a code.",
  planTitle: "The Company plan",
  planIntro: "Everything in the Pro plan, plus what you need to publish under your own brand.",
  planName: "Company",
  planCommitment: { label: "Commitment", value: "Annual subscription" },
  planFeatures: {
    guestInvites: "Guests without an account in multiplayer sessions",
    whiteLabel: "White-label projects: your colours, your logo, no Escaplay branding in the game",
    customDomain: "A custom domain, for example game.your-company.com",
    privateSharing: "Private publishing and sharing, only for the people you invite",
    results: "Player results",
    collections: "Collections of chapters",
  },
  whiteLabelTitle: "White label and custom domain",
  whiteLabel: [
    "Your participants only see your world: the game opens on your own address, in your visual identity, from the first screen to the final scoreboard.",
    "It is the answer for event agencies, training providers and HR teams who want to offer an experience under their own name.",
  ],
  faqTitle: "Frequently asked questions",
  faq: [
    { q: "Do we need to install anything?", a: "No. Games run in any recent browser, on a computer or a tablet. No plug-in, no app for your IT department to roll out." },
    { q: "How many people can play together?", a: "Each game sets a minimum and maximum number of players per session. For a large group, form several teams, each with its own session code." },
    { q: "Can you build the game for us?", a: "Write to us with your goal, your audience and your date: we will point you to the best option, from simple guidance to a fully custom project." },
    { q: "Do our participants need an account?", a: "Not with the Company plan: the facilitator has an account and participants join the session as guests with the code." },
  ],
  ctaTitle: "Let's plan your next big moment",
  ctaText: "Tell us about your project: number of participants, goal, date. We will get back to you quickly.",
  ctaSecondary: "Compare plans",
};

export default en;

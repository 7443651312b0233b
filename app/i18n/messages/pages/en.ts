import type fr from "./fr";

const en: typeof fr = {
  code: {
    title: "Enter a game code",
    description: "Join a multiplayer escape game with the host's numeric code.",
    intro: "The host of a multiplayer session gives you a numeric code. Type it here to join the other players.",
    noCode: "No code? Pick a game and play solo right away.",
    browse: "Browse the games",
  },
  share: {
    title: "Share link",
    description: "Open a game its creator shared with you.",
    intro: "Did a creator send you a share link? Paste it here, or type the code that follows /sh/ in the address.",
    label: "Share link or code",
    submit: "Open the game",
    notFound: "This share link does not lead to any game. Check it with the person who sent it.",
  },
  auth: {
    connectTitle: "Log in",
    joinTitle: "Sign up",
    resetTitle: "Recover my account",
    description: "Your Escaplay account: create games, keep your achievements, host multiplayer sessions.",
    opening: "Escaplay accounts open with the site's next release.",
    meanwhile: "Meanwhile, every public game can be played without an account, alone or with several people in front of one screen.",
    features: "With an account you will be able to:",
    list: ["create and publish your escape games", "keep your progress and achievements", "host multiplayer sessions with a code", "review the games you finished"],
    play: "Play without an account",
    back: "After logging in you will return to: {{path}}",
  },
  quit: {
    title: "Log out",
  },
  account: {
    title: "My account",
    invoices: "My invoices",
    mail: "E-mail address",
    newsletter: "Newsletter",
    proSuccess: "Welcome to Pro",
    results: "Game results",
    progress: "Players' progress",
    session: "Session details",
    text: "This area brings together your profile, preferences, subscription and your games' results. It fills up when accounts open.",
  },
  play: {
    title: "Play {{title}}",
    privateTitle: "Private game: {{title}}",
    session: "Session no. {{session}}",
    joining: "You are joining session no. {{session}}.",
    coming: "The game player arrives with Escaplay's next release: this is where you will play this game, solo or with your session's code.",
    tips: "Meanwhile, get a pen and paper ready: you will need them.",
    details: "See the game's page",
    demo: "Demo of a private 2D Interface game",
  },
  studio: {
    title: "Creation studio",
    testTitle: "Test my game",
    text: "The studio arrives with an upcoming release: you will build your 2D scenes, 360° panoramas and classic games there, then test them here before publishing.",
    project: "Project: {{id}}",
    newProject: "New project",
    learn: "Learn to create an escape game",
    types: { project: "Classic", project2D: "2D Interface", project360: "360°" },
  },
};

export default en;

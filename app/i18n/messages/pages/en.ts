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
  play: {
    title: "Play {{title}}",
    privateTitle: "Private game: {{title}}",
  },
  studio: {
    testTitle: "Test my game",
  },
};

export default en;

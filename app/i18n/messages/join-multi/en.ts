import type fr from "./fr";

const en: typeof fr = {
  title: "Join a multiplayer game",
  description: "Enter the session's numeric code to join a multiplayer game in progress on Escaplay.",
  eyebrow: "Multiplayer",
  heroTitle: "Join a multiplayer game",
  heroText: "Enter the numeric code the host gave you: you will go straight to the session's waiting room.",
  formTitle: "Your session code",
  whereTitle: "Where do I find the code?",
  where: [
    "On the host's screen: it appears as soon as the session is created.",
    "In the message the host sent you. If you received a link, just click it.",
    "On a QR code shown on screen or printed: scan it and the session opens by itself.",
  ],
  accountText: "Joining a game requires an account, unless its host invites players without an account (Pro, Education and Company plans): then a nickname is enough.",
  devNotice: "Multiplayer is still in development and may show errors.",
  multiLink: "How does multiplayer work?",
  soloLink: "No code? Browse games to play solo",
};

export default en;

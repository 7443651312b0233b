import type fr from "./fr";

const en: typeof fr = {
  title: "Welcome",
  description: "Your first steps on Escaplay: profile, first game, remote game and code.",
  heroTitle: "Welcome to Escaplay, {{name}}!",
  heroText: "Your account is confirmed. Here are four first steps to enjoy it right away: you choose where to start.",
  stepsTitle: "Your first steps",
  steps: [
    { title: "Complete your profile", text: "Add a picture, an introduction and your social networks: they show on your public profile, with your published games and achievements.", action: "My account" },
    { title: "Play a first game", text: "Nothing beats playing to learn how things work: pick an easy game from the catalogue. Your achievements are saved in your account.", action: "Browse games" },
    { title: "Host a remote game", text: "Pick a multiplayer game, create a remote game and share its code: everyone plays on their own screen.", action: "Play together" },
    { title: "Join a game", text: "Someone gave you a code? Type it in to join their game.", action: "Enter a code" },
  ],
  profileLink: "See my public profile",
  creatorText: "A creator? Your studio is ready: create a blank project or start from a template, then build your game in its editor.",
  creatorAction: "Open my projects",
  studioLink: "Fancy making your own game? Open the creation studio",
  planTitle: "Your plan",
  planIntro: "You start with the Basic plan: free, with no time limit.",
  planName: "Basic",
  upgradeText: "Want to invite players without an account to your remote games?",
  upgradeLink: "Go Pro",
  helpTitle: "Need a hand?",
  help: [
    { title: "Learn to create", text: "The step-by-step guide, to build your first game in the studio." },
    { title: "Play well", text: "The golden rules before the timer starts." },
    { title: "Write to us", text: "A question, a bug, an idea: we reply." },
  ],
};

export default en;

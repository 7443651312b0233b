import type fr from "./fr";

const en: typeof fr = {
  title: "Welcome",
  description: "Your first steps on Escaplay: profile, first game, first project and first session.",
  heroTitle: "Welcome to Escaplay, {{name}}!",
  heroText: "Your account is confirmed. Here are four first steps to enjoy it right away: you choose where to start.",
  stepsTitle: "Your first steps",
  steps: [
    { title: "Complete your profile", text: "Add an avatar and a few words about yourself. Your public profile will show your games and your sessions.", action: "My account" },
    { title: "Play a first game", text: "Nothing beats playing to learn how things work: pick an easy game from the catalogue.", action: "Browse games" },
    { title: "Create your first project", text: "Interface 2D, 360 or Classic: open the studio and lay the first stone of your adventure.", action: "New project" },
    { title: "Join a session", text: "Someone gave you a code? Type it in to join their game in progress.", action: "Enter a code" },
  ],
  profileLink: "See my public profile",
  guideLink: "Read the creation guide",
  planTitle: "Your plan",
  planIntro: "You start with the Basic plan: free, with no time limit.",
  planName: "Basic",
  upgradeText: "Want private sharing, guests without an account and unlimited projects?",
  upgradeLink: "Go Pro",
  helpTitle: "Need a hand?",
  help: [
    { title: "Learn to create", text: "The step-by-step guide, from story to sharing." },
    { title: "Play well", text: "The golden rules before the timer starts." },
    { title: "Write to us", text: "A question, a bug, an idea: we reply." },
  ],
};

export default en;

import type fr from "./fr";

const en: typeof fr = {
  title: "Your game in progress",
  resume: "Resume my game",
  place: "Where you were",
  notEntered: "Not yet inside the game",
  lastPlayed: "Last played",
  solved: "Puzzles solved",
  timer: "Timer",
  note: "Saved to your account: resume it on any device where you are logged in, for {{days}} days after you last played.",
  abandon: "Abandon this game",
  confirmTitle: "Abandon this game?",
  confirmText: "Your progress will be lost and the game will count as abandoned. You can then start a new one.",
  confirm: "Abandon",
  cancel: "Keep my game",
  abandoned: "Game abandoned. You can start a new one.",
  failed: "The game could not be abandoned. Try again in a moment.",
  gone: "This game is no longer saved to your account.",
  progressAccount:
    "As you are logged in, your progress is saved to your account for {{days}} days after you last played: resume it from the game's page on any device. The “Quit” button ends the game.",
};

export default en;

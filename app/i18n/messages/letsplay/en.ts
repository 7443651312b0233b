import type fr from "./fr";

const en: typeof fr = {
  title: "How to play an online escape game",
  description: "Play alone, with several people on one screen or remotely with a code: everything you need to know before your first Escaplay game.",
  eyebrow: "Players",
  heroTitle: "Ready for the challenge?",
  heroText: "A story, puzzles and a timer: pick a game from the catalogue or join a session with the code you were given. Everything happens in the browser.",
  ctaPlay: "Find a game",
  ctaCode: "I have a code",
  waysTitle: "Three ways to play",
  ways: [
    { title: "Solo", text: "Just you and the puzzles, at your own pace. Most games start without an account: one click on \"Play\" is enough." },
    { title: "Several people on one screen", text: "With family, friends or a class, gathered around one computer or tablet. One person clicks, everyone thinks." },
    { title: "Remotely with a code", text: "Everyone at home, in the same game: the organiser creates a remote game and sends you its nine-digit code, a link or a QR code. This mode is still young and may show errors." },
  ],
  tipsTitle: "Before you start a game",
  tipsIntro: "Every game's welcome screen reminds you of these rules. Better to know them before the timer starts.",
  tips: [
    { title: "Keep pen and paper handy", text: "A code spotted in one room may be needed three puzzles later. Write down anything that looks important." },
    { title: "Hints must be earned", text: "Each hint request starts a waiting time before you can get another one. A message tells you when a new hint is available." },
    { title: "Beware of random guesses", text: "A wrong answer may be penalised. Take the time to check before you confirm." },
    { title: "Use your inventory", text: "Objects you pick up can be used, inspected or assembled: a key, a magnifying glass, two halves of a map…" },
  ],
  warning: "Good to know: your progress is kept for 24 hours on the device you play on. If you reload the page or lose the connection, you pick up where you left off; only the \"Quit\" button ends the game. When you are logged in, your solo game is kept on your account for 30 days after your last move: resume it from the game's page, on any device.",
  inGameTitle: "During the game",
  inGame: [
    { title: "Rooms", text: "New rooms unlock as you progress; the list of rooms lets you move between them." },
    { title: "Options", text: "Adjust music and sound, pause the game and pick up again whenever you like." },
    { title: "The end", text: "Won? You see your time, the hints used, the wrong answers and the achievements unlocked. Out of time? You choose whether to stop or keep going." },
  ],
  chooseTitle: "Choosing the right game",
  chooseText: "Each game page shows the theme, difficulty, play time, recommended age and number of players, along with reviews from people who played it. The skills involved (searching, handling, reasoning) help you find a game that suits you.",
  themesLabel: "Themes",
  difficultiesLabel: "Difficulty levels",
  accountTitle: "With or without an account?",
  accountText: "Without an account you play the games open to everyone solo, and join under a nickname the remote games whose host invites players without an account (Pro, Education and Company plans). With a free account your achievements are saved and you can join or create any remote game.",
  accountCta: "Create a free account",
  ctaTitle: "Your turn to play",
  ctaText: "Adventure, fantasy, horror or investigation: games are waiting for you, from gentle first steps to the most fiendish challenges.",
};

export default en;

import type fr from "./fr";

const en: typeof fr = {
  title: "Play together remotely",
  description: "Create a multiplayer session, share the code, link or QR code, and play together remotely. Multiplayer is still in development.",
  eyebrow: "Multiplayer",
  heroTitle: "Play together, each from home",
  heroText: "One session, one code, and the whole team meets in the same game from several computers or tablets. Ideal for families far apart, classes and remote teams.",
  ctaJoin: "Join a game",
  ctaPlay: "Choose a game",
  devNotice: "Multiplayer is still in development and may show errors. Thank you for your patience, and please do report any problem to us.",
  howTitle: "Hosting a session",
  howIntro: "You need a (free) account to create a session. After that, it only takes a few clicks.",
  how: [
    { title: "Pick a multiplayer game", text: "Not every game can be played by several people: the creator decides. Each game page shows the available modes and the number of players." },
    { title: "Create the game", text: "Signed in with your confirmed account, open the game's intro screen and choose \"Create a remote game\". You set how many players are needed to start and the maximum, within the limits the game allows." },
    { title: "Share access", text: "You get a nine-digit code, a direct link and a QR code. Send any of them to your players, by message or on screen." },
    { title: "Start the game", text: "In the lobby, the player list fills up as people arrive. Once the minimum is connected you start the game; after that you can pause it, end it for everyone or remove a player. The team shares the scenery and the inventory, chats and shows each other what it found." },
  ],
  joinTitle: "Three ways to join",
  join: [
    { title: "The code", text: "Type it on the \"Enter a code\" page or on the \"Join a multiplayer game\" page. It is made of digits only." },
    { title: "The link", text: "One click on the link you received opens the session directly, with nothing to type." },
    { title: "The QR code", text: "Scan it with a tablet or phone camera: handy in a classroom or meeting room." },
  ],
  guestsTitle: "With or without an account?",
  guests: [
    "Creating a remote game requires a confirmed account. Joining one requires an account too, whatever the game, unless the host invites players without an account. If the game asks for an activation key, signed-in players type it.",
    "Only a host on a Pro, Education or Company plan can invite players without an account, by ticking the option when creating the game: they join with the code and a nickname, no key needed. On the free Basic plan, every player signs in.",
  ],
  faqTitle: "Frequently asked questions",
  faq: [
    { q: "How many players per session?", a: "Each game sets its own minimum and maximum. For a bigger group, create several sessions: one per team." },
    { q: "My code does not work. What should I do?", a: "Check the digits, then ask the host whether the session is still open. The message \"Your code is not valid\" means the code does not exist or no longer exists." },
    { q: "What if I reload the page?", a: "Nothing is lost: for 24 hours you get your place back, and the game where the team is, after a reload or a dropped connection. Only \"Leave the game\" gives up your place." },
  ],
  ctaTitle: "Your team is waiting",
  ctaText: "Got a code? Join the game. If not, choose a game and create your own session.",
};

export default en;

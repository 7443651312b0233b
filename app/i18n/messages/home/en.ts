import type fr from "./fr";

const en: typeof fr = {
  title: "Online escape games to play and to create",
  heroTitle: "Play, create and share online escape games",
  heroText: "Alone, with family or friends, in class or as a team: solve puzzles in illustrated scenes, 360° panoramas or classic games, around one screen or remotely with a code. And build your own in the studio, without writing a line of code.",
  ctaPlay: "Find a game",
  ctaCreate: "The creation studio",
  ctaCode: "I have a game code",
  heroAlt: "A mysterious room with a chest, a clock and a treasure map",
  statsTitle: "The community in figures",
  statsPlayed: "games played",
  statsOnline: "games online",
  statsProjects: "projects created",
  statsReviews: "player reviews",
  typesTitle: "Three ways to play",
  types: [
    { key: "interface", text: "Illustrated point-and-click scenes: areas to search, objects to pick up, inspect and combine." },
    { key: "360", text: "Immersive panoramas where you look around to find the clues hidden behind every hotspot." },
    { key: "classic", text: "Content and puzzles in sequence: codes, answers, logins to find. Ideal in class." },
  ],
  audiencesTitle: "Who is it for?",
  audiences: [
    { to: "/letsplay", title: "Players", text: "Free games to play alone, together on one screen, or remotely with a code." },
    { to: "/education", title: "Teachers", text: "Escape games to play in class, as a group around one screen or each on their own with a code, and the studio to build your own and keep them for your pupils with private sharing." },
    { to: "/business", title: "Companies", text: "Remote team building with a simple code, and the studio to build your own games, and your white-label games on your own domain." },
    { to: "/creator", title: "Creators", text: "The studio is open: an editor for each format, to build your game, test it, publish it and share it." },
  ],
  gamesTitle: "Games right now",
  seeAll: "See all games",
};

export default en;

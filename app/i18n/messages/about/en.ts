import type fr from "./fr";

const en: typeof fr = {
  title: "About Escaplay",
  description: "Who we are, why we built Escaplay and what guides our choices: accessibility, privacy and education.",
  eyebrow: "About us",
  heroTitle: "We make puzzles that bring people together",
  heroText: "Escaplay is a platform to play, create and share online escape games. Our bet: anyone can invent an adventure, and everyone deserves to play one, wherever they are.",
  ctaPlay: "Browse the games",
  ctaContact: "Get in touch",
  missionTitle: "Our mission",
  mission: [
    "A good escape game is a story you live together: you search, you get it wrong, you shout with joy, and in the end the door opens. We want that moment to be possible anywhere, in a living room, a classroom or a team meeting, with no equipment and nothing to install.",
    "We also want creating a game to be as easy as putting together a slideshow. No need to know how to code: the Escaplay studio provides the rooms, objects, puzzles and hints. All that is left is to tell the story.",
  ],
  typesTitle: "Three ways to play and create",
  typesIntro: "Each project picks its format. All of them run in the browser, on a computer or a tablet.",
  types: [
    { title: "Interface 2D", text: "Point-and-click in the tradition of adventure games: illustrated scenes to search, objects to pick up, inspect and combine." },
    { title: "360", text: "Immersive panoramas: players look around and click on hotspots to find out what the room is hiding." },
    { title: "Classic", text: "A sequence of content and puzzles (text, pictures, videos, codes to crack): the quickest format to build, and teachers' favourite." },
  ],
  valuesTitle: "What guides our choices",
  values: [
    { title: "Accessibility", text: "Our pages aim for WCAG level AA: keyboard navigation, readable contrast, text alternatives. Games run in an ordinary browser, with nothing to download." },
    { title: "Privacy", text: "No targeted advertising and no selling of data. Audience measurement only runs if you accept it, and many games can be played without an account." },
    { title: "Education", text: "A dedicated plan for teachers and associations, formats designed for the classroom and results tracking that turns play into learning." },
  ],
  storyTitle: "Our story",
  story: [
    "Escaplay started from a simple observation: real-life escape rooms are wonderful, but they are expensive, booked weeks ahead and played by a handful of people in one place. We wanted to keep the magic and drop the constraints.",
    "The team brings together game designers, developers and former teachers. We test our tools with classes, families and company teams, and every piece of feedback shapes the platform.",
    "Escaplay is designed in France and published in six languages across seven sites: France, Switzerland, Belgium, Germany, Spain, Italy and a European site in English.",
  ],
  figuresTitle: "Escaplay at a glance",
  figures: [
    { title: "7 sites", text: "France, Switzerland, Belgium, Germany, Spain, Italy and Europe (in English)." },
    { title: "3 formats", text: "Interface 2D, 360 and Classic, playable in the browser and built in the studio, each with its own editor." },
    { title: "0 installs", text: "Everything happens in the browser, for players and creators alike." },
  ],
  contactTitle: "A question, an idea, a partnership?",
  contactText: "We read every message: feature suggestions, projects for a class or a company, press enquiries.",
  contactCta: "Contact the team",
  contactSecondary: "See what's new",
};

export default en;

import type fr from "./fr";

const es: typeof fr = {
  title: "{{name}}'s profile",
  description: "{{name}}'s escape games and sessions on Escaplay.",
  tabs: "Profile sections",
  overview: "Profile",
  games: "Games",
  parties: "Sessions",
  memberSince: "Member since {{date}}",
  badges: { pro: "Pro", education: "Education", company: "Company" },
  creator: "Creator",
  player: "Player",
  gamesTitle: "Published games",
  gamesCount: "{{n}} published game(s)",
  noGames: "{{name}} has not published a game yet.",
  partiesTitle: "Hosted sessions",
  noParties: "No public session hosted by {{name}} yet.",
  bio: "About",
  noBio: "{{name}} has not written an introduction yet.",
  avatarAlt: "{{name}}'s avatar",
};

export default es;

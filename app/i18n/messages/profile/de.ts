import type fr from "./fr";

const de: typeof fr = {
  title: "Profil von {{name}}",
  description: "Die Escape Games und Partien von {{name}} auf Escaplay.",
  tabs: "Profilbereiche",
  overview: "Profil",
  games: "Spiele",
  parties: "Partien",
  memberSince: "Mitglied seit {{date}}",
  badges: { pro: "Pro", education: "Bildung", company: "Unternehmen" },
  creator: "Autor",
  player: "Spieler",
  gamesTitle: "Veröffentlichte Spiele",
  gamesCount: "Veröffentlichte Spiele: {{n}}",
  noGames: "{{name}} hat noch kein Spiel veröffentlicht.",
  partiesTitle: "Organisierte Partien",
  noParties: "{{name}} hat noch keine öffentliche Partie organisiert.",
  bio: "Vorstellung",
  noBio: "{{name}} hat noch keine Vorstellung geschrieben.",
  avatarAlt: "Avatar von {{name}}",
};

export default de;

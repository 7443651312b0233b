import type fr from "./fr";

const it: typeof fr = {
  title: "Profilo di {{name}}",
  description: "Gli escape game e le partite di {{name}} su Escaplay.",
  tabs: "Sezioni del profilo",
  overview: "Profilo",
  games: "Giochi",
  parties: "Partite",
  memberSince: "Membro da {{date}}",
  badges: { pro: "Pro", education: "Istruzione", company: "Azienda" },
  creator: "Autore",
  player: "Giocatore",
  gamesTitle: "Giochi pubblicati",
  gamesCount: "Giochi pubblicati: {{n}}",
  noGames: "{{name}} non ha ancora pubblicato nessun gioco.",
  partiesTitle: "Partite organizzate",
  noParties: "{{name}} non ha ancora organizzato nessuna partita pubblica.",
  bio: "Presentazione",
  noBio: "{{name}} non ha ancora scritto una presentazione.",
  avatarAlt: "Avatar di {{name}}",
};

export default it;

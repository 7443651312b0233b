const fr = {
  title: "Profil de {{name}}",
  description: "Les escape games et les parties de {{name}} sur Escaplay.",
  tabs: "Sections du profil",
  overview: "Profil",
  games: "Jeux",
  parties: "Parties",
  memberSince: "Membre depuis {{date}}",
  badges: { pro: "Pro", education: "Éducation", company: "Entreprise" },
  creator: "Créateur",
  player: "Joueur",
  gamesTitle: "Jeux publiés",
  gamesCount: "{{n}} jeu(x) publié(s)",
  noGames: "{{name}} n'a pas encore publié de jeu.",
  partiesTitle: "Parties organisées",
  noParties: "Aucune partie publique organisée par {{name}} pour l'instant.",
  bio: "Présentation",
  noBio: "{{name}} n'a pas encore écrit de présentation.",
  avatarAlt: "Avatar de {{name}}",
};

export default fr;

const fr = {
  title: "Tous les escape games",
  description: "Parcourez les escape games en ligne : cherchez, filtrez par thème, difficulté, type et langue, triez par tendance, popularité ou nouveauté.",
  searchTitle: "Rechercher un escape game",
  intro: "Des jeux créés par la communauté, à jouer gratuitement dans le navigateur.",
  filters: "Filtres",
  search: "Rechercher",
  searchPlaceholder: "Titre, thème, mot-clé…",
  theme: "Thème",
  difficulty: "Difficulté",
  type: "Type de jeu",
  language: "Langue du jeu",
  sort: "Trier par",
  any: "Tous",
  apply: "Appliquer",
  reset: "Effacer les filtres",
  sorts: { trending: "Tendances", popular: "Les plus joués", latest: "Les plus récents" },
  themesTitle: "Parcourir par thème",
  results: "{{n}} jeu(x) trouvé(s)",
  empty: "Aucun jeu ne correspond à ces critères. Essayez d'autres filtres.",
};

export default fr;

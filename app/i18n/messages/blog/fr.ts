const fr = {
  title: "Le blog",
  description: "Actualités de la plateforme, idées d'énigmes, escape games à découvrir et conseils pour créer vos salles.",
  intro: "Nouveautés, idées d'énigmes et coulisses de la création d'escape games.",
  all: "Tous les articles",
  categories: { "0": "Produit", "1": "Escape game", "2": "Idées", "3": "Jeux", "4": "Salles" },
  category: "Catégorie",
  empty: "Aucun article dans cette catégorie pour l'instant.",
  back: "Retour au blog",
  publishedOn: "Publié le {{date}}",
  feed: "Suivre le blog (flux RSS)",
};

export default fr;

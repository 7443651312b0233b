const fr = {
  title: "Escape games en ligne à jouer et à créer",
  heroTitle: "Jouez, créez et partagez des escape games en ligne",
  heroText: "Seul, en famille, entre amis, en classe ou en équipe : résolvez des énigmes dans des scènes illustrées, des panoramas à 360° ou des jeux classiques, puis créez les vôtres sans écrire une ligne de code.",
  ctaPlay: "Trouver un jeu",
  ctaCreate: "Créer mon escape game",
  ctaCode: "J'ai un code de partie",
  heroAlt: "Une salle mystérieuse avec un coffre, une horloge et une carte au trésor",
  statsTitle: "La communauté en chiffres",
  statsPlayed: "parties jouées",
  statsOnline: "jeux en ligne",
  statsProjects: "projets créés",
  statsReviews: "avis de joueurs",
  typesTitle: "Trois façons de créer",
  types: [
    { key: "interface", title: "Interface 2D", text: "Des scènes illustrées en point-and-click : zones à fouiller, objets à ramasser, à inspecter et à assembler." },
    { key: "360", title: "360°", text: "Des panoramas immersifs où l'on tourne la tête pour trouver les indices cachés derrière chaque point d'intérêt." },
    { key: "classic", title: "Classique", text: "Des contenus et des énigmes enchaînés : codes, réponses, identifiants à trouver, idéal en classe." },
  ],
  audiencesTitle: "Pour qui ?",
  audiences: [
    { to: "/letsplay", title: "Joueurs", text: "Des jeux gratuits à faire en solo, à plusieurs sur un même écran ou à distance avec un code." },
    { to: "/education", title: "Enseignants", text: "Des escape games pédagogiques à créer pour vos élèves, jouables en classe ou à la maison." },
    { to: "/business", title: "Entreprises", text: "Team building, formation et contenus interactifs, en marque blanche sur votre domaine." },
    { to: "/creator", title: "Créateurs", text: "Un studio complet pour publier vos jeux, les partager et suivre les résultats des joueurs." },
  ],
  latestTitle: "Derniers jeux publiés",
  seeAll: "Voir tous les jeux",
  noGames: "Aucun jeu n'est encore publié. Soyez le premier !",
};

export default fr;

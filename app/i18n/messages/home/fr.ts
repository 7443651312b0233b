const fr = {
  title: "Escape games en ligne à jouer et à créer",
  heroTitle: "Jouez, créez et partagez des escape games en ligne",
  heroText: "Seul, en famille, entre amis, en classe ou en équipe : résolvez des énigmes dans des scènes illustrées, des panoramas à 360° ou des jeux classiques, devant le même écran ou à distance avec un code. Et créez les vôtres dans le studio, sans écrire une ligne de code.",
  ctaPlay: "Trouver un jeu",
  ctaCreate: "Le studio de création",
  ctaCode: "J'ai un code de partie",
  heroAlt: "Une salle mystérieuse avec un coffre, une horloge et une carte au trésor",
  statsTitle: "La communauté en chiffres",
  statsPlayed: "parties jouées",
  statsOnline: "jeux en ligne",
  statsProjects: "projets créés",
  statsReviews: "avis de joueurs",
  typesTitle: "Trois façons de jouer",
  types: [
    { key: "interface", text: "Des scènes illustrées en point-and-click : zones à fouiller, objets à ramasser, à inspecter et à assembler." },
    { key: "360", text: "Des panoramas immersifs où l'on tourne la tête pour trouver les indices cachés derrière chaque point d'intérêt." },
    { key: "classic", text: "Des contenus et des énigmes enchaînés : codes, réponses, identifiants à trouver, idéal en classe." },
  ],
  audiencesTitle: "Pour qui ?",
  audiences: [
    { to: "/letsplay", title: "Joueurs", text: "Des jeux gratuits à faire en solo, à plusieurs sur un même écran ou à distance avec un code." },
    { to: "/education", title: "Enseignants", text: "Des escape games à jouer en classe, en groupe devant un écran ou chacun sur le sien avec un code, et le studio pour créer les vôtres et les réserver à vos élèves grâce au partage privé." },
    { to: "/business", title: "Entreprises", text: "Du team building à distance avec un simple code, et le studio pour créer vos propres jeux , et vos jeux en marque blanche sur votre propre domaine." },
    { to: "/creator", title: "Créateurs", text: "Le studio est ouvert : un éditeur pour chaque format, pour construire votre jeu, le tester, le publier et le partager." },
  ],
  gamesTitle: "Les jeux du moment",
  seeAll: "Voir tous les jeux",
};

export default fr;

const fr = {
  title: "Le premier anniversaire d'Escaplay",
  description: "Escaplay a ouvert en mars 2026 : le compte à rebours jusqu'à son premier anniversaire, les chiffres de la plateforme à ce jour, les versions publiées et celles qui arrivent.",
  eyebrow: "Premier anniversaire",
  ctaPlay: "Jouer une partie",
  ctaCreate: "Créer mon jeu",
  figuresTitle: "À ce jour",
  figuresIntro: "Depuis l'ouverture, le {{launch}}. Ces chiffres sont calculés en direct à partir de la plateforme.",
  statsPlayed: "parties jouées",
  statsOnline: "jeux en ligne",
  statsProjects: "projets créés",
  statsReviews: "avis de joueurs",
  milestonesTitle: "Les versions publiées",
  nextIntro: "Les prochaines étapes, dans l'ordre où nous y travaillons. Elles ne sont pas encore disponibles.",
  nextLink: "Tout le journal des nouveautés",
  ctaText: "La meilleure façon de fêter un escape game, c'est d'y jouer. Ou d'en créer un.",
  // Before the first anniversary's day (a countdown), and from that day on.
  coming: {
    heroTitle: "Bientôt un an",
    heroText: "Escaplay a ouvert le {{launch}}. Son premier anniversaire tombe le {{date}}, {{when}} : voici, sans rien inventer, ce qui est déjà là et ce que l'année doit encore apporter.",
    nextTitle: "D'ici le premier anniversaire et après",
    ctaTitle: "En attendant la bougie, on joue ?",
  },
  reached: {
    heroTitle: "Escaplay a un an",
    heroText: "Escaplay a ouvert le {{launch}} et fête son premier anniversaire depuis le {{date}} : voici sa première année, version après version.",
    nextTitle: "Et maintenant ?",
    ctaTitle: "On souffle la bougie ensemble ?",
  },
};

export default fr;

const fr = {
  title: "À propos d'Escaplay",
  description: "Qui nous sommes, pourquoi nous avons créé Escaplay et ce qui guide nos choix : accessibilité, respect de la vie privée et éducation.",
  eyebrow: "À propos",
  heroTitle: "Nous fabriquons des énigmes qui rassemblent",
  heroText: "Escaplay est une plateforme pour jouer, créer et partager des escape games en ligne. Notre pari : tout le monde peut inventer une aventure, et tout le monde mérite d'y jouer, où qu'il soit.",
  ctaPlay: "Découvrir les jeux",
  ctaContact: "Nous écrire",
  missionTitle: "Notre mission",
  mission: [
    "Un bon escape game, c'est une histoire qu'on vit ensemble : on cherche, on se trompe, on s'exclame, et la porte finit par s'ouvrir. Nous voulons que ce moment soit possible partout, dans un salon, une salle de classe ou une réunion d'équipe, sans matériel ni installation.",
    "Nous voulons aussi que créer un jeu soit aussi simple que monter un diaporama. Pas besoin de savoir programmer : le studio d'Escaplay fournit les pièces, les objets, les énigmes et les indices. Il ne reste qu'à raconter.",
  ],
  typesTitle: "Trois façons de jouer et de créer",
  typesIntro: "Chaque projet choisit son format. Tous se jouent dans le navigateur, sur ordinateur comme sur tablette.",
  types: [
    { title: "Interface 2D", text: "Le point-and-click dans la tradition des jeux d'aventure : des scènes illustrées à fouiller, des objets à ramasser, à inspecter et à combiner." },
    { title: "360°", text: "Des panoramas immersifs : le joueur tourne sur lui-même et clique sur les points d'intérêt pour trouver ce qui se cache dans la pièce." },
    { title: "Classique", text: "Une suite de contenus et d'énigmes (textes, images, vidéos, codes à trouver), le format le plus rapide à créer et le préféré des enseignants." },
  ],
  valuesTitle: "Ce qui guide nos choix",
  values: [
    { title: "Accessibilité", text: "Nos pages visent le niveau AA des règles WCAG : navigation au clavier, contrastes lisibles, textes alternatifs. Les jeux tournent dans un simple navigateur, sans téléchargement." },
    { title: "Vie privée", text: "Pas de publicité ciblée ni de revente de données. La mesure d'audience n'est activée que si vous l'acceptez, et l'on peut jouer à de nombreux jeux sans créer de compte." },
    { title: "Éducation", text: "Une offre dédiée aux enseignants et aux associations, des formats pensés pour la classe et un suivi des résultats pour transformer le jeu en apprentissage." },
  ],
  storyTitle: "Notre histoire",
  story: [
    "Escaplay est né d'un constat simple : les escape games réels sont formidables, mais ils coûtent cher, se réservent des semaines à l'avance et ne se jouent qu'à quelques-uns, au même endroit. Nous avons voulu garder la magie et enlever les contraintes.",
    "L'équipe réunit des concepteurs de jeux, des développeurs et d'anciens enseignants. Nous testons nos outils avec des classes, des familles et des équipes en entreprise, et chaque retour façonne la plateforme.",
    "Escaplay est conçu en France et publié en six langues, sur sept sites : France, Suisse, Belgique, Allemagne, Espagne, Italie et un site européen en anglais.",
  ],
  figuresTitle: "Escaplay en bref",
  figures: [
    { title: "7 sites", text: "France, Suisse, Belgique, Allemagne, Espagne, Italie et Europe (en anglais)." },
    { title: "3 formats", text: "Interface 2D, 360° et Classique, jouables dans le navigateur et à créer dans le studio, chacun avec son éditeur." },
    { title: "0 installation", text: "Tout se passe dans le navigateur, pour les joueurs comme pour les créateurs." },
  ],
  contactTitle: "Une question, une idée, un partenariat ?",
  contactText: "Nous lisons tous les messages : suggestions de fonctionnalités, projets pour une classe ou une entreprise, demandes de presse.",
  contactCta: "Contacter l'équipe",
  contactSecondary: "Voir les nouveautés",
};

export default fr;

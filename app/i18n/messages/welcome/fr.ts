const fr = {
  title: "Bienvenue",
  description: "Vos premiers pas sur Escaplay : profil, première partie, partie à distance et code.",
  heroTitle: "Bienvenue sur Escaplay, {{name}} !",
  heroText: "Votre compte est validé. Voici quatre premiers pas pour en profiter dès maintenant : à vous de choisir par où commencer.",
  stepsTitle: "Vos premiers pas",
  steps: [
    { title: "Complétez votre profil", text: "Ajoutez une photo, une présentation et vos réseaux sociaux : ils apparaissent sur votre profil public, avec vos jeux publiés et vos succès.", action: "Mon compte" },
    { title: "Jouez un premier jeu", text: "Rien de tel qu'une partie pour découvrir les mécaniques : choisissez un jeu facile dans le catalogue. Vos succès sont enregistrés dans votre compte.", action: "Parcourir les jeux" },
    { title: "Organisez une partie à distance", text: "Choisissez un jeu multijoueur, créez une partie à distance et partagez son code : chacun joue sur son écran.", action: "Jouer à plusieurs" },
    { title: "Rejoignez une partie", text: "Quelqu'un vous a donné un code ? Saisissez-le pour rejoindre sa partie.", action: "Entrer un code" },
  ],
  profileLink: "Voir mon profil public",
  creatorText: "Créateur ou créatrice ? Votre studio vous attend : créez un projet vide ou à partir d'un modèle, puis construisez votre jeu dans son éditeur.",
  creatorAction: "Ouvrir mes projets",
  studioLink: "Envie de créer votre propre jeu ? Ouvrir le studio de création",
  planTitle: "Votre offre",
  planIntro: "Vous démarrez avec l'offre Basic, gratuite et sans limite de durée.",
  planName: "Basic",
  upgradeText: "Envie d'inviter des joueurs sans compte à vos parties à distance ?",
  upgradeLink: "Passer à Pro",
  helpTitle: "Besoin d'un coup de main ?",
  help: [
    { title: "Apprendre à créer", text: "Le guide pas à pas, pour créer votre premier jeu dans le studio." },
    { title: "Bien jouer", text: "Les règles d'or avant de lancer le chronomètre." },
    { title: "Nous écrire", text: "Une question, un bug, une idée : nous répondons." },
  ],
};

export default fr;

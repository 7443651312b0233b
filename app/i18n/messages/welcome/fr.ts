const fr = {
  title: "Bienvenue",
  description: "Vos premiers pas sur Escaplay : profil, première partie, premier projet et première session.",
  heroTitle: "Bienvenue sur Escaplay, {{name}} !",
  heroText: "Votre compte est validé. Voici quatre premiers pas pour en profiter dès maintenant : à vous de choisir par où commencer.",
  stepsTitle: "Vos premiers pas",
  steps: [
    { title: "Complétez votre profil", text: "Ajoutez un avatar et quelques mots sur vous. Votre profil public présentera vos jeux et vos parties.", action: "Mon compte" },
    { title: "Jouez un premier jeu", text: "Rien de tel qu'une partie pour découvrir les mécaniques : choisissez un jeu facile dans le catalogue.", action: "Parcourir les jeux" },
    { title: "Créez votre premier projet", text: "Interface 2D, 360° ou Classique : ouvrez le studio et posez la première pièce de votre aventure.", action: "Nouveau projet" },
    { title: "Rejoignez une session", text: "Quelqu'un vous a donné un code ? Saisissez-le pour rejoindre sa partie en cours.", action: "Entrer un code" },
  ],
  profileLink: "Voir mon profil public",
  guideLink: "Lire le guide de création",
  planTitle: "Votre offre",
  planIntro: "Vous démarrez avec l'offre Basic, gratuite et sans limite de durée.",
  planName: "Basic",
  upgradeText: "Envie du partage privé, des invités sans compte et de projets illimités ?",
  upgradeLink: "Passer à Pro",
  helpTitle: "Besoin d'un coup de main ?",
  help: [
    { title: "Apprendre à créer", text: "Le guide pas à pas, de l'histoire au partage." },
    { title: "Bien jouer", text: "Les règles d'or avant de lancer le chronomètre." },
    { title: "Nous écrire", text: "Une question, un bug, une idée : nous répondons." },
  ],
};

export default fr;

const fr = {
  code: {
    title: "Entrer un code de partie",
    description: "Rejoignez une partie d'escape game à plusieurs avec le code numérique de l'organisateur.",
    intro: "L'organisateur d'une partie à plusieurs vous donne un code numérique. Saisissez-le ici pour rejoindre les autres joueurs.",
    noCode: "Pas de code ? Choisissez un jeu et jouez tout de suite en solo.",
    browse: "Parcourir les jeux",
  },
  share: {
    title: "Lien de partage",
    description: "Ouvrez un jeu partagé avec vous par son créateur.",
    intro: "Un créateur vous a envoyé un lien de partage ? Collez-le ici, ou saisissez le code qui suit /sh/ dans l'adresse.",
    label: "Lien ou code de partage",
    submit: "Ouvrir le jeu",
    notFound: "Ce lien de partage ne mène à aucun jeu. Vérifiez-le auprès de la personne qui vous l'a envoyé.",
  },
  play: {
    title: "Jouer à {{title}}",
    privateTitle: "Jeu privé : {{title}}",
  },
  studio: {
    testTitle: "Tester mon jeu",
  },
};

export default fr;

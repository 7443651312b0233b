const fr = {
  title: "Rejoindre une partie multijoueur",
  description: "Saisissez le code numérique de la session pour rejoindre une partie multijoueur en cours sur Escaplay.",
  eyebrow: "Multijoueur",
  heroTitle: "Rejoindre une partie multijoueur",
  heroText: "Saisissez le code numérique que l'organisateur vous a transmis : vous arriverez directement dans la salle d'attente de la session.",
  formTitle: "Votre code de session",
  whereTitle: "Où trouver le code ?",
  where: [
    "Sur l'écran de la personne qui organise : il s'affiche dès la création de la session.",
    "Dans le message qu'elle vous a envoyé. Si vous avez reçu un lien, il suffit de cliquer dessus.",
    "Sur un QR code affiché ou imprimé : scannez-le, la session s'ouvre toute seule.",
  ],
  accountText: "Rejoindre une partie demande un compte, sauf si son organisateur invite des joueurs sans compte (offres Pro, Éducation et Entreprise) : un pseudo suffit alors.",
  devNotice: "Le multijoueur est encore en développement et peut présenter des erreurs.",
  multiLink: "Comment fonctionne le multijoueur ?",
  soloLink: "Pas de code ? Parcourez les jeux à faire en solo",
};

export default fr;

const fr = {
  title: "Jouer à plusieurs à distance",
  description: "Créez une session multijoueur, partagez le code, le lien ou le QR code, et jouez ensemble à distance. Le multijoueur est encore en développement.",
  eyebrow: "Multijoueur",
  heroTitle: "Jouez ensemble, chacun chez soi",
  heroText: "Une session, un code, et toute l'équipe se retrouve dans la même partie, depuis plusieurs ordinateurs ou tablettes. Idéal pour les familles éloignées, les classes et les équipes en télétravail.",
  ctaJoin: "Rejoindre une partie",
  ctaPlay: "Choisir un jeu",
  devNotice: "Le multijoueur est encore en développement et peut présenter des erreurs. Merci de votre indulgence, et n'hésitez pas à nous signaler tout problème.",
  howTitle: "Organiser une session",
  howIntro: "Pour créer une session, il faut un compte (gratuit). Ensuite, tout se fait en quelques clics.",
  how: [
    { title: "Choisissez un jeu multijoueur", text: "Tous les jeux ne se jouent pas à plusieurs : c'est le créateur qui l'autorise. La fiche de chaque jeu indique les modes disponibles et le nombre de joueurs." },
    { title: "Créez la session", text: "Connecté à votre compte, lancez le jeu en mode « à distance ». Le panneau d'options rappelle le nombre minimal et maximal de joueurs nécessaires pour démarrer." },
    { title: "Partagez l'accès", text: "Vous obtenez un code numérique, un lien direct et un QR code. Envoyez l'un ou l'autre à vos joueurs, par message ou affiché à l'écran." },
    { title: "Lancez la partie", text: "La liste des joueurs se remplit au fil des arrivées. Dès que le minimum est atteint, la partie peut commencer ; au-delà du maximum, la session est complète." },
  ],
  joinTitle: "Trois façons de rejoindre",
  join: [
    { title: "Le code", text: "Saisissez-le sur la page « Entrer un code » ou sur la page « Rejoindre une partie multijoueur ». Il ne contient que des chiffres." },
    { title: "Le lien", text: "Un clic sur le lien reçu ouvre directement la session, sans rien saisir." },
    { title: "Le QR code", text: "Scannez-le avec l'appareil photo d'une tablette ou d'un téléphone : pratique en classe ou en salle de réunion." },
  ],
  guestsTitle: "Avec ou sans compte ?",
  guests: [
    "Créer une session demande toujours un compte. Pour rejoindre une session, les joueurs se connectent avec leur compte gratuit.",
    "Si l'organisateur dispose d'une offre Pro (ou Éducation, Entreprise), il peut aussi inviter des joueurs qui n'ont pas de compte : ils rejoignent comme invités, avec le code.",
  ],
  faqTitle: "Questions fréquentes",
  faq: [
    { q: "Combien de joueurs par session ?", a: "Chaque jeu fixe son minimum et son maximum. Pour un groupe plus grand, créez plusieurs sessions : une par équipe." },
    { q: "Mon code ne fonctionne pas, que faire ?", a: "Vérifiez les chiffres, puis demandez à l'organisateur si la session est toujours ouverte. Le message « Votre code n'est pas valide » signifie que le code n'existe pas ou plus." },
    { q: "Et si je recharge la page ?", a: "Comme en solo, quitter ou recharger la page fait perdre votre progression. Gardez l'onglet du jeu ouvert pendant toute la partie." },
  ],
  ctaTitle: "Votre équipe vous attend",
  ctaText: "Vous avez un code ? Rejoignez la partie. Sinon, choisissez un jeu et créez votre propre session.",
};

export default fr;

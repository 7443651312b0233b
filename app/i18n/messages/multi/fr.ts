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
    { title: "Créez la partie", text: "Connecté à votre compte validé, ouvrez l'écran d'accueil du jeu et choisissez « Créer une partie à distance ». Vous fixez le nombre de joueurs nécessaires pour commencer et le maximum, dans les limites prévues par le jeu." },
    { title: "Partagez l'accès", text: "Vous obtenez un code à neuf chiffres, un lien direct et un QR code. Envoyez l'un ou l'autre à vos joueurs, par message ou affiché à l'écran." },
    { title: "Lancez la partie", text: "Dans la salle d'attente, la liste des joueurs se remplit au fil des arrivées. Dès que le minimum est connecté, vous lancez la partie ; ensuite, vous pouvez la mettre en pause, la terminer pour tous ou retirer un joueur. L'équipe partage le décor et l'inventaire, discute et se montre ce qu'elle a trouvé." },
  ],
  joinTitle: "Trois façons de rejoindre",
  join: [
    { title: "Le code", text: "Saisissez-le sur la page « Entrer un code » ou sur la page « Rejoindre une partie multijoueur ». Il ne contient que des chiffres." },
    { title: "Le lien", text: "Un clic sur le lien reçu ouvre directement la session, sans rien saisir." },
    { title: "Le QR code", text: "Scannez-le avec l'appareil photo d'une tablette ou d'un téléphone : pratique en classe ou en salle de réunion." },
  ],
  guestsTitle: "Avec ou sans compte ?",
  guests: [
    "Créer une partie à distance demande un compte validé. Pour la rejoindre, il faut aussi un compte, quel que soit le jeu, sauf si l'organisateur invite des joueurs sans compte. Si le jeu demande une clé d'activation, les joueurs connectés la saisissent.",
    "Seul un organisateur avec une offre Pro, Éducation ou Entreprise peut inviter des joueurs sans compte, en cochant l'option en créant la partie : ils rejoignent avec le code et un pseudo, sans clé. Sur l'offre gratuite Basic, tous les joueurs se connectent.",
  ],
  faqTitle: "Questions fréquentes",
  faq: [
    { q: "Combien de joueurs par session ?", a: "Chaque jeu fixe son minimum et son maximum. Pour un groupe plus grand, créez plusieurs sessions : une par équipe." },
    { q: "Mon code ne fonctionne pas, que faire ?", a: "Vérifiez les chiffres, puis demandez à l'organisateur si la session est toujours ouverte. Le message « Votre code n'est pas valide » signifie que le code n'existe pas ou plus." },
    { q: "Et si je recharge la page ?", a: "Rien n'est perdu : pendant 24 heures, vous retrouvez votre place et la partie là où en est l'équipe, après un rechargement ou une coupure de connexion. Seul « Quitter la partie » libère votre place." },
  ],
  ctaTitle: "Votre équipe vous attend",
  ctaText: "Vous avez un code ? Rejoignez la partie. Sinon, choisissez un jeu et créez votre propre session.",
};

export default fr;

/** Game access errors of spec section 8, by the id /error/{id} and the play routes use. */
const fr = {
  generic: { title: "Une erreur est survenue", text: "Le jeu n'a pas pu être ouvert. Réessayez, ou choisissez un autre jeu." },
  backToGames: "Retour aux jeux",
  login: "Se connecter",
  plans: "Voir les offres",
  validate: "Valider mon compte",
  // The name a room shows for a player without an account.
  player: "Joueur",
  // The session endpoint's answer when the server is not set up to open rooms.
  unavailable: "Le jeu est momentanément indisponible. Réessayez dans quelques minutes.",
  // Test-play of a project whose saved game cannot run.
  testPlay: {
    noDraft: "Ce projet n'a pas encore de jeu enregistré : enregistrez-le dans l'éditeur, puis revenez le tester.",
    notJson: "Le jeu enregistré de ce projet est illisible : ouvrez-le dans l'éditeur et enregistrez-le de nouveau.",
    wrongType: "Le jeu enregistré n'est pas du même type que ce projet : corrigez son type dans l'éditeur.",
  },
  // Tickets to a project's room (the editors ask for one before they connect).
  projectRoom: {
    "sign-in": "Connectez-vous pour ouvrir ce projet dans l'éditeur.",
    "not-found": "Ce projet n'existe pas ou a été supprimé.",
    "not-yours": "Ce projet appartient à un autre créateur : seuls son propriétaire et ses collaborateurs peuvent le modifier.",
    unavailable: "L'éditeur est momentanément indisponible. Réessayez dans quelques minutes.",
    "invalid-request": "Cette demande d'ouverture de projet est incomplète. Rechargez la page, puis réessayez.",
    "method-not-allowed": "Cette adresse s'utilise uniquement depuis l'éditeur.",
    "cross-site": "Ce projet ne peut être ouvert que depuis le site où il a été créé.",
  },
  errors: {
    "pro-required": { title: "Partage privé réservé aux créateurs Pro", text: "Le partage privé de ce jeu demande que son créateur ait une offre Pro. Prévenez-le : dès qu'il passe Pro, son lien fonctionnera." },
    "not-found": { title: "Jeu introuvable", text: "Ce jeu n'existe pas ou a été supprimé par son créateur." },
    "not-private": { title: "Ce jeu n'est pas accessible en privé", text: "Ce jeu n'est pas partagé en privé. Cherchez-le dans le catalogue public." },
    "account-only": { title: "Jeu réservé aux membres", text: "Le créateur de ce jeu le réserve aux joueurs connectés à un compte." },
    "key-only": { title: "Clé d'activation nécessaire", text: "Ce jeu se joue uniquement avec une clé d'activation fournie par son créateur." },
    "missing-resources": { title: "Ressources manquantes", text: "Certaines images ou certains sons de ce jeu sont introuvables : le jeu ne peut pas être joué correctement. Des ressources manquantes peuvent dégrader la qualité du jeu." },
    gone: { title: "Cette page de jeu n'est plus accessible", text: "Le créateur a retiré ce jeu de la publication." },
    "mail-preferences": { title: "Préférences non enregistrées", text: "Une erreur est survenue lors du changement de vos préférences de courriel. Réessayez dans un instant." },
    "solo-unavailable": { title: "Mode solo indisponible", text: "Ce jeu ne se joue pas en solo : créez ou rejoignez une partie à plusieurs." },
    "multi-unavailable": { title: "Mode multijoueur indisponible", text: "Ce jeu ne se joue pas à plusieurs à distance : lancez-le en solo, éventuellement à plusieurs devant le même écran." },
    "account-needed": { title: "Compte nécessaire", text: "Cette action demande d'être connecté à un compte. Créer un compte est gratuit." },
    "wrong-key": { title: "Clé d'activation incorrecte", text: "Cette clé d'activation ne correspond pas à ce jeu. Vérifiez-la auprès de son créateur, puis réessayez." },
    "session-expired": { title: "Partie expirée", text: "Cette partie ne peut plus être reprise : elle est terminée ou trop ancienne. Lancez une nouvelle partie." },
    "rate-limited": { title: "Trop de parties lancées", text: "Vous avez lancé beaucoup de parties en peu de temps. Patientez quelques minutes, puis réessayez." },
    "verify-account": { title: "Compte à valider", text: "Validez d'abord votre compte avec le code reçu par courriel : les jeux se lancent et se rejoignent une fois le compte validé." },
    "guests-pro-only": { title: "Invités réservés aux offres Pro", text: "Inviter des joueurs sans compte est réservé aux offres Pro, Éducation et Entreprise. Créez la partie sans invités, ou passez à une offre Pro." },
    "guests-not-invited": { title: "Partie réservée aux joueurs avec un compte", text: "Seul un organisateur avec une offre Pro, Éducation ou Entreprise peut inviter des joueurs sans compte, et il ne l'a pas fait pour cette partie. Connectez-vous ou créez un compte gratuit pour la rejoindre." },
    "bad-players": { title: "Nombre de joueurs impossible", text: "Choisissez un minimum et un maximum de joueurs compris dans les limites du jeu, le minimum ne dépassant pas le maximum." },
    "nickname-needed": { title: "Pseudo nécessaire", text: "Choisissez un pseudo pour que les autres joueurs vous reconnaissent, puis rejoignez la partie." },
    "session-full": { title: "Partie complète", text: "Cette partie a atteint son nombre maximum de joueurs. Demandez à son créateur d'en ouvrir une autre." },
    removed: { title: "Vous avez été retiré de la partie", text: "Le créateur de cette partie vous en a retiré : vous ne pouvez plus la rejoindre." },
    "draft-invalid": { title: "Brouillon à corriger", text: "Le brouillon a changé depuis l'ouverture de cette page et ne peut plus être testé : rechargez la page pour voir ce qu'il faut corriger." },
  },
};

export default fr;

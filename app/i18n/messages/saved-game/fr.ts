/** A logged-in player's solo game saved to their account: on the game's page and the play intro. */
const fr = {
  title: "Votre partie en cours",
  resume: "Reprendre ma partie",
  place: "Où vous en étiez",
  notEntered: "Pas encore entré dans le jeu",
  lastPlayed: "Dernière partie",
  solved: "Énigmes résolues",
  timer: "Chronomètre",
  note: "Sauvegardée sur votre compte : reprenez-la sur n'importe quel appareil où vous êtes connecté, pendant {{days}} jours après votre dernière partie.",
  abandon: "Abandonner cette partie",
  confirmTitle: "Abandonner cette partie ?",
  confirmText: "Votre progression sera perdue et la partie comptera comme abandonnée. Vous pourrez ensuite en commencer une nouvelle.",
  confirm: "Abandonner",
  cancel: "Garder ma partie",
  abandoned: "Partie abandonnée. Vous pouvez en commencer une nouvelle.",
  failed: "La partie n'a pas pu être abandonnée. Réessayez dans un instant.",
  gone: "Cette partie n'est plus sauvegardée sur votre compte.",
  progressAccount:
    "Connecté à votre compte, votre progression y est sauvegardée pendant {{days}} jours après votre dernière partie : reprenez-la depuis la fiche du jeu sur n'importe quel appareil. Le bouton « Quitter » met fin à la partie.",
};

export default fr;

const fr = {
  title: "Succès",
  count: "{{n}} succès à débloquer dans ce jeu.",
  unlockedCount: "Vous en avez débloqué {{n}} sur {{total}}.",
  hidden: "Succès caché",
  hiddenText: "Jouez pour le découvrir : il se dévoile quand vous le débloquez.",
  unlockedOn: "Débloqué le {{date}}",
  profileTitle: "Succès débloqués",
  inGame: "Dans",
  noneYet: "{{name}} n'a pas encore débloqué de succès.",
};

export default fr;

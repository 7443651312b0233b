/** Reporting a game (spec sections 3 and 5): the eight reasons and the description of the facts. */
const fr = {
  title: "Signaler ce jeu",
  intro: "Un contenu inapproprié ou un jeu injouable ? Décrivez ce que vous avez vu : la modération examine chaque signalement.",
  login: "Connectez-vous pour signaler ce jeu.",
  reason: "Motif (obligatoire)",
  choose: "Choisissez un motif",
  description: "Description des faits (obligatoire)",
  hint: "De {{min}} à {{max}} caractères : ce qui pose problème et où dans le jeu.",
  send: "Envoyer le signalement",
  done: "Merci : votre signalement est transmis à la modération.",
  handled: "Votre précédent signalement de ce jeu a été traité par la modération.",
  reasons: {
    unplayable: "Jeu injouable ou cassé",
    sexual: "Contenu à caractère sexuel",
    violent: "Contenu violent ou choquant",
    hateful: "Contenu haineux ou discriminatoire",
    harassment: "Harcèlement ou intimidation",
    dangerous: "Actes dangereux",
    child_abuse: "Maltraitance d'enfants",
    spam: "Spam ou contenu trompeur",
  },
  errors: {
    login: "Connectez-vous pour signaler ce jeu.",
    reason: "Choisissez le motif du signalement.",
    description: "Décrivez les faits en {{min}} à {{max}} caractères.",
    open: "Vous avez déjà signalé ce jeu : votre signalement est en cours d'examen par la modération.",
    notFound: "Ce jeu n'est plus accessible.",
    rateLimited: "Trop de signalements en peu de temps : réessayez plus tard.",
  },
};

export default fr;

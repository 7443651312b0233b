/** A player's own review on a game page (spec section 4): writing, its status, editing and deleting it. */
const fr = {
  write: "Donner votre avis",
  mine: "Votre avis",
  login: "Se connecter",
  rejectedBecause: "Motif de la modération : {{reason}}",
  status: {
    pending: "Envoyé : visible après modération",
    approved: "Publié",
    rejected: "Refusé par la modération",
  },
  done: {
    sent: "Merci ! Votre avis est envoyé : il sera visible après modération.",
    edited: "Avis modifié : il repasse en modération avant d'être visible.",
    deleted: "Votre avis est supprimé. Vous pouvez en écrire un nouveau.",
  },
  form: {
    rating: "Votre note (obligatoire)",
    stars: "{{n}} sur 5",
    comment: "Commentaire (facultatif)",
    hint: "{{max}} caractères au plus. Votre avis sera lu par la modération avant d'être publié.",
    bonus: "Votre premier avis publié sur ce jeu vous offre 0,05 Mo de stockage.",
    guest: "Sans compte, votre avis sera signé « Invité ».",
    send: "Envoyer mon avis",
    update: "Modifier mon avis",
    delete: "Supprimer mon avis",
  },
  errors: {
    notPlayed: "Terminez une partie de ce jeu pour pouvoir donner votre avis.",
    guestsOff: "Ce jeu n'accepte que les avis des joueurs connectés.",
    own: "Vous ne pouvez pas donner d'avis sur votre propre jeu.",
    rating: "Choisissez une note de 1 à 5.",
    comment: "Le commentaire dépasse 1000 caractères.",
    exists: "Vous avez déjà un avis sur ce jeu : modifiez-le plutôt.",
    notFound: "Ce jeu n'accepte plus d'avis.",
    rateLimited: "Trop d'envois en peu de temps : réessayez dans quelques minutes.",
  },
  pager: {
    label: "Pages des avis",
    newer: "Avis plus récents",
    older: "Avis plus anciens",
    page: "Page {{n}}",
  },
};

export default fr;

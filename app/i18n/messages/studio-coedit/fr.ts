const fr = {
  presence: {
    label: "Qui est dans le projet",
    summary: "Aussi dans le projet : {{names}}",
    tabs: "{{n}} onglets",
    viewer: "lecture seule",
    you: "Vous",
    joined: "{{name}} a rejoint le projet",
    left: "{{name}} a quitté le projet",
  },
  tree: {
    selectedBy: "sélectionné par {{names}}",
  },
  inspector: {
    alsoHereOne: "{{names}} modifie aussi cet élément",
    alsoHereMany: "{{names}} modifient aussi cet élément",
    typing: "{{name}} écrit ici",
  },
  overwrite: {
    field: "{{name}} a remplacé votre modification de « {{field}} »",
    noField: "{{name}} a remplacé l'une de vos modifications",
    someone: "un autre éditeur",
    dismiss: "Fermer",
    restore: "Remettre ma valeur",
    restored: "Votre valeur est remise : « Annuler » la retire.",
  },
  readOnly: {
    banner: "Lecture seule : vous pouvez regarder ce projet, pas le modifier.",
  },
};

export default fr;

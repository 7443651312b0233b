/** The symbol locks (app/components/locks): each symbol named in words, for the player and the creator alike. */
const fr = {
  labels: {
    directional: "Cadenas directionnel",
    colours: "Cadenas à couleurs",
    shapes: "Cadenas à symboles",
    pattern: "Schéma à relier",
    dial: "Cadenas à molettes",
  },
  directions: { up: "Flèche haut", down: "Flèche bas", left: "Flèche gauche", right: "Flèche droite" },
  colours: { red: "Rouge", orange: "Orange", yellow: "Jaune", green: "Vert", blue: "Bleu", purple: "Violet", black: "Noir", white: "Blanc" },
  shapes: { circle: "Cercle", square: "Carré", triangle: "Triangle", star: "Étoile", heart: "Cœur", moon: "Lune", diamond: "Losange", cross: "Croix" },
  entry: "Saisi ({{n}}) : {{list}}",
  entryEmpty: "Rien de saisi pour l'instant.",
  patternEntry: "Points reliés ({{n}}) : {{list}}",
  dot: "Point {{n}}",
  dotJoined: "Point {{n}}, relié en position {{order}}",
  dial: "Molette {{n}} sur {{total}}",
  dialUp: "{{name}} : tourner vers le haut",
  dialDown: "{{name}} : tourner vers le bas",
  erase: "Effacer le dernier",
  clear: "Tout effacer",
  help: {
    directional: "Appuyez sur les boutons, ou sur les flèches du clavier ; Retour arrière efface la dernière.",
    symbols: "Appuyez sur les boutons dans l'ordre ; Retour arrière efface le dernier.",
    pattern: "Les flèches du clavier passent d'un point à l'autre, Espace relie le point.",
    dial: "Flèches haut et bas pour tourner une molette (ou tapez un chiffre), Tab pour passer à la suivante.",
  },
};

export default fr;

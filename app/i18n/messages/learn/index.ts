import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const learn: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // In Belgium players "encodent" a code, and the menu entry says so.
  be: {
    steps: [
      ...fr.steps.slice(0, 7),
      {
        ...fr.steps[7],
        text: "Envoyez le lien de la page du jeu, ou lancez une session multijoueur : vous obtenez un code numérique que les joueurs encodent sur la page « Encoder un code ». Le créateur de QR code transforme n'importe quel lien en image à afficher ou à imprimer. Le multijoueur est encore en développement et peut présenter des erreurs.",
      },
    ],
  },
};

export default learn;

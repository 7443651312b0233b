import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const joinMulti: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  be: {
    heroText: "Encodez le code numérique que l'organisateur vous a transmis : vous arriverez directement dans la salle d'attente de la session.",
    description: "Encodez le code numérique de la session pour rejoindre une partie multijoueur en cours sur Escaplay.",
  },
};

export default joinMulti;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const letsplay: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Belgian players "encodent" the code they were given.
  be: {
    heroText: "Une histoire, des énigmes, un chronomètre : choisissez un jeu dans le catalogue ou encodez le code qu'on vous a donné pour rejoindre une partie. Tout se passe dans le navigateur.",
  },
};

export default letsplay;

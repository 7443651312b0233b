import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const business: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    planFeatures: { customDomain: "Domaine personnalisé, par exemple jeu.votre-entreprise.ch" },
  },
  // Belgian usage: one "encode" a code rather than "saisit" it.
  be: {
    planFeatures: { customDomain: "Domaine personnalisé, par exemple jeu.votre-entreprise.be" },
    session: [
      fr.session[0],
      fr.session[1],
      { title: "Les équipes rejoignent la partie", text: "Chaque participant encode le code sur la page « Encoder un code » ou scanne le QR code, depuis son ordinateur ou sa tablette. Avec un compte Entreprise, les invités n'ont pas besoin de créer de compte." },
      fr.session[3],
    ],
  },
};

export default business;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const contact: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    errors: { emailInvalid: "Cette adresse e-mail ne semble pas valide, par exemple : camille@exemple.ch." },
  },
  be: {
    required: "Veuillez encoder tous les champs : ils sont obligatoires.",
    errors: { emailInvalid: "Cette adresse e-mail ne semble pas valide, par exemple : camille@exemple.be." },
  },
};

export default contact;

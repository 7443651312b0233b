import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const mail: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  be: {
    verification: { intro: "Voici le code qui active votre compte Escaplay. Encodez-le sur l'écran de validation :" },
    emailChange: {
      intro: "Vous avez demandé à utiliser cette adresse pour votre compte Escaplay. Encodez ce code sur la page de votre compte pour confirmer le changement :",
      expiry: "Ce code reste valable 24 heures. Tant qu'il n'est pas encodé, votre compte garde son adresse actuelle.",
    },
    emailChangeRequested: {
      intro: "Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte Escaplay par {{email}}. Un code a été envoyé à cette nouvelle adresse ; le changement n'aura lieu qu'une fois ce code encodé.",
    },
  },
};

export default mail;

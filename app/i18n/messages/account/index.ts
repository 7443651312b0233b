import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const account: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Swiss French counts "jours ouvrables"; Belgian French "encodes" what it types into a form.
  ch: {
    subscription: {
      activeText: "Votre offre est active. Pour la modifier ou la résilier, écrivez-nous : nous vous répondons sous deux jours ouvrables.",
    },
  },
  be: {
    saved: {
      emailPending: "Nous avons envoyé un code à votre nouvelle adresse. Encodez-le ci-dessous pour confirmer le changement.",
    },
    email: {
      intro: "Nous enverrons un code à la nouvelle adresse : elle ne remplacera l'adresse actuelle qu'une fois ce code encodé.",
      pendingHint: "Encodez le code à 6 chiffres envoyé à cette adresse. Il reste valable 24 heures ; d'ici là, vous vous connectez toujours avec votre adresse actuelle.",
    },
    errors: {
      incomplete: "Veuillez encoder tous les champs.",
      requiredField: "Veuillez encoder « {{label}} ».",
    },
  },
};

export default account;

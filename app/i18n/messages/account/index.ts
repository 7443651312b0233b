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
    errors: {
      incomplete: "Veuillez encoder tous les champs.",
      requiredField: "Veuillez encoder « {{label}} ».",
    },
  },
};

export default account;

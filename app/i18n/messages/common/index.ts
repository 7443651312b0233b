import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const common: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Swiss and Belgian French: the same site with their own wording where usage differs.
  ch: {
    footer: { rights: "© {{year}} {{site}}. Tous droits réservés. Prix en francs suisses." },
    code: { intro: "Tapez le code numérique donné par l'organisateur de la partie." },
  },
  be: {
    code: { intro: "Encodez le code numérique donné par l'organisateur de la partie." },
    nav: { enterCode: "Encoder un code" },
  },
};

export default common;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const plans: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    taxNote: "Prix en francs suisses, TVA suisse comprise, fixes et indépendants du cours de l'euro. Le détail figure dans nos {{link}}.",
  },
};

export default plans;

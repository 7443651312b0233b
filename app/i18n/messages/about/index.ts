import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const about: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // The Swiss site names the federal data-protection act alongside the GDPR.
  ch: {
    values: [
      fr.values[0],
      { title: "Vie privée", text: "Pas de publicité ciblée ni de revente de données, dans le respect du RGPD et de la loi fédérale sur la protection des données (nLPD). La mesure d'audience n'est activée que si vous l'acceptez." },
      fr.values[2],
    ],
  },
};

export default about;

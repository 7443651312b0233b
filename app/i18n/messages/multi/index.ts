import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const multi: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Belgian usage: the code is "encodé", and the menu entry reads "Encoder un code".
  be: {
    join: [
      { title: "Le code", text: "Encodez-le sur la page « Encoder un code » ou sur la page « Rejoindre une partie multijoueur ». Il ne contient que des chiffres." },
      ...fr.join.slice(1),
    ],
  },
};

export default multi;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const education: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // School words differ: a test is an "épreuve" in Romandy and an "interro" in Belgium, where one "encode" a code.
  ch: {
    ideas: [{ title: "Réviser avant une épreuve", text: "Chaque bonne réponse (une date, un résultat, une définition) devient le chiffre d'un cadenas." }, ...fr.ideas.slice(1)],
  },
  be: {
    ideas: [{ title: "Réviser avant une interro", text: "Chaque bonne réponse (une date, un résultat, une définition) devient le chiffre d'un cadenas." }, ...fr.ideas.slice(1)],
    session: [
      fr.session[0],
      fr.session[1],
      { title: "Les élèves rejoignent", text: "Ils encodent le code sur la page « Encoder un code », seuls ou par groupes, sur ordinateur ou tablette." },
      fr.session[3],
    ],
  },
};

export default education;

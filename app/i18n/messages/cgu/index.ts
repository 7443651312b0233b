import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const access = fr.articles.access.body;

const cgu: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    articles: {
      law: {
        body: [
          "Ces CGU sont soumises au droit français. Si vous êtes un consommateur domicilié en Suisse, vous gardez la protection des règles impératives du droit suisse, et le for de votre domicile reste à votre disposition.",
          fr.articles.law.body[1],
        ],
      },
    },
  },
  be: {
    articles: {
      // Belgian French "encodes" a code rather than "entering" it.
      access: {
        body: [
          access[0],
          "Après l'inscription, nous vous envoyons un code de vérification de 6 chiffres par e-mail. Tant que ce code n'est pas encodé, votre compte reste non vérifié et l'accès au contenu est bloqué. Vous pouvez demander un nouveau code à tout moment.",
          ...access.slice(2),
        ],
      },
    },
  },
};

export default cgu;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const { data, rights } = fr.articles;

const mentionsLegales: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    articles: {
      data: {
        body: [
          "Le responsable du traitement est Escaplay SAS. Nous appliquons le règlement général sur la protection des données (RGPD) et, pour les personnes en Suisse, la loi fédérale sur la protection des données (nLPD). Nous ne collectons que les données utiles au service et nous ne les vendons jamais.",
          ...data.body.slice(1),
        ],
      },
      rights: {
        body: [
          rights.body[0],
          rights.body[1],
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne – [www.edoeb.admin.ch](https://www.edoeb.admin.ch), ou à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France – [www.cnil.fr](https://www.cnil.fr).",
        ],
      },
    },
  },
  be: {
    articles: {
      rights: {
        body: [
          rights.body[0],
          rights.body[1],
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles – [www.autoriteprotectiondonnees.be](https://www.autoriteprotectiondonnees.be), ou auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France – [www.cnil.fr](https://www.cnil.fr).",
        ],
      },
    },
  },
};

export default mentionsLegales;

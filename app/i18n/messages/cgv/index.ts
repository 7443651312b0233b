import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const { prices, withdrawal, disputes } = fr.articles;

const cgv: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: {
    articles: {
      prices: {
        body: [
          "Sur le site suisse, les prix sont indiqués en francs suisses, TVA suisse comprise :",
          prices.body[1],
          "Les prix en francs sont fixés une fois pour toutes et ne suivent pas le cours de l'euro.",
          // Stripe Tax works out the tax here too; the EU reverse charge of the euro sites does not apply.
          prices.body[2],
          prices.body[4],
        ],
      },
      withdrawal: {
        body: [
          "Le droit suisse ne prévoit pas de droit de rétractation pour les achats en ligne. Escaplay accorde pourtant à ses clients suisses le même droit qu'aux clients européens : 14 jours à compter de la souscription pour changer d'avis, sans avoir à vous justifier.",
          ...withdrawal.body.slice(1),
        ],
      },
      disputes: {
        body: [
          disputes.body[0],
          "Si notre réponse ne vous satisfait pas, vous pouvez aussi vous adresser à la Fédération romande des consommateurs (FRC), qui conseille gratuitement ses membres.",
          "Ces CGV sont soumises au droit français, sous réserve des règles impératives du droit suisse. Si vous êtes un consommateur domicilié en Suisse, vous pouvez saisir le tribunal de votre domicile.",
        ],
      },
    },
  },
  be: {
    articles: {
      disputes: {
        body: [
          disputes.body[0],
          "Si vous êtes un consommateur et que notre réponse ne vous satisfait pas, vous pouvez vous adresser gratuitement au Service de médiation pour le consommateur, North Gate II, boulevard du Roi Albert II 8, boîte 1, 1000 Bruxelles, [mediationconsommateur.be](https://mediationconsommateur.be).",
          "Ces CGV sont soumises au droit français, sous réserve des règles impératives du droit belge de la consommation. Si vous êtes un consommateur domicilié en Belgique, vous pouvez saisir le tribunal de votre domicile.",
        ],
      },
    },
  },
};

export default cgv;

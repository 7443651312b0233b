import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const auth: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Belgian French "encodes" what it types.
  be: {
    join: {
      robotIntro: "Pour vérifier que vous n'êtes pas un robot, encodez ce texte :",
      robotSpoken: "Texte à encoder, caractère par caractère : {{chars}}",
      robotAnswer: "Texte encodé",
    },
    reset: { intro: "Encodez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe. Le lien reste valable une heure." },
    validation: {
      intro: "Nous avons envoyé un code à 6 chiffres à l'adresse e-mail de votre compte. Encodez-le ici pour accéder au site.",
    },
    errors: {
      robot: "Le texte encodé ne correspond pas. Voici un nouveau texte : encodez-le à nouveau.",
    },
  },
};

export default auth;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const mail: Namespace<typeof fr> = { fr, de, en, es, it, be: { verification: { intro: "Voici le code qui active votre compte Escaplay. Encodez-le sur l'écran de validation :" } } };

export default mail;

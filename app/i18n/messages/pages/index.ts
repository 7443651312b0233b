import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const messages: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  // Typing a code: Swiss French "taper", Belgian French "encoder" (as in common).
  ch: {
    code: { intro: "L'organisateur d'une partie à plusieurs vous donne un code numérique. Tapez-le ici pour rejoindre les autres joueurs." },
    share: { intro: "Un créateur vous a envoyé un lien de partage ? Collez-le ici, ou tapez le code qui suit /sh/ dans l'adresse." },
  },
  be: {
    code: {
      title: "Encoder un code de partie",
      intro: "L'organisateur d'une partie à plusieurs vous donne un code numérique. Encodez-le ici pour rejoindre les autres joueurs.",
    },
    share: { intro: "Un créateur vous a envoyé un lien de partage ? Collez-le ici, ou encodez le code qui suit /sh/ dans l'adresse." },
  },
};

export default messages;

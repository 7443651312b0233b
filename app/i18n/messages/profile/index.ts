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
  // Belgian French "encodes" what it types into a form.
  be: { edit: { errors: { linkFormat: "Encodez une adresse complète, par exemple https://www.exemple.be." } }, placeholders: { website: "https://www.exemple.be" } },
  ch: { placeholders: { website: "https://www.exemple.ch" } },
};

export default messages;

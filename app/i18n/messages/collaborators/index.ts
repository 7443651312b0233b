import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

/** Collaborators of a project (issue 14, ADR 027): the editor's people view, the workspace, the invitation page and mail. */
const collaborators: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  ch: { mail: { intro: "{{inviter}} vous invite à collaborer au projet de jeu « {{title}} » comme {{role}}. Bonne création !" } },
  be: { full: "Votre formule est complète pour ce projet." },
};

export default collaborators;

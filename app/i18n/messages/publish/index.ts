import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

/** The project page's publish section and the game page's "Reuse this game" (issue 12). */
const publish: Namespace<typeof fr> = { fr, de, en, es, it };

export default publish;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const events: Namespace<typeof fr> = { fr, de, en, es, it };

export default events;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

// The Swiss and Belgian sites use the French texts as they are.
const studioCoedit: Namespace<typeof fr> = { fr, de, en, es, it };

export default studioCoedit;

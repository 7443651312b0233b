import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

/** Collections of chapters (beta, issue 15, ADR 032): the workspace's section, the game page and the end screen. */
const collections: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
};

export default collections;

import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const welcome: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  be: {
    steps: [
      ...fr.steps.slice(0, 3),
      { title: "Rejoignez une partie", text: "Quelqu'un vous a donné un code ? Encodez-le pour rejoindre sa partie.", action: "Encoder un code" },
    ],
  },
};

export default welcome;

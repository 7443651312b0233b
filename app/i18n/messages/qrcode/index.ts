import type { Namespace } from "../../types";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";

const qrcode: Namespace<typeof fr> = {
  fr,
  de,
  en,
  es,
  it,
  be: {
    empty: "Encodez un texte ou une adresse pour voir votre QR code.",
  },
};

export default qrcode;

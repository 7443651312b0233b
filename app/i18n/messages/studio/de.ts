import type fr from "./fr";

const de: typeof fr = {
  title: "Kreativstudio",
  fields: {
    required: "Dieses Feld ist erforderlich.",
    notNumber: "Gib eine Zahl ein.",
    wholeNumber: "Gib eine ganze Zahl ein.",
    range: "Gib eine Zahl zwischen {{min}} und {{max}} ein.",
    uploadFailed: "Die Datei konnte nicht gesendet werden. Prüfe die Verbindung und versuche es erneut.",
    noFile: "Keine Datei",
    chooseFile: "Datei wählen…",
    orLink: "Oder eine https-Adresse",
    uploading: "Wird gesendet…",
    upload: "Datei hochladen",
    badLink: "Gib eine Adresse ein, die mit https:// beginnt (ohne Leerzeichen oder Anführungszeichen).",
  },
};

export default de;

import type fr from "./fr";

const it: typeof fr = {
  title: "Studio di creazione",
  fields: {
    required: "Questo campo è obbligatorio.",
    notNumber: "Inserisci un numero.",
    wholeNumber: "Inserisci un numero intero.",
    range: "Inserisci un numero tra {{min}} e {{max}}.",
    uploadFailed: "Impossibile inviare il file. Controlla la connessione e riprova.",
    noFile: "Nessun file",
    chooseFile: "Scegli un file…",
    orLink: "Oppure un indirizzo https",
    uploading: "Invio…",
    upload: "Carica un file",
    badLink: "Inserisci un indirizzo che inizia con https:// (senza spazi né virgolette).",
  },
};

export default it;

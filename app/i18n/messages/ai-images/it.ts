import type fr from "./fr";

const it: typeof fr = {
  title: "Genera un'immagine",
  intro: "Descrivi l'immagine che l'IA deve creare: si aggiunge ai file del progetto e conta nel suo spazio di archiviazione.",
  remaining: "Ti restano {{count}} immagini questo mese (su {{limit}}).",
  remainingOne: "Ti resta 1 immagine questo mese (su {{limit}}).",
  remainingNone: "Hai usato le {{limit}} immagini di questo mese: il contatore riparte da zero il 1° del mese prossimo.",
  local: "Nessun servizio di IA su questa installazione: al suo posto viene creata un'immagine locale, con la scritta «Immagine locale (senza IA)» e la tua descrizione, per provare tutto il percorso. Conta come una vera.",
  localLabel: "Immagine locale (senza IA)",
  unavailable: "La generazione di immagini non è disponibile al momento.",
  planNotice: "Il tuo piano non comprende immagini IA: i piani Pro (50 al mese), Istruzione (40) e Azienda (100) le comprendono.",
  upgrade: "Vedi i piani",
  promptLabel: "Descrizione dell'immagine",
  promptHint: "Da {{min}} a {{max}} caratteri, per esempio: una soffitta polverosa illuminata da un lucernario.",
  formatLegend: "Formato",
  formats: { scene: "Scena (16:9)", panorama: "Panorama 360° (2:1)", object: "Oggetto (quadrato)" },
  submit: "Genera l'immagine",
  generating: "Generazione dell'immagine in corso…",
  generated: "Immagine «{{name}}» aggiunta ai file.",
  errors: {
    plan: "Il tuo piano non comprende immagini IA: passa al piano Pro, Istruzione o Azienda per generarle.",
    quota: "Hai usato le {{limit}} immagini IA del tuo piano questo mese: il contatore riparte da zero il 1° del mese prossimo.",
    refused: "Il filtro di sicurezza del servizio ha rifiutato questa descrizione: riformulala. Nessuna immagine è stata conteggiata.",
    unavailable: "La generazione di immagini non è disponibile al momento: riprova più tardi. Nessuna immagine è stata conteggiata.",
    storage: "Il tuo spazio di archiviazione è pieno: elimina dei file o passa a un piano superiore. Nessuna immagine è stata conteggiata.",
    prompt: "Descrivi l'immagine in {{min}}-{{max}} caratteri.",
    format: "Scegli un formato: scena, panorama o oggetto.",
    folder: "Questa cartella non è valida.",
    invalid: "Questa richiesta non è valida: ricarica la pagina.",
    network: "La richiesta non è arrivata: controlla la connessione e riprova.",
  },
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Moderazione",
  intro: "Le recensioni in attesa, dalla più vecchia, poi i giochi segnalati. Non decidi mai sui tuoi contenuti.",
  catalogue: "Torna al catalogo",
  reviewsTitle: "Recensioni in attesa ({{n}})",
  noReviews: "Nessuna recensione in attesa.",
  guest: "Ospite",
  rating: "{{n}} su 5",
  edited: "modificata",
  noComment: "Senza commento.",
  own: "È la tua recensione: deciderà un altro moderatore.",
  approve: "Approva",
  reject: "Rifiuta",
  rejectReason: "Motivo del rifiuto",
  rejectHint: "Il motivo è obbligatorio: l'autore lo leggerà sulla pagina del gioco e per e-mail.",
  reasons: {
    offTopic: "Fuori tema: la recensione non parla del gioco",
    abusive: "Parole offensive o irrispettose",
    personal: "Dati personali",
    spoiler: "Svela le soluzioni del gioco",
    advertising: "Pubblicità o link promozionale",
  },
  reportsTitle: "Giochi segnalati ({{n}})",
  noReports: "Nessuna segnalazione aperta.",
  ownGame: "È il tuo gioco: deciderà un altro moderatore.",
  hideNote: "Nota per il creatore (obbligatoria per nascondere)",
  hide: "Nascondi il gioco",
  dismiss: "Archivia",
  done: {
    approve: "Recensione approvata: è visibile sulla pagina del gioco.",
    reject: "Recensione rifiutata: l'autore è stato informato.",
    hide: "Gioco nascosto: il creatore è stato informato.",
    dismiss: "Segnalazioni archiviate.",
  },
  errors: {
    own: "Non puoi decidere sui tuoi contenuti.",
    gone: "Questo elemento è già stato gestito.",
    reason: "Indica il motivo del rifiuto.",
    note: "Scrivi una nota per il creatore prima di nascondere il gioco.",
  },
  mail: {
    rejected: {
      subject: "La tua recensione di «{{title}}» non è stata pubblicata",
      greeting: "Ciao {{name}},",
      intro: "La moderazione non ha pubblicato la tua recensione del gioco «{{title}}».",
      reason: "Motivo: {{reason}}",
      button: "Vedi la mia recensione",
      after: "Puoi modificarla dalla pagina del gioco: tornerà in moderazione.",
    },
    hidden: {
      subject: "Il tuo gioco «{{title}}» è stato nascosto",
      greeting: "Ciao {{name}},",
      intro: "Dopo alcune segnalazioni, la moderazione ha nascosto il tuo gioco «{{title}}»: non compare più nel catalogo e la sua pagina non è più accessibile.",
      reason: "Motivo: {{reason}}",
      button: "Apri i miei progetti",
      after: "Per contestare la decisione, scrivi al supporto dalla pagina dei contatti.",
    },
  },
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  write: "Scrivi una recensione",
  mine: "La tua recensione",
  login: "Accedi",
  rejectedBecause: "Motivo della moderazione: {{reason}}",
  status: {
    pending: "Inviata: visibile dopo la moderazione",
    approved: "Pubblicata",
    rejected: "Rifiutata dalla moderazione",
  },
  done: {
    sent: "Grazie! La tua recensione è stata inviata: sarà visibile dopo la moderazione.",
    edited: "Recensione modificata: torna in moderazione prima di essere visibile.",
    deleted: "La tua recensione è stata eliminata. Puoi scriverne una nuova.",
  },
  form: {
    rating: "Il tuo voto (obbligatorio)",
    stars: "{{n}} su 5",
    comment: "Commento (facoltativo)",
    hint: "Al massimo {{max}} caratteri. La moderazione legge la recensione prima di pubblicarla.",
    bonus: "La tua prima recensione pubblicata di questo gioco ti regala 0,05 MB di spazio.",
    guest: "Senza account, la recensione sarà firmata «Ospite».",
    send: "Invia la recensione",
    update: "Modifica la recensione",
    delete: "Elimina la recensione",
  },
  errors: {
    notPlayed: "Termina una partita di questo gioco per poterlo recensire.",
    guestsOff: "Questo gioco accetta solo recensioni di giocatori che hanno effettuato l'accesso.",
    own: "Non puoi recensire il tuo gioco.",
    rating: "Scegli un voto da 1 a 5.",
    comment: "Il commento supera i 1000 caratteri.",
    exists: "Hai già recensito questo gioco: modifica la tua recensione.",
    notFound: "Questo gioco non accetta più recensioni.",
    rateLimited: "Troppi invii in poco tempo: riprova tra qualche minuto.",
  },
  pager: {
    label: "Pagine delle recensioni",
    newer: "Recensioni più recenti",
    older: "Recensioni meno recenti",
    page: "Pagina {{n}}",
  },
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Novità",
  description: "Le note di rilascio di Escaplay: cosa è appena arrivato sulla piattaforma e cosa arriverà dopo.",
  eyebrow: "Note di rilascio",
  heroTitle: "Le novità di Escaplay",
  heroText: "Ogni versione, cosa porta e cosa stiamo preparando. Preferiamo annunciare ciò che è pronto piuttosto che promettere date.",
  ctaContact: "Suggerisci un'idea",
  upcomingTitle: "In preparazione",
  upcomingIntro: "I prossimi passi, nell'ordine in cui ci stiamo lavorando. Non sono ancora disponibili.",
  upcoming: [
    { title: "Gli account", text: "Registrazione, accesso, convalida con un codice di 6 caratteri inviato via e-mail, recupero della password e uno spazio personale con profilo pubblico." },
    { title: "Il motore di gioco e le partite in solitaria", text: "Tutti e tre i formati giocabili dall'inizio alla fine: inventario, ricette, enigmi, indizi con tempo d'attesa, obiettivi, schermate finali e poi le recensioni dei giocatori." },
    { title: "Il multigiocatore con codice", text: "Sessioni a distanza a cui si accede con un codice numerico, un link o un codice QR, con l'elenco dei giocatori e un numero minimo e massimo di partecipanti." },
  ],
  releasedTitle: "Versioni pubblicate",
  notes: {
    foundation: {
      title: "Le fondamenta",
      summary: "La prima pietra di Escaplay: i siti, il catalogo e le pagine che presentano la piattaforma.",
      items: [
        "Sette siti nella loro lingua: Francia, Svizzera, Belgio, Germania, Spagna, Italia ed Europa in inglese, scelti in base all'indirizzo del sito",
        "Il catalogo dei giochi con ricerca, filtri, ordinamento e temi, e una scheda dettagliata per ogni gioco",
        "La home page con i numeri della community",
        "Le pagine per giocatori, creatori, insegnanti e aziende, la guida alla creazione e queste note",
        "L'inserimento di un codice di partita, un banner dei cookie con consenso esplicito e una pagina di errore chiara quando un link non funziona",
      ],
    },
  },
  ctaTitle: "Un'idea per il futuro?",
  ctaText: "Le prossime versioni nascono dai vostri riscontri. Dicci cosa ti manca.",
};

export default it;

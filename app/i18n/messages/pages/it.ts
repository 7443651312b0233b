import type fr from "./fr";

const it: typeof fr = {
  code: {
    title: "Inserisci un codice partita",
    description: "Unisciti a una partita multigiocatore di escape game con il codice numerico di chi la organizza.",
    intro: "Chi organizza una partita multigiocatore ti dà un codice numerico. Inseriscilo qui per unirti agli altri giocatori.",
    noCode: "Non hai un codice? Scegli un gioco e gioca subito da solo.",
    browse: "Sfoglia i giochi",
  },
  share: {
    title: "Link di condivisione",
    description: "Apri un gioco che il suo autore ha condiviso con te.",
    intro: "Un autore ti ha mandato un link di condivisione? Incollalo qui, oppure inserisci il codice che segue /sh/ nell'indirizzo.",
    label: "Link o codice di condivisione",
    submit: "Apri il gioco",
    notFound: "Questo link di condivisione non porta a nessun gioco. Verificalo con la persona che te l'ha mandato.",
  },
  auth: {
    connectTitle: "Accedi",
    joinTitle: "Registrati",
    resetTitle: "Recupera il mio account",
    description: "Il tuo account Escaplay: crea giochi, salva i tuoi traguardi, organizza partite multigiocatore.",
    opening: "Gli account Escaplay saranno disponibili con la prossima versione del sito.",
    meanwhile: "Nel frattempo, tutti i giochi pubblici si possono giocare senza account, da soli o in più persone davanti allo stesso schermo.",
    features: "Con un account potrai:",
    list: ["creare e pubblicare i tuoi escape game", "salvare i tuoi progressi e i tuoi traguardi", "organizzare partite multigiocatore con un codice", "lasciare recensioni sui giochi completati"],
    play: "Gioca senza account",
    back: "Dopo l'accesso tornerai a: {{path}}",
  },
  quit: {
    title: "Esci",
  },
  account: {
    title: "Il mio account",
    invoices: "Le mie fatture",
    mail: "Indirizzo email",
    newsletter: "Newsletter",
    proSuccess: "Benvenuto nel piano Pro",
    results: "Risultati del gioco",
    progress: "Progressi dei giocatori",
    session: "Dettagli della partita",
    text: "Qui trovi il tuo profilo, le tue preferenze, il tuo abbonamento e i risultati dei tuoi giochi. Questo spazio si riempirà con l'apertura degli account.",
  },
  play: {
    title: "Gioca a {{title}}",
    privateTitle: "Gioco privato: {{title}}",
    session: "Partita n. {{session}}",
    joining: "Stai entrando nella partita n. {{session}}.",
    coming: "Il player di gioco arriverà con la prossima versione di Escaplay: è qui che giocherai a questo gioco, da solo o con il codice della tua partita.",
    tips: "Nel frattempo, prepara carta e penna: ti serviranno.",
    details: "Vedi la scheda del gioco",
    demo: "Demo di un gioco privato con Interfaccia 2D",
  },
  studio: {
    title: "Studio di creazione",
    testTitle: "Prova il mio gioco",
    text: "Lo studio arriverà con una delle prossime versioni: lì costruirai le tue scene 2D, i tuoi panorami a 360° e i tuoi giochi classici, poi li proverai qui prima di pubblicarli.",
    project: "Progetto: {{id}}",
    newProject: "Nuovo progetto",
    learn: "Impara a creare un escape game",
    types: { project: "Classico", project2D: "Interfaccia 2D", project360: "360°" },
  },
};

export default it;

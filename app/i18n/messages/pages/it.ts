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
  play: {
    title: "Gioca a {{title}}",
    privateTitle: "Gioco privato: {{title}}",
  },
  studio: {
    testTitle: "Prova il mio gioco",
  },
};

export default it;

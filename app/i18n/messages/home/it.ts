import type fr from "./fr";

const it: typeof fr = {
  title: "Escape game online da giocare e da creare",
  heroTitle: "Gioca, crea e condividi escape game online",
  heroText: "Da solo, in famiglia, con gli amici, in classe o in squadra: risolvi enigmi in scene illustrate, panorami a 360° o giochi classici, poi crea i tuoi senza scrivere una riga di codice.",
  ctaPlay: "Trova un gioco",
  ctaCreate: "Crea il mio escape game",
  ctaCode: "Ho un codice partita",
  heroAlt: "Una stanza misteriosa con un forziere, un orologio e una mappa del tesoro",
  statsTitle: "La community in cifre",
  statsPlayed: "partite giocate",
  statsOnline: "giochi online",
  statsProjects: "progetti creati",
  statsReviews: "recensioni dei giocatori",
  typesTitle: "Tre modi di creare",
  types: [
    { key: "interface", title: "Interfaccia 2D", text: "Scene illustrate punta e clicca: zone da esplorare, oggetti da raccogliere, esaminare e combinare." },
    { key: "360", title: "360°", text: "Panorami immersivi in cui guardarsi intorno per scoprire gli indizi nascosti dietro ogni punto." },
    { key: "classic", title: "Classico", text: "Contenuti ed enigmi in sequenza: codici, risposte, credenziali da scoprire. Ideale in classe." },
  ],
  audiencesTitle: "Per chi?",
  audiences: [
    { to: "/letsplay", title: "Giocatori", text: "Giochi gratuiti da fare da soli, insieme sullo stesso schermo o a distanza con un codice." },
    { to: "/education", title: "Insegnanti", text: "Escape game didattici da creare per i tuoi studenti, giocabili in classe o a casa." },
    { to: "/business", title: "Aziende", text: "Team building, formazione e contenuti interattivi, in white label sul tuo dominio." },
    { to: "/creator", title: "Autori", text: "Uno studio completo per pubblicare i tuoi giochi, condividerli e seguire i risultati dei giocatori." },
  ],
  latestTitle: "Ultimi giochi pubblicati",
  seeAll: "Vedi tutti i giochi",
  noGames: "Nessun gioco è ancora stato pubblicato. Sii il primo!",
};

export default it;

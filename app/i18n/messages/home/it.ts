import type fr from "./fr";

const it: typeof fr = {
  title: "Escape game online da giocare e da creare",
  heroTitle: "Gioca, crea e condividi escape game online",
  heroText: "Da solo, in famiglia, con gli amici, in classe o in squadra: risolvi enigmi in scene illustrate, panorami a 360° o giochi classici, davanti allo stesso schermo o a distanza con un codice. E crea i tuoi nello studio, senza scrivere una riga di codice.",
  ctaPlay: "Trova un gioco",
  ctaCreate: "Lo studio di creazione",
  ctaCode: "Ho un codice partita",
  heroAlt: "Una stanza misteriosa con un forziere, un orologio e una mappa del tesoro",
  statsTitle: "La community in cifre",
  statsPlayed: "partite giocate",
  statsOnline: "giochi online",
  statsProjects: "progetti creati",
  statsReviews: "recensioni dei giocatori",
  typesTitle: "Tre modi di giocare",
  types: [
    { key: "interface", text: "Scene illustrate punta e clicca: zone da esplorare, oggetti da raccogliere, esaminare e combinare." },
    { key: "360", text: "Panorami immersivi in cui guardarsi intorno per scoprire gli indizi nascosti dietro ogni punto." },
    { key: "classic", text: "Contenuti ed enigmi in sequenza: codici, risposte, credenziali da scoprire. Ideale in classe." },
  ],
  audiencesTitle: "Per chi?",
  audiences: [
    { to: "/letsplay", title: "Giocatori", text: "Giochi gratuiti da fare da soli, insieme sullo stesso schermo o a distanza con un codice." },
    { to: "/education", title: "Insegnanti", text: "Escape game da giocare in classe, in gruppo davanti a uno schermo o ognuno sul proprio con un codice, e lo studio per creare i tuoi e riservarli ai tuoi studenti con la condivisione privata." },
    { to: "/business", title: "Aziende", text: "Team building a distanza con un semplice codice, e lo studio per creare i tuoi giochi, e i tuoi giochi white label sul tuo dominio." },
    { to: "/creator", title: "Autori", text: "Lo studio è aperto: un editor per ogni formato, per costruire il tuo gioco, provarlo, pubblicarlo e condividerlo." },
  ],
  gamesTitle: "I giochi del momento",
  seeAll: "Vedi tutti i giochi",
};

export default it;

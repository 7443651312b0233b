import type fr from "./fr";

const it: typeof fr = {
  title: "Benvenuto",
  description: "I tuoi primi passi su Escaplay: profilo, prima partita, partita a distanza e codice.",
  heroTitle: "Benvenuto su Escaplay, {{name}}!",
  heroText: "Il tuo account è confermato. Ecco quattro primi passi per approfittarne subito: scegli tu da dove cominciare.",
  stepsTitle: "I tuoi primi passi",
  steps: [
    { title: "Completa il tuo profilo", text: "Aggiungi una foto, una presentazione e i tuoi social: compaiono sul tuo profilo pubblico, insieme ai tuoi giochi pubblicati e ai tuoi obiettivi.", action: "Il mio account" },
    { title: "Gioca una prima partita", text: "Niente di meglio di una partita per scoprire le meccaniche: scegli un gioco facile nel catalogo. I tuoi obiettivi vengono salvati nel tuo account.", action: "Sfoglia i giochi" },
    { title: "Organizza una partita a distanza", text: "Scegli un gioco multigiocatore, crea una partita a distanza e condividi il suo codice: ognuno gioca sul proprio schermo.", action: "Gioca insieme" },
    { title: "Entra in una partita", text: "Qualcuno ti ha dato un codice? Inseriscilo per entrare nella sua partita.", action: "Inserisci un codice" },
  ],
  profileLink: "Vedi il mio profilo pubblico",
  creatorText: "Sei un creatore? Il tuo studio ti aspetta: crea un progetto vuoto o parti da un modello, poi costruisci il tuo gioco nel suo editor.",
  creatorAction: "Apri i miei progetti",
  studioLink: "Vuoi creare il tuo gioco? Apri lo studio di creazione",
  planTitle: "Il tuo piano",
  planIntro: "Cominci con il piano Basic, gratuito e senza limiti di tempo.",
  planName: "Basic",
  upgradeText: "Vuoi invitare giocatori senza account alle tue partite a distanza?",
  upgradeLink: "Passa a Pro",
  helpTitle: "Serve una mano?",
  help: [
    { title: "Imparare a creare", text: "La guida passo passo, per creare il tuo primo gioco nello studio." },
    { title: "Giocare bene", text: "Le regole d'oro prima che parta il cronometro." },
    { title: "Scrivici", text: "Una domanda, un bug, un'idea: ti rispondiamo." },
  ],
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Benvenuto",
  description: "I tuoi primi passi su Escaplay: profilo, prima partita, primo progetto e prima sessione.",
  heroTitle: "Benvenuto su Escaplay, {{name}}!",
  heroText: "Il tuo account è confermato. Ecco quattro primi passi per iniziare subito: scegli tu da dove partire.",
  stepsTitle: "I tuoi primi passi",
  steps: [
    { title: "Completa il profilo", text: "Aggiungi un avatar e qualche parola su di te. Il tuo profilo pubblico mostrerà i tuoi giochi e le tue partite.", action: "Il mio account" },
    { title: "Gioca una prima partita", text: "Niente di meglio di una partita per scoprire le meccaniche: scegli un gioco facile dal catalogo.", action: "Sfoglia i giochi" },
    { title: "Crea il tuo primo progetto", text: "Interfaccia 2D, 360° o Classico: apri lo studio e posa la prima pietra della tua avventura.", action: "Nuovo progetto" },
    { title: "Entra in una sessione", text: "Qualcuno ti ha dato un codice? Inseriscilo per unirti alla partita in corso.", action: "Inserisci un codice" },
  ],
  profileLink: "Vedi il mio profilo pubblico",
  guideLink: "Leggi la guida alla creazione",
  planTitle: "Il tuo piano",
  planIntro: "Inizi con il piano Basic: gratuito e senza limiti di tempo.",
  planName: "Basic",
  upgradeText: "Ti servono la condivisione privata, gli ospiti senza account e i progetti illimitati?",
  upgradeLink: "Passa a Pro",
  helpTitle: "Ti serve una mano?",
  help: [
    { title: "Imparare a creare", text: "La guida passo passo, dalla storia alla condivisione." },
    { title: "Giocare bene", text: "Le regole d'oro prima che parta il cronometro." },
    { title: "Scrivici", text: "Una domanda, un bug, un'idea: ti rispondiamo." },
  ],
};

export default it;

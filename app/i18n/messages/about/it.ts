import type fr from "./fr";

const it: typeof fr = {
  title: "Chi siamo",
  description: "Chi siamo, perché abbiamo creato Escaplay e cosa guida le nostre scelte: accessibilità, privacy ed educazione.",
  eyebrow: "Chi siamo",
  heroTitle: "Creiamo enigmi che uniscono le persone",
  heroText: "Escaplay è una piattaforma per giocare, creare e condividere escape game online. La nostra scommessa: chiunque può inventare un'avventura, e tutti meritano di poterla giocare, ovunque si trovino.",
  ctaPlay: "Scopri i giochi",
  ctaContact: "Scrivici",
  missionTitle: "La nostra missione",
  mission: [
    "Un buon escape game è una storia da vivere insieme: si cerca, si sbaglia, si esulta e alla fine la porta si apre. Vogliamo che quel momento sia possibile ovunque, in salotto, in classe o in una riunione di squadra, senza materiali né installazioni.",
    "Vogliamo anche che creare un gioco sia semplice come preparare una presentazione. Non serve saper programmare: lo studio di Escaplay fornisce stanze, oggetti, enigmi e indizi. Resta solo da raccontare.",
  ],
  typesTitle: "Tre modi di giocare e di creare",
  typesIntro: "Ogni progetto sceglie il proprio formato. Tutti si giocano nel browser, su computer o tablet.",
  types: [
    { title: "Interfaccia 2D", text: "Il punta-e-clicca nella tradizione delle avventure grafiche: scene illustrate da esplorare, oggetti da raccogliere, esaminare e combinare." },
    { title: "360°", text: "Panorami immersivi: il giocatore si guarda intorno e clicca sui punti d'interesse per scoprire cosa nasconde la stanza." },
    { title: "Classico", text: "Una sequenza di contenuti ed enigmi (testi, immagini, video, codici da decifrare): il formato più rapido da creare e il preferito dagli insegnanti." },
  ],
  valuesTitle: "Cosa guida le nostre scelte",
  values: [
    { title: "Accessibilità", text: "Le nostre pagine puntano al livello AA delle linee guida WCAG: navigazione da tastiera, contrasti leggibili, testi alternativi. I giochi funzionano in un normale browser, senza download." },
    { title: "Privacy", text: "Niente pubblicità mirata né vendita di dati. La misurazione del pubblico si attiva solo se la accetti, e molti giochi si possono giocare senza creare un account." },
    { title: "Educazione", text: "Un piano dedicato a insegnanti e associazioni, formati pensati per la classe e un monitoraggio dei risultati che trasforma il gioco in apprendimento." },
  ],
  storyTitle: "La nostra storia",
  story: [
    "Escaplay è nato da un'osservazione semplice: le escape room dal vivo sono fantastiche, ma costano, vanno prenotate con settimane di anticipo e si giocano in pochi, nello stesso posto. Abbiamo voluto conservare la magia ed eliminare i vincoli.",
    "Il team riunisce game designer, sviluppatori ed ex insegnanti. Proviamo i nostri strumenti con classi, famiglie e squadre aziendali, e ogni riscontro dà forma alla piattaforma.",
    "Escaplay è progettato in Francia e pubblicato in sei lingue su sette siti: Francia, Svizzera, Belgio, Germania, Spagna, Italia e un sito europeo in inglese.",
  ],
  figuresTitle: "Escaplay in breve",
  figures: [
    { title: "7 siti", text: "Francia, Svizzera, Belgio, Germania, Spagna, Italia ed Europa (in inglese)." },
    { title: "3 formati", text: "Interfaccia 2D, 360° e Classico, giocabili nel browser e da creare nello studio, ciascuno con il suo editor." },
    { title: "0 installazioni", text: "Tutto avviene nel browser, per chi gioca e per chi crea." },
  ],
  contactTitle: "Una domanda, un'idea, una collaborazione?",
  contactText: "Leggiamo ogni messaggio: suggerimenti di funzionalità, progetti per una classe o un'azienda, richieste della stampa.",
  contactCta: "Contatta il team",
  contactSecondary: "Scopri le novità",
};

export default it;

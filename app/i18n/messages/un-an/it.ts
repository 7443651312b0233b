import type fr from "./fr";

const it: typeof fr = {
  title: "Escaplay compie un anno",
  description: "Un anno di enigmi, partite e creazioni: i numeri della community di Escaplay, i momenti più belli dell'anno e i nostri ringraziamenti.",
  eyebrow: "Anniversario",
  heroTitle: "Un anno di enigmi: grazie!",
  heroText: "Un anno fa Escaplay apriva le sue porte con un'idea semplice: che chiunque, ovunque, potesse giocare e creare escape game. Ecco cosa ne avete fatto.",
  ctaPlay: "Gioca una partita per festeggiare",
  ctaCreate: "Crea il mio gioco",
  figuresTitle: "L'anno in numeri",
  figuresIntro: "Questi numeri sono calcolati in tempo reale dalla piattaforma.",
  statsPlayed: "partite giocate",
  statsOnline: "giochi online",
  statsProjects: "progetti creati",
  statsReviews: "recensioni dei giocatori",
  milestonesTitle: "I momenti più belli",
  milestones: [
    { when: "L'inizio", title: "Si aprono le porte", text: "I primi creatori pubblicano i loro giochi, i primi giocatori ci si rompono la testa e ci mandano i loro riscontri." },
    { when: "Tre formati", title: "Interfaccia 2D, 360° e Classico", text: "Il motore di gioco dà vita a tre formati nel browser: scene illustrate, panorami immersivi e percorsi di enigmi. Lo studio per crearli è in preparazione." },
    { when: "In classe", title: "Gli insegnanti lo adottano", text: "Ripassi, visite virtuali, indagini in lingua straniera: nasce il piano Educazione per insegnanti e associazioni." },
    { when: "In squadra", title: "Anche le aziende giocano", text: "Team building a distanza, formazione, contenuti interattivi white label sul proprio dominio." },
    { when: "Sette siti", title: "Escaplay parla sei lingue", text: "Francia, Svizzera, Belgio, Germania, Spagna, Italia ed Europa: ognuno gioca e crea nella propria lingua." },
  ],
  thanksTitle: "Grazie a voi",
  thanks: [
    { title: "Ai giocatori", text: "Per ogni partita, ogni recensione, ogni «ancora un indizio!». Siete la ragion d'essere della piattaforma." },
    { title: "Ai primi tester", text: "Per le partite di prova, gli enigmi risolti troppo in fretta o mai, e ogni riscontro che ha fatto crescere la piattaforma." },
    { title: "A insegnanti e associazioni", text: "Per aver portato l'escape game in classe e averci detto senza giri di parole cosa funzionava e cosa no." },
    { title: "A chi ci scrive", text: "Segnalazioni, idee, incoraggiamenti: ogni messaggio ha contato nelle scelte di quest'anno." },
  ],
  nextTitle: "E adesso?",
  nextText: "Il secondo anno comincia con grandi cantieri: lo studio di creazione, la creazione a più mani e la community (recensioni, collezioni). Gli account, le partite in solitaria e il multigiocatore con codice sono già qui: segui il resto nelle note di rilascio.",
  nextLink: "Scopri le novità",
  ctaTitle: "Spegniamo insieme la candelina?",
  ctaText: "Il modo migliore per festeggiare un escape game è giocarci. O crearne uno.",
};

export default it;

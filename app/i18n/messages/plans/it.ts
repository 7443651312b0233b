import type fr from "./fr";

const it: typeof fr = {
  title: "Piani e prezzi",
  description:
    "Basic gratuito, Pro senza vincoli, Istruzione per gli insegnanti e Azienda in white label: confronta i piani di Escaplay.",
  heroTitle: "Un piano per ogni creatore",
  heroText:
    "Giocare è sempre gratis. Per creare, inizia con il piano Basic e passa a Pro quando i tuoi progetti crescono: senza vincoli, con pagamento mensile o annuale.",
  billingLabel: "Periodicità di pagamento",
  monthly: "Mensile",
  yearly: "Annuale",
  yearlyBadge: "−{{percent}}%",
  plansTitle: "I nostri piani",
  plans: {
    basic: { name: "Basic", tagline: "Per scoprire l'editor e pubblicare i tuoi primi giochi.", cta: "Crea un account gratuito" },
    pro: { name: "Pro", tagline: "Per chi crea spesso e condivide i propri giochi in privato.", cta: "Passa a Pro" },
    education: { name: "Istruzione", tagline: "Per insegnanti e associazioni senza scopo di lucro.", cta: "Richiedi l'accesso" },
    company: { name: "Azienda", tagline: "Per team building, formazione e contenuti con il tuo marchio.", cta: "Contatta il team" },
  },
  free: "Gratis",
  onRequest: "Su richiesta",
  perMonth: "al mese",
  perYear: "all'anno",
  yearlyEquivalent: "pari a {{price}} al mese",
  yearlySaving: "risparmi {{amount}} all'anno",
  forever: "Per sempre",
  noCommitment: "Senza vincoli",
  annualOnly: "Abbonamento annuale",
  teacherOffer: "Offerta insegnanti: Pro a {{price}} al mese, su richiesta",
  popular: "Il più scelto",
  limits: {
    projects: "{{n}} progetti",
    unlimitedProjects: "Progetti illimitati",
    storage: "{{size}} di spazio",
    collaborators: "{{n}} collaboratori per progetto",
    images: "{{n}} immagini generate con l'IA al mese",
    noImages: "Nessuna generazione di immagini con l'IA",
  },
  features: {
    publish: "Pubblicazione dei giochi",
    saveProgress: "Salvataggio dei progressi",
    privateSharing: "Pubblicazione e condivisione private",
    guestInvites: "Invito di giocatori senza account",
    results: "Risultati delle partite",
    collections: "Raccolte di capitoli",
    whiteLabel: "Progetti white label",
    customDomain: "Dominio personalizzato",
  },
  beta: "beta",
  compareTitle: "Confronta i piani",
  compareCaption: "Limiti e funzioni di ogni piano, prezzi con pagamento {{period}}",
  captionMonthly: "mensile",
  captionYearly: "annuale",
  featureColumn: "Funzione",
  rows: {
    price: "Prezzo",
    projects: "Progetti",
    storage: "Spazio di archiviazione",
    collaborators: "Collaboratori per progetto",
    images: "Immagini generate con l'IA al mese",
    billing: "Fatturazione",
  },
  unlimited: "Illimitati",
  none: "Nessuna",
  included: "Incluso",
  notIncluded: "Non incluso",
  billingModes: {
    free: "Gratuita",
    flexible: "Mensile o annuale, senza vincoli",
    request: "Su preventivo",
    yearly: "Abbonamento annuale",
  },
  taxNote: "Prezzi IVA inclusa. Tutti i dettagli sono nelle nostre {{link}}.",
  taxLink: "condizioni generali di vendita",
  faqTitle: "Domande frequenti",
  faq: [
    {
      q: "Che cosa è già disponibile?",
      a: "Il gioco in solitaria e a distanza, gli account e, con i piani Pro, Istruzione e Azienda, l'invito di giocatori senza account alle tue partite a distanza. Lo studio di creazione, la pubblicazione e la condivisione private, i collaboratori, le immagini generate dall'IA, le collezioni, il white label e il dominio personalizzato arrivano con le prossime versioni. Il pagamento online non è ancora aperto: scrivici per attivare un piano.",
    },
    {
      q: "Bisogna pagare per giocare?",
      a: "No. Giocare ai giochi pubblici è gratis, con o senza account. I piani riguardano solo la creazione di giochi.",
    },
    {
      q: "Posso interrompere il piano Pro quando voglio?",
      a: "Sì, il piano Pro è senza vincoli. Per disdirlo, scrivici; resta attivo fino alla fine del periodo pagato.",
    },
    {
      q: "Che differenza c'è tra il pagamento mensile e quello annuale?",
      a: "Le funzioni sono le stesse. Con il pagamento annuale spendi il 16% in meno rispetto a dodici mensilità, sempre senza vincoli.",
    },
    {
      q: "Chi può accedere al piano Istruzione?",
      a: "Gli insegnanti e le associazioni senza scopo di lucro. Invia la tua richiesta con il modulo di contatto: verifichiamo il tuo status e attiviamo l'accesso. Gli insegnanti possono anche richiedere il piano Pro a {{teacher}} al mese.",
    },
    {
      q: "Cosa succede se torno al piano Basic?",
      a: "I tuoi progetti vengono conservati. Finché superi i limiti del piano Basic non puoi creare progetti né aggiungere file, e i tuoi giochi privati non sono più accessibili.",
    },
    {
      q: "Come ottengo più spazio senza pagare?",
      a: "Quando si apriranno le recensioni, ogni recensione che pubblicherai su un gioco a cui hai giocato ti farà guadagnare {{bonus}} di spazio in più.",
    },
    {
      q: "I miei giocatori hanno bisogno di un account?",
      a: "Non per giocare da soli ai giochi aperti a tutti, né per entrare in una partita a distanza di un gioco aperto a tutti: basta un nickname. Per creare una partita a distanza serve un account; con il piano Pro puoi anche invitare giocatori senza account a qualsiasi gioco.",
    },
    {
      q: "Dove trovo le mie fatture?",
      a: "Nel tuo account, nella sezione Fatture. Restano disponibili in qualsiasi momento.",
    },
  ],
  questions: "Hai un'altra domanda? {{link}}",
  questionsLink: "Scrivici",
};

export default it;

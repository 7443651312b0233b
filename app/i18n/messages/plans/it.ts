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
    education: { name: "Istruzione", tagline: "Per insegnanti e associazioni senza scopo di lucro.", cta: "Richiedi l'offerta insegnanti" },
    company: { name: "Azienda", tagline: "Per team building, formazione e contenuti con il tuo marchio.", cta: "Abbonati al piano Azienda", contact: "Una domanda, un preventivo? Contatta il team" },
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
  teacherOffer: "Offerta insegnanti: {{price}} al mese, una volta accettata la tua richiesta",
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
    seats: "Membri del team (condividono l'offerta)",
    billing: "Fatturazione",
  },
  unlimited: "Illimitati",
  none: "Nessuna",
  included: "Incluso",
  notIncluded: "Non incluso",
  billingModes: {
    free: "Gratuita",
    flexible: "Mensile o annuale, senza vincoli",
    request: "Su richiesta, dopo verifica",
    yearly: "Abbonamento annuale",
  },
  paymentNote:
    "Pagamento con carta sulla pagina sicura di Stripe. Disdici quando vuoi dalla {{link}}: il piano resta attivo fino alla fine del periodo pagato.",
  paymentLink: "scheda Abbonamento del tuo account",
  taxNote: "Prezzi IVA inclusa. Tutti i dettagli sono nelle nostre {{link}}.",
  taxLink: "condizioni generali di vendita",
  faqTitle: "Domande frequenti",
  faq: [
    {
      q: "Che cosa è già disponibile?",
      a: "Il gioco in solitaria e a distanza, gli account e, con i piani Pro, Istruzione e Azienda, l'invito di giocatori senza account alle tue partite a distanza. Lo studio di creazione: creare un progetto da un modello o da una pagina vuota, costruirlo nel suo editor (Interfaccia 2D, 360° o Classico), provare, pubblicare, condividere con un link e, con i piani Pro, Istruzione e Azienda, rendere privato un gioco. La creazione a più mani: invitare collaboratori su un progetto (2 con il piano Basic, 10 con gli altri) e modificarlo insieme, in diretta. Le raccolte di capitoli (beta), con le offerte Pro, Istruzione e Azienda: collegare i tuoi giochi pubblicati come capitoli e seguire i progressi dei giocatori. Il pagamento online con carta: Pro mensile o annuale, Azienda annuale e, una volta accettata la tua richiesta, l'offerta insegnanti. Con il piano Azienda: il white label, il dominio personalizzato e i membri del team. Le immagini generate dall'IA, con i piani Pro (50 al mese), Istruzione (40) e Azienda (100): descritte dai file del progetto, in ogni editor, e salvate con essi. Per tutti, in ogni editor: il suono (musica di sottofondo ed effetti sonori sottotitolati), i lucchetti direzionali, a colori, a forme, a schema e a rotelle, la mappa degli enigmi che verifica che il gioco si possa finire, sei modelli per tipo di gioco e la libreria di risorse libere, che non conta nello spazio di archiviazione.",
    },
    {
      q: "Bisogna pagare per giocare?",
      a: "No. Giocare ai giochi pubblici è gratis, con o senza account. I piani riguardano solo la creazione di giochi.",
    },
    {
      q: "Posso interrompere il piano Pro quando voglio?",
      a: "Sì, il piano Pro è senza vincoli. Lo disdici in qualsiasi momento dalla scheda Abbonamento del tuo account, con il pulsante «Gestisci il mio abbonamento»: resta attivo fino alla fine del periodo pagato, poi il tuo account torna al piano Basic.",
    },
    {
      q: "Che differenza c'è tra il pagamento mensile e quello annuale?",
      a: "Le funzioni sono le stesse. Con il pagamento annuale spendi il 16% in meno rispetto a dodici mensilità, sempre senza vincoli.",
    },
    {
      q: "Chi può accedere al piano Istruzione?",
      a: "Gli insegnanti e le associazioni senza scopo di lucro. Invia la tua richiesta dalla pagina Istruzione: il team verifica il tuo status e ti risponde via e-mail. Una volta accettata la richiesta, sottoscrivi l'offerta insegnanti a {{teacher}} al mese, con carta; il team può anche concederti il piano Istruzione gratuitamente, fino a una data che ti indica.",
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
      a: "Non per giocare da soli ai giochi aperti a tutti. Per creare una partita a distanza serve un account, e anche per entrarvi, a meno che chi organizza non inviti giocatori senza account: è riservato ai piani Pro, Istruzione e Azienda.",
    },
    {
      q: "Come funziona il pagamento?",
      a: "Con carta, sulla pagina di pagamento sicura di Stripe: non vediamo mai il numero della tua carta. I prezzi includono le imposte. Stripe ti chiede il paese e l'indirizzo per calcolare l'IVA e, se paghi per un'azienda, la tua partita IVA. Il piano Azienda si paga annualmente.",
    },
    {
      q: "Cosa succede se un pagamento non va a buon fine?",
      a: "Ti avvisiamo via e-mail e Stripe riprova ad addebitare la tua carta. Il tuo piano resta attivo per {{grace}} giorni, il tempo di aggiornare il metodo di pagamento dalla scheda Abbonamento; senza pagamento entro quella data, il tuo account torna al piano Basic e conserva tutti i progetti.",
    },
    {
      q: "Dove trovo le mie fatture?",
      a: "Nel tuo account, nella sezione Fatture: ogni pagamento vi aggiunge la sua fattura in PDF. Restano disponibili in qualsiasi momento.",
    },
  ],
  questions: "Hai un'altra domanda? {{link}}",
  questionsLink: "Scrivici",
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Escape game per le aziende",
  description: "Team building a distanza, formazione ludica e contenuti interattivi: crea escape game white label per i tuoi team e i tuoi clienti.",
  eyebrow: "Aziende",
  heroTitle: "Escape game che fanno davvero collaborare i tuoi team",
  heroText: "Team building a distanza, percorsi di formazione, attività in fiera o inserimento dei nuovi assunti: Escaplay trasforma i tuoi messaggi in enigmi da risolvere insieme, direttamente nel browser.",
  ctaContact: "Parlaci del tuo progetto",
  ctaPlans: "Scopri il piano Azienda",
  usesTitle: "Come lo usano i nostri clienti",
  usesIntro: "Un unico strumento per quattro esigenze molto diverse.",
  uses: [
    { title: "Team building", text: "Squadre miste, un cronometro e una missione comune: ideale per unire colleghi distribuiti su più sedi o in smart working." },
    { title: "Formazione", text: "Sicurezza, conformità, strumenti interni, cultura di prodotto: chi impara mette le mani in pasta, sbaglia senza rischi e ricorda più che con una dispensa." },
    { title: "Contenuti interattivi", text: "Un lancio di prodotto, uno stand in fiera o una campagna: offri ai tuoi clienti un gioco invece dell'ennesima brochure." },
    { title: "Inserimento", text: "Fai scoprire l'azienda, i suoi mestieri e i suoi spazi (in 360°) ai nuovi arrivati sotto forma di indagine." },
  ],
  sessionTitle: "Come si svolge una sessione",
  sessionIntro: "Nessuna installazione e nessun account obbligatorio per i partecipanti: basta un codice.",
  session: [
    { title: "Prepara il gioco", text: "Crea il tuo escape game nello studio, oppure adatta un progetto esistente al tuo tema, al tuo logo e al tuo linguaggio." },
    { title: "Apri la sessione", text: "Chi conduce, dopo aver effettuato l'accesso, avvia una sessione multigiocatore e ottiene un codice numerico, un link e un codice QR." },
    { title: "Le squadre si uniscono", text: "Ogni partecipante inserisce il codice nella pagina «Inserisci un codice» o scansiona il QR, da computer o tablet. Con un account Azienda gli ospiti non devono registrarsi." },
    { title: "Si gioca e si fa il debriefing", text: "Le squadre procedono al proprio ritmo e chiedono indizi; poi confrontate tempi, indizi usati e risposte sbagliate nei risultati (beta)." },
  ],
  liveEvents: "Per un seminario, un evento dal vivo fa giocare fino a 40 squadre allo stesso gioco con un solo codice: segui i loro progressi da un solo schermo e scarichi la classifica alla fine.",
  sessionNotice: "Il multigiocatore a distanza è ancora giovane e può presentare errori: per un evento importante, prevedi una prova. Lo studio di creazione è aperto: costruisci il tuo gioco nel suo editor e pubblicalo in privato, giocabile solo con il suo link. Invita i tuoi colleghi come collaboratori per costruirlo insieme, in diretta. Con il piano Azienda, i tuoi giochi white label portano il tuo marchio e si aprono sul tuo dominio, e i membri del tuo team condividono il piano e i tuoi progetti. Le tue squadre giocano ai giochi del catalogo o ai tuoi, a distanza con un codice.",
  planTitle: "Il piano Azienda",
  planIntro: "Tutto ciò che offre il piano Pro, più quanto serve per pubblicare con il tuo marchio.",
  planName: "Azienda",
  planCommitment: { label: "Durata", value: "Abbonamento annuale" },
  planFeatures: {
    guestInvites: "Ospiti senza account nelle sessioni multigiocatore",
    whiteLabel: "Progetti white label: i tuoi colori, il tuo logo, nessuna menzione di Escaplay nel gioco",
    customDomain: "Dominio personalizzato, per esempio gioco.la-tua-azienda.it",
    privateSharing: "Pubblicazione e condivisione private, solo per le persone che inviti",
    results: "Risultati dei giocatori",
    collections: "Raccolte di capitoli",
  },
  whiteLabelTitle: "White label e dominio personalizzato",
  whiteLabel: [
    "I partecipanti vedono solo il tuo mondo: il gioco si apre al tuo indirizzo, con la tua identità visiva, dalla prima schermata alla classifica finale.",
    "È la soluzione per agenzie di eventi, enti di formazione e uffici del personale che vogliono proporre un'esperienza a proprio nome.",
  ],
  faqTitle: "Domande frequenti",
  faq: [
    { q: "Bisogna installare qualcosa?", a: "No. I giochi funzionano in qualsiasi browser recente, su computer o tablet. Nessun plug-in, nessuna app che il reparto IT debba distribuire." },
    { q: "Quante persone possono giocare insieme?", a: "Ogni gioco stabilisce un numero minimo e massimo di giocatori per sessione. Per un gruppo numeroso, formate più squadre, ciascuna con il proprio codice di sessione." },
    { q: "Potete creare il gioco per noi?", a: "Scrivici indicando obiettivo, pubblico e data: ti consiglieremo la formula migliore, dal semplice supporto al progetto su misura." },
    { q: "I partecipanti devono creare un account?", a: "Con il piano Azienda no: chi conduce ha un account, i partecipanti entrano nella sessione come ospiti con il codice." },
  ],
  ctaTitle: "Prepariamo il vostro prossimo grande evento",
  ctaText: "Raccontaci il progetto: numero di partecipanti, obiettivo, data. Ti risponderemo al più presto.",
  ctaSecondary: "Confronta i piani",
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Escape game didattici per insegnanti e associazioni",
  description: "Crea escape game didattici, avvia una sessione in classe con un semplice codice e segui i risultati. Piano Educazione su richiesta.",
  eyebrow: "Educazione",
  heroTitle: "Trasforma la tua prossima lezione in un'indagine",
  heroText: "Ripassare un capitolo, scoprire un luogo, esercitarsi in una lingua: con Escaplay i tuoi studenti collaborano per risolvere enigmi che hai progettato tu, in classe o a casa.",
  ctaContact: "Richiedi il piano Educazione",
  ctaLearn: "Leggi la guida alla creazione",
  whyTitle: "Perché l'escape game funziona in classe",
  why: [
    { title: "Motivazione", text: "Una sfida, un cronometro e una storia: anche gli studenti più timidi vogliono trovare il codice prima degli altri." },
    { title: "Collaborazione", text: "Nessuno può risolvere tutto da solo. Ci si dividono gli indizi, si argomenta, si verifica il ragionamento altrui." },
    { title: "Didattica inclusiva", text: "Gli indizi, richiesti quando ci si blocca, permettono a ciascuno di avanzare al proprio ritmo senza restare indietro." },
    { title: "Valutazione formativa", text: "Gli errori non sono una punizione ma un'informazione: vedi dove la classe ha esitato e su cosa tornare." },
  ],
  ideasTitle: "Idee per cominciare",
  ideasIntro: "Un gioco Classico si costruisce in una serata; i formati Interfaccia 2D e 360° aggiungono un ambiente da esplorare.",
  ideas: [
    { title: "Ripassare prima di una verifica", text: "Ogni risposta giusta (una data, un risultato, una definizione) diventa una cifra di un lucchetto." },
    { title: "Visitare un luogo in 360°", text: "Un museo, un laboratorio, un sito storico: gli studenti cercano gli indizi nascosti nel panorama." },
    { title: "Indagare in lingua straniera", text: "Consegne, documenti e dialoghi nella lingua studiata: capire diventa la chiave dell'enigma." },
    { title: "Sensibilizzare", text: "Sicurezza, educazione civica, uso consapevole del digitale: uno scenario vale spesso più di un lungo discorso." },
  ],
  sessionTitle: "Una sessione in classe con un semplice codice",
  session: [
    { title: "Scegli o crea il gioco", text: "Parti da un gioco del catalogo o da un tuo progetto, provato prima in modalità test." },
    { title: "Avvia la sessione", text: "Dal tuo account apri una sessione e mostra alla lavagna il codice numerico o il codice QR." },
    { title: "Gli studenti si uniscono", text: "Inseriscono il codice nella pagina «Inserisci un codice», da soli o a gruppi, su computer o tablet." },
    { title: "Fate il punto", text: "Tempo, indizi usati, risposte sbagliate: i risultati (beta) alimentano la discussione di fine lezione." },
  ],
  sessionNotice: "Il multigiocatore a distanza è ancora giovane e può presentare errori; in classe, la versione in solitaria, con un gruppo di studenti davanti allo stesso schermo, funziona molto bene. Lo studio di creazione è aperto: costruisci i tuoi giochi nel suo editor e pubblicali in privato, giocabili solo con il loro link. Invita i tuoi colleghi come collaboratori per costruire un gioco insieme, in diretta. Oggi i tuoi studenti giocano ai giochi del catalogo o ai tuoi, da soli, in gruppo o a distanza con un codice.",
  resultsTitle: "I risultati dei giocatori (beta)",
  results: [
    "Per ogni partita trovi il tempo impiegato, il numero di indizi richiesti e le risposte sbagliate. Individui a colpo d'occhio l'enigma che ha bloccato tutti e il concetto da riprendere.",
    "Questa funzione è in beta: si evolve con i riscontri degli insegnanti che la usano.",
  ],
  planTitle: "Il piano Educazione",
  planIntro: "I vantaggi del piano Pro, riservati a insegnanti e associazioni per un uso non commerciale.",
  planName: "Educazione",
  planFeatures: {
    guestInvites: "Studenti senza account invitati alle tue partite a distanza",
    privateSharing: "Pubblicazione e condivisione private, perché i tuoi giochi restino tra te e la tua classe",
    collaborators: "Collaboratori: crea insieme ai colleghi",
    results: "Risultati dei giocatori",
    collections: "Raccolte di capitoli",
  },
  planAccess: "Accesso su richiesta via e-mail, dopo la verifica del tuo ruolo",
  planCondition: "Solo per uso non commerciale: insegnanti, scuole e associazioni.",
  teacherTitle: "Sei un insegnante? Il piano Pro a {{price}} al mese",
  teacherText: "Preferisci il piano Pro completo (1 GB di spazio, 50 immagini al mese)? Gli insegnanti possono averlo a {{price}} al mese: basta farne richiesta dalla pagina dei contatti, allegando un documento che attesti il tuo ruolo.",
  faqTitle: "Domande frequenti",
  faq: [
    { q: "I miei studenti devono creare un account?", a: "No. Giocano da soli ai giochi aperti a tutti senza account, e con il piano Istruzione puoi invitarli senza account alle tue partite a distanza: entrano con il codice e un nickname. Solo chi crea la partita ha bisogno di un account." },
    { q: "Quanto tempo serve per creare un gioco?", a: "Calcola una o due ore per un primo gioco Classico con cinque o sei enigmi. La nostra guida passo passo ti accompagna dalla trama alla condivisione." },
    { q: "Posso usare il piano Educazione per laboratori a pagamento?", a: "No: è riservato a un uso non commerciale. Per un'attività retribuita, la scelta giusta è il piano Pro o Azienda." },
  ],
  ctaTitle: "Pronto a giocare con la tua classe?",
  ctaText: "Scrivici dal tuo indirizzo di lavoro indicando la scuola o l'associazione: attiveremo il piano Educazione sul tuo account.",
  ctaSecondary: "Confronta i piani",
};

export default it;

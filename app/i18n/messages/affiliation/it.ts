import type fr from "./fr";

const it: typeof fr = {
  title: "Programma di affiliazione",
  description: "Consiglia Escaplay e ricevi il 20% del primo anno di abbonamento di ogni cliente che porti su un piano a pagamento.",
  eyebrow: "Affiliazione",
  heroTitle: "Consiglia Escaplay e guadagna il 20% del primo anno",
  heroText: "Parli di escape game, di didattica o di team building? Ogni account Escaplay ha il suo link di affiliazione personale: condividilo e, per ogni abbonamento a pagamento che genera, ricevi una commissione.",
  ctaApply: "Ottieni il mio link",
  whoTitle: "Chi può diventare affiliato?",
  whoIntro: "Qualsiasi persona od organizzazione con un pubblico interessato al gioco, all'apprendimento o allo spirito di squadra.",
  who: [
    { title: "Creatori di giochi", text: "Pubblichi già su Escaplay? I tuoi giocatori potrebbero diventare creatori a loro volta." },
    { title: "Blogger e videomaker", text: "Canali, podcast, blog e newsletter su giochi da tavolo, enigmi o tecnologie per la didattica." },
    { title: "Formatori e insegnanti", text: "Conduci laboratori o condividi le tue risorse didattiche con altri insegnanti." },
    { title: "Agenzie e consulenti", text: "Eventi, risorse umane, formazione: consigli le aziende sui loro strumenti." },
  ],
  howTitle: "Come funziona",
  how: [
    { title: "Crea il tuo account", text: "Basta un account gratuito: il tuo link di affiliazione personale ti aspetta in Il mio account, scheda Affiliazione." },
    { title: "Copia il tuo link", text: "Un pulsante lo copia; la stessa scheda mostra il resoconto delle tue commissioni e il loro stato." },
    { title: "Condividi", text: "Articolo, video, workshop, newsletter: inserisci il tuo link dove il tuo pubblico ti segue già." },
    { title: "Ricevi la tua commissione", text: "Per ogni persona che crea il proprio account tramite il tuo link e poi paga un'offerta Pro o Azienda, ricevi il 20 % di ogni fattura che paga nel suo primo anno." },
  ],
  exampleTitle: "Un esempio concreto",
  example: "Un'azienda che hai consigliato sottoscrive il piano Azienda, fatturato {{price}} all'anno: ricevi {{commission}}.",
  rulesTitle: "Le regole del programma",
  rules: [
    "La commissione riguarda le offerte a pagamento Pro e Azienda: il 20 % dell'importo pagato, IVA inclusa, su ogni fattura del primo anno (dodici mesi dal primo pagamento). L'offerta per docenti (Educazione) non vi dà diritto.",
    "Una persona è collegata al tuo link se crea il proprio account (via e-mail o con Google) entro 30 giorni dalla visita tramite quel link, dopo aver accettato i cookie: senza il suo consenso non viene conservato nulla e nessuno viene collegato. Anche un abbonamento sottoscritto più tardi conta.",
    "Ogni commissione diventa da versare 14 giorni dopo il pagamento della fattura (periodo di recesso); un pagamento rimborsato annulla la sua commissione, o la riduce in proporzione se è rimborsato solo in parte.",
    "Niente auto-affiliazione: il tuo link non collega né il tuo account né un altro indirizzo della tua stessa casella e-mail.",
    "Niente pubblicità a pagamento sul nome «Escaplay», niente invii di massa non richiesti, nessuna promessa che non manteniamo.",
    "Segnala chiaramente al tuo pubblico che si tratta di un link di affiliazione.",
  ],
  faqTitle: "Domande frequenti",
  faq: [
    { q: "Bisogna iscriversi al programma?", a: "No. Ogni account ha il suo link, gratis e senza impegno: basta condividerlo, e smettere quando vuoi." },
    { q: "Serve un account Escaplay?", a: "Sì, basta un account gratuito: il tuo link e il resoconto delle tue commissioni sono in Il mio account, scheda Affiliazione." },
    { q: "Come vengo pagato?", a: "Con bonifico bancario, per le commissioni da versare. Scrivici dalla pagina dei contatti con le tue coordinate bancarie e, secondo il tuo status, i documenti richiesti; ogni commissione versata appare come tale nel tuo account." },
    { q: "Chi vede cosa?", a: "Per ogni fattura pagata da una persona che hai segnalato vedi la data, l'importo della tua commissione e il suo stato; la persona compare solo con un identificativo anonimo." },
  ],
  ctaTitle: "Ti va di consigliarci?",
  ctaText: "Il tuo link ti aspetta nel tuo account: copialo e condividilo.",
};

export default it;

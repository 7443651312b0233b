import type fr from "./fr";

const it: typeof fr = {
  title: "Contattaci",
  description:
    "Una domanda, un problema tecnico, un progetto per la tua classe o la tua azienda? Scrivi al team di Escaplay: rispondiamo entro due giorni lavorativi.",
  heroTitle: "Scrivici",
  heroText:
    "Una domanda su un gioco, un problema tecnico, un progetto per la tua classe o la tua azienda? Ti risponde una persona vera del team, di solito entro due giorni lavorativi.",
  formTitle: "Il tuo messaggio",
  required: "Tutti i campi sono obbligatori.",
  name: "Il tuo nome",
  email: "Il tuo indirizzo e-mail",
  emailHint: "Lo usiamo solo per risponderti.",
  topic: "Argomento",
  topics: {
    general: "Domanda generale",
    support: "Assistenza tecnica",
    education: "Piano Istruzione (insegnanti, associazioni)",
    company: "Piano Azienda",
    press: "Stampa",
    partnership: "Collaborazione",
  },
  message: "Il tuo messaggio",
  messageHint: "Tra {{min}} e {{max}} caratteri.",
  honeypot: "Lascia vuoto questo campo",
  submit: "Invia il messaggio",
  sending: "Invio…",
  errorSummary: "Non è stato possibile inviare il messaggio. Correggi i campi indicati:",
  errors: {
    nameRequired: "Inserisci il tuo nome.",
    nameTooLong: "Il tuo nome non può superare {{max}} caratteri.",
    emailRequired: "Inserisci il tuo indirizzo e-mail.",
    emailInvalid: "Questo indirizzo e-mail non sembra valido, ad esempio: giulia@esempio.it.",
    topicInvalid: "Scegli un argomento dall'elenco.",
    messageTooShort: "Il tuo messaggio deve contenere almeno {{min}} caratteri.",
    messageTooLong: "Il tuo messaggio non può superare {{max}} caratteri.",
    tooMany: "Hai già inviato diversi messaggi di recente. Aspetta un po' oppure scrivici direttamente per e-mail.",
  },
  sentTitle: "Messaggio inviato, grazie!",
  sentText: "L'abbiamo ricevuto e ti risponderemo per e-mail, di solito entro due giorni lavorativi.",
  sendAnother: "Invia un altro messaggio",
  asideTitle: "Altri modi per contattarci",
  emailUs: "Per e-mail",
  emailUsText: "Scrivi direttamente al team:",
  hoursTitle: "Tempi di risposta",
  hoursText: "Dal lunedì al venerdì, entro due giorni lavorativi.",
  quickTitle: "Prima di scrivere",
  quick: [
    { to: "/plans", text: "Piani e prezzi sono descritti nella pagina dei piani." },
    { to: "/code", text: "Un codice partita non funziona? Controllalo nella pagina del codice." },
    { to: "/learn", text: "Nuovo nell'editor? Segui i nostri tutorial." },
  ],
  reportNote: "Per segnalare un gioco, usa piuttosto il pulsante «Segnala» nella sua scheda: la segnalazione arriva direttamente alla moderazione.",
  privacy: "I tuoi dati servono solo a risponderti e sono conservati per 3 anni. Scopri di più nelle {{link}}.",
  privacyLink: "note legali",
};

export default it;

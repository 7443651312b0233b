import type fr from "./fr";

const it: typeof fr = {
  signature: "Il team di Escaplay",
  footer: "Ricevi questo messaggio perché su Escaplay è stato fatto qualcosa con questo indirizzo. Se non sei stato tu, ignoralo.",
  verification: {
    subject: "Il tuo codice di convalida Escaplay: {{code}}",
    greeting: "Ciao {{name}},",
    intro: "Ecco il codice che attiva il tuo account Escaplay. Inseriscilo nella schermata di convalida:",
    expiry: "Il codice è valido per 30 minuti.",
  },
  emailChange: {
    subject: "Conferma il tuo nuovo indirizzo Escaplay: {{code}}",
    greeting: "Ciao {{name}},",
    intro: "Hai chiesto di usare questo indirizzo per il tuo account Escaplay. Inserisci questo codice nella pagina del tuo account per confermare la modifica:",
    expiry: "Il codice è valido per 24 ore. Finché non lo inserisci, il tuo account mantiene l'indirizzo attuale.",
  },
  emailChangeRequested: {
    subject: "Richiesta di modifica dell'indirizzo e-mail del tuo account Escaplay",
    greeting: "Ciao {{name}},",
    intro: "Qualcuno ha chiesto di sostituire l'indirizzo e-mail del tuo account Escaplay con {{email}}. A quel nuovo indirizzo è stato inviato un codice; la modifica avverrà solo quando il codice sarà inserito.",
    notYou: "Se sei stato tu, non devi fare altro. Altrimenti cambia la password e annulla la modifica dal tuo account:",
    button: "Apri il mio account",
    after: "Fino ad allora questo resta l'indirizzo del tuo account: è quello con cui accedi.",
  },
  emailChanged: {
    subject: "L'indirizzo e-mail del tuo account Escaplay è cambiato",
    greeting: "Ciao {{name}},",
    intro: "L'indirizzo e-mail del tuo account Escaplay ora è {{email}}. Accedi con questo indirizzo e i nostri messaggi arriveranno lì.",
    notYou: "Se non sei stato tu a fare questa modifica, scrivici subito:",
    button: "Contatta Escaplay",
    after: "Questo è l'ultimo messaggio sul tuo account inviato a questo indirizzo.",
  },
  reset: {
    subject: "Scegli una nuova password Escaplay",
    greeting: "Ciao {{name}},",
    intro: "Hai chiesto di recuperare il tuo account. Con questo link puoi scegliere una nuova password:",
    button: "Scegli una nuova password",
    expiry: "Il link funziona una sola volta e scade tra un'ora. Tutte le altre sessioni verranno chiuse.",
  },
};

export default it;

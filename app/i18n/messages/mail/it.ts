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
  reset: {
    subject: "Scegli una nuova password Escaplay",
    greeting: "Ciao {{name}},",
    intro: "Hai chiesto di recuperare il tuo account. Con questo link puoi scegliere una nuova password:",
    button: "Scegli una nuova password",
    expiry: "Il link funziona una sola volta e scade tra un'ora. Tutte le altre sessioni verranno chiuse.",
  },
};

export default it;

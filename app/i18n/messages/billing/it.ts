import type fr from "./fr";

const it: typeof fr = {
  notices: {
    unavailable: "Il pagamento online non è disponibile al momento. Riprova più tardi o scrivici: attiveremo il tuo piano.",
    "teacher-offer-closed": "L'offerta insegnanti si apre quando la tua richiesta Istruzione è stata accettata.",
    cancelled: "Pagamento annullato: non è stato addebitato nulla. Puoi scegliere un piano quando vuoi.",
    invalid: "Questo piano non esiste. Scegline uno qui sotto.",
  },
  offers: {
    pro: "Pro",
    education: "Istruzione, offerta insegnanti",
    company: "Azienda",
  },
  periods: {
    month: "Fatturato ogni mese",
    year: "Fatturato ogni anno",
  },
  checkout: {
    title: "Pagamento locale (sviluppo)",
    intro: "Qui non si muove denaro: questa pagina sostituisce Stripe Checkout su una macchina di sviluppo. Confermare invia al sito gli eventi che Stripe invierebbe, firmati con la libreria di Stripe, allo stesso indirizzo di webhook.",
    summary: "Cosa stai acquistando",
    offer: "Piano",
    billing: "Fatturazione",
    amount: "Importo",
    account: "Account",
    pay: "Paga {{amount}}",
    decline: "Rifiuta il pagamento",
    paid: "Questo pagamento è già confermato.",
    declined: "Questo pagamento è stato rifiutato.",
    continue: "Torna al sito",
  },
  portal: {
    title: "Portale cliente locale (sviluppo)",
    intro: "Ciò che il portale cliente di Stripe e il suo calendario fanno a un abbonamento, su una macchina di sviluppo. Ogni azione invia al sito gli eventi firmati che Stripe invierebbe.",
    none: "Questo cliente non ha alcun abbonamento.",
    status: "Stato",
    periodEnd: "Fine del periodo in corso",
    cancelling: "Disdetta prevista alla fine del periodo",
    actions: {
      cancel: "Disdici alla fine del periodo",
      resume: "Riprendi l'abbonamento",
      month: "Passa alla fatturazione mensile",
      year: "Passa alla fatturazione annuale",
      renew: "Rinnova: pagamento accettato",
      fail: "Rinnova: pagamento rifiutato",
      end: "Termina l'abbonamento ora",
    },
    back: "Torna al sito",
  },
  mail: {
    paymentFailed: {
      subject: "Il pagamento del tuo abbonamento Escaplay non è andato a buon fine",
      greeting: "Ciao {{name}},",
      intro: "Non siamo riusciti ad addebitare il rinnovo del tuo abbonamento Escaplay. La tua banca ha rifiutato il pagamento o la carta è scaduta.",
      grace: "Il tuo piano resta attivo fino al {{until}}, il tempo di riprovare il pagamento. Senza pagamento entro quella data, il tuo account tornerà al piano Basic: i tuoi progetti restano leggibili e giocabili, non viene eliminato nulla.",
      button: "Aggiorna il metodo di pagamento",
      after: "Se hai già cambiato carta, non devi fare nulla: il prossimo tentativo la userà.",
    },
  },
};

export default it;

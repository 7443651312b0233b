import type fr from "./fr";

const it: typeof fr = {
  title: "La tua partita in corso",
  resume: "Riprendi la mia partita",
  place: "Dove eri arrivato",
  notEntered: "Non ancora entrato nel gioco",
  lastPlayed: "Ultima partita",
  solved: "Enigmi risolti",
  timer: "Cronometro",
  note: "Salvata nel tuo account: riprendila su qualsiasi dispositivo in cui hai effettuato l'accesso, per {{days}} giorni dopo la tua ultima partita.",
  abandon: "Abbandona questa partita",
  confirmTitle: "Abbandonare questa partita?",
  confirmText: "I tuoi progressi andranno persi e la partita conterà come abbandonata. Potrai poi iniziarne una nuova.",
  confirm: "Abbandona",
  cancel: "Tieni la mia partita",
  abandoned: "Partita abbandonata. Puoi iniziarne una nuova.",
  failed: "Non è stato possibile abbandonare la partita. Riprova tra un momento.",
  gone: "Questa partita non è più salvata nel tuo account.",
  progressAccount:
    "Poiché hai effettuato l'accesso, i tuoi progressi sono salvati nel tuo account per {{days}} giorni dopo la tua ultima partita: riprendila dalla scheda del gioco su qualsiasi dispositivo. Il pulsante «Esci» termina la partita.",
};

export default it;

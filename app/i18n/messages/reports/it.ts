import type fr from "./fr";

const it: typeof fr = {
  title: "Segnala questo gioco",
  intro: "Contenuti inappropriati o un gioco ingiocabile? Descrivi cosa hai visto: la moderazione esamina ogni segnalazione.",
  login: "Accedi per segnalare questo gioco.",
  reason: "Motivo (obbligatorio)",
  choose: "Scegli un motivo",
  description: "Descrizione dei fatti (obbligatoria)",
  hint: "Da {{min}} a {{max}} caratteri: qual è il problema e dove nel gioco.",
  send: "Invia la segnalazione",
  done: "Grazie: la tua segnalazione è stata inoltrata alla moderazione.",
  handled: "La tua precedente segnalazione di questo gioco è stata gestita dalla moderazione.",
  reasons: {
    unplayable: "Gioco ingiocabile o guasto",
    sexual: "Contenuti sessuali",
    violent: "Contenuti violenti o scioccanti",
    hateful: "Contenuti d'odio o discriminatori",
    harassment: "Molestie o intimidazioni",
    dangerous: "Atti pericolosi",
    child_abuse: "Abusi su minori",
    spam: "Spam o contenuti ingannevoli",
  },
  errors: {
    login: "Accedi per segnalare questo gioco.",
    reason: "Scegli il motivo della segnalazione.",
    description: "Descrivi i fatti con un testo da {{min}} a {{max}} caratteri.",
    open: "Hai già segnalato questo gioco: la moderazione sta esaminando la tua segnalazione.",
    notFound: "Questo gioco non è più disponibile.",
    rateLimited: "Troppe segnalazioni in poco tempo: riprova più tardi.",
  },
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Team",
  description: "Invita i tuoi colleghi nella tua azienda: condividono la tua offerta Azienda e i tuoi progetti.",
  intro: "I membri del tuo team condividono la tua offerta Azienda finché ne fanno parte, e trovano tutti i tuoi progetti nel loro spazio I miei progetti per aprirli e modificarli.",
  seats: "{{used}} posti occupati su {{seats}} (membri e inviti in attesa).",
  upgradeTitle: "Il team fa parte dell'offerta Azienda",
  upgradeText: "Con l'offerta Azienda inviti i colleghi via e-mail: condividono la tua offerta e lavorano sui progetti dell'azienda.",
  upgradeCta: "Scopri l'offerta Azienda",
  invite: {
    title: "Invita un collega",
    label: "Indirizzo e-mail",
    hint: "Gli inviamo un link d'invito valido 14 giorni. Potrà accettarlo con un account esistente o crearne uno.",
    submit: "Invia l'invito",
  },
  errors: {
    email: "Inserisci un indirizzo e-mail valido, per esempio nome.cognome@azienda.it.",
    self: "È l'indirizzo del tuo account: fai già parte della tua azienda.",
    member: "Questa persona è già membro del tuo team.",
    invited: "C'è già un invito in attesa per questo indirizzo. Annullalo per inviarne uno nuovo.",
    seats: "La tua offerta comprende {{seats}} posti, tutti occupati da membri o inviti in attesa. Rimuovi un membro o annulla un invito per liberarne uno.",
    rateLimited: "Troppi inviti in poco tempo. Riprova tra un'ora.",
  },
  done: {
    invited: "Invito inviato a {{who}}.",
    cancelled: "L'invito inviato a {{who}} è annullato.",
    removed: "{{who}} non fa più parte del tuo team.",
    left: "Hai lasciato l'azienda: la sua offerta e i suoi progetti non ti sono più accessibili.",
  },
  members: {
    title: "Membri",
    none: "Nessuno si è ancora unito al tuo team.",
    since: "Membro dal {{date}}",
    remove: "Rimuovi {{name}}",
  },
  invitations: {
    title: "Inviti in attesa",
    expires: "Valido fino al {{date}}",
    cancel: "Annulla l'invito a {{email}}",
  },
  memberships: {
    title: "Le tue aziende",
    item: "Sei membro di {{company}} dal {{since}}.",
    active: "Condividi la sua offerta Azienda e i suoi progetti.",
    lapsed: "L'offerta Azienda di {{company}} è terminata: non condividi più la sua offerta né i suoi progetti.",
    leave: "Lascia {{company}}",
  },
  join: {
    title: "Invito a unirti a un team",
    signedOut: "Sei invitato a unirti al team di un'azienda su Escaplay. Accedi o crea un account per vedere l'invito.",
    signIn: "Accedi",
    register: "Crea un account",
    intro: "{{company}} ti invita a unirti al suo team.",
    shares: "Accettando, condividi l'offerta Azienda di {{company}} e puoi aprire e modificare i suoi progetti da I miei progetti. Puoi lasciare il team in qualsiasi momento dal tuo account.",
    accept: "Unisciti al team",
    toWorkspace: "Vai a I miei progetti",
    errors: {
      used: "Questo invito è già stato usato o annullato.",
      expired: "Questo invito è scaduto. Chiedine uno nuovo all'azienda.",
      self: "Questo invito viene dal tuo account: non puoi accettarlo.",
      member: "Fai già parte di questo team.",
      seats: "Il team è al completo: l'azienda deve liberare un posto prima che tu possa unirti.",
      lapsed: "L'offerta Azienda di questa azienda è terminata: il suo team non può più accogliere membri.",
      unverified: "Conferma prima l'indirizzo e-mail del tuo account, poi riapri questo link.",
    },
  },
  subscription: {
    through: "Hai questa offerta come membro del team di {{company}}, finché ne fai parte.",
  },
  workspace: {
    hint: "Progetti della tua azienda: puoi aprirli e modificarli.",
  },
  mail: {
    subject: "{{company}} ti invita nel suo team su Escaplay",
    greeting: "Ciao,",
    intro: "{{company}} ti invita a unirti al suo team su Escaplay.",
    shares: "Come membro del team condividi la sua offerta Azienda e puoi aprire e modificare i suoi progetti di gioco.",
    withAccount: "Accedi con il tuo account per accettare l'invito.",
    withoutAccount: "Crea un account Escaplay gratuito con questo link, o accedi con l'account che preferisci, per accettare l'invito.",
    button: "Vedi l'invito",
    expiry: "Questo link resta valido 14 giorni.",
  },
};

export default it;

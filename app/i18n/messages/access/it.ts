import type fr from "./fr";

const it: typeof fr = {
  generic: { title: "Si è verificato un errore", text: "Non è stato possibile aprire il gioco. Riprova oppure scegli un altro gioco." },
  backToGames: "Torna ai giochi",
  login: "Accedi",
  plans: "Vedi i piani",
  validate: "Convalida il mio account",
  player: "Giocatore",
  unavailable: "Il gioco non è momentaneamente disponibile. Riprova tra qualche minuto.",
  testPlay: {
    noDraft: "Questo progetto non ha ancora un gioco salvato: salvalo nell'editor, poi torna a provarlo.",
    notJson: "Il gioco salvato di questo progetto è illeggibile: aprilo nell'editor e salvalo di nuovo.",
    wrongType: "Il gioco salvato non è dello stesso tipo di questo progetto: correggine il tipo nell'editor.",
  },
  // Tickets to a project's room (the editors ask for one before they connect).
  projectRoom: {
    "sign-in": "Accedi per aprire questo progetto nell'editor.",
    "not-found": "Questo progetto non esiste o è stato eliminato.",
    "not-yours": "Questo progetto appartiene a un altro creatore: solo il suo proprietario e i suoi collaboratori possono modificarlo.",
    unavailable: "L'editor è momentaneamente non disponibile. Riprova tra qualche minuto.",
    "invalid-request": "Questa richiesta di apertura del progetto è incompleta. Ricarica la pagina e riprova.",
    "method-not-allowed": "Questo indirizzo si usa solo dall'editor.",
    "cross-site": "Questo progetto può essere aperto solo dal sito in cui è stato creato.",
  },
  errors: {
    "pro-required": { title: "Condivisione privata riservata agli autori Pro", text: "Per condividere questo gioco in privato, il suo autore deve avere un piano Pro. Avvisalo: appena passa a Pro, il suo link funzionerà." },
    "not-found": { title: "Gioco non trovato", text: "Questo gioco non esiste o è stato eliminato dal suo autore." },
    "not-private": { title: "Questo gioco non è accessibile in privato", text: "Questo gioco non è condiviso in privato. Cercalo nel catalogo pubblico." },
    "account-only": { title: "Gioco riservato agli iscritti", text: "L'autore di questo gioco lo riserva ai giocatori che hanno effettuato l'accesso con un account." },
    "key-only": { title: "Serve una chiave di attivazione", text: "Questo gioco si gioca solo con una chiave di attivazione fornita dal suo autore." },
    "missing-resources": { title: "Risorse mancanti", text: "Alcune immagini o alcuni suoni di questo gioco non si trovano: non è possibile giocarci correttamente. Le risorse mancanti possono ridurre la qualità del gioco." },
    gone: { title: "Questa pagina del gioco non è più accessibile", text: "L'autore ha ritirato questo gioco dalla pubblicazione." },
    "mail-preferences": { title: "Preferenze non salvate", text: "Si è verificato un errore durante la modifica delle tue preferenze email. Riprova tra un momento." },
    "solo-unavailable": { title: "Modalità in solitario non disponibile", text: "Questo gioco non si può giocare da soli: crea una partita multigiocatore o unisciti a una." },
    "multi-unavailable": { title: "Modalità multigiocatore non disponibile", text: "Questo gioco non si può giocare a distanza con altri: avvialo da solo, magari in più persone davanti allo stesso schermo." },
    "account-needed": { title: "Serve un account", text: "Per questa azione devi aver effettuato l'accesso con un account. Creare un account è gratis." },
    "wrong-key": { title: "Chiave di attivazione errata", text: "Questa chiave di attivazione non corrisponde a questo gioco. Verificala con il suo autore, poi riprova." },
    "session-expired": { title: "Partita scaduta", text: "Questa partita non può più essere ripresa: è terminata o è troppo vecchia. Inizia una nuova partita." },
    "rate-limited": { title: "Troppe partite avviate", text: "Hai avviato molte partite in poco tempo. Attendi qualche minuto, poi riprova." },
    "verify-account": { title: "Convalida il tuo account", text: "Convalida prima il tuo account con il codice ricevuto via e-mail: potrai avviare giochi e unirti alle partite una volta convalidato." },
    "guests-pro-only": { title: "Ospiti solo con un'offerta Pro", text: "Invitare giocatori senza account è riservato alle offerte Pro, Istruzione e Aziende. Crea la partita senza ospiti, oppure passa a un'offerta Pro." },
    "guests-not-invited": { title: "Partita riservata a chi ha un account", text: "Solo chi organizza con un piano Pro, Istruzione o Azienda può invitare giocatori senza account, e per questa partita non l'ha fatto. Accedi o crea un account gratuito per entrare." },
    "bad-players": { title: "Numero di giocatori non valido", text: "Scegli un minimo e un massimo di giocatori entro i limiti del gioco, con il minimo non superiore al massimo." },
    "nickname-needed": { title: "Serve un soprannome", text: "Scegli un soprannome perché gli altri giocatori ti riconoscano, poi unisciti alla partita." },
    "session-full": { title: "Partita al completo", text: "Questa partita ha raggiunto il numero massimo di giocatori. Chiedi al suo creatore di aprirne un'altra." },
    removed: { title: "Sei stato rimosso dalla partita", text: "Il creatore di questa partita ti ha rimosso: non puoi più unirti." },
    "draft-invalid": { title: "Bozza da correggere", text: "La bozza è cambiata da quando questa pagina è stata aperta e non può più essere provata: ricarica la pagina per vedere cosa correggere." },
  },
};

export default it;

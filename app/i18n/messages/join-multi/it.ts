import type fr from "./fr";

const it: typeof fr = {
  title: "Entra in una partita multigiocatore",
  description: "Inserisci il codice numerico della sessione per entrare in una partita multigiocatore in corso su Escaplay.",
  eyebrow: "Multigiocatore",
  heroTitle: "Entra in una partita multigiocatore",
  heroText: "Inserisci il codice numerico che ti ha dato chi organizza: arriverai direttamente nella sala d'attesa della sessione.",
  formTitle: "Il tuo codice di sessione",
  whereTitle: "Dove trovo il codice?",
  where: [
    "Sullo schermo di chi organizza: compare appena la sessione viene creata.",
    "Nel messaggio che ti è stato inviato. Se hai ricevuto un link, basta cliccarci sopra.",
    "Su un codice QR mostrato o stampato: inquadralo e la sessione si apre da sola.",
  ],
  accountText: "Per entrare in una partita serve un account, a meno che chi organizza non inviti giocatori senza account (piani Pro, Istruzione e Azienda): allora basta un nickname.",
  devNotice: "Il multigiocatore è ancora in fase di sviluppo e può presentare errori.",
  multiLink: "Come funziona il multigiocatore?",
  soloLink: "Niente codice? Scopri i giochi da fare in solitaria",
};

export default it;

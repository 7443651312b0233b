import type fr from "./fr";

const it: typeof fr = {
  title: "Giocare insieme a distanza",
  description: "Crea una sessione multigiocatore, condividi il codice, il link o il codice QR e giocate insieme a distanza. Il multigiocatore è ancora in fase di sviluppo.",
  eyebrow: "Multigiocatore",
  heroTitle: "Giocate insieme, ognuno da casa propria",
  heroText: "Una sessione, un codice e tutta la squadra si ritrova nella stessa partita, da più computer o tablet. Ideale per famiglie lontane, classi e team in smart working.",
  ctaJoin: "Entra in una partita",
  ctaPlay: "Scegli un gioco",
  devNotice: "Il multigiocatore è ancora in fase di sviluppo e può presentare errori. Grazie per la pazienza: segnalaci pure qualsiasi problema.",
  howTitle: "Organizzare una sessione",
  howIntro: "Per creare una sessione serve un account (gratuito). Dopodiché bastano pochi clic.",
  how: [
    { title: "Scegli un gioco multigiocatore", text: "Non tutti i giochi si possono giocare in gruppo: lo decide chi li crea. La scheda di ogni gioco indica le modalità disponibili e il numero di giocatori." },
    { title: "Crea la partita", text: "Con il tuo account confermato e l'accesso effettuato, apri la schermata iniziale del gioco e scegli «Crea una partita a distanza». Stabilisci quanti giocatori servono per cominciare e il massimo, nei limiti previsti dal gioco." },
    { title: "Condividi l'accesso", text: "Ottieni un codice di nove cifre, un link diretto e un codice QR. Invia uno di questi ai tuoi giocatori, via messaggio o sullo schermo." },
    { title: "Avvia la partita", text: "Nella sala d'attesa l'elenco dei giocatori si riempie man mano che arrivano. Quando il minimo è connesso, avvii la partita; poi puoi metterla in pausa, terminarla per tutti o rimuovere un giocatore. La squadra condivide la scena e l'inventario, chatta e si mostra ciò che ha trovato." },
  ],
  joinTitle: "Tre modi per entrare",
  join: [
    { title: "Il codice", text: "Inseriscilo nella pagina «Inserisci un codice» o in «Entra in una partita multigiocatore». Contiene solo cifre." },
    { title: "Il link", text: "Un clic sul link ricevuto apre direttamente la sessione, senza digitare nulla." },
    { title: "Il codice QR", text: "Inquadralo con la fotocamera di un tablet o di uno smartphone: comodo in classe o in sala riunioni." },
  ],
  guestsTitle: "Con o senza account?",
  guests: [
    "Per creare una partita a distanza serve un account confermato. Anche per entrare serve un account, qualunque sia il gioco, a meno che chi organizza non inviti giocatori senza account. Se il gioco chiede una chiave di attivazione, i giocatori che hanno effettuato l'accesso la inseriscono.",
    "Solo chi organizza con un piano Pro, Istruzione o Azienda può invitare giocatori senza account, selezionando l'opzione quando crea la partita: entrano con il codice e un nickname, senza chiave. Con il piano gratuito Basic, tutti accedono.",
  ],
  faqTitle: "Domande frequenti",
  faq: [
    { q: "Quanti giocatori per sessione?", a: "Ogni gioco stabilisce il proprio minimo e massimo. Per un gruppo più numeroso, crea più sessioni: una per squadra." },
    { q: "Il mio codice non funziona: cosa faccio?", a: "Controlla le cifre, poi chiedi a chi organizza se la sessione è ancora aperta. Il messaggio «Il tuo codice non è valido» significa che il codice non esiste o non esiste più." },
    { q: "E se ricarico la pagina?", a: "Non si perde nulla: per 24 ore ritrovi il tuo posto e la partita al punto in cui è la squadra, dopo aver ricaricato o perso la connessione. Solo «Esci dalla partita» libera il tuo posto." },
  ],
  ctaTitle: "La tua squadra ti aspetta",
  ctaText: "Hai un codice? Entra nella partita. Altrimenti scegli un gioco e crea la tua sessione.",
};

export default it;

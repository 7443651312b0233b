import type fr from "./fr";

const it: typeof fr = {
  title: "Come si gioca a un escape game online",
  description: "Da soli, in più persone su uno schermo o a distanza con un codice: tutto quello che serve sapere prima della tua prima partita su Escaplay.",
  eyebrow: "Giocatori",
  heroTitle: "Pronti alla sfida?",
  heroText: "Una storia, degli enigmi, un cronometro: scegli un gioco dal catalogo oppure entra in una partita con il codice che ti hanno dato. Tutto avviene nel browser.",
  ctaPlay: "Trova un gioco",
  ctaCode: "Ho un codice",
  waysTitle: "Tre modi di giocare",
  ways: [
    { title: "In solitaria", text: "Tu e gli enigmi, al tuo ritmo. La maggior parte dei giochi si avvia senza account: basta un clic su «Gioca»." },
    { title: "In più persone su uno schermo", text: "In famiglia, con gli amici o in classe, intorno allo stesso computer o tablet. Una persona clicca, tutti ragionano." },
    { title: "A distanza con un codice", text: "Ognuno a casa propria, nella stessa partita: chi organizza crea una partita a distanza e vi invia il suo codice di nove cifre, un link o un QR code. Questa modalità è ancora giovane e può presentare errori." },
  ],
  tipsTitle: "Prima di avviare una partita",
  tipsIntro: "La schermata iniziale di ogni gioco ricorda queste regole. Meglio conoscerle prima che parta il cronometro.",
  tips: [
    { title: "Tieni carta e penna a portata di mano", text: "Un codice visto in una stanza può servire tre enigmi dopo. Annota tutto ciò che sembra importante." },
    { title: "Gli indizi vanno guadagnati", text: "Ogni richiesta di indizio avvia un tempo d'attesa prima di poterne ottenere un altro. Un messaggio ti avvisa quando un nuovo indizio è disponibile." },
    { title: "Attenzione alle risposte a caso", text: "Una risposta sbagliata può essere penalizzata. Prenditi il tempo di verificare prima di confermare." },
    { title: "Usa l'inventario", text: "Gli oggetti raccolti si possono usare, esaminare o combinare: una chiave, una lente, due metà di una mappa…" },
  ],
  warning: "Buono a sapersi: i tuoi progressi vengono conservati per 24 ore sul dispositivo su cui giochi. Se ricarichi la pagina o perdi la connessione, riprendi da dove eri rimasto; solo il pulsante «Esci» termina la partita. Se hai effettuato l'accesso, la tua partita in solitario resta nel tuo account per 30 giorni dopo la tua ultima azione: riprendila dalla pagina del gioco, su qualsiasi dispositivo.",
  inGameTitle: "Durante la partita",
  inGame: [
    { title: "Le stanze", text: "Nuove stanze si sbloccano man mano che avanzi; l'elenco delle stanze permette di spostarsi dall'una all'altra." },
    { title: "Le opzioni", text: "Regola musica e suoni, metti in pausa e riprendi quando vuoi." },
    { title: "Il finale", text: "Vittoria? Vedi il tuo tempo, gli indizi usati, le risposte sbagliate e gli obiettivi sbloccati. Tempo scaduto? Scegli se fermarti o continuare." },
  ],
  chooseTitle: "Scegliere il gioco giusto",
  chooseText: "Ogni scheda indica tema, difficoltà, durata, età consigliata e numero di giocatori, insieme alle recensioni di chi ci ha già giocato. Le abilità richieste (ricerca, manipolazione, ragionamento) ti aiutano a trovare il gioco più adatto a te.",
  themesLabel: "Temi",
  difficultiesLabel: "Difficoltà",
  accountTitle: "Con o senza account?",
  accountText: "Senza account giochi da solo ai giochi aperti a tutti ed entri con un nickname nelle partite a distanza il cui organizzatore invita giocatori senza account (piani Pro, Istruzione e Azienda). Con un account gratuito i tuoi obiettivi vengono salvati e puoi entrare in qualsiasi partita a distanza o crearne di tue.",
  accountCta: "Crea un account gratuito",
  ctaTitle: "Tocca a te",
  ctaText: "Avventura, fantastico, horror o indagine: ti aspettano giochi per tutti, dai primi passi alle sfide più diaboliche.",
};

export default it;

import type fr from "./fr";

const it: typeof fr = {
  title: "Creare un escape game online",
  description: "Lo studio di Escaplay: un editor per ciascuno dei tre formati (Interfaccia 2D, 360°, Classico), con oggetti, ricette, enigmi, indizi e obiettivi, poi la prova, la pubblicazione e la condivisione dei tuoi giochi.",
  eyebrow: "Creatori",
  heroTitle: "Lo studio per creare i tuoi escape game senza scrivere una riga di codice",
  heroText: "Scenari, oggetti, enigmi, indizi, obiettivi: lo studio ti permette di costruire la tua avventura nel browser, provarla e condividerla con tutto il mondo o solo con i tuoi giocatori.",
  notice: "Lo studio di creazione è aperto: nel tuo spazio progetti crea un progetto vuoto, da un modello (sei per tipo di gioco: ripasso in classe, inserimento in team, compleanno, giallo, visita al museo, lezione di lingua) o da un gioco dimostrativo, poi costruiscilo nel suo editor (Interfaccia 2D, 360° o Classico), con l'albero del progetto, l'elenco dei problemi, l'annullamento e un salvataggio che conserva le tue modifiche anche offline. Carica i tuoi file, dai un nome alle versioni, prova, pubblica e condividi con un link. E crea a più mani: invita collaboratori su un progetto e modificalo insieme a loro, in diretta, vedendo chi c'è e che cosa sta cambiando ognuno. Le immagini di un gioco si possono anche generare con l'IA a partire da una descrizione, dai file del progetto (piani Pro, Istruzione e Azienda), o scegliere nella libreria di risorse libere dello studio, con oggetti, icone e suoni.",
  ctaJoin: "Crea il mio account gratuito",
  ctaLearn: "Segui la guida",
  ctaProjects: "Apri i miei progetti",
  ctaWorkspace: "Apri il mio spazio progetti",
  editorsTitle: "Tre editor, un solo studio",
  editorsIntro: "Scegli il formato più adatto alla tua storia: ognuno ha il suo editor, e tutti e tre si giocano nel browser. I nostri giochi dimostrativi te ne danno un assaggio.",
  editors: [
    { title: "Interfaccia 2D", text: "Disegna zone cliccabili sulle tue illustrazioni con il mouse, la tastiera o le loro coordinate, collega le scene tra loro e nascondi oggetti in ogni angolo; l'anteprima mostra la scena come la vedrà il giocatore." },
    { title: "360°", text: "Carica foto panoramiche e posiziona punti di interesse con un clic o in base al loro orientamento: il giocatore esplora la stanza come se fosse lì e passa da un panorama all'altro." },
    { title: "Classico", text: "Concatena pagine di contenuto (testo formattato, immagini, suoni con trascrizione, video) ed enigmi: il modo più rapido per un quiz con una storia, una caccia al tesoro o una lezione in classe." },
  ],
  blocksTitle: "Tutto ciò che serve per enigmi riusciti",
  blocks: [
    { title: "Oggetti e inventario", text: "Gli oggetti raccolti finiscono nell'inventario del giocatore; un oggetto principale può reggere tutta la trama." },
    { title: "Ricette", text: "Due azioni per far ragionare: ispezionare un oggetto per scoprire un dettaglio, combinare due oggetti per ottenerne uno nuovo." },
    { title: "Enigmi", text: "Codici di lucchetti, lucchetti direzionali, a colori e a forme, schemi da tracciare, rotelle numeriche, risposte libere, schermate di nome utente e password, codici da caricare: tanta varietà, e una mappa degli enigmi che verifica che il gioco si possa finire." },
    { title: "Indizi", text: "Indizi progressivi, enigma per enigma. Ogni richiesta avvia un tempo di attesa prima del successivo, stabilito da chi crea il gioco." },
    { title: "Obiettivi", text: "Premia la velocità, la curiosità o il gioco senza indizi. Alcuni obiettivi possono restare nascosti fino allo sblocco." },
    { title: "Stanze e atmosfera", text: "Stanze che si sbloccano nel corso del gioco, musica di sottofondo per gioco, stanza, scena o pagina con dissolvenza tra i luoghi, ed effetti sonori sottotitolati per i giocatori sordi o ipoudenti." },
  ],
  shareTitle: "Pubblicare, condividere, giocare insieme",
  share: [
    { title: "Pubblicazione", text: "Pubblica il tuo gioco nel catalogo; ogni nuova pubblicazione crea una versione, e puoi ritirarlo quando vuoi." },
    { title: "Condivisione privata", text: "Con i piani Pro, Istruzione e Azienda, rendi privato il tuo gioco: resta fuori dal catalogo e si gioca solo con il suo link." },
    { title: "Partite a distanza", text: "Già disponibile: i giochi che lo consentono si giocano in gruppo, ognuno sul proprio schermo. Crei la partita e condividi il suo codice, il link o il QR code." },
    { title: "Profilo pubblico", text: "Una pagina a tuo nome: la tua foto, la tua presentazione, i link ai tuoi social, i tuoi giochi pubblicati e i tuoi obiettivi, e le tue partite se vuoi. Da condividere ovunque." },
  ],
  communityText: "I giocatori leggono le recensioni sulla scheda di ogni gioco e ne scrivono una dopo aver terminato una partita (pubblicata dopo la moderazione), e i creatori possono riutilizzare un progetto pubblicato che lo consente. Con le offerte Pro, Istruzione e Azienda collegano anche i loro giochi in raccolte di capitoli (beta), dove i giocatori seguono i propri progressi.",
  planTitle: "Gratis per iniziare",
  planIntro: "Il piano Basic basta per creare e pubblicare i tuoi primi giochi.",
  planName: "Basic (gratuito)",
  planFeatures: [
    "I tre editor, Interfaccia 2D, 360° e Classico, già disponibili",
    "La pubblicazione dei tuoi giochi nel catalogo, già disponibile",
    "Già disponibile: gli obiettivi delle tue partite salvati nel tuo account",
    "Già disponibile: le tue partite a distanza, con un codice",
  ],
  proText: "Ti serve di più? Il piano Pro permette di invitare giocatori senza account alle tue partite a distanza e di rendere privati i tuoi giochi; porta anche progetti illimitati, 1 GB di spazio e 10 collaboratori per progetto invece di 2.",
  proLink: "Confronta i piani",
  ctaTitle: "Crea il tuo primo enigma",
  ctaText: "Crea il tuo account in un minuto, apri lo studio e segui la guida: il tuo primo gioco può essere online già oggi.",
};

export default it;

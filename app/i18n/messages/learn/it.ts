import type fr from "./fr";

const it: typeof fr = {
  title: "Guida: creare il primo escape game",
  description: "La guida passo passo per creare il tuo primo escape game online: trama, tipo di gioco, stanze, oggetti, enigmi, indizi, test, pubblicazione e condivisione.",
  eyebrow: "Guida passo passo",
  heroTitle: "Crea il tuo primo escape game in otto passi",
  heroText: "Dall'idea alla prima partita, questa guida ti accompagna in ogni fase. Calcola una o due ore per un primo gioco con cinque-otto enigmi.",
  ctaJoin: "Crea il mio account gratuito",
  ctaStudio: "Scopri lo studio",
  notice: "Lo studio di creazione è aperto: ogni passaggio di questa guida si svolge nel tuo spazio progetti e nell'editor del tuo progetto (Interfaccia 2D, 360° o Classico), da solo o con i tuoi collaboratori.",
  beforeTitle: "Prima di cominciare",
  before: [
    "Un account Escaplay gratuito: il piano Basic consente fino a tre progetti.",
    "Un'idea di partenza, anche vaga: un luogo, un personaggio, un mistero.",
    "Qualche immagine, tua o presa dalla libreria di risorse libere dello studio, se punti a un gioco in Interfaccia 2D o 360°. Con i piani Pro, Istruzione e Azienda puoi anche generarle con l'IA, dai file del progetto.",
    "Carta e penna per abbozzare la sequenza degli enigmi; la mappa degli enigmi dell'editor poi la disegna e verifica che il gioco si possa finire.",
  ],
  tocTitle: "I passi",
  stepsTitle: "La guida",
  tipLabel: "Suggerimento:",
  steps: [
    { title: "Immagina la storia", text: "Un buon gioco parte da una situazione e da un obiettivo chiari: «Avete 45 minuti per trovare la formula prima che torni il professore». Annota l'ambientazione, il ruolo dei giocatori, la posta in gioco e il finale. Poi costruisci il percorso al contrario: parti dalla porta finale e chiediti cosa serve per aprirla, poi cosa serve per ottenerlo, e così via.", tip: "Punta a cinque-otto enigmi per una partita di 30-45 minuti." },
    { title: "Scegli il tipo di gioco", text: "Classico se il gioco si basa su testi, documenti e domande; Interfaccia 2D se hai illustrazioni da esplorare; 360° se disponi di foto panoramiche di un luogo reale. Il tipo si sceglie alla creazione del progetto.", tip: "Niente illustrazioni a portata di mano? Inizia con il Classico: è il più veloce da costruire." },
    { title: "Costruisci le stanze", text: "Crea il progetto dal tuo spazio, vuoto o da un modello (ripasso in classe, inserimento in team, compleanno, giallo, visita al museo, lezione di lingua), dagli un nome e aggiungi le stanze (o scene). Ogni stanza ha la sua immagine di sfondo e può restare chiusa finché il giocatore non risolve un enigma. Aggiungi una musica d'atmosfera, per tutto il gioco o stanza per stanza, effetti sonori sottotitolati (oggetto raccolto, enigma risolto, risposta sbagliata, vittoria) e scegli un carattere adatto al tema.", tip: "Una stanza, una tappa della storia: spesso tre stanze bastano per un primo gioco." },
    { title: "Posiziona oggetti ed enigmi", text: "Nascondi gli oggetti nello scenario e decidi cosa se ne può fare: esaminarli per rivelare un dettaglio, combinarli per crearne uno nuovo. Poi aggiungi gli enigmi: codice di un lucchetto, lucchetto direzionale, a colori o a forme, schema da tracciare, rotelle numeriche, risposta da trovare, schermata con nome utente e password, codice da caricare. Ogni enigma risolto deve sbloccare qualcosa: un oggetto, una stanza, il seguito della storia.", tip: "Scegli risposte senza ambiguità: meglio un numero che una frase, meglio una parola che un'espressione." },
    { title: "Scrivi gli indizi", text: "Prevedi due o tre indizi per enigma, dal più discreto al più esplicito: prima «dove guardare», poi «cosa fare», infine quasi la soluzione. Ogni richiesta di indizio avvia un tempo d'attesa prima del successivo: regolalo perché l'indizio resti un aiuto e non una scorciatoia.", tip: "Scrivi gli indizi per ultimi, dopo aver visto giocatori veri bloccarsi." },
    { title: "Prova in condizioni reali", text: "Avvia la modalità test dall'editor e gioca dall'inizio alla fine. Poi fallo provare a qualcuno che non lo conosce, senza dire nulla, e annota ogni esitazione. Correggi e riprova: ogni modifica può rompere una sequenza.", tip: "Se qualcuno resta bloccato per più di cinque minuti nello stesso punto, manca un indizio o un riferimento visivo." },
    { title: "Pubblica", text: "Compila la scheda del gioco: titolo, riassunto, immagine di copertina, tema (avventura, fantastico, horror, indagine), difficoltà, durata, età consigliata, numero di giocatori e modalità consentite (in solitaria, multigiocatore). Pubblica e il gioco entra nel catalogo. Con un piano a pagamento puoi anche riservarlo ai tuoi ospiti con la condivisione privata.", tip: "Una copertina leggibile e un riassunto che presenti la sfida in due frasi fanno la differenza nel catalogo." },
    { title: "Condividi con un codice", text: "Invia il link alla pagina del gioco oppure avvia una sessione multigiocatore: otterrai un codice numerico che i giocatori inseriscono nella pagina «Inserisci un codice». Il generatore di codici QR trasforma qualsiasi link in un'immagine da mostrare o stampare. Il multigiocatore è ancora in fase di sviluppo e può presentare errori.", tip: "Per una classe o un evento, mostra il codice in grande e lascialo visibile per tutta la sessione." },
  ],
  designTitle: "Sei consigli per enigmi riusciti",
  design: [
    { title: "Un enigma, un'idea", text: "Ogni enigma deve poggiare su un ragionamento chiaro. Mescolare due idee raddoppia le probabilità di perdere il giocatore." },
    { title: "Gioca pulito", text: "Tutto ciò che serve è nel gioco. Non richiedere conoscenze esterne, a meno che non sia proprio lo scopo di un gioco didattico." },
    { title: "Varia le meccaniche", text: "Osservazione, logica, uso degli oggetti, decifrazione: alternarle tiene alta l'attenzione e fa brillare tutti." },
    { title: "Pensa alle squadre", text: "Con più giocatori, proponi due o tre enigmi in parallelo perché nessuno resti con le mani in mano." },
    { title: "Dosa la difficoltà", text: "Inizia facile per dare fiducia, poi alza il livello e tieni un enigma memorabile per il finale." },
    { title: "Premia", text: "Dopo ogni successo fai avanzare la storia: una porta che si apre, un messaggio, un obiettivo sbloccato." },
  ],
  mistakesTitle: "Le trappole più comuni",
  mistakes: [
    "Un oggetto indispensabile nascosto in un angolino minuscolo dell'immagine.",
    "Dieci codici a quattro cifre di fila: la noia arriva presto.",
    "Una risposta che si può scrivere in più modi quando ne è prevista solo una.",
    "Dimenticare di rigiocare dopo l'ultima modifica.",
  ],
  togetherTitle: "Creare insieme",
  together: [
    "Un progetto si costruisce anche a più mani. Nel suo editor, apri la vista «Collaboratori» e invita qualcuno con il suo nome utente o indirizzo e-mail: chi non ha un account riceve un link per crearlo. Scegli il suo ruolo: un editor modifica il progetto, i suoi file e le sue versioni e prova il gioco; un lettore apre l'editor senza poter cambiare nulla. Pubblicare resta compito del proprietario del progetto. Il piano Basic consente 2 collaboratori per progetto, i piani Pro, Istruzione e Azienda 10, inviti in sospeso compresi.",
    "L'invito si accetta dallo spazio progetti, dove il progetto compare poi in «Condivisi con me». Nell'editor ognuno vede chi c'è, dove puntano gli altri e che cosa modificano, in diretta. Dividetevi il lavoro, per esempio una stanza a testa: le modifiche di tutti vengono conservate, e se due persone cambiano lo stesso campo, chi ha visto sostituito il proprio testo ne viene avvisato.",
  ],
  ctaTitle: "Pronto a partire?",
  ctaText: "Crea il tuo account gratuito: puoi aprire il tuo primo progetto già oggi, e tornare a questa guida in qualsiasi momento.",
};

export default it;

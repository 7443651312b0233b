import type fr from "./fr";

const it: typeof fr = {
  title: "Novità",
  description: "Le note di rilascio di Escaplay: cosa è arrivato sulla piattaforma, versione dopo versione, e cosa arriverà dopo.",
  eyebrow: "Note di rilascio",
  heroTitle: "Le novità di Escaplay",
  heroText: "Ogni versione, cosa porta e cosa stiamo preparando. Preferiamo annunciare ciò che è pronto piuttosto che promettere date.",
  ctaContact: "Suggerisci un'idea",
  upcomingTitle: "In preparazione",
  upcomingIntro: "I prossimi passi, nell'ordine in cui ci stiamo lavorando. Non sono ancora disponibili.",
  upcoming: [],
  releasedTitle: "Versioni pubblicate",
  notes: {
    account: {
      title: "La tua partita nel tuo account, la newsletter e il blog",
      summary: "Una partita in solitario ripresa su un altro dispositivo, e-mail che mantengono le promesse e un blog scritto dal team.",
      items: [
        "Con l'accesso effettuato, la tua partita in solitario resta nel tuo account per 30 giorni dopo la tua ultima azione: «Riprendi la mia partita» nella pagina del gioco, con dove eri e quando, da qualsiasi browser o dispositivo; «Abbandona questa partita» per ricominciare",
        "«L'attività dei miei giochi»: un riepilogo quotidiano via e-mail delle recensioni in attesa di moderazione, approvate o rifiutate, delle segnalazioni sui tuoi giochi e dei collaboratori arrivati, se l'hai chiesto in Il mio account",
        "La newsletter, con la conferma del tuo indirizzo tramite un link e un link per annullare l'iscrizione con un clic in ogni e-mail",
        "Il blog scritto dal team, articolo per articolo in ogni lingua, con un feed RSS per sito",
      ],
    },
    palette: {
      title: "La tavolozza del creatore: suono, lucchetti, mappa, modelli e libreria",
      summary: "Giochi che si sentono, cinque nuovi lucchetti, la mappa degli enigmi che dice se il gioco si può finire, modelli per ogni uso e una libreria di risorse libere.",
      items: [
        "Il suono nei tre editor: una musica d'ambiente per il gioco, che ogni stanza, scena o pagina può sostituire o silenziare, con volume, ripetizione e una dissolvenza tra i luoghi; effetti sonori per un oggetto raccolto, un enigma risolto, una risposta sbagliata, la vittoria e la sconfitta, ciascuno con un sottotitolo scritto nel diario per i giocatori sordi o ipoudenti",
        "Il giocatore decide: nessun suono prima del suo clic, l'avviso sul suono cita solo ciò che il gioco contiene, e volume e silenzio si regolano nelle opzioni",
        "Cinque nuovi lucchetti: direzionale (frecce), colori, forme e simboli, uno schema da tracciare su una griglia e rotelle numeriche, utilizzabili da tastiera o al tocco e descritti per i lettori di schermo; le risposte restano verificate dal server",
        "La mappa degli enigmi in ogni editor: stanze, scene o pagine, enigmi e oggetti, e ciò che ognuno sblocca; verifica che il gioco si possa vincere dall'inizio e segnala nell'elenco dei problemi ciò che resta irraggiungibile",
        "Modelli pronti da adattare, sei per tipo di gioco, scritti nella lingua del sito: ripasso in classe, inserimento in team, compleanno, giallo, visita al museo e lezione di lingua",
        "Una libreria di risorse libere (immagini, oggetti, icone e suoni con licenza CC0) da cercare per parola chiave in ogni editor, senza contare nel tuo spazio di archiviazione",
      ],
    },
    images: {
      title: "Le immagini generate dall'IA",
      summary: "Descrivere un'immagine e ottenerla nei file del progetto, in ogni editor.",
      items: [
        "«Genera un'immagine» nei file del progetto, nei tre editor: una descrizione, un formato (scena 16:9, panorama 360° 2:1 o oggetto quadrato) e l'immagine si aggiunge alla cartella aperta",
        "Prima di generare si vedono le immagini rimaste nel mese: 50 al mese con Pro, 40 con Istruzione, 100 con Azienda; una generazione rifiutata o non riuscita non viene conteggiata",
        "Ogni immagine conta nello spazio di archiviazione del proprietario del progetto, come un file caricato",
      ],
    },
    company: {
      title: "Il piano Azienda con il tuo marchio",
      summary: "I tuoi giochi white label, sul tuo dominio, e il tuo team nello stesso abbonamento.",
      items: [
        "Il marchio dell'azienda in Il mio account, scheda Marchio: un nome, un logo scelto tra le tue immagini, due colori con il contrasto verificato (WCAG AA) e un indirizzo di assistenza",
        "Un gioco white label, scelto nella scheda di pubblicazione, mostra il tuo marchio e niente della piattaforma: pagine del gioco e della partita, sala d'attesa, schermata finale e codice QR; resta fuori dal catalogo se non ce lo inserisci",
        "Il tuo dominio, per esempio giochi.la-tua-azienda.it, nella scheda Dominio: i record DNS da creare, la verifica a richiesta e ogni ora, poi i tuoi giochi white label serviti a quell'indirizzo, nella lingua che scegli, da soli e in multigiocatore",
        "I membri del tuo team, invitati per e-mail dalla scheda Team, condividono il piano Azienda e trovano i progetti dell'azienda nel loro spazio di creazione; un membro rimosso perde subito l'accesso",
      ],
    },
    paid: {
      title: "I piani a pagamento online",
      summary: "Sottoscrivere Pro o Azienda con carta, gestire da sé il proprio abbonamento, l'offerta insegnanti, l'affiliazione e un back office per il team.",
      items: [
        "Pro mensile o annuale (16% in meno) e Azienda annuale si sottoscrivono dalla pagina Piani e prezzi, con carta, sulla pagina di pagamento sicura di Stripe: in euro, in franchi svizzeri sul sito svizzero, IVA inclusa e calcolata in base al tuo paese, partita IVA richiesta alle aziende",
        "Il piano si attiva non appena Stripe conferma il pagamento; la scheda Abbonamento dell'account mostra la periodicità, la data del prossimo addebito e il pulsante «Gestisci il mio abbonamento», che apre il portale di Stripe per cambiare carta o periodicità, disdire o riprendere",
        "Una disdetta ha effetto alla fine del periodo pagato; poi l'account torna al piano Basic, i progetti vengono conservati e sono rifiutati solo i nuovi progetti e file oltre i limiti",
        "Un pagamento rifiutato: un'e-mail, nuovi tentativi di Stripe e {{grace}} giorni durante i quali il piano resta attivo, poi il ritorno al piano Basic",
        "La fattura di ogni pagamento, con il suo PDF, nella sezione Fatture dell'account",
        "L'offerta insegnanti: insegnanti e associazioni inviano la richiesta dalla pagina Istruzione; una volta accettata dal team, il piano Istruzione si sottoscrive a {{teacher}} al mese, oppure il team lo concede gratuitamente fino a una data stabilita",
        "L'affiliazione: ogni account ha il suo link personale in Il mio account, scheda Affiliazione, e riceve il 20% di ogni fattura Pro o Azienda pagata nel primo anno dalle persone iscritte tramite quel link",
        "Per il team, un back office: trovare un account, vederne il piano e i pagamenti, concedere o terminare un piano, sospendere un account (disconnesso ovunque in una volta), gestire le richieste Istruzione e pagare le commissioni, con ogni azione scritta in un registro che nessuno può modificare",
      ],
    },
    community: {
      title: "La comunità intorno ai giochi",
      summary: "Recensire, segnalare un gioco, presentare il proprio profilo, collegare giochi in capitoli e trovare il gioco giusto tra tutti gli altri.",
      items: [
        "Dopo aver terminato una partita, il giocatore valuta il gioco e scrive una recensione; anche un visitatore senza account, firmata «Ospite», se il creatore lo consente. La recensione è pubblicata dopo la moderazione e l'autore può modificarla o eliminarla",
        "La prima recensione pubblicata su ogni gioco aggiunge 0,05 MB allo spazio di archiviazione del suo autore",
        "Un giocatore connesso segnala un gioco per uno degli otto motivi, descrivendo i fatti; il team di moderazione gestisce segnalazioni e recensioni, e l'autore o il creatore sa perché",
        "La scheda di un gioco mostra i suoi obiettivi; quelli nascosti restano nascosti finché non li sblocchi",
        "Ogni profilo pubblico presenta una bio, i link ai social, gli obiettivi sbloccati, i giochi pubblicati e, se la persona lo consente, le partite giocate e organizzate",
        "Con le offerte Pro, Istruzione e Azienda, un creatore collega i suoi giochi in raccolte di capitoli (beta); la scheda e la schermata finale mostrano i progressi e il capitolo successivo",
        "Il catalogo mostra le tendenze (i più giocati degli ultimi 7 giorni), i più giocati e le novità, cerca in titoli, descrizioni e nomi dei creatori e si sfoglia pagina per pagina, con o senza JavaScript",
      ],
    },
    together: {
      title: "Creare insieme",
      summary: "Invitare collaboratori su un progetto e modificarlo insieme, in diretta, nei tre editor.",
      items: [
        "Il proprietario di un progetto invita collaboratori con il loro nome utente o indirizzo e-mail; chi non ha un account riceve un link di invito",
        "Fino a 2 collaboratori per progetto con il piano Basic, 10 con i piani Pro, Istruzione e Azienda, inviti in sospeso compresi",
        "Due ruoli: un editor modifica la bozza, i suoi file e le sue versioni e prova il gioco; un lettore apre l'editor in sola lettura. Solo il proprietario pubblica, rinomina ed elimina il progetto e gestisce i collaboratori",
        "Gli inviti si accettano o si rifiutano dallo spazio progetti («Inviti»), dove i progetti degli altri compaiono in «Condivisi con me»; un collaboratore può lasciare un progetto, il proprietario può rimuoverlo, e il suo editor aperto si chiude subito",
        "Nei tre editor: chi c'è, ognuno con il suo avatar nel suo colore (due schede della stessa persona sono mostrate come tali), i suoi puntatori in diretta sulle scene di Interfaccia 2D e sui panorami 360°, e ciò che ognuno ha selezionato e sta scrivendo",
        "Le modifiche di due persone su elementi diversi vengono tutte conservate; uno stesso campo modificato da due persone viene risolto allo stesso modo per entrambe, e chi ha visto sostituito il proprio testo ne viene avvisato",
        "Le modifiche fatte offline vengono unite al ritorno della rete, e nulla va perso quando il nostro server di modifica in diretta si riavvia",
      ],
    },
    studio: {
      title: "Lo studio di creazione",
      summary: "Creare i propri giochi nel browser, con un editor per ciascuno dei tre formati, poi provarli, pubblicarli e condividerli.",
      items: [
        "Uno spazio progetti: creare un progetto vuoto o da un modello, rinominarlo, duplicarlo, eliminarlo e ripristinarlo, nei limiti del proprio piano",
        "L'editor Interfaccia 2D: scene con la loro immagine di sfondo, zone cliccabili posizionate con il mouse, le frecce della tastiera o le loro coordinate, un'anteprima della scena, un cursore per zona, oggetti da esaminare (immagine o modello 3D), ricette per combinare, azioni e condizioni, collegamenti tra le scene",
        "L'editor 360°: panorami, punti di interesse posizionati con un clic, in base al loro orientamento o con la tastiera, collegamenti tra i panorami",
        "L'editor Classico: pagine di blocchi di contenuto (testo formattato in circa 85 caratteri tipografici, immagini, suoni con trascrizione, link a video) ed enigmi di ogni tipo (codice, risposta, nome utente e password, codice da caricare, usare un oggetto), con indizi, penalità, stanze e il loro accesso",
        "In ogni editor: l'albero del progetto, un ispettore, l'elenco dei problemi (un clic seleziona l'elemento interessato), annulla e ripeti, copia e incolla di interazioni e oggetti",
        "Lo stato del salvataggio sempre in vista; le modifiche restano nel browser dopo un ricaricamento o un'interruzione di rete e partono appena torna la connessione",
        "I file del progetto, versioni con un nome, la prova del gioco, la pubblicazione nel catalogo e la condivisione con un link; giochi privati con i piani Pro, Istruzione e Azienda; il riutilizzo di un progetto pubblicato che lo consente",
      ],
    },
    multi: {
      title: "Il multigiocatore con codice",
      summary: "Giocare insieme a distanza, ognuno sul proprio schermo, nella stessa partita.",
      items: [
        "Una persona che ha effettuato l'accesso crea una partita a distanza dalla schermata iniziale di un gioco multigiocatore e sceglie quanti giocatori servono per cominciare e il massimo",
        "I giocatori entrano con il suo codice di nove cifre (pagina «Inserisci un codice»), il suo link o il suo QR code",
        "Una sala d'attesa con l'elenco dei giocatori, poi una partita comune: stessa scena, stesso inventario, chat, messaggi rapidi e «Mostra agli altri»",
        "Chi crea la partita la avvia, la mette in pausa, la termina e può rimuovere un giocatore",
        "Senza account entri in una partita solo se chi la organizza, con un piano Pro, Istruzione o Azienda, invita giocatori senza account; altrimenti tutti accedono",
        "Il multigiocatore è ancora giovane: possono verificarsi errori, segnalaceli",
      ],
    },
    play: {
      title: "Il motore di gioco e le partite in solitaria",
      summary: "I tre formati si giocano dall'inizio alla fine nel browser, con cinque giochi dimostrativi.",
      items: [
        "Interfaccia 2D (scene illustrate), 360° (panorami) e Classico (pagine di contenuto ed enigmi)",
        "Inventario, oggetti da esaminare e combinare, codici, risposte, credenziali e codici da caricare",
        "Indizi con tempo di attesa, penalità per le risposte sbagliate, pausa e, a tempo scaduto, la scelta tra fermarsi e continuare",
        "I progressi riprendono dopo aver ricaricato la pagina o perso la connessione, per 24 ore",
        "Schermata finale con tempo, indizi, errori e obiettivi; gli obiettivi vengono salvati per i giocatori che hanno effettuato l'accesso",
      ],
    },
    accounts: {
      title: "Gli account",
      summary: "Un account gratuito per conservare i tuoi obiettivi e organizzare partite.",
      items: [
        "Registrazione confermata con un codice di 6 cifre inviato via e-mail, accesso e accesso con Google quando è disponibile",
        "Recupero dell'account via e-mail",
        "Area personale: foto del profilo, indirizzo e-mail, password, preferenze e-mail, piano e fatture",
      ],
    },
    foundation: {
      title: "Le fondamenta",
      summary: "La prima pietra di Escaplay: i siti, il catalogo e le pagine che presentano la piattaforma.",
      items: [
        "Sette siti nella loro lingua: Francia, Svizzera, Belgio, Germania, Spagna, Italia ed Europa in inglese, scelti in base all'indirizzo del sito",
        "Il catalogo dei giochi con ricerca, filtri, ordinamento e temi, e una scheda dettagliata per ogni gioco con le recensioni dei giocatori",
        "La home page con i numeri della community",
        "Le pagine per giocatori, creatori, insegnanti e aziende, la guida alla creazione e queste note",
        "L'inserimento di un codice di partita, un banner dei cookie con consenso esplicito e una pagina di errore chiara quando un link non funziona",
      ],
    },
  },
  ctaTitle: "Un'idea per il futuro?",
  ctaText: "Le prossime versioni nascono dai tuoi riscontri. Dicci cosa ti manca.",
};

export default it;

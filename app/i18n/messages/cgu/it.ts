import type fr from "./fr";

const it: typeof fr = {
  title: "Condizioni generali d'uso",
  description:
    "Le regole d'uso di Escaplay: account, contenuti pubblicati, importazione di progetti, segnalazioni, recensioni, partite multigiocatore e obiettivi.",
  intro:
    "Queste condizioni stabiliscono le regole del gioco tra te ed Escaplay SAS. Le abbiamo scritte nel modo più semplice possibile: prenditi qualche minuto per leggerle, perché si applicano non appena usi il sito.",
  updated: "Ultimo aggiornamento:",
  tocTitle: "Indice",
  numbering: "Articolo {{n}} –",
  backToToc: "Torna all'indice",
  seeAlso: "Vedi anche",
  articles: {
    purpose: {
      title: "Oggetto",
      body: [
        "Escaplay è una piattaforma online per giocare, creare e condividere escape game. È gestita da Escaplay SAS, i cui dati sono riportati nelle [note legali](/mentions-legales).",
        "Le presenti condizioni generali d'uso (le «Condizioni») disciplinano l'accesso al sito e il suo utilizzo, gratuito o a pagamento. Gli abbonamenti a pagamento sono disciplinati anche dalle nostre [condizioni generali di vendita](/cgv).",
      ],
    },
    definitions: {
      title: "Definizioni",
      body: [
        [
          "Piattaforma: il sito Escaplay e le sue versioni nazionali, su qualsiasi dispositivo.",
          "Visitatore: chiunque navighi sulla piattaforma senza aver effettuato l'accesso.",
          "Utente: chiunque sia titolare di un account Escaplay verificato.",
          "Creatore: un utente che progetta un gioco in uno dei tre editor (Interfaccia 2D, 360° o Classico).",
          "Progetto: un gioco in preparazione; diventa un «gioco» una volta pubblicato.",
          "Contenuto: tutto ciò che un utente carica o scrive sulla piattaforma (immagini, suoni, testi, enigmi, recensioni, segnalazioni).",
          "Sessione multigiocatore: una partita giocata a distanza da più persone, a cui si accede con un codice numerico.",
        ],
      ],
    },
    access: {
      title: "Accesso e account",
      body: [
        "La maggior parte dei giochi si gioca senza account. Per salvare i tuoi obiettivi, giocare ai giochi riservati agli iscritti o creare una partita multigiocatore serve un account. La registrazione è gratuita: scegli un nome utente e indichi un indirizzo e-mail valido e una password di almeno 6 caratteri. Quando l'opzione è disponibile, puoi anche accedere con il tuo account Google.",
        "Dopo la registrazione ti inviamo via e-mail un codice di verifica di 6 cifre. Finché non lo inserisci, il tuo account resta non verificato e l'accesso ai contenuti è bloccato. Puoi chiedere un nuovo codice in qualsiasi momento.",
        "Ogni account ha un livello: non verificato, verificato (piano gratuito Basic), Pro, Istruzione o Azienda. Il livello determina le funzioni e i limiti disponibili, descritti nella pagina dei [piani](/plans).",
        "Le tue credenziali sono personali. Tieni segreta la password e avvisaci subito se pensi che qualcun altro stia usando il tuo account.",
        "Se hai meno di 15 anni, chiedi il permesso a un genitore prima di creare un account.",
        "Un account bloccato non può più accedere. Se pensi che si tratti di un errore, scrivi a {{supportEmail}}.",
      ],
    },
    roles: {
      title: "Cosa puoi fare, con o senza account",
      body: [
        "Come visitatore puoi:",
        [
          "sfogliare il catalogo e consultare le schede dei giochi;",
          "giocare in solitaria ai giochi aperti a tutti; i tuoi progressi vengono conservati per 24 ore sul dispositivo che usi;",
          "entrare in una partita multigiocatore con il suo codice, il suo link o il suo QR code, con un nickname, quando chi la organizza, con un piano Pro, Istruzione o Azienda, invita giocatori senza account;",
          "registrarti e accedere.",
        ],
        "Senza account, i tuoi obiettivi non vengono salvati.",
        "Come utente che ha effettuato l'accesso, puoi inoltre gestire il tuo account (foto del profilo, indirizzo e-mail, password, preferenze e-mail), giocare ai giochi riservati agli iscritti, conservare la tua partita in solitario nel tuo account per 30 giorni dopo la tua ultima azione e riprenderla su un altro dispositivo, salvare i tuoi obiettivi, creare partite multigiocatore, recensire i giochi che hai terminato, segnalare un gioco dalla sua scheda e presentare il tuo profilo pubblico.",
      ],
    },
    content: {
      title: "I tuoi contenuti e i tuoi diritti",
      body: [
        "Resti proprietario dei tuoi progetti e di tutto ciò che crei su Escaplay. Non rivendichiamo alcun diritto d'autore sui tuoi giochi.",
        "Perché la piattaforma funzioni, concedi a Escaplay SAS una licenza non esclusiva, gratuita e mondiale per ospitare, riprodurre, adattare tecnicamente (formati, dimensioni delle immagini, compressione) e mostrare i tuoi contenuti, al solo scopo di far funzionare e far conoscere la piattaforma. La licenza dura finché il contenuto è online e termina quando lo elimini; le copie di backup vengono cancellate entro un termine ragionevole.",
        "Quando pubblichi un progetto in modalità pubblica, autorizzi gli altri creatori a importarlo: ne ottengono una copia nel proprio account, che possono modificare e ripubblicare. Il nome dell'autore originale resta visibile sulla scheda del gioco importato. Ritirare il tuo gioco dalla pubblicazione impedisce nuove importazioni, ma non cancella le copie già fatte. I progetti condivisi in privato non possono essere importati.",
        "Carica solo contenuti che hai il diritto di usare: le tue creazioni, materiale con una licenza libera compatibile o materiale per cui l'autore ti ha dato il permesso. Le immagini generate con l'IA nell'editor possono essere usate nei tuoi progetti, nel rispetto di queste Condizioni.",
      ],
    },
    community: {
      title: "Regole della community e segnalazioni",
      body: [
        "Escaplay si rivolge a un pubblico ampio, comprese le classi scolastiche. È vietato pubblicare un gioco o un contenuto:",
        [
          "di natura sessuale;",
          "violento, o che mostri oggetti violenti in modo gratuito;",
          "offensivo o d'odio verso una persona o un gruppo;",
          "che costituisca molestia o intimidazione;",
          "che inciti ad atti pericolosi o dannosi;",
          "che riguardi abusi su minori;",
          "ingannevole o che costituisca spam;",
          "che violi i diritti altrui o la legge.",
        ],
        "Chiunque può segnalare un gioco scrivendo a {{supportEmail}}; un pulsante «Segnala» sulla scheda del gioco arriverà con una prossima versione. Una segnalazione deve indicare uno di questi otto motivi: gioco non giocabile, contenuti sessuali, contenuti od oggetti violenti, contenuti offensivi o d'odio, molestie o intimidazioni, atti pericolosi o dannosi, abusi su minori, spam o contenuti ingannevoli. Deve anche descrivere i fatti.",
        "Esaminiamo ogni segnalazione. Se rimuoviamo o limitiamo un contenuto, lo comunichiamo all'autore spiegandogli i motivi. Può contestare la decisione rispondendo a quel messaggio o scrivendo a {{supportEmail}}; un'altra persona del team riesamina allora il caso. Segnalazioni abusive ripetute possono comportare una sospensione.",
      ],
    },
    reviews: {
      title: "Recensioni e moderazione",
      body: [
        "La scrittura delle recensioni non è ancora aperta: le schede dei giochi mostrano le recensioni già pubblicate. Le regole di questo articolo si applicheranno non appena sarà aperta.",
        "Dopo aver giocato potrai dare un voto al gioco e lasciare un commento. Una recensione deve riflettere la tua esperienza del gioco: sono vietate le recensioni a pagamento o scritte per danneggiare un creatore.",
        "Le recensioni vengono pubblicate dopo la moderazione. Rifiutiamo quelle che violano le regole della community o che non riguardano il gioco. Non filtriamo le recensioni in base al fatto che siano positive o negative.",
        "Potrai modificare o eliminare la tua recensione in qualsiasi momento; una recensione modificata riporterà la relativa indicazione.",
        "Ogni recensione pubblicata da un utente che ha effettuato l'accesso gli darà 0,05 MB di spazio di archiviazione in più.",
      ],
    },
    multiplayer: {
      title: "Partite multigiocatore e ospiti",
      body: [
        "Per creare una partita multigiocatore serve un account verificato. Gli altri giocatori entrano con il codice di nove cifre, il link o il QR code che ricevono da chi organizza: condividili solo con le persone che inviti.",
        "Senza account si entra in una partita a distanza solo se chi la organizza, con un piano Pro, Istruzione o Azienda, invita giocatori senza account; si sceglie allora un nickname. Altrimenti ogni giocatore accede con il proprio account. Chi organizza resta responsabile delle persone che invita e del rispetto di queste Condizioni durante la partita; può rimuovere un giocatore. I nickname e i messaggi della chat rispettano le regole della comunità.",
        "La modalità multigiocatore è ancora in fase di sviluppo e può presentare errori. In solitaria come in gruppo, i progressi di una partita vengono conservati per 24 ore: dopo aver ricaricato la pagina o perso la connessione, riprendi da dove eri rimasto. Il pulsante «Esci» termina la partita; per chi organizza una partita multigiocatore, la termina per tutta la squadra.",
      ],
    },
    achievements: {
      title: "Obiettivi",
      body: [
        "I giochi possono includere obiettivi da sbloccare, alcuni dei quali restano nascosti finché non li ottieni. Vengono salvati solo se hai effettuato l'accesso.",
        "Gli obiettivi non hanno valore economico e non possono essere scambiati né venduti. Possiamo rimuovere un obiettivo ottenuto barando o usando il gioco in modo improprio.",
      ],
    },
    liability: {
      title: "Responsabilità",
      body: [
        "Facciamo il possibile perché la piattaforma sia disponibile e funzioni correttamente, ma non possiamo garantire un servizio senza interruzioni: manutenzione, aggiornamenti o problemi tecnici possono renderla temporaneamente inaccessibile.",
        "I giochi sono creati dagli utenti, che sono responsabili dei propri contenuti. Escaplay agisce come fornitore di hosting: rimuoviamo tempestivamente qualsiasi contenuto manifestamente illecito che ci venga segnalato.",
        "Nulla in queste Condizioni limita i diritti che la legge ti riconosce come consumatore.",
      ],
    },
    suspension: {
      title: "Sospensione e chiusura dell'account",
      body: [
        "In caso di violazione di queste Condizioni possiamo, a seconda della gravità: avvisarti, rimuovere il contenuto in questione, sospendere temporaneamente il tuo account o bloccarlo. Salvo urgenza o obbligo di legge, ti avvisiamo prima e puoi risponderci prima di qualsiasi decisione definitiva.",
        "Puoi chiudere il tuo account in qualsiasi momento scrivendo a {{supportEmail}}. I dati del tuo account vengono allora cancellati, così come i tuoi progetti, salvo le copie che altri creatori abbiano già importato.",
      ],
    },
    changes: {
      title: "Modifica delle Condizioni",
      body: [
        "Possiamo aggiornare queste Condizioni, ad esempio quando aggiungiamo una funzione. In caso di modifiche importanti ti avvisiamo per e-mail o sul sito almeno 30 giorni prima della loro entrata in vigore. Se non sei d'accordo, puoi chiudere il tuo account prima di quella data.",
      ],
    },
    law: {
      title: "Legge applicabile e controversie",
      body: [
        "Queste Condizioni sono regolate dalla legge francese. Se sei un consumatore residente in un altro Paese, conservi la tutela delle norme imperative del tuo Paese.",
        "In caso di disaccordo scrivici prima di tutto: la maggior parte dei problemi si risolve così. Altrimenti i consumatori possono ricorrere gratuitamente alla mediazione descritta nelle nostre [condizioni generali di vendita](/cgv#disputes) o rivolgersi al tribunale competente.",
      ],
    },
    contact: {
      title: "Contatti",
      body: [
        "Per qualsiasi domanda su queste Condizioni: {{supportEmail}}, il [modulo di contatto](/contact) o per posta a Escaplay SAS, 14 rue Childebert, 69002 Lyon, Francia.",
      ],
    },
  },
};

export default it;

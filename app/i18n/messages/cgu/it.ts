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
        "La maggior parte dei giochi si può giocare senza account. Per creare, pubblicare, lasciare una recensione o avviare una sessione multigiocatore ne serve uno. La registrazione è gratuita: scegli un nome utente e indichi un indirizzo e-mail valido e una password di almeno 6 caratteri.",
        "Dopo la registrazione ti inviamo per e-mail un codice di verifica di 6 caratteri. Finché non lo inserisci, il tuo account resta non verificato e l'accesso ai contenuti è bloccato. Puoi chiedere un nuovo codice in qualsiasi momento.",
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
          "giocare da solo ai giochi che non richiedono un account;",
          "unirti a una partita con un codice ed essere invitato a una sessione multigiocatore;",
          "registrarti e accedere.",
        ],
        "Senza account, le tue recensioni appaiono come quelle di un ospite e i tuoi obiettivi non vengono salvati.",
        "Come utente connesso puoi inoltre gestire il tuo account e il tuo profilo pubblico, creare progetti, salvare i progressi e gli obiettivi, pubblicare giochi, recensire un gioco dopo averlo giocato, creare sessioni multigiocatore, importare progetti pubblicati e segnalare un gioco.",
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
        "Chiunque può segnalare un gioco dalla sua scheda. La segnalazione deve indicare uno di questi otto motivi: gioco non giocabile, contenuti sessuali, contenuti od oggetti violenti, contenuti offensivi o d'odio, molestie o intimidazioni, atti pericolosi o dannosi, abusi su minori, spam o contenuti ingannevoli. Deve inoltre contenere, obbligatoriamente, una descrizione dei fatti.",
        "Esaminiamo ogni segnalazione. Se rimuoviamo o limitiamo un contenuto, lo comunichiamo all'autore spiegandogli i motivi. Può contestare la decisione rispondendo a quel messaggio o scrivendo a {{supportEmail}}; un'altra persona del team riesamina allora il caso. Segnalazioni abusive ripetute possono comportare una sospensione.",
      ],
    },
    reviews: {
      title: "Recensioni e moderazione",
      body: [
        "Dopo aver giocato puoi dare un voto al gioco e lasciare un commento. Una recensione deve riflettere la tua esperienza personale: sono vietate le recensioni a pagamento e quelle scritte per danneggiare un creatore.",
        "Le recensioni vengono pubblicate dopo la moderazione. Rifiutiamo quelle che violano le regole della community o che non riguardano il gioco. Non filtriamo le recensioni in base al fatto che siano positive o negative.",
        "Puoi modificare o eliminare la tua recensione in qualsiasi momento; una recensione modificata riporta la relativa indicazione. Le recensioni lasciate senza account appaiono come quelle di un ospite.",
        "Ogni recensione pubblicata da un utente connesso gli fa guadagnare 0,05 MB di spazio di archiviazione in più.",
      ],
    },
    multiplayer: {
      title: "Partite multigiocatore e ospiti",
      body: [
        "Per creare una sessione multigiocatore serve un account. Gli altri giocatori si uniscono con il codice numerico che l'organizzatore fornisce loro: condividilo solo con le persone che inviti.",
        "I creatori Pro possono invitare persone senza account a giocare ai loro giochi privati. L'organizzatore è responsabile delle persone che invita e del rispetto di queste Condizioni durante la partita.",
        "La modalità multigiocatore è ancora in fase di sviluppo e può presentare errori. Uscire dalla pagina o ricaricarla durante una partita fa perdere tutti i progressi.",
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
        "Puoi chiudere il tuo account in qualsiasi momento dalla tua area personale o scrivendoci. I tuoi progetti vengono allora eliminati, tranne le copie che altri creatori hanno già importato.",
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

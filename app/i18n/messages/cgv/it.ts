import type fr from "./fr";

const it: typeof fr = {
  title: "Condizioni generali di vendita",
  description:
    "Piani, prezzi, fatturazione mensile o annuale, pagamento, rinnovo, disdetta, diritto di recesso e rimborsi degli abbonamenti Escaplay.",
  intro:
    "Queste condizioni si applicano quando sottoscrivi un piano a pagamento di Escaplay. Completano le nostre [condizioni generali d'uso](/cgu). In breve: il piano Pro è senza vincoli, puoi disdire scrivendoci e le tue fatture sono sempre disponibili nel tuo account. Il pagamento online non è ancora aperto: fino alla sua apertura, i piani a pagamento vengono attivati su richiesta.",
  updated: "Ultimo aggiornamento:",
  tocTitle: "Indice",
  numbering: "Articolo {{n}} –",
  backToToc: "Torna all'indice",
  seeAlso: "Vedi anche",
  articles: {
    scope: {
      title: "Ambito di applicazione",
      body: [
        "Il venditore è Escaplay SAS, 14 rue Childebert, 69002 Lione, Francia, iscritta al Registro delle imprese (RCS) di Lione con il numero 912 345 678 (vedi le [note legali](/mentions-legales)).",
        "Le presenti condizioni generali di vendita (le «CGV») disciplinano gli abbonamenti a pagamento sottoscritti sulla piattaforma, sia dai consumatori sia dai professionisti. Le condizioni in vigore il giorno della sottoscrizione si applicano per tutto il periodo pagato.",
      ],
    },
    plans: {
      title: "I piani",
      body: [
        "Escaplay propone quattro piani, descritti e confrontati nella pagina [Piani e prezzi](/plans):",
        [
          "Basic (gratuito): 3 progetti, 10 MB di spazio, 2 collaboratori per progetto, pubblicazione dei giochi e salvataggio dei progressi.",
          "Pro: progetti illimitati, 1 GB di spazio, 10 collaboratori per progetto, 50 immagini generate con l'IA al mese, pubblicazione e condivisione private, invito di giocatori senza account, risultati delle partite (beta) e raccolte (beta).",
          "Istruzione: le funzioni del piano Pro con 250 MB di spazio e 40 immagini al mese, riservato a insegnanti e associazioni senza scopo di lucro. L'accesso si richiede per e-mail; verifichiamo il tuo status prima di attivarlo.",
          "Azienda: i limiti del piano Pro, 100 immagini al mese, progetti white label e dominio personalizzato, con abbonamento annuale.",
        ],
        "Le funzioni contrassegnate come «beta» sono ancora in fase di messa a punto: possono cambiare e presentare errori.",
        "Alcune delle funzioni descritte sopra non sono ancora disponibili: le immagini generate con l'IA, il white label e il dominio personalizzato. Sono contrassegnate con «Prossimamente» nella pagina [Piani e prezzi](/plans) e vengono fornite solo a partire dalla loro apertura. Oggi i piani a pagamento offrono più progetti, spazio e collaboratori per progetto, i giochi privati, l'invito di giocatori senza account alle partite a distanza e le raccolte di capitoli (beta).",
      ],
    },
    prices: {
      title: "Prezzi",
      body: [
        "I prezzi sono indicati in euro, IVA inclusa (IVA francese all'aliquota in vigore):",
        [
          "Pro: {{proMonthly}} al mese, oppure {{proYearly}} all'anno.",
          "Offerta insegnanti: il piano Pro a {{teacherMonthly}} al mese, su richiesta.",
          "Istruzione: su preventivo, in base alle dimensioni della scuola o dell'associazione.",
          "Azienda: {{companyYearly}} all'anno.",
        ],
        "Ai professionisti stabiliti in un altro Stato membro dell'Unione europea e titolari di partita IVA comunitaria la fattura è emessa senza IVA (inversione contabile).",
        "Possiamo modificare i nostri prezzi. Un nuovo prezzo non si applica mai a un periodo già pagato: ti avvisiamo almeno 30 giorni prima del rinnovo successivo e puoi disdire prima se non ti va bene.",
      ],
    },
    billing: {
      title: "Fatturazione mensile o annuale",
      body: [
        "Il piano Pro si paga mensilmente o annualmente, a tua scelta. Con il pagamento annuale risparmi il 16 % rispetto a dodici mensilità.",
        "Il piano Pro è senza vincoli: che tu paghi al mese o all'anno, puoi disdire quando vuoi e la disdetta ha effetto alla fine del periodo in corso.",
        "Il piano Azienda è un abbonamento annuale, pagato in un'unica soluzione per dodici mesi.",
      ],
    },
    payment: {
      title: "Sottoscrizione e pagamento",
      body: [
        "Il pagamento online non è ancora aperto. Fino alla sua apertura, i piani a pagamento vengono attivati su richiesta: scrivici tramite il [modulo di contatto](/contact) o a {{supportEmail}}. Ti inviamo un riepilogo con il piano, la periodicità e il prezzo totale; l'ordine è concluso quando lo accetti per iscritto e ti confermiamo l'attivazione per e-mail.",
        "Quando il pagamento online sarà aperto, avverrà con carta tramite il nostro fornitore di pagamenti sicuro: non vedremo né conserveremo il numero della tua carta. Il piano Azienda può essere pagato anche con bonifico, a 30 giorni dalla data della fattura.",
        "Se un pagamento non va a buon fine, ti avvisiamo e riproviamo per 14 giorni. In mancanza di regolarizzazione, il tuo account torna al piano Basic.",
      ],
    },
    renewal: {
      title: "Rinnovo e disdetta",
      body: [
        "Salvo disdetta, l'abbonamento si rinnova automaticamente per la stessa durata: un mese o un anno. Per gli abbonamenti annuali ti inviamo un promemoria per e-mail tra tre mesi e un mese prima della scadenza.",
        "Puoi disdire in qualsiasi momento scrivendoci. Il piano Pro resta attivo fino alla fine del periodo pagato. Il piano Azienda va disdetto almeno un mese prima della fine dell'anno di abbonamento.",
        "Alla fine dell'abbonamento il tuo account torna al piano Basic. I tuoi progetti vengono conservati, ma finché superi i limiti del piano Basic non puoi creare nuovi progetti né aggiungere file, e i giochi condivisi in privato non sono più accessibili.",
      ],
    },
    withdrawal: {
      title: "Diritto di recesso",
      body: [
        "Se sei un consumatore, hai 14 giorni dalla sottoscrizione per recedere, senza dover fornire alcuna motivazione.",
        "Per esercitarlo basta comunicarcelo chiaramente prima della scadenza: per e-mail a {{supportEmail}}, tramite il [modulo di contatto](/contact) (argomento «Assistenza») o per posta. Puoi, senza esservi obbligato, scrivere: «Recedo dal contratto relativo all'abbonamento Escaplay sottoscritto il […]», con il tuo nome e l'indirizzo e-mail del tuo account.",
        "Poiché puoi usare l'abbonamento subito dopo la sottoscrizione, al momento del pagamento ti chiediamo se vuoi che inizi immediatamente. In questo caso, se recedi, paghi solo la parte corrispondente ai giorni già trascorsi. Ti rimborsiamo il resto entro 14 giorni, con lo stesso mezzo di pagamento e senza costi.",
        "Il diritto di recesso non si applica ai professionisti: non riguarda quindi il piano Azienda sottoscritto per un'attività professionale.",
      ],
    },
    invoices: {
      title: "Fatture",
      body: [
        "Per ogni pagamento viene emessa una fattura. Tutte le tue fatture sono disponibili in qualsiasi momento nel tuo account, nella sezione [Fatture](/account/invoices), in formato PDF.",
        "Per far comparire in fattura il nome di un'azienda o di una scuola, o una partita IVA, completa i tuoi dati di fatturazione prima di pagare.",
      ],
    },
    refunds: {
      title: "Rimborsi",
      body: [
        "Al di fuori del recesso, un periodo iniziato non viene rimborsato: mantieni l'accesso alle funzioni a pagamento fino alla sua scadenza.",
        "In caso di errore di fatturazione o di doppio addebito, rimborsiamo integralmente l'importo non dovuto. Se la piattaforma resta indisponibile per causa nostra per più di 72 ore consecutive, prolunghiamo il tuo abbonamento per lo stesso tempo o, se preferisci, ti rimborsiamo quel periodo.",
      ],
    },
    liability: {
      title: "Responsabilità",
      body: [
        "Ci impegniamo a fornire con cura le funzioni del piano sottoscritto. Non siamo responsabili dei danni causati da un uso improprio della piattaforma, dai contenuti pubblicati dagli utenti o da cause di forza maggiore.",
        "Nei confronti dei professionisti la nostra responsabilità è limitata agli importi pagati negli ultimi dodici mesi. Per i consumatori si applicano pienamente le garanzie legali di conformità dei contenuti e servizi digitali.",
      ],
    },
    data: {
      title: "Dati personali",
      body: [
        "Per gestire il tuo abbonamento trattiamo i tuoi dati identificativi, di fatturazione e di pagamento. I dettagli (finalità, tempi di conservazione, diritti) sono riportati nella [sezione dati personali delle note legali](/mentions-legales#data).",
      ],
    },
    disputes: {
      title: "Reclami, mediazione e controversie",
      body: [
        "Per qualsiasi reclamo scrivici a {{supportEmail}}: rispondiamo entro 7 giorni lavorativi.",
        "Se sei un consumatore e la nostra risposta non ti soddisfa, puoi rivolgerti gratuitamente al mediatore dei consumatori a cui aderiamo: CM2C, 49 rue de Ponthieu, 75008 Parigi, Francia, [www.cm2c.net](https://www.cm2c.net), entro un anno dal tuo reclamo scritto.",
        "Queste CGV sono regolate dalla legge francese, fatte salve le norme imperative a tutela dei consumatori del tuo Paese di residenza. In mancanza di accordo, la controversia è sottoposta al tribunale competente; per i professionisti, ai tribunali di Lione.",
      ],
    },
  },
};

export default it;

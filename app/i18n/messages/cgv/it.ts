import type fr from "./fr";

const it: typeof fr = {
  title: "Condizioni generali di vendita",
  description:
    "Piani, prezzi, fatturazione mensile o annuale, pagamento, rinnovo, disdetta, diritto di recesso e rimborsi degli abbonamenti Escaplay.",
  intro:
    "Queste condizioni si applicano quando sottoscrivi un piano a pagamento di Escaplay. Completano le nostre [condizioni generali d'uso](/cgu). In breve: paghi con carta sulla pagina sicura di Stripe, il piano Pro è senza vincoli, disdici in qualsiasi momento dal tuo account e le tue fatture sono sempre disponibili lì.",
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
          "Istruzione: le funzioni del piano Pro con 250 MB di spazio e 40 immagini al mese, riservato a insegnanti e associazioni senza scopo di lucro. L'accesso si richiede dalla pagina [Istruzione](/education#request); verifichiamo il tuo status prima di aprirlo.",
          "Azienda: i limiti del piano Pro, 100 immagini al mese, progetti white label e dominio personalizzato, con abbonamento annuale.",
        ],
        "Le funzioni contrassegnate come «beta» sono ancora in fase di messa a punto: possono cambiare e presentare errori.",
        "Le immagini generate con l'IA si creano dai file di un progetto, nell'editor: ognuna conta nella quota mensile del piano del proprietario del progetto (mese solare, in tempo universale) e nel suo spazio di archiviazione; una generazione rifiutata o non riuscita non viene conteggiata e le immagini non usate in un mese non si sommano al successivo.",
      ],
    },
    prices: {
      title: "Prezzi",
      body: [
        "I prezzi sono indicati in euro, imposte incluse:",
        [
          "Pro: {{proMonthly}} al mese, oppure {{proYearly}} all'anno.",
          "Offerta insegnanti: il piano Istruzione a {{teacherMonthly}} al mese, disponibile una volta accettata la tua richiesta Istruzione.",
          "Istruzione gratuita: dopo aver esaminato la tua richiesta, il team può concederti il piano Istruzione senza pagamento, fino a una data che ti indica.",
          "Azienda: {{companyYearly}} all'anno.",
        ],
        "L'IVA è calcolata al pagamento da Stripe Tax, il servizio fiscale del nostro fornitore di pagamenti, in base al paese e all'indirizzo che indichi; il prezzo pagato resta quello mostrato.",
        "A un professionista che indica al pagamento una partita IVA valida di un altro Stato membro dell'Unione europea la fattura è emessa in inversione contabile: senza IVA.",
        "Possiamo modificare i nostri prezzi. Un nuovo prezzo non si applica mai a un periodo già pagato: ti avvisiamo almeno 30 giorni prima del rinnovo successivo e puoi disdire prima se non ti va bene.",
      ],
    },
    billing: {
      title: "Fatturazione mensile o annuale",
      body: [
        "Il piano Pro si paga mensilmente o annualmente, a tua scelta. Con il pagamento annuale risparmi il 16 % rispetto a dodici mensilità.",
        "Il piano Pro è senza vincoli: che tu paghi al mese o all'anno, puoi disdire quando vuoi e la disdetta ha effetto alla fine del periodo in corso.",
        "Il piano Azienda è un abbonamento annuale, pagato con carta in un'unica soluzione per dodici mesi.",
      ],
    },
    payment: {
      title: "Sottoscrizione e pagamento",
      body: [
        "Sottoscrivi dalla pagina [Piani e prezzi](/plans), con l'accesso al tuo account: il pulsante del piano scelto ti porta a Stripe Checkout, la pagina di pagamento sicura del nostro fornitore Stripe, che riepiloga il piano, la periodicità e il prezzo totale. Lì indichi il paese, l'indirizzo di fatturazione e, se paghi per un'azienda, la partita IVA. L'ordine è concluso quando confermi il pagamento; il tuo piano si attiva non appena Stripe ce lo conferma.",
        "Il pagamento avviene con carta, addebitata alla sottoscrizione e a ogni rinnovo. Stripe gestisce la tua carta: non ne vediamo né conserviamo il numero.",
        "Se un pagamento non va a buon fine, ti avvisiamo via e-mail e Stripe riprova ad addebitare la tua carta. Il tuo piano resta attivo per {{graceDays}} giorni dal primo tentativo fallito, il tempo di aggiornare il metodo di pagamento; senza pagamento entro quella data, il tuo account torna al piano Basic.",
      ],
    },
    renewal: {
      title: "Rinnovo e disdetta",
      body: [
        "Salvo disdetta, l'abbonamento si rinnova automaticamente per la stessa durata: un mese o un anno. La data del prossimo addebito è indicata nella scheda [Abbonamento](/account?tab=subscription) del tuo account.",
        "Disdici in qualsiasi momento, senza costi, dalla scheda [Abbonamento](/account?tab=subscription) del tuo account, con il pulsante «Gestisci il mio abbonamento»: apre il portale clienti di Stripe, dove puoi anche cambiare carta o, per il piano Pro, passare dal pagamento mensile a quello annuale e viceversa. La disdetta ha effetto alla fine del periodo pagato; il tuo piano resta attivo fino ad allora e puoi riprendere l'abbonamento prima di quella data.",
        "Alla fine dell'abbonamento il tuo account torna al piano Basic. I tuoi progetti vengono conservati, ma finché superi i limiti del piano Basic non puoi creare nuovi progetti né aggiungere file, e i giochi condivisi in privato non sono più accessibili.",
      ],
    },
    withdrawal: {
      title: "Diritto di recesso",
      body: [
        "Se sei un consumatore, hai 14 giorni dalla sottoscrizione per recedere, senza dover fornire alcuna motivazione.",
        "Per esercitarlo basta comunicarcelo chiaramente prima della scadenza: per e-mail a {{supportEmail}}, tramite il [modulo di contatto](/contact) (argomento «Assistenza») o per posta. Puoi, senza esservi obbligato, scrivere: «Recedo dal contratto relativo all'abbonamento Escaplay sottoscritto il […]», con il tuo nome e l'indirizzo e-mail del tuo account.",
        "Il tuo piano inizia al momento della sottoscrizione. Se recedi, paghi solo la parte corrispondente ai giorni già trascorsi: il nostro team ti rimborsa il resto entro 14 giorni, sulla carta utilizzata e senza costi, e chiude l'abbonamento.",
        "Il diritto di recesso non si applica ai professionisti: non riguarda quindi il piano Azienda sottoscritto per un'attività professionale.",
      ],
    },
    invoices: {
      title: "Fatture",
      body: [
        "Per ogni pagamento viene emessa una fattura. Tutte le tue fatture sono disponibili in qualsiasi momento nel tuo account, nella sezione [Fatture](/account/invoices), in formato PDF.",
        "Per far comparire in fattura il nome di un'azienda o di una scuola, o una partita IVA, indicali sulla pagina di pagamento di Stripe: vengono ripresi nelle fatture successive.",
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

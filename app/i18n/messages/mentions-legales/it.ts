import type fr from "./fr";

const it: typeof fr = {
  title: "Note legali",
  description:
    "Editore e hosting di Escaplay, proprietà intellettuale, protezione dei dati personali (GDPR) e cookie utilizzati sul sito.",
  intro:
    "Chi pubblica Escaplay, chi lo ospita e come trattiamo i tuoi dati personali e i cookie. Per qualsiasi domanda scrivici a {{supportEmail}}.",
  updated: "Ultimo aggiornamento:",
  tocTitle: "Indice",
  numbering: "{{n}}.",
  backToToc: "Torna all'indice",
  seeAlso: "Vedi anche",
  articles: {
    publisher: {
      title: "Editore del sito",
      body: [
        [
          "Escaplay SAS, società per azioni semplificata di diritto francese con capitale sociale di 20.000 €",
          "Sede legale: 14 rue Childebert, 69002 Lione, Francia",
          "Registro delle imprese (RCS) di Lione 912 345 678 – Partita IVA comunitaria FR74 912 345 678",
          "Telefono: +33 4 65 71 20 25 – e-mail: {{supportEmail}}",
          "Direttrice della pubblicazione: Camille Roussel, presidente",
        ],
      ],
    },
    host: {
      title: "Hosting",
      body: [
        "Il sito è ospitato da Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, Stati Uniti – [www.cloudflare.com](https://www.cloudflare.com). Le pagine sono servite dalla rete di data center di Cloudflare, il più vicino possibile a ciascun visitatore.",
      ],
    },
    ip: {
      title: "Proprietà intellettuale",
      body: [
        "Il marchio Escaplay, il logo, l'identità visiva, le illustrazioni, i testi e il codice del sito appartengono a Escaplay SAS. È vietata qualsiasi riproduzione senza autorizzazione scritta.",
        "I giochi pubblicati sulla piattaforma appartengono ai loro creatori, che ci concedono una licenza per mostrarli, come descritto nelle [condizioni generali d'uso](/cgu#content). Se ritieni che un contenuto violi i tuoi diritti, segnalalo dalla scheda del gioco o scrivi a {{supportEmail}}.",
      ],
    },
    data: {
      title: "Dati personali",
      body: [
        "Il titolare del trattamento è Escaplay SAS. Raccogliamo solo i dati necessari al servizio e non li vendiamo mai.",
        {
          caption: "Perché trattiamo i tuoi dati",
          rows: [
            ["Finalità", "Base giuridica", "Periodo di conservazione"],
            ["Creare e gestire il tuo account, i tuoi progetti e le tue partite", "Esecuzione del contratto (condizioni d'uso)", "Finché l'account è aperto, poi cancellazione entro 30 giorni"],
            ["Gestire abbonamenti, pagamenti e fatture", "Esecuzione del contratto e obbligo di legge", "Fatture: 10 anni (obbligo contabile)"],
            ["Rispondere ai tuoi messaggi di contatto", "Legittimo interesse: risponderti", "3 anni dall'ultimo scambio"],
            ["Moderare le recensioni e gestire le segnalazioni", "Obbligo di legge e legittimo interesse", "1 anno dalla decisione"],
            ["Proteggere il sito, prevenire abusi, contare le partite giocate senza account", "Legittimo interesse", "1 anno"],
            ["Misurare il pubblico in forma anonima", "Consenso", "Solo statistiche aggregate, nessun dato personale"],
            ["Inviare la newsletter", "Consenso", "Fino alla disiscrizione"],
            ["Attribuire una registrazione alla persona che l'ha consigliata e calcolarne le commissioni", "Consenso (cookie _ref), poi esecuzione del programma di affiliazione", "Commissioni: 10 anni (obbligo contabile)"],
          ],
        },
        "Destinatari: hanno accesso ai dati solo il team di Escaplay e i nostri responsabili del trattamento, nei limiti del loro incarico: Cloudflare (hosting), il nostro fornitore di pagamenti e il nostro servizio di invio e-mail. Quando i dati sono trattati fuori dall'Unione europea, in particolare negli Stati Uniti, il trasferimento è coperto dal quadro UE-USA per la protezione dei dati o dalle clausole contrattuali tipo della Commissione europea.",
      ],
    },
    rights: {
      title: "I tuoi diritti",
      body: [
        "In qualsiasi momento puoi accedere ai tuoi dati, chiederne la rettifica o la cancellazione, limitarne il trattamento od opporti a esso, chiederne la portabilità e revocare il tuo consenso.",
        "Per esercitare questi diritti scrivi al nostro responsabile della protezione dei dati: dpo@escaplay.fr, oppure per posta a Escaplay SAS – DPO, 14 rue Childebert, 69002 Lione, Francia. Rispondiamo entro un mese.",
        "Se ritieni che i tuoi diritti non siano rispettati, puoi presentare un reclamo all'autorità francese per la protezione dei dati, la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Parigi Cedex 07, Francia – [www.cnil.fr](https://www.cnil.fr) – oppure al Garante per la protezione dei dati personali – [www.garanteprivacy.it](https://www.garanteprivacy.it).",
      ],
    },
    cookies: {
      title: "Cookie",
      body: [
        "Usiamo solo i cookie elencati qui sotto. I primi quattro sono necessari al funzionamento del sito e non richiedono il tuo consenso. Non usiamo cookie pubblicitari né dei social network.",
        {
          caption: "Cookie impostati da Escaplay",
          rows: [
            ["Nome", "A cosa serve", "Durata", "Tipo"],
            ["_sr", "Mantiene aperta la tua sessione", "Per la durata della sessione", "Necessario"],
            ["_pos", "Identificativo casuale di 7 caratteri, non collegato alla tua identità: conta le partite giocate senza account e protegge il sito dagli abusi", "1 anno", "Necessario"],
            ["_lang", "Ricorda la lingua del sito che hai scelto", "1 anno", "Necessario"],
            ["_val", "Ricorda la tua risposta al banner dei cookie: 1 se accetti la misurazione del pubblico e il cookie di affiliazione, 0 se li rifiuti", "90 giorni", "Necessario"],
            ["_ref", "Ricorda il link di affiliazione da cui sei arrivato (un codice di 8 caratteri e la data della visita), per attribuire la tua registrazione alla persona che ti ha consigliato Escaplay", "30 giorni", "Con il tuo consenso"],
          ],
        },
        "Il cookie _ref (programma di [affiliazione](/affiliation)) viene impostato solo se hai accettato i cookie nel banner. Senza il tuo consenso non viene conservato nulla: il codice di affiliazione resta solo nell'indirizzo della pagina che stai consultando e la tua registrazione non viene attribuita a nessuno. Viene letto solo quando si crea un account entro 30 giorni; la persona che ti ha segnalato non vede né il tuo nome né il tuo indirizzo, solo un identificativo anonimo e l'importo della sua commissione.",
        "La misurazione del pubblico rispetta la tua privacy: non usa cookie, non ti segue da un sito all'altro e viene caricata solo dopo il tuo consenso.",
        "Se rifiuti, viene conservato solo il rifiuto (_val vale 0, niente che permetta di riconoscerti) e non viene caricata alcuna misurazione del pubblico; il banner non ricompare. Puoi cambiare idea cancellando i cookie del sito nel tuo browser; il banner di scelta comparirà di nuovo.",
      ],
    },
    contact: {
      title: "Contatti",
      body: [
        "Per e-mail a {{supportEmail}}, tramite il [modulo di contatto](/contact), per telefono al +33 4 65 71 20 25 (dal lunedì al venerdì, dalle 9 alle 17, ora francese) o per posta: Escaplay SAS, 14 rue Childebert, 69002 Lione, Francia.",
      ],
    },
  },
};

export default it;

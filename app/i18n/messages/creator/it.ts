import type fr from "./fr";

const it: typeof fr = {
  title: "Creare un escape game online",
  description: "Lo studio di Escaplay: tre editor (Interfaccia 2D, 360°, Classico), oggetti, ricette, enigmi, indizi e obiettivi, poi pubblicazione e condivisione. Gratis per iniziare.",
  eyebrow: "Creatori",
  heroTitle: "Lo studio per creare escape game senza scrivere una riga di codice",
  heroText: "Scenari, oggetti, enigmi, indizi, obiettivi: costruisci la tua avventura nel browser, provala con un clic e condividila con il mondo intero o solo con i tuoi giocatori.",
  ctaJoin: "Crea il mio account gratuito",
  ctaLearn: "Segui la guida",
  editorsTitle: "Tre editor, un solo studio",
  editorsIntro: "Scegli il formato più adatto alla tua storia. Puoi cambiarlo da un progetto all'altro.",
  editors: [
    { title: "Interfaccia 2D", text: "Disegna zone cliccabili sulle tue illustrazioni, collega le scene tra loro e nascondi oggetti in ogni angolo." },
    { title: "360°", text: "Carica foto panoramiche e posiziona punti d'interesse: il giocatore esplora la stanza come se ci fosse dentro." },
    { title: "Classico", text: "Concatena pagine di contenuto ed enigmi: il modo più rapido per un quiz con una trama, una caccia al tesoro o una lezione." },
  ],
  blocksTitle: "Tutto ciò che serve per enigmi riusciti",
  blocks: [
    { title: "Oggetti e inventario", text: "Gli oggetti raccolti finiscono nell'inventario del giocatore; un oggetto principale può reggere l'intera trama." },
    { title: "Ricette", text: "Due azioni che fanno ragionare: esaminare un oggetto per scoprirne un dettaglio, combinare due oggetti per ottenerne uno nuovo." },
    { title: "Enigmi", text: "Codici di lucchetti, risposte libere, schermate con nome utente e password, codici da caricare: c'è varietà per tutti i gusti." },
    { title: "Indizi", text: "Scrivi indizi progressivi. Ogni richiesta avvia un tempo d'attesa prima del successivo, che regoli tu." },
    { title: "Obiettivi", text: "Premia la velocità, la curiosità o il gioco senza indizi. Alcuni obiettivi possono restare nascosti finché non vengono sbloccati." },
    { title: "Stanze e atmosfera", text: "Stanze che si sbloccano durante il gioco, musica ed effetti sonori, circa 85 caratteri tipografici e cursori personalizzati." },
  ],
  shareTitle: "Pubblicare, condividere, farsi conoscere",
  share: [
    { title: "Pubblicazione", text: "Basta un pulsante per mettere il gioco nel catalogo, con tema, difficoltà, durata ed età consigliata." },
    { title: "Condivisione privata", text: "Con un piano a pagamento, riserva il tuo gioco a chi vuoi: una classe, un cliente, una famiglia." },
    { title: "Raccolte di capitoli", text: "Dividi una grande avventura in più capitoli da giocare uno dopo l'altro (beta)." },
    { title: "Profilo pubblico", text: "I tuoi giochi, le tue partite e la tua presentazione riuniti in una pagina a tuo nome, da condividere ovunque." },
  ],
  communityText: "I giocatori valutano e commentano i tuoi giochi dopo averli provati; altri creatori possono persino riutilizzare un progetto pubblicato per trarne ispirazione.",
  planTitle: "Gratis per iniziare",
  planIntro: "Il piano Basic basta per creare e pubblicare i tuoi primi giochi.",
  planName: "Basic (gratuito)",
  planFeatures: [
    "Pubblicazione dei tuoi giochi nel catalogo",
    "Progressi e obiettivi salvati per i giocatori che hanno effettuato l'accesso",
    "Tutti e tre gli editor: Interfaccia 2D, 360° e Classico",
    "Ogni recensione che pubblichi su un gioco ti regala 0,05 MB di spazio in più",
  ],
  proText: "Ti serve di più? Il piano Pro sblocca progetti illimitati, 1 GB di spazio, 10 collaboratori per progetto, la condivisione privata e gli ospiti senza account.",
  proLink: "Confronta i piani",
  ctaTitle: "Il tuo primo enigma ti aspetta",
  ctaText: "Crea il tuo account in un minuto, poi lasciati guidare passo passo fino alla pubblicazione.",
};

export default it;

import type { BaseLanguage } from "../../../i18n/locales";

/** The revision quiz's words in each site language; the history answer lists the spellings players type. */
type RevisionTexts = {
  title: string;
  summary: string;
  classroom: string;
  classroomDescription: string;
  library: string;
  libraryDescription: string;
  boardLabel: string;
  boardText: string;
  pupilDeskLabel: string;
  drawerLabel: string;
  doorLabel: string;
  doorShut: string;
  posterLabel: string;
  chestLabel: string;
  backLabel: string;
  bookName: string;
  bookDescription: string;
  bookDetail: string;
  keyName: string;
  keyDescription: string;
  cardName: string;
  cardDescription: string;
  cardDetail: string;
  drawerName: string;
  drawerPrompt: string;
  drawerSolved: string;
  drawerHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  historyName: string;
  historyPrompt: string;
  historyAnswers: [string, ...string[]];
  historySolved: string;
  historyHints: string[];
  chestName: string;
  chestPrompt: string;
  chestSolved: string;
  chestHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const REVISION_TEXTS: Record<BaseLanguage, RevisionTexts> = {
  fr: {
    title: "La révision de la classe",
    summary:
      "Un quiz de révision maths et histoire pour les 10-14 ans : trois calculs ouvrent le tiroir du professeur, une question d'histoire et une énigme de géométrie le coffre du CDI. Remplacez les questions par les vôtres, puis les codes des cadenas par les réponses de votre cours.",
    classroom: "La salle de classe",
    classroomDescription:
      "Une salle de classe vide après la sonnerie. Un tableau noir couvert de craie, le bureau du professeur et son tiroir, une table d'élève où traîne un cahier, et au fond une porte vers le CDI.",
    library: "Le CDI",
    libraryDescription: "Le CDI du collège : des étagères de livres, une affiche sur le Vésuve et un vieux coffre en bois fermé par trois boutons à formes.",
    boardLabel: "Tableau noir",
    boardText:
      "Au tableau, à la craie : « Révision du jour ! Le tiroir de mon bureau s'ouvre avec les réponses des trois calculs du cahier, écrites à la suite. La clé du CDI vous y attend. »",
    pupilDeskLabel: "Table d'élève avec un cahier",
    drawerLabel: "Tiroir du bureau du professeur, fermé par un cadenas à chiffres",
    doorLabel: "Porte du CDI",
    doorShut: "La porte du CDI est fermée à clé. Le professeur range toujours cette clé dans son tiroir.",
    posterLabel: "Affiche sur l'éruption du Vésuve",
    chestLabel: "Coffre en bois à boutons de formes",
    backLabel: "Retourner dans la salle de classe",
    bookName: "Cahier de révision",
    bookDescription: "Un cahier à spirale, ouvert à la page des calculs du jour.",
    bookDetail: "Calculs du jour :\n1. Combien font 6 × 7 ?\n2. Quelle est la moitié de 18 ?\n3. Combien de côtés a un hexagone ?",
    keyName: "Clé du CDI",
    keyDescription: "Une petite clé avec une étiquette : « CDI ».",
    cardName: "Carte de géométrie",
    cardDescription: "Une carte trouvée derrière l'affiche, couverte de formes dessinées au crayon.",
    cardDetail:
      "« Le coffre s'ouvre avec trois formes, dans cet ordre : d'abord celle qui a trois côtés, puis celle qui a quatre côtés égaux et quatre angles droits, enfin celle qui n'a aucun coin. »",
    drawerName: "Le tiroir du professeur",
    drawerPrompt: "Un cadenas à quatre chiffres. Sur l'étiquette : « Les réponses du cahier, à la suite. »",
    drawerSolved: "Le cadenas s'ouvre. Au fond du tiroir, sous une pile de copies, la clé du CDI !",
    drawerHints: [
      "Ramassez le cahier sur la table d'élève et regardez-le de près.",
      "Calculez les trois réponses et écrivez-les à la suite, sans espace : deux chiffres, puis un, puis un.",
      "6 × 7 = 42, la moitié de 18 = 9, un hexagone a 6 côtés : le code est 4296.",
    ],
    openName: "Ouvrir le CDI",
    openSolved: "La clé tourne dans la serrure : bienvenue au CDI !",
    openHints: ["Une porte fermée à clé… et une clé dans votre inventaire.", "Sélectionnez la clé du CDI, puis utilisez-la sur la porte."],
    historyName: "La question d'histoire",
    historyPrompt: "Sur l'affiche : « En l'an 79, le Vésuve entre en éruption et ensevelit une ville romaine sous ses cendres. Quel est le nom de cette ville ? »",
    historyAnswers: ["Pompéi", "Pompei", "Pompeii"],
    historySolved: "Bonne réponse ! Une carte glisse de derrière l'affiche : elle parle du coffre.",
    historyHints: [
      "C'est une ville d'Italie, près de Naples, célèbre pour ses ruines très bien conservées.",
      "Son nom commence par « Pom » : P-O-M-P-É-I.",
    ],
    chestName: "Le coffre du CDI",
    chestPrompt: "Trois boutons à presser dans le bon ordre, chacun marqué d'une forme.",
    chestSolved: "Clic ! Le coffre s'ouvre sur une médaille en chocolat et un diplôme : « Révision réussie, bravo à toute la classe ! »",
    chestHints: [
      "Lisez la carte de géométrie trouvée derrière l'affiche.",
      "Trois côtés : le triangle. Quatre côtés égaux et quatre angles droits : le carré. Aucun coin : le cercle.",
    ],
    generalHint: "Cliquez sur tout ce qui se trouve dans la classe : le tableau donne la marche à suivre.",
    won: "Bravo ! Les calculs, l'histoire et la géométrie n'ont plus de secret pour vous. Le cours peut continuer.",
    achievementName: "Premier de la classe",
    achievementDescription: "Terminer la révision sans une seule mauvaise réponse.",
  },
  de: {
    title: "Die große Wiederholung",
    summary:
      "Ein Wiederholungsquiz in Mathe und Geschichte für 10- bis 14-Jährige: Drei Rechenaufgaben öffnen die Schublade der Lehrerin, eine Geschichtsfrage und ein Geometrierätsel die Truhe in der Bibliothek. Ersetze die Fragen durch deine eigenen und die Codes der Schlösser durch die Antworten aus deinem Unterricht.",
    classroom: "Das Klassenzimmer",
    classroomDescription:
      "Ein leeres Klassenzimmer nach dem Klingeln. Eine Tafel voller Kreide, das Pult der Lehrerin mit seiner Schublade, ein Schülertisch mit einem Heft und hinten eine Tür zur Schulbibliothek.",
    library: "Die Schulbibliothek",
    libraryDescription: "Die Schulbibliothek: Regale voller Bücher, ein Plakat über den Vesuv und eine alte Holztruhe mit drei Formknöpfen.",
    boardLabel: "Tafel",
    boardText:
      "An der Tafel steht mit Kreide: „Wiederholung! Die Schublade meines Pults öffnet sich mit den Ergebnissen der drei Aufgaben im Heft, hintereinander geschrieben. Darin liegt der Schlüssel zur Bibliothek.“",
    pupilDeskLabel: "Schülertisch mit einem Heft",
    drawerLabel: "Schublade des Lehrerpults mit Zahlenschloss",
    doorLabel: "Tür zur Schulbibliothek",
    doorShut: "Die Tür zur Bibliothek ist abgeschlossen. Den Schlüssel bewahrt die Lehrerin immer in ihrer Schublade auf.",
    posterLabel: "Plakat über den Ausbruch des Vesuvs",
    chestLabel: "Holztruhe mit Formknöpfen",
    backLabel: "Zurück ins Klassenzimmer",
    bookName: "Übungsheft",
    bookDescription: "Ein Spiralheft, aufgeschlagen bei den Aufgaben von heute.",
    bookDetail: "Aufgaben von heute:\n1. Wie viel ist 6 × 7?\n2. Was ist die Hälfte von 18?\n3. Wie viele Seiten hat ein Sechseck?",
    keyName: "Bibliotheksschlüssel",
    keyDescription: "Ein kleiner Schlüssel mit einem Anhänger: „Bibliothek“.",
    cardName: "Geometriekarte",
    cardDescription: "Eine Karte, die hinter dem Plakat steckte, voller Formen mit Bleistift gezeichnet.",
    cardDetail:
      "„Die Truhe öffnet sich mit drei Formen in dieser Reihenfolge: zuerst die mit drei Seiten, dann die mit vier gleich langen Seiten und vier rechten Winkeln, zuletzt die ohne eine einzige Ecke.“",
    drawerName: "Die Schublade der Lehrerin",
    drawerPrompt: "Ein Zahlenschloss mit vier Ziffern. Auf dem Etikett: „Die Ergebnisse aus dem Heft, hintereinander.“",
    drawerSolved: "Das Schloss springt auf. Ganz hinten in der Schublade, unter einem Stapel Arbeiten: der Bibliotheksschlüssel!",
    drawerHints: [
      "Nimm das Heft vom Schülertisch und sieh es dir genau an.",
      "Rechne die drei Aufgaben aus und schreib die Ergebnisse ohne Leerzeichen hintereinander: zwei Ziffern, dann eine, dann eine.",
      "6 × 7 = 42, die Hälfte von 18 ist 9, ein Sechseck hat 6 Seiten: Der Code ist 4296.",
    ],
    openName: "Die Bibliothek aufschließen",
    openSolved: "Der Schlüssel dreht sich im Schloss: Willkommen in der Bibliothek!",
    openHints: ["Eine verschlossene Tür … und ein Schlüssel in deinem Inventar.", "Wähle den Bibliotheksschlüssel aus und benutze ihn an der Tür."],
    historyName: "Die Geschichtsfrage",
    historyPrompt: "Auf dem Plakat: „Im Jahr 79 bricht der Vesuv aus und begräbt eine römische Stadt unter seiner Asche. Wie heißt diese Stadt?“",
    historyAnswers: ["Pompeji", "Pompei", "Pompeii"],
    historySolved: "Richtig! Hinter dem Plakat rutscht eine Karte hervor: Sie verrät etwas über die Truhe.",
    historyHints: [
      "Die Stadt liegt in Italien, in der Nähe von Neapel, und ist für ihre gut erhaltenen Ruinen berühmt.",
      "Der Name beginnt mit „Pom“: P-O-M-P-E-J-I.",
    ],
    chestName: "Die Truhe der Bibliothek",
    chestPrompt: "Drei Knöpfe, die in der richtigen Reihenfolge gedrückt werden müssen, jeder mit einer Form.",
    chestSolved: "Klick! In der Truhe liegen eine Schokoladenmedaille und eine Urkunde: „Wiederholung geschafft, ein Lob an die ganze Klasse!“",
    chestHints: [
      "Lies die Geometriekarte, die hinter dem Plakat steckte.",
      "Drei Seiten: das Dreieck. Vier gleiche Seiten und vier rechte Winkel: das Quadrat. Keine Ecke: der Kreis.",
    ],
    generalHint: "Klick alles im Klassenzimmer an: Die Tafel sagt dir, wie es losgeht.",
    won: "Super! Rechnen, Geschichte und Geometrie haben keine Geheimnisse mehr für dich. Der Unterricht kann weitergehen.",
    achievementName: "Klassenbeste",
    achievementDescription: "Die Wiederholung ohne eine einzige falsche Antwort schaffen.",
  },
  en: {
    title: "Revision Day",
    summary:
      "A maths and history revision quiz for 10 to 14 year-olds: three sums open the teacher's drawer, a history question and a geometry riddle open the library chest. Replace the questions with your own, then the padlock codes with the answers from your lessons.",
    classroom: "The classroom",
    classroomDescription:
      "An empty classroom after the bell. A blackboard covered in chalk, the teacher's desk and its drawer, a pupil's desk with an exercise book on it, and at the back a door to the school library.",
    library: "The school library",
    libraryDescription: "The school library: shelves of books, a poster about Vesuvius and an old wooden chest closed by three shape buttons.",
    boardLabel: "Blackboard",
    boardText:
      "Chalked on the board: \"Revision time! My desk drawer opens with the answers to the three sums in the exercise book, written one after the other. The library key is inside.\"",
    pupilDeskLabel: "Pupil's desk with an exercise book",
    drawerLabel: "Teacher's desk drawer, locked with a number padlock",
    doorLabel: "Library door",
    doorShut: "The library door is locked. The teacher always keeps its key in her desk drawer.",
    posterLabel: "Poster about the eruption of Vesuvius",
    chestLabel: "Wooden chest with shape buttons",
    backLabel: "Go back to the classroom",
    bookName: "Exercise book",
    bookDescription: "A spiral-bound exercise book, open at today's sums.",
    bookDetail: "Today's sums:\n1. What is 6 × 7?\n2. What is half of 18?\n3. How many sides does a hexagon have?",
    keyName: "Library key",
    keyDescription: "A small key on a tag that reads \"Library\".",
    cardName: "Geometry card",
    cardDescription: "A card that was tucked behind the poster, covered in pencil shapes.",
    cardDetail:
      "\"The chest opens with three shapes, in this order: first the one with three sides, then the one with four equal sides and four right angles, and last the one with no corners at all.\"",
    drawerName: "The teacher's drawer",
    drawerPrompt: "A four-digit padlock. The label says: \"The answers from the exercise book, one after the other.\"",
    drawerSolved: "The padlock clicks open. At the back of the drawer, under a pile of marking: the library key!",
    drawerHints: [
      "Pick up the exercise book from the pupil's desk and take a close look at it.",
      "Work out the three answers and write them one after the other with no spaces: two digits, then one, then one.",
      "6 × 7 = 42, half of 18 is 9, a hexagon has 6 sides: the code is 4296.",
    ],
    openName: "Open the library",
    openSolved: "The key turns in the lock: welcome to the library!",
    openHints: ["A locked door… and a key in your inventory.", "Select the library key, then use it on the door."],
    historyName: "The history question",
    historyPrompt: "On the poster: \"In AD 79, Vesuvius erupted and buried a Roman town under its ash. What was the town called?\"",
    historyAnswers: ["Pompeii", "Pompei"],
    historySolved: "Correct! A card slides out from behind the poster: it's about the chest.",
    historyHints: [
      "The town is in Italy, near Naples, and is famous for its remarkably well-preserved ruins.",
      "Its name starts with \"Pom\": P-O-M-P-E-I-I.",
    ],
    chestName: "The library chest",
    chestPrompt: "Three buttons to press in the right order, each marked with a shape.",
    chestSolved: "Click! Inside the chest are a chocolate medal and a certificate: \"Revision complete, well done, everyone!\"",
    chestHints: [
      "Read the geometry card you found behind the poster.",
      "Three sides: the triangle. Four equal sides and four right angles: the square. No corners: the circle.",
    ],
    generalHint: "Click on everything in the classroom: the blackboard tells you where to start.",
    won: "Well done! Sums, history and geometry hold no secrets for you. On with the lesson!",
    achievementName: "Top of the class",
    achievementDescription: "Finish the revision without a single wrong answer.",
  },
  es: {
    title: "El gran repaso",
    summary:
      "Un juego de repaso de matemáticas e historia para chicos de 10 a 14 años: tres operaciones abren el cajón de la profesora, una pregunta de historia y un acertijo de geometría abren el baúl de la biblioteca. Cambia las preguntas por las tuyas y los códigos de los candados por las respuestas de tu clase.",
    classroom: "El aula",
    classroomDescription:
      "Un aula vacía después del timbre. Una pizarra llena de tiza, la mesa de la profesora con su cajón, un pupitre con un cuaderno encima y, al fondo, una puerta que da a la biblioteca.",
    library: "La biblioteca",
    libraryDescription: "La biblioteca del colegio: estanterías llenas de libros, un póster sobre el Vesubio y un viejo baúl de madera cerrado con tres botones de formas.",
    boardLabel: "Pizarra",
    boardText:
      "En la pizarra, con tiza: «¡Hoy toca repaso! El cajón de mi mesa se abre con los resultados de las tres operaciones del cuaderno, escritos seguidos. Dentro está la llave de la biblioteca».",
    pupilDeskLabel: "Pupitre con un cuaderno",
    drawerLabel: "Cajón de la mesa de la profesora, cerrado con un candado de números",
    doorLabel: "Puerta de la biblioteca",
    doorShut: "La puerta de la biblioteca está cerrada con llave. La profesora siempre guarda esa llave en su cajón.",
    posterLabel: "Póster sobre la erupción del Vesubio",
    chestLabel: "Baúl de madera con botones de formas",
    backLabel: "Volver al aula",
    bookName: "Cuaderno de repaso",
    bookDescription: "Un cuaderno de espiral, abierto por las operaciones de hoy.",
    bookDetail: "Operaciones de hoy:\n1. ¿Cuánto es 6 × 7?\n2. ¿Cuál es la mitad de 18?\n3. ¿Cuántos lados tiene un hexágono?",
    keyName: "Llave de la biblioteca",
    keyDescription: "Una llave pequeña con una etiqueta: «Biblioteca».",
    cardName: "Tarjeta de geometría",
    cardDescription: "Una tarjeta escondida detrás del póster, llena de formas dibujadas a lápiz.",
    cardDetail:
      "«El baúl se abre con tres formas, en este orden: primero la que tiene tres lados, después la que tiene cuatro lados iguales y cuatro ángulos rectos, y por último la que no tiene ninguna esquina».",
    drawerName: "El cajón de la profesora",
    drawerPrompt: "Un candado de cuatro cifras. En la etiqueta: «Los resultados del cuaderno, seguidos».",
    drawerSolved: "El candado se abre. Al fondo del cajón, debajo de un montón de exámenes: ¡la llave de la biblioteca!",
    drawerHints: [
      "Coge el cuaderno del pupitre y míralo de cerca.",
      "Resuelve las tres operaciones y escribe los resultados seguidos, sin espacios: dos cifras, luego una y luego otra.",
      "6 × 7 = 42, la mitad de 18 es 9 y un hexágono tiene 6 lados: el código es 4296.",
    ],
    openName: "Abrir la biblioteca",
    openSolved: "La llave gira en la cerradura: ¡bienvenidos a la biblioteca!",
    openHints: ["Una puerta cerrada con llave… y una llave en tu inventario.", "Selecciona la llave de la biblioteca y úsala en la puerta."],
    historyName: "La pregunta de historia",
    historyPrompt: "En el póster: «En el año 79, el Vesubio entró en erupción y sepultó una ciudad romana bajo sus cenizas. ¿Cómo se llamaba esa ciudad?».",
    historyAnswers: ["Pompeya", "Pompei", "Pompeii"],
    historySolved: "¡Correcto! De detrás del póster cae una tarjeta: habla del baúl.",
    historyHints: [
      "Es una ciudad de Italia, cerca de Nápoles, famosa por sus ruinas tan bien conservadas.",
      "Su nombre empieza por «Pom»: P-O-M-P-E-Y-A.",
    ],
    chestName: "El baúl de la biblioteca",
    chestPrompt: "Tres botones que hay que pulsar en el orden correcto, cada uno con una forma.",
    chestSolved: "¡Clic! Dentro del baúl hay una medalla de chocolate y un diploma: «¡Repaso superado, enhorabuena a toda la clase!».",
    chestHints: [
      "Lee la tarjeta de geometría que encontraste detrás del póster.",
      "Tres lados: el triángulo. Cuatro lados iguales y cuatro ángulos rectos: el cuadrado. Ninguna esquina: el círculo.",
    ],
    generalHint: "Haz clic en todo lo que hay en el aula: la pizarra te dice por dónde empezar.",
    won: "¡Muy bien! Las matemáticas, la historia y la geometría ya no tienen secretos para ti. La clase puede continuar.",
    achievementName: "Primero de la clase",
    achievementDescription: "Terminar el repaso sin ninguna respuesta incorrecta.",
  },
  it: {
    title: "Il grande ripasso",
    summary:
      "Un quiz di ripasso di matematica e storia per ragazzi dai 10 ai 14 anni: tre operazioni aprono il cassetto della maestra, una domanda di storia e un indovinello di geometria aprono il baule della biblioteca. Sostituisci le domande con le tue e i codici dei lucchetti con le risposte della tua lezione.",
    classroom: "L'aula",
    classroomDescription:
      "Un'aula vuota dopo la campanella. Una lavagna piena di gesso, la cattedra con il suo cassetto, un banco con sopra un quaderno e, in fondo, una porta che dà sulla biblioteca.",
    library: "La biblioteca",
    libraryDescription: "La biblioteca della scuola: scaffali pieni di libri, un manifesto sul Vesuvio e un vecchio baule di legno chiuso da tre pulsanti con delle forme.",
    boardLabel: "Lavagna",
    boardText:
      "Sulla lavagna, col gesso: «Oggi si ripassa! Il cassetto della cattedra si apre con i risultati delle tre operazioni del quaderno, scritti uno dopo l'altro. Dentro c'è la chiave della biblioteca.»",
    pupilDeskLabel: "Banco con un quaderno",
    drawerLabel: "Cassetto della cattedra, chiuso da un lucchetto a numeri",
    doorLabel: "Porta della biblioteca",
    doorShut: "La porta della biblioteca è chiusa a chiave. La maestra tiene sempre quella chiave nel cassetto della cattedra.",
    posterLabel: "Manifesto sull'eruzione del Vesuvio",
    chestLabel: "Baule di legno con pulsanti a forma",
    backLabel: "Tornare in aula",
    bookName: "Quaderno di ripasso",
    bookDescription: "Un quaderno a spirale, aperto alla pagina delle operazioni di oggi.",
    bookDetail: "Operazioni di oggi:\n1. Quanto fa 6 × 7?\n2. Qual è la metà di 18?\n3. Quanti lati ha un esagono?",
    keyName: "Chiave della biblioteca",
    keyDescription: "Una piccola chiave con un'etichetta: «Biblioteca».",
    cardName: "Scheda di geometria",
    cardDescription: "Una scheda nascosta dietro il manifesto, piena di forme disegnate a matita.",
    cardDetail:
      "«Il baule si apre con tre forme, in quest'ordine: prima quella con tre lati, poi quella con quattro lati uguali e quattro angoli retti, infine quella che non ha nemmeno un angolo.»",
    drawerName: "Il cassetto della maestra",
    drawerPrompt: "Un lucchetto a quattro cifre. Sull'etichetta: «I risultati del quaderno, uno dopo l'altro.»",
    drawerSolved: "Il lucchetto si apre. In fondo al cassetto, sotto una pila di compiti: la chiave della biblioteca!",
    drawerHints: [
      "Prendi il quaderno dal banco e guardalo da vicino.",
      "Risolvi le tre operazioni e scrivi i risultati uno dopo l'altro, senza spazi: due cifre, poi una, poi un'altra.",
      "6 × 7 = 42, la metà di 18 è 9, un esagono ha 6 lati: il codice è 4296.",
    ],
    openName: "Aprire la biblioteca",
    openSolved: "La chiave gira nella serratura: benvenuti in biblioteca!",
    openHints: ["Una porta chiusa a chiave… e una chiave nel tuo inventario.", "Seleziona la chiave della biblioteca e usala sulla porta."],
    historyName: "La domanda di storia",
    historyPrompt: "Sul manifesto: «Nel 79 d.C. il Vesuvio erutta e seppellisce una città romana sotto la sua cenere. Come si chiama questa città?»",
    historyAnswers: ["Pompei", "Pompeii"],
    historySolved: "Esatto! Da dietro il manifesto scivola fuori una scheda: parla del baule.",
    historyHints: [
      "È una città vicino a Napoli, famosa per le sue rovine conservate benissimo.",
      "Il suo nome comincia con «Pom»: P-O-M-P-E-I.",
    ],
    chestName: "Il baule della biblioteca",
    chestPrompt: "Tre pulsanti da premere nell'ordine giusto, ognuno con una forma.",
    chestSolved: "Clic! Nel baule ci sono una medaglia di cioccolato e un diploma: «Ripasso superato, brava tutta la classe!»",
    chestHints: [
      "Leggi la scheda di geometria trovata dietro il manifesto.",
      "Tre lati: il triangolo. Quattro lati uguali e quattro angoli retti: il quadrato. Nessun angolo: il cerchio.",
    ],
    generalHint: "Clicca su tutto quello che c'è in aula: la lavagna ti dice da dove cominciare.",
    won: "Bravissimi! Matematica, storia e geometria non hanno più segreti per voi. La lezione può continuare.",
    achievementName: "Primo della classe",
    achievementDescription: "Finire il ripasso senza nemmeno una risposta sbagliata.",
  },
};

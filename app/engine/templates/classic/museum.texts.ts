import type { Texts } from "./kit";

/**
 * The museum trail's texts. The museum, its works and the painter are made up: the creator puts in the
 * labels of their own exhibition. Dates: scarab (showcase 3) before amphora (1) before coin (2).
 */

const fr = {
  title: "Le parcours du musée",
  summary:
    "Un jeu de piste pour visiter un musée ou une exposition : les cartels des œuvres donnent les réponses. Remplacez les œuvres, les cartels et les questions par ceux de votre musée, salle par salle.",
  finishedName: "Explorateur du musée",
  antiquityRoom: "Salle 1 : l'Antiquité",
  galleryRoom: "Salle 2 : la galerie de peinture",
  intro:
    "Bienvenue au musée ! Le conservateur vous a préparé un parcours. Lisez bien les cartels, ces petites étiquettes placées à côté des œuvres : toutes les réponses y sont écrites.",
  showcasesAlt: "Trois vitrines numérotées. Vitrine 1 : une amphore noire et orange décorée de personnages. Vitrine 2 : une petite pièce d'argent. Vitrine 3 : un scarabée bleu.",
  labels:
    "# Les cartels\n- **Vitrine 1.** Amphore à figures noires. Athènes, vers 520 av. J.-C. Terre cuite. On y voit Héraclès luttant contre un lion.\n- **Vitrine 2.** Pièce d'argent de l'empereur Hadrien. Rome, 118 apr. J.-C. Au revers, un aigle aux ailes déployées.\n- **Vitrine 3.** Scarabée porte-bonheur. Égypte, vers 1350 av. J.-C. Faïence bleue.",
  cabinet:
    "Dans un coin, l'armoire du conservateur est fermée par un cadenas à trois chiffres. Un mot y est scotché : « Rangez les œuvres de cette salle de la plus ancienne à la plus récente. Le code, ce sont les numéros de leurs vitrines. »",
  cabinetName: "L'armoire du conservateur",
  cabinetPrompt: "Les numéros des vitrines, de l'œuvre la plus ancienne à la plus récente.",
  cabinetSolved: "L'armoire s'ouvre : dedans, un plan du musée avec un trait rouge dessiné au feutre.",
  planName: "Plan du musée",
  planDescription: "Le plan du musée, avec un itinéraire tracé au feutre rouge.",
  planText:
    "Le trait rouge part de la salle 1 : il monte jusqu'au grand escalier, tourne à gauche vers la salle des sculptures, monte encore, puis tourne à droite jusqu'à la galerie de peinture.",
  galleryDoor: "La porte de la galerie de peinture a un cadenas à flèches. Une affichette : « Suivez le plan ! »",
  galleryShut: "Le cadenas à flèches bloque la porte. Il faut connaître le chemin.",
  galleryLockName: "Le cadenas de la galerie",
  galleryLockPrompt: "Le chemin du plan, une flèche par étape.",
  galleryOpened: "Le cadenas s'ouvre. Vous suivez le trait rouge jusqu'à la galerie de peinture.",
  gallery:
    "La galerie de peinture. Sur le mur du fond, le tableau vedette de l'exposition. Devant lui, un chevalet porte un cadenas à couleurs et la dernière page du livret-jeu.",
  paintingAlt: "Un tableau abstrait coupé par d'épaisses lignes noires : un grand carré rouge occupe presque toute la toile, un rectangle bleu moyen est en bas à gauche et un petit carré jaune en bas à droite.",
  paintingLabel:
    "# Le cartel\nClara Vidal (1898-1962), *Composition*, 1931. Huile sur toile.\nL'artiste disait : « Je peins d'abord la couleur qui prend le plus de place, et je finis par la plus petite. »",
  easelName: "Le cadenas du chevalet",
  easelPrompt: "Les trois couleurs du tableau, dans l'ordre où l'artiste les a peintes.",
  easelSolved: "Le cadenas du chevalet s'ouvre : il ne reste que la dernière question du livret.",
  lastQuestion: "# La dernière question du livret\nQuel animal figure au revers de la pièce d'argent de la salle 1 ?",
  bookletName: "Le livret-jeu",
  bookletPrompt: "L'animal gravé au revers de la pièce.",
  bookletAnswers: ["aigle", "un aigle", "l'aigle"],
  bookletSolved: "Exact : un aigle, le symbole de Rome. Le livret est complet !",
  won: "Parcours terminé ! Le conservateur tamponne votre livret et vous remet le diplôme d'explorateur du musée. Revenez vite : la prochaine exposition vous attend.",
  hints: {
    cabinet: ["Chaque cartel donne une date. « av. J.-C. » veut dire avant la naissance de Jésus-Christ : plus le nombre est grand, plus c'est ancien.", "1350 av. J.-C. est plus ancien que 520 av. J.-C., qui est plus ancien que 118 apr. J.-C."],
    gallery: ["Le plan est dans votre inventaire : regardez-le de près.", "Monter, c'est la flèche vers le haut. Ensuite : gauche, haut, droite."],
    easel: ["Lisez ce que disait l'artiste sur le cartel.", "Commencez par la couleur qui occupe le plus de place sur la toile. Les lignes noires ne comptent pas."],
    booklet: ["Retournez dans la salle 1 et relisez le cartel de la vitrine 2.", "C'est un oiseau, le roi des airs."],
  },
};

export type MuseumTexts = typeof fr;

const de: MuseumTexts = {
  title: "Die Museumsrallye",
  summary:
    "Eine Rallye für einen Museums- oder Ausstellungsbesuch: Die Beschriftungen der Werke liefern die Antworten. Ersetze die Werke, die Beschriftungen und die Fragen durch die deines Museums, Saal für Saal.",
  finishedName: "Museumsforscher",
  antiquityRoom: "Saal 1: die Antike",
  galleryRoom: "Saal 2: die Gemäldegalerie",
  intro:
    "Willkommen im Museum! Der Kurator hat dir eine Rallye vorbereitet. Lies die Beschriftungen genau, die kleinen Schilder neben den Werken: Dort stehen alle Antworten.",
  showcasesAlt: "Drei nummerierte Vitrinen. Vitrine 1: eine schwarz-orange Amphore mit Figuren. Vitrine 2: eine kleine Silbermünze. Vitrine 3: ein blauer Skarabäus.",
  labels:
    "# Die Beschriftungen\n- **Vitrine 1.** Schwarzfigurige Amphore. Athen, um 520 v. Chr. Terrakotta. Zu sehen ist Herakles im Kampf mit einem Löwen.\n- **Vitrine 2.** Silbermünze des Kaisers Hadrian. Rom, 118 n. Chr. Auf der Rückseite ein Adler mit ausgebreiteten Flügeln.\n- **Vitrine 3.** Glücksbringer-Skarabäus. Ägypten, um 1350 v. Chr. Blaue Fayence.",
  cabinet:
    "In einer Ecke steht der Schrank des Kurators, gesichert mit einem Zahlenschloss mit drei Ziffern. Daran klebt ein Zettel: „Ordne die Werke dieses Saals vom ältesten zum jüngsten. Der Code sind die Nummern ihrer Vitrinen.“",
  cabinetName: "Der Schrank des Kurators",
  cabinetPrompt: "Die Nummern der Vitrinen, vom ältesten zum jüngsten Werk.",
  cabinetSolved: "Der Schrank geht auf: Darin liegt ein Museumsplan mit einer roten Linie, mit Filzstift gezeichnet.",
  planName: "Museumsplan",
  planDescription: "Der Plan des Museums, mit einem Weg in rotem Filzstift.",
  planText:
    "Die rote Linie beginnt in Saal 1: Sie führt hoch bis zur großen Treppe, biegt nach links zum Skulpturensaal ab, führt weiter hoch und biegt dann nach rechts bis zur Gemäldegalerie ab.",
  galleryDoor: "Die Tür zur Gemäldegalerie hat ein Pfeilschloss. Ein Schild: „Folge dem Plan!“",
  galleryShut: "Das Pfeilschloss versperrt die Tür. Du musst den Weg kennen.",
  galleryLockName: "Das Schloss der Galerie",
  galleryLockPrompt: "Der Weg auf dem Plan, ein Pfeil pro Abschnitt.",
  galleryOpened: "Das Schloss springt auf. Du folgst der roten Linie bis in die Gemäldegalerie.",
  gallery:
    "Die Gemäldegalerie. An der hinteren Wand hängt das Hauptwerk der Ausstellung. Davor steht eine Staffelei mit einem Farbschloss und der letzten Seite des Rallyeheftes.",
  paintingAlt: "Ein abstraktes Gemälde, durch dicke schwarze Linien geteilt: Ein großes rotes Quadrat füllt fast die ganze Leinwand, ein mittelgroßes blaues Rechteck liegt unten links und ein kleines gelbes Quadrat unten rechts.",
  paintingLabel:
    "# Die Beschriftung\nClara Vidal (1898–1962), *Komposition*, 1931. Öl auf Leinwand.\nDie Künstlerin sagte: „Ich male zuerst die Farbe, die am meisten Platz einnimmt, und höre mit der kleinsten auf.“",
  easelName: "Das Schloss der Staffelei",
  easelPrompt: "Die drei Farben des Gemäldes, in der Reihenfolge, in der die Künstlerin sie gemalt hat.",
  easelSolved: "Das Schloss der Staffelei geht auf: Jetzt fehlt nur noch die letzte Frage des Heftes.",
  lastQuestion: "# Die letzte Frage des Rallyeheftes\nWelches Tier ist auf der Rückseite der Silbermünze aus Saal 1 zu sehen?",
  bookletName: "Das Rallyeheft",
  bookletPrompt: "Das Tier auf der Rückseite der Münze.",
  bookletAnswers: ["Adler", "ein Adler", "der Adler"],
  bookletSolved: "Richtig: ein Adler, das Symbol Roms. Das Heft ist vollständig!",
  won: "Rallye geschafft! Der Kurator stempelt dein Heft und überreicht dir die Urkunde als Museumsforscher. Komm bald wieder: Die nächste Ausstellung wartet schon.",
  hints: {
    cabinet: ["Jede Beschriftung nennt ein Datum. „v. Chr.“ heißt vor Christi Geburt: Je größer die Zahl, desto älter.", "1350 v. Chr. ist älter als 520 v. Chr., und das ist älter als 118 n. Chr."],
    gallery: ["Der Plan ist in deinem Inventar: Schau ihn dir genau an.", "Hoch ist der Pfeil nach oben. Danach: links, oben, rechts."],
    easel: ["Lies, was die Künstlerin auf der Beschriftung sagt.", "Fang mit der Farbe an, die am meisten Platz auf der Leinwand einnimmt. Die schwarzen Linien zählen nicht."],
    booklet: ["Geh zurück in Saal 1 und lies noch einmal die Beschriftung von Vitrine 2.", "Es ist ein Vogel, der König der Lüfte."],
  },
};

const en: MuseumTexts = {
  title: "The museum trail",
  summary:
    "A trail for a visit to a museum or an exhibition: the labels next to the works give the answers. Replace the works, the labels and the questions with those of your museum, room by room.",
  finishedName: "Museum explorer",
  antiquityRoom: "Room 1: Antiquity",
  galleryRoom: "Room 2: the painting gallery",
  intro:
    "Welcome to the museum! The curator has prepared a trail for you. Read the labels carefully, the little cards placed next to the works: every answer is written there.",
  showcasesAlt: "Three numbered display cases. Case 1: a black and orange vase decorated with figures. Case 2: a small silver coin. Case 3: a blue scarab beetle.",
  labels:
    "# The labels\n- **Case 1.** Black-figure amphora. Athens, around 520 BC. Terracotta. It shows Heracles wrestling a lion.\n- **Case 2.** Silver coin of the emperor Hadrian. Rome, AD 118. On the back, an eagle with its wings spread.\n- **Case 3.** Good-luck scarab. Egypt, around 1350 BC. Blue faience.",
  cabinet:
    "In a corner, the curator's cabinet is closed with a three-digit padlock. A note is taped to it: \"Put the works in this room in order, from the oldest to the most recent. The code is the numbers of their cases.\"",
  cabinetName: "The curator's cabinet",
  cabinetPrompt: "The case numbers, from the oldest work to the most recent.",
  cabinetSolved: "The cabinet opens: inside is a plan of the museum with a red line drawn in felt-tip pen.",
  planName: "Museum plan",
  planDescription: "The museum's plan, with a route drawn in red felt-tip pen.",
  planText:
    "The red line starts in Room 1: it goes up to the grand staircase, turns left towards the sculpture hall, goes up again, then turns right to the painting gallery.",
  galleryDoor: "The door to the painting gallery has an arrow padlock. A small sign says: \"Follow the plan!\"",
  galleryShut: "The arrow padlock keeps the door shut. You need to know the way.",
  galleryLockName: "The gallery padlock",
  galleryLockPrompt: "The route on the plan, one arrow per step.",
  galleryOpened: "The padlock opens. You follow the red line to the painting gallery.",
  gallery:
    "The painting gallery. On the far wall hangs the star painting of the exhibition. In front of it, an easel holds a colour padlock and the last page of the trail booklet.",
  paintingAlt: "An abstract painting divided by thick black lines: a big red square fills almost the whole canvas, a medium blue rectangle sits at the bottom left and a small yellow square at the bottom right.",
  paintingLabel:
    "# The label\nClara Vidal (1898–1962), *Composition*, 1931. Oil on canvas.\nThe artist used to say: \"I paint the colour that takes up the most room first, and finish with the smallest.\"",
  easelName: "The easel padlock",
  easelPrompt: "The three colours of the painting, in the order the artist painted them.",
  easelSolved: "The easel padlock opens: only the last question of the booklet is left.",
  lastQuestion: "# The booklet's last question\nWhich animal is shown on the back of the silver coin in Room 1?",
  bookletName: "The trail booklet",
  bookletPrompt: "The animal on the back of the coin.",
  bookletAnswers: ["eagle", "an eagle", "the eagle"],
  bookletSolved: "Correct: an eagle, the symbol of Rome. The booklet is complete!",
  won: "Trail complete! The curator stamps your booklet and hands you your museum explorer certificate. Come back soon: the next exhibition is waiting.",
  hints: {
    cabinet: ["Each label gives a date. BC means before the birth of Christ: the bigger the number, the older it is.", "1350 BC is older than 520 BC, which is older than AD 118."],
    gallery: ["The plan is in your inventory: take a close look at it.", "Going up is the arrow pointing up. Then: left, up, right."],
    easel: ["Read what the artist said, on the label.", "Start with the colour that takes up the most room on the canvas. The black lines don't count."],
    booklet: ["Go back to Room 1 and read the label of case 2 again.", "It's a bird, the king of the skies."],
  },
};

const es: MuseumTexts = {
  title: "El recorrido del museo",
  summary:
    "Un juego de pistas para visitar un museo o una exposición: las cartelas de las obras dan las respuestas. Sustituye las obras, las cartelas y las preguntas por las de tu museo, sala por sala.",
  finishedName: "Explorador del museo",
  antiquityRoom: "Sala 1: la Antigüedad",
  galleryRoom: "Sala 2: la galería de pintura",
  intro:
    "¡Bienvenido al museo! El conservador te ha preparado un recorrido. Lee bien las cartelas, esas pequeñas etiquetas que hay junto a las obras: todas las respuestas están escritas en ellas.",
  showcasesAlt: "Tres vitrinas numeradas. Vitrina 1: un ánfora negra y naranja decorada con personajes. Vitrina 2: una pequeña moneda de plata. Vitrina 3: un escarabajo azul.",
  labels:
    "# Las cartelas\n- **Vitrina 1.** Ánfora de figuras negras. Atenas, hacia el 520 a. C. Terracota. Se ve a Heracles luchando contra un león.\n- **Vitrina 2.** Moneda de plata del emperador Adriano. Roma, 118 d. C. En el reverso, un águila con las alas desplegadas.\n- **Vitrina 3.** Escarabajo de la suerte. Egipto, hacia el 1350 a. C. Fayenza azul.",
  cabinet:
    "En un rincón, el armario del conservador está cerrado con un candado de tres cifras. Tiene una nota pegada: «Ordena las obras de esta sala de la más antigua a la más reciente. El código son los números de sus vitrinas».",
  cabinetName: "El armario del conservador",
  cabinetPrompt: "Los números de las vitrinas, de la obra más antigua a la más reciente.",
  cabinetSolved: "El armario se abre: dentro hay un plano del museo con una línea roja dibujada con rotulador.",
  planName: "Plano del museo",
  planDescription: "El plano del museo, con un itinerario trazado con rotulador rojo.",
  planText:
    "La línea roja sale de la sala 1: sube hasta la gran escalera, gira a la izquierda hacia la sala de esculturas, vuelve a subir y luego gira a la derecha hasta la galería de pintura.",
  galleryDoor: "La puerta de la galería de pintura tiene un candado de flechas. Un cartelito dice: «¡Sigue el plano!»",
  galleryShut: "El candado de flechas bloquea la puerta. Hay que conocer el camino.",
  galleryLockName: "El candado de la galería",
  galleryLockPrompt: "El camino del plano, una flecha por tramo.",
  galleryOpened: "El candado se abre. Sigues la línea roja hasta la galería de pintura.",
  gallery:
    "La galería de pintura. En la pared del fondo cuelga el cuadro estrella de la exposición. Delante, un caballete sostiene un candado de colores y la última página del cuaderno de juego.",
  paintingAlt: "Un cuadro abstracto dividido por gruesas líneas negras: un gran cuadrado rojo ocupa casi todo el lienzo, un rectángulo azul mediano está abajo a la izquierda y un pequeño cuadrado amarillo abajo a la derecha.",
  paintingLabel:
    "# La cartela\nClara Vidal (1898-1962), *Composición*, 1931. Óleo sobre lienzo.\nLa artista decía: «Pinto primero el color que ocupa más espacio y termino con el más pequeño».",
  easelName: "El candado del caballete",
  easelPrompt: "Los tres colores del cuadro, en el orden en que la artista los pintó.",
  easelSolved: "El candado del caballete se abre: solo queda la última pregunta del cuaderno.",
  lastQuestion: "# La última pregunta del cuaderno\n¿Qué animal aparece en el reverso de la moneda de plata de la sala 1?",
  bookletName: "El cuaderno de juego",
  bookletPrompt: "El animal del reverso de la moneda.",
  bookletAnswers: ["águila", "un águila", "el águila"],
  bookletSolved: "Correcto: un águila, el símbolo de Roma. ¡El cuaderno está completo!",
  won: "¡Recorrido terminado! El conservador sella tu cuaderno y te entrega el diploma de explorador del museo. Vuelve pronto: la próxima exposición te espera.",
  hints: {
    cabinet: ["Cada cartela da una fecha. «a. C.» significa antes de Cristo: cuanto mayor es el número, más antiguo es.", "El 1350 a. C. es anterior al 520 a. C., que es anterior al 118 d. C."],
    gallery: ["El plano está en tu inventario: míralo de cerca.", "Subir es la flecha hacia arriba. Después: izquierda, arriba, derecha."],
    easel: ["Lee lo que decía la artista en la cartela.", "Empieza por el color que ocupa más espacio en el lienzo. Las líneas negras no cuentan."],
    booklet: ["Vuelve a la sala 1 y relee la cartela de la vitrina 2.", "Es un ave, la reina de los cielos."],
  },
};

const it: MuseumTexts = {
  title: "Il percorso del museo",
  summary:
    "Una caccia agli indizi per visitare un museo o una mostra: le didascalie delle opere danno le risposte. Sostituisci le opere, le didascalie e le domande con quelle del tuo museo, sala per sala.",
  finishedName: "Esploratore del museo",
  antiquityRoom: "Sala 1: l'Antichità",
  galleryRoom: "Sala 2: la pinacoteca",
  intro:
    "Benvenuto al museo! Il conservatore ti ha preparato un percorso. Leggi bene le didascalie, i piccoli cartellini accanto alle opere: tutte le risposte sono scritte lì.",
  showcasesAlt: "Tre vetrine numerate. Vetrina 1: un'anfora nera e arancione decorata con figure. Vetrina 2: una piccola moneta d'argento. Vetrina 3: uno scarabeo blu.",
  labels:
    "# Le didascalie\n- **Vetrina 1.** Anfora a figure nere. Atene, circa 520 a.C. Terracotta. Vi si vede Eracle che lotta contro un leone.\n- **Vetrina 2.** Moneta d'argento dell'imperatore Adriano. Roma, 118 d.C. Sul rovescio, un'aquila ad ali spiegate.\n- **Vetrina 3.** Scarabeo portafortuna. Egitto, circa 1350 a.C. Faience blu.",
  cabinet:
    "In un angolo, l'armadio del conservatore è chiuso da un lucchetto a tre cifre. C'è un biglietto attaccato con lo scotch: «Metti in ordine le opere di questa sala dalla più antica alla più recente. Il codice sono i numeri delle loro vetrine.»",
  cabinetName: "L'armadio del conservatore",
  cabinetPrompt: "I numeri delle vetrine, dall'opera più antica alla più recente.",
  cabinetSolved: "L'armadio si apre: dentro c'è una pianta del museo con una linea rossa tracciata a pennarello.",
  planName: "Pianta del museo",
  planDescription: "La pianta del museo, con un percorso tracciato a pennarello rosso.",
  planText:
    "La linea rossa parte dalla sala 1: sale fino allo scalone, gira a sinistra verso la sala delle sculture, sale ancora, poi gira a destra fino alla pinacoteca.",
  galleryDoor: "La porta della pinacoteca ha un lucchetto a frecce. Un cartello dice: «Segui la pianta!»",
  galleryShut: "Il lucchetto a frecce blocca la porta. Bisogna conoscere la strada.",
  galleryLockName: "Il lucchetto della pinacoteca",
  galleryLockPrompt: "Il percorso della pianta, una freccia per tratto.",
  galleryOpened: "Il lucchetto si apre. Segui la linea rossa fino alla pinacoteca.",
  gallery:
    "La pinacoteca. Sulla parete di fondo è appeso il quadro più importante della mostra. Davanti, un cavalletto regge un lucchetto a colori e l'ultima pagina del libretto-gioco.",
  paintingAlt: "Un quadro astratto diviso da spesse linee nere: un grande quadrato rosso occupa quasi tutta la tela, un rettangolo blu medio è in basso a sinistra e un piccolo quadrato giallo in basso a destra.",
  paintingLabel:
    "# La didascalia\nClara Vidal (1898-1962), *Composizione*, 1931. Olio su tela.\nL'artista diceva: «Dipingo prima il colore che occupa più spazio e finisco con il più piccolo.»",
  easelName: "Il lucchetto del cavalletto",
  easelPrompt: "I tre colori del quadro, nell'ordine in cui l'artista li ha dipinti.",
  easelSolved: "Il lucchetto del cavalletto si apre: resta solo l'ultima domanda del libretto.",
  lastQuestion: "# L'ultima domanda del libretto\nQuale animale è raffigurato sul rovescio della moneta d'argento della sala 1?",
  bookletName: "Il libretto-gioco",
  bookletPrompt: "L'animale sul rovescio della moneta.",
  bookletAnswers: ["aquila", "un'aquila", "l'aquila"],
  bookletSolved: "Esatto: un'aquila, il simbolo di Roma. Il libretto è completo!",
  won: "Percorso completato! Il conservatore timbra il tuo libretto e ti consegna il diploma di esploratore del museo. Torna presto: la prossima mostra ti aspetta.",
  hints: {
    cabinet: ["Ogni didascalia dà una data. «a.C.» vuol dire avanti Cristo: più il numero è grande, più è antico.", "Il 1350 a.C. viene prima del 520 a.C., che viene prima del 118 d.C."],
    gallery: ["La pianta è nel tuo inventario: guardala da vicino.", "Salire è la freccia verso l'alto. Poi: sinistra, su, destra."],
    easel: ["Leggi che cosa diceva l'artista nella didascalia.", "Comincia dal colore che occupa più spazio sulla tela. Le linee nere non contano."],
    booklet: ["Torna nella sala 1 e rileggi la didascalia della vetrina 2.", "È un uccello, il re dei cieli."],
  },
};

export const MUSEUM_TEXTS: Texts<MuseumTexts> = { fr, de, en, es, it };

import type { Texts } from "./kit";

/** The revision quiz's texts: maths on the board, then geography, history and grammar on the chest. */

const fr = {
  title: "Révisions : le coffre de la classe",
  summary:
    "Un quiz de révision pour les 10-14 ans : calcul mental, géographie, histoire et grammaire, pour ouvrir le coffre de la classe. Remplacez les questions par les vôtres : les calculs du tableau, le voyage sur la carte, la frise et la question de grammaire.",
  finishedName: "Révisions réussies",
  classRoom: "La salle de classe",
  libraryRoom: "La bibliothèque",
  intro:
    "Dernier jour avant les vacances. Votre professeur a caché le trésor de la classe dans un coffre, au fond de la bibliothèque, et a laissé un mot : « Pour l'ouvrir, prouvez-moi que vous avez révisé ! »",
  boardAlt: "Le tableau noir de la classe, couvert de calculs à la craie, avec une équerre et un compas posés sur le rebord.",
  sums: "# Calcul mental\nLe tiroir du bureau est fermé par un cadenas à quatre chiffres. Chaque chiffre est le résultat d'un calcul, dans l'ordre :\n- 3² − 5\n- la moitié de 18\n- le nombre de côtés d'un hexagone\n- 15 % de 20",
  deskName: "Le cadenas du bureau",
  deskPrompt: "Les quatre résultats, dans l'ordre.",
  deskSolved: "Clic ! Dans le tiroir, une grosse clé porte une étiquette : « Bibliothèque ».",
  keyName: "Clé de la bibliothèque",
  keyDescription: "Une grosse clé en laiton, avec une étiquette : « Bibliothèque ».",
  door: "Au fond de la classe, la porte de la bibliothèque est fermée à clé.",
  doorShut: "La porte est fermée à clé. Le professeur range sûrement la clé quelque part dans son bureau.",
  openName: "Ouvrir la bibliothèque",
  doorOpened: "La clé tourne dans la serrure : vous entrez dans la bibliothèque.",
  libraryIntro:
    "Entre deux rayonnages, le coffre de la classe. Il est fermé par trois cadenas : un pour la géographie, un pour l'histoire, un pour la grammaire.",
  compass:
    "# Géographie\nLe premier cadenas a quatre flèches. Sur une carte, le nord est en haut. Entrez la direction de chaque étape de ce voyage, dans l'ordre : Madrid → Paris, Paris → Berlin, Berlin → Rome, Rome → Madrid.",
  compassAlt: "Une rose des vents : le nord en haut, le sud en bas, l'est à droite et l'ouest à gauche.",
  compassName: "Le cadenas à flèches",
  compassPrompt: "La direction de chaque étape du voyage, dans l'ordre.",
  compassSolved: "Le cadenas de géographie s'ouvre. Plus que deux !",
  timeline:
    "# Histoire\nQuatre cartes attendent d'être rangées sur la frise, de la plus ancienne à la plus récente :\n- la lune : les premiers pas de l'être humain sur la Lune ;\n- le cercle : Christophe Colomb traverse l'Atlantique ;\n- le triangle : la construction de la grande pyramide de Khéops ;\n- l'étoile : Gutenberg imprime sa première Bible.",
  timelineAlt: "Une frise chronologique vide, avec quatre cartes à ranger : une lune, un cercle, un triangle et une étoile.",
  timelineName: "Le cadenas à symboles",
  timelinePrompt: "Les symboles des cartes, de l'événement le plus ancien au plus récent.",
  timelineSolved: "Le cadenas d'histoire s'ouvre. Les siècles n'ont plus de secret pour vous.",
  grammar: "# Grammaire\nLe dernier cadenas a des lettres. Sur son étiquette : « Écrivez le pluriel de *un cheval*. »",
  grammarName: "Le cadenas à lettres",
  grammarPrompt: "Le pluriel de « un cheval ».",
  grammarAnswers: ["chevaux", "des chevaux"],
  grammarSolved: "Le cadenas de grammaire s'ouvre : c'était le dernier !",
  won: "Le couvercle se soulève : le coffre est plein de bonbons, avec un mot du professeur. « Bravo, vous êtes prêts pour l'évaluation ! Bonnes vacances ! »",
  hints: {
    desk: ["Calculez chaque ligne séparément : chacune donne un seul chiffre.", "3² = 9 ; un hexagone a six côtés ; 10 % de 20 font 2, et 5 % font 1."],
    open: ["La clé trouvée dans le bureau ouvre une porte de la classe.", "Utilisez la clé sur la porte de la bibliothèque."],
    compass: ["Situez chaque ville : Paris est au nord de Madrid, Berlin à l'est de Paris.", "Nord en haut, sud en bas, est à droite, ouest à gauche."],
    timeline: ["La pyramide de Khéops a plus de 4 500 ans.", "Gutenberg imprime sa Bible vers 1455, Colomb traverse l'Atlantique en 1492."],
    grammar: ["Les noms en « -al » font souvent leur pluriel en « -aux ».", "Un journal, des journaux ; un cheval, des che…"],
  },
};

export type RevisionTexts = typeof fr;

const de: RevisionTexts = {
  title: "Wiederholung: die Schatzkiste der Klasse",
  summary:
    "Ein Wiederholungsquiz für 10- bis 14-Jährige: Kopfrechnen, Erdkunde, Geschichte und Grammatik, um die Schatzkiste der Klasse zu öffnen. Ersetze die Fragen durch deine eigenen: die Rechnungen an der Tafel, die Reise auf der Karte, den Zeitstrahl und die Grammatikfrage.",
  finishedName: "Gut wiederholt",
  classRoom: "Das Klassenzimmer",
  libraryRoom: "Die Bibliothek",
  intro:
    "Letzter Schultag vor den Ferien. Eure Lehrerin hat den Schatz der Klasse in einer Kiste hinten in der Bibliothek versteckt und einen Zettel hinterlassen: „Um sie zu öffnen, zeigt mir, dass ihr wiederholt habt!“",
  boardAlt: "Die Tafel des Klassenzimmers voller Rechnungen mit Kreide, auf der Ablage ein Geodreieck und ein Zirkel.",
  sums: "# Kopfrechnen\nDie Schublade des Lehrerpults ist mit einem Zahlenschloss mit vier Ziffern verschlossen. Jede Ziffer ist das Ergebnis einer Rechnung, in dieser Reihenfolge:\n- 3² − 5\n- die Hälfte von 18\n- die Anzahl der Seiten eines Sechsecks\n- 15 % von 20",
  deskName: "Das Schloss des Lehrerpults",
  deskPrompt: "Die vier Ergebnisse, der Reihe nach.",
  deskSolved: "Klick! In der Schublade liegt ein großer Schlüssel mit einem Anhänger: „Bibliothek“.",
  keyName: "Schlüssel der Bibliothek",
  keyDescription: "Ein großer Messingschlüssel mit einem Anhänger: „Bibliothek“.",
  door: "Hinten im Klassenzimmer ist die Tür zur Bibliothek abgeschlossen.",
  doorShut: "Die Tür ist abgeschlossen. Die Lehrerin bewahrt den Schlüssel bestimmt irgendwo in ihrem Pult auf.",
  openName: "Die Bibliothek aufschließen",
  doorOpened: "Der Schlüssel dreht sich im Schloss: ihr betretet die Bibliothek.",
  libraryIntro:
    "Zwischen zwei Regalen steht die Schatzkiste der Klasse. Sie hat drei Schlösser: eines für Erdkunde, eines für Geschichte, eines für Grammatik.",
  compass:
    "# Erdkunde\nDas erste Schloss hat vier Pfeile. Auf einer Landkarte ist Norden oben. Gib die Richtung jeder Etappe dieser Reise ein, der Reihe nach: Madrid → Paris, Paris → Berlin, Berlin → Rom, Rom → Madrid.",
  compassAlt: "Eine Windrose: Norden oben, Süden unten, Osten rechts und Westen links.",
  compassName: "Das Pfeilschloss",
  compassPrompt: "Die Richtung jeder Etappe der Reise, der Reihe nach.",
  compassSolved: "Das Erdkunde-Schloss springt auf. Noch zwei!",
  timeline:
    "# Geschichte\nVier Karten sollen auf dem Zeitstrahl geordnet werden, vom ältesten zum jüngsten Ereignis:\n- der Mond: die ersten Schritte eines Menschen auf dem Mond;\n- der Kreis: Christoph Kolumbus überquert den Atlantik;\n- das Dreieck: der Bau der Cheops-Pyramide;\n- der Stern: Gutenberg druckt seine erste Bibel.",
  timelineAlt: "Ein leerer Zeitstrahl mit vier Karten zum Einordnen: ein Mond, ein Kreis, ein Dreieck und ein Stern.",
  timelineName: "Das Symbolschloss",
  timelinePrompt: "Die Symbole der Karten, vom ältesten zum jüngsten Ereignis.",
  timelineSolved: "Das Geschichts-Schloss springt auf. Die Jahrhunderte haben keine Geheimnisse mehr für euch.",
  grammar: "# Grammatik\nDas letzte Schloss hat Buchstaben. Auf dem Anhänger steht: „Wie lautet das Präteritum von *gehen* in der ersten Person Singular? (ich …)“",
  grammarName: "Das Buchstabenschloss",
  grammarPrompt: "Das Präteritum von „gehen“: ich …",
  grammarAnswers: ["ging", "ich ging"],
  grammarSolved: "Das Grammatik-Schloss springt auf: das war das letzte!",
  won: "Der Deckel geht auf: Die Kiste ist voller Süßigkeiten, dazu ein Zettel der Lehrerin. „Super, ihr seid bereit für die Klassenarbeit! Schöne Ferien!“",
  hints: {
    desk: ["Rechne jede Zeile für sich: Jede ergibt genau eine Ziffer.", "3² = 9; ein Sechseck hat sechs Seiten; 10 % von 20 sind 2, 5 % sind 1."],
    open: ["Der Schlüssel aus dem Pult öffnet eine Tür im Klassenzimmer.", "Benutze den Schlüssel an der Tür zur Bibliothek."],
    compass: ["Such jede Stadt: Paris liegt nördlich von Madrid, Berlin östlich von Paris.", "Norden oben, Süden unten, Osten rechts, Westen links."],
    timeline: ["Die Cheops-Pyramide ist über 4500 Jahre alt.", "Gutenberg druckt seine Bibel um 1455, Kolumbus überquert den Atlantik 1492."],
    grammar: ["„Gehen“ ist ein starkes Verb: Im Präteritum ändert sich der Vokal.", "Heute gehe ich, gestern g…"],
  },
};

const en: RevisionTexts = {
  title: "Revision time: the class treasure chest",
  summary:
    "A revision quiz for 10 to 14 year olds: mental maths, geography, history and grammar to open the class treasure chest. Replace the questions with your own: the sums on the board, the journey on the map, the timeline and the grammar question.",
  finishedName: "Revision done",
  classRoom: "The classroom",
  libraryRoom: "The library",
  intro:
    "Last day before the holidays. Your teacher has hidden the class treasure in a chest at the back of the library and left a note: \"To open it, show me you have revised!\"",
  boardAlt: "The classroom blackboard covered in chalk sums, with a set square and a pair of compasses on the ledge.",
  sums: "# Mental maths\nThe desk drawer is locked with a four-digit padlock. Each digit is the answer to a sum, in this order:\n- 3² − 5\n- half of 18\n- the number of sides of a hexagon\n- 15% of 20",
  deskName: "The desk padlock",
  deskPrompt: "The four answers, in order.",
  deskSolved: "Click! In the drawer lies a big key with a label: \"Library\".",
  keyName: "Library key",
  keyDescription: "A big brass key with a label: \"Library\".",
  door: "At the back of the classroom, the library door is locked.",
  doorShut: "The door is locked. The teacher must keep the key somewhere in the desk.",
  openName: "Unlock the library",
  doorOpened: "The key turns in the lock: you step into the library.",
  libraryIntro:
    "Between two bookshelves stands the class chest. It has three padlocks: one for geography, one for history, one for grammar.",
  compass:
    "# Geography\nThe first padlock has four arrows. On a map, north is at the top. Enter the direction of each leg of this journey, in order: Madrid → Paris, Paris → Berlin, Berlin → Rome, Rome → Madrid.",
  compassAlt: "A compass rose: north at the top, south at the bottom, east on the right and west on the left.",
  compassName: "The arrow padlock",
  compassPrompt: "The direction of each leg of the journey, in order.",
  compassSolved: "The geography padlock opens. Two to go!",
  timeline:
    "# History\nFour cards are waiting to be placed on the timeline, from the oldest event to the most recent:\n- the moon: the first human steps on the Moon;\n- the circle: Christopher Columbus crosses the Atlantic;\n- the triangle: the building of the Great Pyramid of Giza;\n- the star: Gutenberg prints his first Bible.",
  timelineAlt: "An empty timeline with four cards to place: a moon, a circle, a triangle and a star.",
  timelineName: "The symbol padlock",
  timelinePrompt: "The symbols on the cards, from the oldest event to the most recent.",
  timelineSolved: "The history padlock opens. The centuries hold no secrets for you.",
  grammar: "# Grammar\nThe last padlock has letters. Its label says: \"What is the past tense of the verb *to bring*?\"",
  grammarName: "The letter padlock",
  grammarPrompt: "The past tense of \"to bring\".",
  grammarAnswers: ["brought"],
  grammarSolved: "The grammar padlock opens: that was the last one!",
  won: "The lid lifts: the chest is full of sweets, with a note from your teacher. \"Well done, you are ready for the test! Happy holidays!\"",
  hints: {
    desk: ["Work out each line on its own: each one gives a single digit.", "3² = 9; a hexagon has six sides; 10% of 20 is 2 and 5% is 1."],
    open: ["The key from the desk opens a door in the classroom.", "Use the key on the library door."],
    compass: ["Place each city: Paris is north of Madrid, Berlin is east of Paris.", "North is up, south is down, east is right, west is left."],
    timeline: ["The Great Pyramid is more than 4,500 years old.", "Gutenberg printed his Bible around 1455; Columbus crossed the Atlantic in 1492."],
    grammar: ["\"To bring\" is an irregular verb, like \"to think\": I think, I thought.", "Today I bring, yesterday I br…"],
  },
};

const es: RevisionTexts = {
  title: "Repaso: el cofre de la clase",
  summary:
    "Un cuestionario de repaso para alumnos de 10 a 14 años: cálculo mental, geografía, historia y gramática para abrir el cofre de la clase. Sustituye las preguntas por las tuyas: las operaciones de la pizarra, el viaje por el mapa, la línea del tiempo y la pregunta de gramática.",
  finishedName: "Repaso superado",
  classRoom: "El aula",
  libraryRoom: "La biblioteca",
  intro:
    "Último día antes de las vacaciones. Vuestra profesora ha escondido el tesoro de la clase en un cofre al fondo de la biblioteca y ha dejado una nota: «Para abrirlo, demostradme que habéis repasado».",
  boardAlt: "La pizarra del aula llena de operaciones escritas con tiza, con una escuadra y un compás en el borde.",
  sums: "# Cálculo mental\nEl cajón de la mesa está cerrado con un candado de cuatro cifras. Cada cifra es el resultado de una operación, en este orden:\n- 3² − 5\n- la mitad de 18\n- el número de lados de un hexágono\n- el 15 % de 20",
  deskName: "El candado de la mesa",
  deskPrompt: "Los cuatro resultados, en orden.",
  deskSolved: "¡Clic! En el cajón hay una llave grande con una etiqueta: «Biblioteca».",
  keyName: "Llave de la biblioteca",
  keyDescription: "Una llave grande de latón con una etiqueta: «Biblioteca».",
  door: "Al fondo del aula, la puerta de la biblioteca está cerrada con llave.",
  doorShut: "La puerta está cerrada con llave. Seguro que la profesora guarda la llave en algún lugar de su mesa.",
  openName: "Abrir la biblioteca",
  doorOpened: "La llave gira en la cerradura: entráis en la biblioteca.",
  libraryIntro:
    "Entre dos estanterías está el cofre de la clase. Tiene tres candados: uno de geografía, uno de historia y uno de gramática.",
  compass:
    "# Geografía\nEl primer candado tiene cuatro flechas. En un mapa, el norte está arriba. Introduce la dirección de cada etapa de este viaje, en orden: Madrid → París, París → Berlín, Berlín → Roma, Roma → Madrid.",
  compassAlt: "Una rosa de los vientos: el norte arriba, el sur abajo, el este a la derecha y el oeste a la izquierda.",
  compassName: "El candado de flechas",
  compassPrompt: "La dirección de cada etapa del viaje, en orden.",
  compassSolved: "El candado de geografía se abre. ¡Quedan dos!",
  timeline:
    "# Historia\nCuatro tarjetas esperan a ser colocadas en la línea del tiempo, de la más antigua a la más reciente:\n- la luna: los primeros pasos del ser humano en la Luna;\n- el círculo: Cristóbal Colón cruza el Atlántico;\n- el triángulo: la construcción de la gran pirámide de Keops;\n- la estrella: Gutenberg imprime su primera Biblia.",
  timelineAlt: "Una línea del tiempo vacía con cuatro tarjetas por colocar: una luna, un círculo, un triángulo y una estrella.",
  timelineName: "El candado de símbolos",
  timelinePrompt: "Los símbolos de las tarjetas, del acontecimiento más antiguo al más reciente.",
  timelineSolved: "El candado de historia se abre. Los siglos ya no tienen secretos para vosotros.",
  grammar: "# Gramática\nEl último candado tiene letras. En su etiqueta pone: «¿Cuál es el participio del verbo *escribir*?»",
  grammarName: "El candado de letras",
  grammarPrompt: "El participio de «escribir».",
  grammarAnswers: ["escrito"],
  grammarSolved: "El candado de gramática se abre: ¡era el último!",
  won: "La tapa se levanta: el cofre está lleno de golosinas y hay una nota de la profesora. «¡Enhorabuena, estáis listos para el examen! ¡Felices vacaciones!»",
  hints: {
    desk: ["Resuelve cada línea por separado: cada una da una sola cifra.", "3² = 9; un hexágono tiene seis lados; el 10 % de 20 es 2 y el 5 % es 1."],
    open: ["La llave del cajón abre una puerta del aula.", "Usa la llave en la puerta de la biblioteca."],
    compass: ["Sitúa cada ciudad: París está al norte de Madrid, Berlín al este de París.", "Norte arriba, sur abajo, este a la derecha, oeste a la izquierda."],
    timeline: ["La pirámide de Keops tiene más de 4500 años.", "Gutenberg imprime su Biblia hacia 1455; Colón cruza el Atlántico en 1492."],
    grammar: ["«Escribir» tiene un participio irregular, como «abrir»: abierto.", "«He escr… una carta»: completa la palabra."],
  },
};

const it: RevisionTexts = {
  title: "Ripasso: il baule della classe",
  summary:
    "Un quiz di ripasso per ragazzi dai 10 ai 14 anni: calcolo mentale, geografia, storia e grammatica per aprire il baule della classe. Sostituisci le domande con le tue: i calcoli alla lavagna, il viaggio sulla carta, la linea del tempo e la domanda di grammatica.",
  finishedName: "Ripasso superato",
  classRoom: "L'aula",
  libraryRoom: "La biblioteca",
  intro:
    "Ultimo giorno prima delle vacanze. La vostra insegnante ha nascosto il tesoro della classe in un baule in fondo alla biblioteca e ha lasciato un biglietto: «Per aprirlo, dimostratemi che avete ripassato!»",
  boardAlt: "La lavagna dell'aula piena di calcoli scritti col gesso, con una squadra e un compasso appoggiati sul bordo.",
  sums: "# Calcolo mentale\nIl cassetto della cattedra è chiuso da un lucchetto a quattro cifre. Ogni cifra è il risultato di un calcolo, in quest'ordine:\n- 3² − 5\n- la metà di 18\n- il numero di lati di un esagono\n- il 15 % di 20",
  deskName: "Il lucchetto della cattedra",
  deskPrompt: "I quattro risultati, in ordine.",
  deskSolved: "Clic! Nel cassetto c'è una grossa chiave con un'etichetta: «Biblioteca».",
  keyName: "Chiave della biblioteca",
  keyDescription: "Una grossa chiave d'ottone con un'etichetta: «Biblioteca».",
  door: "In fondo all'aula, la porta della biblioteca è chiusa a chiave.",
  doorShut: "La porta è chiusa a chiave. L'insegnante tiene di sicuro la chiave da qualche parte nella cattedra.",
  openName: "Aprire la biblioteca",
  doorOpened: "La chiave gira nella serratura: entrate in biblioteca.",
  libraryIntro:
    "Tra due scaffali c'è il baule della classe. È chiuso da tre lucchetti: uno di geografia, uno di storia e uno di grammatica.",
  compass:
    "# Geografia\nIl primo lucchetto ha quattro frecce. Su una carta geografica il nord è in alto. Inserisci la direzione di ogni tappa di questo viaggio, in ordine: Madrid → Parigi, Parigi → Berlino, Berlino → Roma, Roma → Madrid.",
  compassAlt: "Una rosa dei venti: il nord in alto, il sud in basso, l'est a destra e l'ovest a sinistra.",
  compassName: "Il lucchetto a frecce",
  compassPrompt: "La direzione di ogni tappa del viaggio, in ordine.",
  compassSolved: "Il lucchetto di geografia si apre. Ne mancano due!",
  timeline:
    "# Storia\nQuattro carte aspettano di essere messe sulla linea del tempo, dalla più antica alla più recente:\n- la luna: i primi passi dell'uomo sulla Luna;\n- il cerchio: Cristoforo Colombo attraversa l'Atlantico;\n- il triangolo: la costruzione della grande piramide di Cheope;\n- la stella: Gutenberg stampa la sua prima Bibbia.",
  timelineAlt: "Una linea del tempo vuota con quattro carte da sistemare: una luna, un cerchio, un triangolo e una stella.",
  timelineName: "Il lucchetto a simboli",
  timelinePrompt: "I simboli delle carte, dall'evento più antico al più recente.",
  timelineSolved: "Il lucchetto di storia si apre. I secoli non hanno più segreti per voi.",
  grammar: "# Grammatica\nL'ultimo lucchetto ha delle lettere. Sull'etichetta c'è scritto: «Qual è il plurale di *uomo*?»",
  grammarName: "Il lucchetto a lettere",
  grammarPrompt: "Il plurale di «uomo».",
  grammarAnswers: ["uomini", "gli uomini"],
  grammarSolved: "Il lucchetto di grammatica si apre: era l'ultimo!",
  won: "Il coperchio si solleva: il baule è pieno di caramelle, con un biglietto dell'insegnante. «Bravi, siete pronti per la verifica! Buone vacanze!»",
  hints: {
    desk: ["Risolvi ogni riga per conto suo: ognuna dà una sola cifra.", "3² = 9; un esagono ha sei lati; il 10 % di 20 è 2 e il 5 % è 1."],
    open: ["La chiave del cassetto apre una porta dell'aula.", "Usa la chiave sulla porta della biblioteca."],
    compass: ["Colloca ogni città: Parigi è a nord di Madrid, Berlino a est di Parigi.", "Nord in alto, sud in basso, est a destra, ovest a sinistra."],
    timeline: ["La piramide di Cheope ha più di 4500 anni.", "Gutenberg stampa la sua Bibbia verso il 1455, Colombo attraversa l'Atlantico nel 1492."],
    grammar: ["«Uomo» ha un plurale irregolare, come «dio» che diventa «dei».", "Un uomo, due uom…"],
  },
};

export const REVISION_TEXTS: Texts<RevisionTexts> = { fr, de, en, es, it };

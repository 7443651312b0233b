import type { Texts } from "./kit";

/**
 * The birthday hunt's texts, for children who are just learning to read: short sentences, words they
 * know. The birthday child has a name common in each language, for the creator to replace.
 */

const fr = {
  title: "Le trésor d'anniversaire de Léa",
  summary:
    "Une chasse au trésor d'anniversaire pour les 6-10 ans : des couleurs, une carte au trésor, des choses à compter et une devinette. Remplacez Léa par le prénom de votre enfant, le nombre de bougies par son âge et la devinette par la vôtre.",
  finishedName: "Joyeux anniversaire !",
  gardenRoom: "Le jardin",
  treehouseRoom: "La cabane dans l'arbre",
  intro:
    "C'est l'anniversaire de Léa ! Mais le pirate Barbe-Confetti a caché tous les cadeaux. Il a laissé un mot : « Ha ha ! Les cadeaux sont dans ma cabane. Résolvez mes énigmes pour les retrouver ! »",
  gardenAlt: "Le jardin en fête : quatre ballons de couleur accrochés à la clôture, une balançoire, un bac à sable, des fleurs, un grand chêne et, tout en haut, une cabane avec un drapeau de pirate.",
  chest:
    "Sous la balançoire, il y a un petit coffre de pirate avec un cadenas de couleurs. Sur le couvercle, une comptine :\n*D'abord la couleur du soleil,\npuis celle de l'herbe qui chatouille,\nensuite la couleur d'une fraise,\net pour finir celle du ciel.*",
  chestName: "Le coffre du pirate",
  chestPrompt: "Les quatre couleurs de la comptine, dans l'ordre.",
  chestSolved: "Le coffre s'ouvre ! Dedans, une carte au trésor roulée avec un ruban.",
  mapName: "Carte au trésor",
  mapDescription: "Une vieille carte dessinée par le pirate, avec des flèches et une croix.",
  mapText:
    "Sur la carte, le pirate a écrit : « Pars de la balançoire. Monte jusqu'au grand chêne, va à droite jusqu'au bac à sable, encore à droite jusqu'aux fleurs, puis monte jusqu'à l'échelle. »",
  ladder: "Au pied du grand chêne, une échelle monte vers la cabane. Un portillon à flèches la ferme.",
  ladderShut: "Le portillon est fermé. Il s'ouvre avec les bonnes flèches.",
  gateName: "Le portillon à flèches",
  gatePrompt: "Le chemin de la carte, une flèche par étape.",
  gateSolved: "Le portillon s'ouvre en grinçant. Vous grimpez l'échelle jusqu'à la cabane !",
  treehouse:
    "La cabane du pirate ! Au milieu, un gros coffre plein de cadeaux, fermé par deux cadenas : un cadenas à chiffres et un cadenas à lettres. Sur la table, un gâteau d'anniversaire.",
  cakeAlt: "La table de la cabane : un gâteau d'anniversaire avec sept bougies, quatre cadeaux emballés à côté et, au-dessus, une guirlande de cinq étoiles.",
  count: "Sur le cadenas à chiffres, le pirate a gravé : « Combien de bougies ? Combien de cadeaux sur la table ? Combien d'étoiles dans la guirlande ? »",
  numbersName: "Le cadenas à chiffres",
  numbersPrompt: "Les bougies, puis les cadeaux, puis les étoiles.",
  numbersSolved: "Clic ! Le cadenas à chiffres s'ouvre.",
  riddle:
    "Sur le cadenas à lettres, une devinette : « Je suis rond et plein d'air, je suis de toutes les couleurs, et si tu me lâches, je m'envole. Qui suis-je ? »",
  riddleName: "Le cadenas à lettres",
  riddlePrompt: "La réponse de la devinette.",
  riddleAnswers: ["ballon", "un ballon", "le ballon", "ballons", "les ballons"],
  riddleSolved: "Bravo ! Le cadenas à lettres s'ouvre.",
  won: "Le coffre s'ouvre : tous les cadeaux sont là ! Le pirate Barbe-Confetti sort de sa cachette et chante avec vous : « Joyeux anniversaire, Léa ! »",
  hints: {
    chest: ["Le soleil est jaune.", "Jaune, puis vert, puis… de quelle couleur est une fraise ? Et le ciel ?"],
    gate: ["Regardez la carte au trésor dans votre inventaire.", "« Monte », c'est la flèche vers le haut. « À droite », c'est la flèche vers la droite."],
    numbers: ["Regardez bien le dessin de la table et comptez avec vos doigts.", "Il y a sept bougies. Comptez maintenant les cadeaux, puis les étoiles."],
    riddle: ["Il y en a quatre accrochés à la clôture du jardin.", "Ça commence par « bal »…"],
  },
};

export type BirthdayTexts = typeof fr;

const de: BirthdayTexts = {
  title: "Lenas Geburtstagsschatz",
  summary:
    "Eine Geburtstags-Schatzsuche für 6- bis 10-Jährige: Farben, eine Schatzkarte, etwas zum Zählen und ein Rätsel. Ersetze Lena durch den Namen deines Kindes, die Zahl der Kerzen durch sein Alter und das Rätsel durch dein eigenes.",
  finishedName: "Alles Gute zum Geburtstag!",
  gardenRoom: "Der Garten",
  treehouseRoom: "Das Baumhaus",
  intro:
    "Heute hat Lena Geburtstag! Aber der Pirat Konfettibart hat alle Geschenke versteckt. Er hat einen Zettel dagelassen: „Ha ha! Die Geschenke sind in meinem Baumhaus. Löst meine Rätsel, dann findet ihr sie!“",
  gardenAlt: "Der festlich geschmückte Garten: vier bunte Luftballons am Zaun, eine Schaukel, ein Sandkasten, Blumen, eine große Eiche und ganz oben ein Baumhaus mit einer Piratenflagge.",
  chest:
    "Unter der Schaukel steht eine kleine Piratenkiste mit einem Farbschloss. Auf dem Deckel steht ein Reim:\n*Zuerst die Farbe der Sonne,\ndann die vom Gras, das kitzelt,\ndann die Farbe einer Erdbeere,\nund zum Schluss die vom Himmel.*",
  chestName: "Die Piratenkiste",
  chestPrompt: "Die vier Farben aus dem Reim, der Reihe nach.",
  chestSolved: "Die Kiste geht auf! Darin liegt eine Schatzkarte mit einem Band darum.",
  mapName: "Schatzkarte",
  mapDescription: "Eine alte Karte, vom Piraten gezeichnet, mit Pfeilen und einem Kreuz.",
  mapText:
    "Auf die Karte hat der Pirat geschrieben: „Fang bei der Schaukel an. Geh hoch bis zur großen Eiche, dann nach rechts bis zum Sandkasten, noch einmal nach rechts bis zu den Blumen und dann hoch bis zur Leiter.“",
  ladder: "Am Fuß der großen Eiche führt eine Leiter hinauf zum Baumhaus. Ein Pfeiltor versperrt sie.",
  ladderShut: "Das Tor ist zu. Es geht mit den richtigen Pfeilen auf.",
  gateName: "Das Pfeiltor",
  gatePrompt: "Der Weg auf der Karte, ein Pfeil für jeden Schritt.",
  gateSolved: "Das Tor geht quietschend auf. Ihr klettert die Leiter hoch bis ins Baumhaus!",
  treehouse:
    "Das Baumhaus des Piraten! In der Mitte steht eine große Kiste voller Geschenke. Sie hat zwei Schlösser: ein Zahlenschloss und ein Buchstabenschloss. Auf dem Tisch steht ein Geburtstagskuchen.",
  cakeAlt: "Der Tisch im Baumhaus: ein Geburtstagskuchen mit sieben Kerzen, daneben vier eingepackte Geschenke und darüber eine Girlande mit fünf Sternen.",
  count: "In das Zahlenschloss hat der Pirat geritzt: „Wie viele Kerzen? Wie viele Geschenke auf dem Tisch? Wie viele Sterne an der Girlande?“",
  numbersName: "Das Zahlenschloss",
  numbersPrompt: "Die Kerzen, dann die Geschenke, dann die Sterne.",
  numbersSolved: "Klick! Das Zahlenschloss geht auf.",
  riddle:
    "Am Buchstabenschloss hängt ein Rätsel: „Ich bin rund und voller Luft, ich habe alle Farben, und wenn du mich loslässt, fliege ich weg. Wer bin ich?“",
  riddleName: "Das Buchstabenschloss",
  riddlePrompt: "Die Lösung des Rätsels.",
  riddleAnswers: ["Luftballon", "ein Luftballon", "der Luftballon", "Ballon", "Luftballons"],
  riddleSolved: "Super! Das Buchstabenschloss geht auf.",
  won: "Die Kiste geht auf: Alle Geschenke sind da! Pirat Konfettibart kommt aus seinem Versteck und singt mit euch: „Zum Geburtstag viel Glück, liebe Lena!“",
  hints: {
    chest: ["Die Sonne ist gelb.", "Gelb, dann grün, dann … welche Farbe hat eine Erdbeere? Und der Himmel?"],
    gate: ["Schau dir die Schatzkarte in deinem Inventar an.", "„Hoch“ ist der Pfeil nach oben. „Nach rechts“ ist der Pfeil nach rechts."],
    numbers: ["Schau dir das Bild vom Tisch genau an und zähl mit den Fingern.", "Es sind sieben Kerzen. Zähl jetzt die Geschenke und dann die Sterne."],
    riddle: ["Vier davon hängen am Gartenzaun.", "Es fängt mit „Luft“ an …"],
  },
};

const en: BirthdayTexts = {
  title: "Lily's birthday treasure",
  summary:
    "A birthday treasure hunt for 6 to 10 year olds: colours, a treasure map, things to count and a riddle. Replace Lily with your child's name, the number of candles with their age and the riddle with your own.",
  finishedName: "Happy birthday!",
  gardenRoom: "The garden",
  treehouseRoom: "The treehouse",
  intro:
    "It's Lily's birthday! But Captain Confetti-Beard the pirate has hidden all the presents. He left a note: \"Ha ha! The presents are in my treehouse. Solve my puzzles to find them!\"",
  gardenAlt: "The garden ready for a party: four coloured balloons tied to the fence, a swing, a sandpit, flowers, a big oak tree and, right at the top, a treehouse with a pirate flag.",
  chest:
    "Under the swing there is a little pirate chest with a colour lock. On the lid is a rhyme:\n*First the colour of the sun,\nthen the grass where children run,\nthen a strawberry, ripe and sweet,\nand last, the sky above the street.*",
  chestName: "The pirate chest",
  chestPrompt: "The four colours of the rhyme, in order.",
  chestSolved: "The chest opens! Inside is a treasure map tied with a ribbon.",
  mapName: "Treasure map",
  mapDescription: "An old map drawn by the pirate, with arrows and a cross.",
  mapText:
    "On the map, the pirate wrote: \"Start at the swing. Go up to the big oak tree, go right to the sandpit, right again to the flowers, then up to the ladder.\"",
  ladder: "At the foot of the big oak tree, a ladder climbs up to the treehouse. An arrow gate blocks the way.",
  ladderShut: "The gate is shut. It opens with the right arrows.",
  gateName: "The arrow gate",
  gatePrompt: "The path on the map, one arrow for each step.",
  gateSolved: "The gate creaks open. You climb the ladder up to the treehouse!",
  treehouse:
    "The pirate's treehouse! In the middle stands a big chest full of presents, closed with two locks: a number lock and a letter lock. On the table is a birthday cake.",
  cakeAlt: "The table in the treehouse: a birthday cake with seven candles, four wrapped presents next to it and, above, a garland of five stars.",
  count: "On the number lock, the pirate carved: \"How many candles? How many presents on the table? How many stars on the garland?\"",
  numbersName: "The number lock",
  numbersPrompt: "The candles, then the presents, then the stars.",
  numbersSolved: "Click! The number lock opens.",
  riddle:
    "On the letter lock hangs a riddle: \"I'm round and full of air, I come in every colour, and if you let me go, I fly away. What am I?\"",
  riddleName: "The letter lock",
  riddlePrompt: "The answer to the riddle.",
  riddleAnswers: ["balloon", "a balloon", "the balloon", "balloons"],
  riddleSolved: "Well done! The letter lock opens.",
  won: "The chest opens: all the presents are there! Captain Confetti-Beard jumps out of his hiding place and sings with you: \"Happy birthday, dear Lily!\"",
  hints: {
    chest: ["The sun is yellow.", "Yellow, then green, then… what colour is a strawberry? And the sky?"],
    gate: ["Look at the treasure map in your inventory.", "\"Up\" is the arrow pointing up. \"Right\" is the arrow pointing right."],
    numbers: ["Look closely at the picture of the table and count on your fingers.", "There are seven candles. Now count the presents, then the stars."],
    riddle: ["There are four of them tied to the garden fence.", "It starts with \"ball\"…"],
  },
};

const es: BirthdayTexts = {
  title: "El tesoro de cumpleaños de Lucía",
  summary:
    "Una búsqueda del tesoro de cumpleaños para niños de 6 a 10 años: colores, un mapa del tesoro, cosas que contar y una adivinanza. Sustituye a Lucía por el nombre de tu hijo o hija, el número de velas por su edad y la adivinanza por la tuya.",
  finishedName: "¡Feliz cumpleaños!",
  gardenRoom: "El jardín",
  treehouseRoom: "La casita del árbol",
  intro:
    "¡Hoy es el cumpleaños de Lucía! Pero el pirata Barba Confeti ha escondido todos los regalos. Ha dejado una nota: «¡Ja, ja! Los regalos están en mi casita del árbol. ¡Resolved mis acertijos para encontrarlos!».",
  gardenAlt: "El jardín de fiesta: cuatro globos de colores atados a la valla, un columpio, un arenero, flores, un gran roble y, arriba del todo, una casita con una bandera pirata.",
  chest:
    "Debajo del columpio hay un pequeño cofre pirata con un candado de colores. En la tapa hay un poema:\n*Primero el color del sol,\nluego el de la hierba que hace cosquillas,\ndespués el color de una fresa,\ny por último el del cielo.*",
  chestName: "El cofre del pirata",
  chestPrompt: "Los cuatro colores del poema, en orden.",
  chestSolved: "¡El cofre se abre! Dentro hay un mapa del tesoro atado con una cinta.",
  mapName: "Mapa del tesoro",
  mapDescription: "Un mapa antiguo dibujado por el pirata, con flechas y una cruz.",
  mapText:
    "En el mapa, el pirata ha escrito: «Empieza en el columpio. Sube hasta el gran roble, ve a la derecha hasta el arenero, otra vez a la derecha hasta las flores y luego sube hasta la escalera».",
  ladder: "Al pie del gran roble, una escalera sube hasta la casita. Una puerta de flechas corta el paso.",
  ladderShut: "La puerta está cerrada. Se abre con las flechas correctas.",
  gateName: "La puerta de flechas",
  gatePrompt: "El camino del mapa, una flecha por cada paso.",
  gateSolved: "La puerta se abre chirriando. ¡Subís por la escalera hasta la casita!",
  treehouse:
    "¡La casita del pirata! En el centro hay un gran cofre lleno de regalos, cerrado con dos candados: uno de números y otro de letras. Sobre la mesa hay una tarta de cumpleaños.",
  cakeAlt: "La mesa de la casita: una tarta de cumpleaños con siete velas, cuatro regalos envueltos al lado y, encima, una guirnalda de cinco estrellas.",
  count: "En el candado de números, el pirata ha grabado: «¿Cuántas velas? ¿Cuántos regalos hay en la mesa? ¿Cuántas estrellas tiene la guirnalda?».",
  numbersName: "El candado de números",
  numbersPrompt: "Las velas, luego los regalos y luego las estrellas.",
  numbersSolved: "¡Clic! El candado de números se abre.",
  riddle:
    "Del candado de letras cuelga una adivinanza: «Soy redondo y lleno de aire, tengo todos los colores y, si me sueltas, salgo volando. ¿Quién soy?».",
  riddleName: "El candado de letras",
  riddlePrompt: "La respuesta de la adivinanza.",
  riddleAnswers: ["globo", "un globo", "el globo", "globos", "los globos"],
  riddleSolved: "¡Muy bien! El candado de letras se abre.",
  won: "El cofre se abre: ¡ahí están todos los regalos! El pirata Barba Confeti sale de su escondite y canta con vosotros: «¡Cumpleaños feliz, querida Lucía!».",
  hints: {
    chest: ["El sol es amarillo.", "Amarillo, luego verde, luego… ¿de qué color es una fresa? ¿Y el cielo?"],
    gate: ["Mira el mapa del tesoro en tu inventario.", "«Sube» es la flecha hacia arriba. «A la derecha» es la flecha hacia la derecha."],
    numbers: ["Mira bien el dibujo de la mesa y cuenta con los dedos.", "Hay siete velas. Ahora cuenta los regalos y luego las estrellas."],
    riddle: ["Hay cuatro atados a la valla del jardín.", "Empieza por «glo»…"],
  },
};

const it: BirthdayTexts = {
  title: "Il tesoro di compleanno di Giulia",
  summary:
    "Una caccia al tesoro di compleanno per bambini dai 6 ai 10 anni: colori, una mappa del tesoro, cose da contare e un indovinello. Sostituisci Giulia con il nome di tuo figlio o tua figlia, il numero delle candeline con la sua età e l'indovinello con il tuo.",
  finishedName: "Buon compleanno!",
  gardenRoom: "Il giardino",
  treehouseRoom: "La casetta sull'albero",
  intro:
    "Oggi è il compleanno di Giulia! Ma il pirata Barbaconfetti ha nascosto tutti i regali. Ha lasciato un biglietto: «Ah ah! I regali sono nella mia casetta sull'albero. Risolvete i miei enigmi per trovarli!»",
  gardenAlt: "Il giardino in festa: quattro palloncini colorati legati allo steccato, un'altalena, una sabbiera, dei fiori, una grande quercia e, in cima, una casetta con una bandiera pirata.",
  chest:
    "Sotto l'altalena c'è un piccolo forziere da pirata con un lucchetto a colori. Sul coperchio c'è una filastrocca:\n*Prima il colore del sole,\npoi quello dell'erba che fa il solletico,\npoi il colore di una fragola,\ne alla fine quello del cielo.*",
  chestName: "Il forziere del pirata",
  chestPrompt: "I quattro colori della filastrocca, in ordine.",
  chestSolved: "Il forziere si apre! Dentro c'è una mappa del tesoro legata con un nastro.",
  mapName: "Mappa del tesoro",
  mapDescription: "Una vecchia mappa disegnata dal pirata, con frecce e una croce.",
  mapText:
    "Sulla mappa il pirata ha scritto: «Parti dall'altalena. Sali fino alla grande quercia, vai a destra fino alla sabbiera, ancora a destra fino ai fiori, poi sali fino alla scala.»",
  ladder: "Ai piedi della grande quercia, una scala sale fino alla casetta. Un cancelletto a frecce la chiude.",
  ladderShut: "Il cancelletto è chiuso. Si apre con le frecce giuste.",
  gateName: "Il cancelletto a frecce",
  gatePrompt: "Il percorso della mappa, una freccia per ogni passo.",
  gateSolved: "Il cancelletto si apre cigolando. Salite la scala fino alla casetta!",
  treehouse:
    "La casetta del pirata! Al centro c'è un grande forziere pieno di regali, chiuso da due lucchetti: uno a numeri e uno a lettere. Sul tavolo c'è una torta di compleanno.",
  cakeAlt: "Il tavolo della casetta: una torta di compleanno con sette candeline, quattro regali incartati accanto e, sopra, una ghirlanda di cinque stelle.",
  count: "Sul lucchetto a numeri il pirata ha inciso: «Quante candeline? Quanti regali sul tavolo? Quante stelle nella ghirlanda?»",
  numbersName: "Il lucchetto a numeri",
  numbersPrompt: "Le candeline, poi i regali, poi le stelle.",
  numbersSolved: "Clic! Il lucchetto a numeri si apre.",
  riddle:
    "Al lucchetto a lettere è appeso un indovinello: «Sono rotondo e pieno d'aria, ho tutti i colori e, se mi lasci andare, volo via. Chi sono?»",
  riddleName: "Il lucchetto a lettere",
  riddlePrompt: "La soluzione dell'indovinello.",
  riddleAnswers: ["palloncino", "un palloncino", "il palloncino", "palloncini", "i palloncini"],
  riddleSolved: "Bravissimi! Il lucchetto a lettere si apre.",
  won: "Il forziere si apre: ci sono tutti i regali! Il pirata Barbaconfetti esce dal suo nascondiglio e canta con voi: «Tanti auguri a te, cara Giulia!»",
  hints: {
    chest: ["Il sole è giallo.", "Giallo, poi verde, poi… di che colore è una fragola? E il cielo?"],
    gate: ["Guarda la mappa del tesoro nel tuo inventario.", "«Sali» è la freccia verso l'alto. «A destra» è la freccia verso destra."],
    numbers: ["Guarda bene il disegno del tavolo e conta con le dita.", "Ci sono sette candeline. Ora conta i regali e poi le stelle."],
    riddle: ["Ce ne sono quattro legati allo steccato del giardino.", "Comincia con «pallon»…"],
  },
};

export const BIRTHDAY_TEXTS: Texts<BirthdayTexts> = { fr, de, en, es, it };

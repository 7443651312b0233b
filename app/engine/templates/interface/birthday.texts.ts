import type { BaseLanguage } from "../../../i18n/locales";

/**
 * The birthday game's words in each site language, for children: short sentences, "du" in German.
 * The riddle's answer is a word of the language, with the spellings a child may type.
 */
type BirthdayTexts = {
  title: string;
  summary: string;
  livingRoom: string;
  livingRoomDescription: string;
  garden: string;
  gardenDescription: string;
  garlandLabel: string;
  garlandText: string;
  catLabel: string;
  catText: string;
  presentLabel: string;
  toyBoxLabel: string;
  doorLabel: string;
  doorShut: string;
  owlLabel: string;
  chestLabel: string;
  backLabel: string;
  mapName: string;
  mapDescription: string;
  mapDetail: string;
  keyName: string;
  keyDescription: string;
  presentName: string;
  presentPrompt: string;
  presentSolved: string;
  presentHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  riddleName: string;
  riddlePrompt: string;
  riddleAnswers: [string, ...string[]];
  riddleSolved: string;
  riddleHints: string[];
  chestName: string;
  chestPrompt: string;
  chestSolved: string;
  chestHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const BIRTHDAY_TEXTS: Record<BaseLanguage, BirthdayTexts> = {
  fr: {
    title: "Le gâteau de Lou a disparu !",
    summary:
      "Un jeu d'anniversaire pour les 6-10 ans : Pompon le chat a caché le gâteau de Lou. Les couleurs des ballons ouvrent un cadeau, le hibou pose une devinette et la carte au trésor guide jusqu'au coffre. Remplacez Lou par le prénom de l'enfant qui fête son anniversaire, et la devinette par une de vos blagues de famille.",
    livingRoom: "Le salon de la fête",
    livingRoomDescription:
      "Un salon décoré pour une fête : une guirlande de ballons au plafond, Pompon le chat sur un coussin, un gros cadeau avec un cadenas, un coffre à jouets et une porte vers le jardin.",
    garden: "Le jardin",
    gardenDescription: "Le jardin ensoleillé : un grand arbre où dort un hibou, de l'herbe, des fleurs et, près de la haie, un petit tas de terre fraîchement remuée.",
    garlandLabel: "Guirlande de ballons",
    garlandText: "Quatre ballons sont accrochés à la guirlande. De gauche à droite : un rouge, un jaune, un bleu et un vert.",
    catLabel: "Pompon le chat",
    catText: "« Miaou ! » Pompon a l'air très content de lui… et il a de la crème au chocolat sur les moustaches !",
    presentLabel: "Gros cadeau fermé par un cadenas de couleurs",
    toyBoxLabel: "Coffre à jouets",
    doorLabel: "Porte du jardin",
    doorShut: "La porte du jardin est fermée à clé. Par la vitre, on voit des traces de pattes dans l'herbe…",
    owlLabel: "Hibou dans l'arbre",
    chestLabel: "Coffre au trésor à moitié enterré",
    backLabel: "Retourner au salon",
    mapName: "Carte au trésor",
    mapDescription: "Une carte dessinée aux feutres, avec un grand arbre et une croix rouge.",
    mapDetail: "« Pour ouvrir le coffre, pars du grand arbre : monte deux fois ↑ ↑, va une fois à droite →, puis descends une fois ↓. »",
    keyName: "Clé dorée",
    keyDescription: "Une jolie clé dorée avec un ruban. Elle ouvre sûrement une porte.",
    presentName: "Le gros cadeau",
    presentPrompt: "Sur l'étiquette : « Mêmes couleurs que les ballons, de gauche à droite ! »",
    presentSolved: "Le cadenas s'ouvre ! Dans le cadeau, il y a… une clé dorée avec un ruban.",
    presentHints: ["Regarde les ballons accrochés en haut.", "De gauche à droite : rouge, jaune, bleu, vert."],
    openName: "Ouvrir la porte du jardin",
    openSolved: "La clé dorée tourne : la porte s'ouvre sur le jardin !",
    openHints: ["La porte du jardin est fermée… et tu as une clé !", "Choisis la clé dorée, puis clique sur la porte du jardin."],
    riddleName: "La devinette du hibou",
    riddlePrompt: "« Hou hou ! Je suis rond et léger, je m'envole jusqu'au plafond, et si on me pique, je fais POUF ! Qui suis-je ? »",
    riddleAnswers: ["ballon", "un ballon", "baudruche"],
    riddleSolved: "« Bravo ! » dit le hibou. « J'ai vu Pompon creuser près de la haie. Regarde : il y a un coffre ! »",
    riddleHints: ["Il y en a plein dans le salon, accrochés à la guirlande.", "C'est un ballon !"],
    chestName: "Le coffre au trésor",
    chestPrompt: "Le coffre a quatre flèches sur son couvercle. Dans quel ordre faut-il les appuyer ?",
    chestSolved: "Le coffre s'ouvre… et voilà le gâteau d'anniversaire, intact ! Pompon n'a léché qu'un tout petit peu de crème.",
    chestHints: ["Regarde la carte au trésor de près dans ton inventaire.", "En haut, en haut, à droite, en bas."],
    generalHint: "Clique sur tout ce que tu vois : les ballons, le chat, les jouets…",
    won: "Joyeux anniversaire, Lou ! Le gâteau est retrouvé, on peut allumer les bougies.",
    achievementName: "Détective sans aide",
    achievementDescription: "Retrouver le gâteau sans demander d'indice.",
  },
  de: {
    title: "Wo ist Mias Kuchen?",
    summary:
      "Ein Geburtstagsspiel für Kinder von 6 bis 10: Kater Flocke hat Mias Geburtstagskuchen versteckt. Die Farben der Luftballons öffnen ein Geschenk, die Eule stellt ein Rätsel und die Schatzkarte führt zur Truhe. Ersetze Mia durch den Namen des Geburtstagskinds und das Rätsel durch einen Witz aus eurer Familie.",
    livingRoom: "Das Partyzimmer",
    livingRoomDescription:
      "Ein Wohnzimmer, geschmückt für eine Party: eine Ballongirlande an der Decke, Kater Flocke auf einem Kissen, ein großes Geschenk mit Schloss, eine Spielzeugkiste und eine Tür zum Garten.",
    garden: "Der Garten",
    gardenDescription: "Der sonnige Garten: ein großer Baum, in dem eine Eule sitzt, Gras, Blumen und an der Hecke ein kleiner Haufen frisch umgegrabener Erde.",
    garlandLabel: "Ballongirlande",
    garlandText: "An der Girlande hängen vier Luftballons. Von links nach rechts: ein roter, ein gelber, ein blauer und ein grüner.",
    catLabel: "Kater Flocke",
    catText: "„Miau!“ Flocke sieht sehr zufrieden aus … und an seinen Schnurrhaaren klebt Schokoladencreme!",
    presentLabel: "Großes Geschenk mit Farbschloss",
    toyBoxLabel: "Spielzeugkiste",
    doorLabel: "Gartentür",
    doorShut: "Die Gartentür ist abgeschlossen. Durchs Fenster siehst du Pfotenspuren im Gras …",
    owlLabel: "Eule im Baum",
    chestLabel: "Halb vergrabene Schatztruhe",
    backLabel: "Zurück ins Partyzimmer",
    mapName: "Schatzkarte",
    mapDescription: "Eine mit Filzstiften gemalte Karte, mit einem großen Baum und einem roten Kreuz.",
    mapDetail: "„Um die Truhe zu öffnen, fang beim großen Baum an: zweimal nach oben ↑ ↑, einmal nach rechts →, dann einmal nach unten ↓.“",
    keyName: "Goldener Schlüssel",
    keyDescription: "Ein hübscher goldener Schlüssel mit einer Schleife. Er öffnet bestimmt eine Tür.",
    presentName: "Das große Geschenk",
    presentPrompt: "Auf dem Anhänger steht: „Die gleichen Farben wie die Luftballons, von links nach rechts!“",
    presentSolved: "Das Schloss springt auf! Im Geschenk liegt … ein goldener Schlüssel mit einer Schleife.",
    presentHints: ["Schau dir die Luftballons oben an.", "Von links nach rechts: Rot, Gelb, Blau, Grün."],
    openName: "Die Gartentür öffnen",
    openSolved: "Der goldene Schlüssel dreht sich: Die Tür geht auf und du bist im Garten!",
    openHints: ["Die Gartentür ist zu … und du hast einen Schlüssel!", "Wähle den goldenen Schlüssel aus und klick dann auf die Gartentür."],
    riddleName: "Das Rätsel der Eule",
    riddlePrompt: "„Schuhu! Ich bin rund und leicht, ich schwebe bis zur Decke, und wenn man mich piekst, mache ich PENG! Wer bin ich?“",
    riddleAnswers: ["Luftballon", "ein Luftballon", "Ballon"],
    riddleSolved: "„Super!“, sagt die Eule. „Ich habe Flocke an der Hecke buddeln sehen. Schau mal, da ist eine Truhe!“",
    riddleHints: ["Im Partyzimmer hängen ganz viele davon an der Girlande.", "Es ist ein Luftballon!"],
    chestName: "Die Schatztruhe",
    chestPrompt: "Auf dem Deckel der Truhe sind vier Pfeile. In welcher Reihenfolge musst du sie drücken?",
    chestSolved: "Die Truhe geht auf … und da ist der Geburtstagskuchen, noch ganz! Flocke hat nur ein kleines bisschen Creme abgeleckt.",
    chestHints: ["Schau dir die Schatzkarte in deinem Inventar genau an.", "Hoch, hoch, rechts, runter."],
    generalHint: "Klick alles an, was du siehst: die Luftballons, den Kater, die Spielsachen …",
    won: "Alles Gute zum Geburtstag, Mia! Der Kuchen ist wieder da, jetzt können die Kerzen angezündet werden.",
    achievementName: "Detektiv ganz allein",
    achievementDescription: "Den Kuchen finden, ohne einen Tipp zu holen.",
  },
  en: {
    title: "Where's Lily's Cake?",
    summary:
      "A birthday game for 6 to 10 year-olds: Whiskers the cat has hidden Lily's birthday cake. The balloon colours open a present, the owl asks a riddle and the treasure map leads to the chest. Replace Lily with the birthday child's name, and the riddle with a family joke of your own.",
    livingRoom: "The party room",
    livingRoomDescription:
      "A living room decorated for a party: a garland of balloons on the ceiling, Whiskers the cat on a cushion, a big present with a padlock, a toy box and a door to the garden.",
    garden: "The garden",
    gardenDescription: "The sunny garden: a big tree with an owl in it, grass, flowers and, near the hedge, a little heap of freshly dug earth.",
    garlandLabel: "Garland of balloons",
    garlandText: "Four balloons hang from the garland. From left to right: a red one, a yellow one, a blue one and a green one.",
    catLabel: "Whiskers the cat",
    catText: "\"Miaow!\" Whiskers looks very pleased with himself… and there's chocolate icing on his whiskers!",
    presentLabel: "Big present with a colour padlock",
    toyBoxLabel: "Toy box",
    doorLabel: "Garden door",
    doorShut: "The garden door is locked. Through the glass, you can see paw prints in the grass…",
    owlLabel: "Owl in the tree",
    chestLabel: "Half-buried treasure chest",
    backLabel: "Go back to the party room",
    mapName: "Treasure map",
    mapDescription: "A map drawn in felt-tip pens, with a big tree and a red cross.",
    mapDetail: "\"To open the chest, start at the big tree: go up twice ↑ ↑, right once →, then down once ↓.\"",
    keyName: "Golden key",
    keyDescription: "A pretty golden key with a ribbon. It must open a door.",
    presentName: "The big present",
    presentPrompt: "The gift tag says: \"Same colours as the balloons, from left to right!\"",
    presentSolved: "The padlock opens! Inside the present there's… a golden key with a ribbon.",
    presentHints: ["Look at the balloons hanging up high.", "From left to right: red, yellow, blue, green."],
    openName: "Open the garden door",
    openSolved: "The golden key turns: the door opens onto the garden!",
    openHints: ["The garden door is locked… and you have a key!", "Choose the golden key, then click on the garden door."],
    riddleName: "The owl's riddle",
    riddlePrompt: "\"Twit-twoo! I'm round and light, I float up to the ceiling, and if you prick me I go POP! What am I?\"",
    riddleAnswers: ["balloon", "a balloon"],
    riddleSolved: "\"Well done!\" says the owl. \"I saw Whiskers digging by the hedge. Look, there's a chest!\"",
    riddleHints: ["There are lots of them in the party room, hanging from the garland.", "It's a balloon!"],
    chestName: "The treasure chest",
    chestPrompt: "There are four arrows on the lid of the chest. Which order do you press them in?",
    chestSolved: "The chest opens… and there's the birthday cake, safe and sound! Whiskers only licked a tiny bit of icing.",
    chestHints: ["Take a close look at the treasure map in your inventory.", "Up, up, right, down."],
    generalHint: "Click on everything you can see: the balloons, the cat, the toys…",
    won: "Happy birthday, Lily! The cake is back, so it's time to light the candles.",
    achievementName: "Super sleuth",
    achievementDescription: "Find the cake without asking for a hint.",
  },
  es: {
    title: "¿Dónde está la tarta de Lucía?",
    summary:
      "Un juego de cumpleaños para niños de 6 a 10 años: el gato Bigotes ha escondido la tarta de Lucía. Los colores de los globos abren un regalo, el búho plantea una adivinanza y el mapa del tesoro lleva hasta el cofre. Cambia Lucía por el nombre del niño o la niña que cumple años, y la adivinanza por un chiste de tu familia.",
    livingRoom: "El salón de la fiesta",
    livingRoomDescription:
      "Un salón decorado para una fiesta: una guirnalda de globos en el techo, el gato Bigotes sobre un cojín, un regalo grande con un candado, un baúl de juguetes y una puerta al jardín.",
    garden: "El jardín",
    gardenDescription: "El jardín soleado: un árbol grande con un búho, césped, flores y, junto al seto, un montoncito de tierra recién removida.",
    garlandLabel: "Guirnalda de globos",
    garlandText: "De la guirnalda cuelgan cuatro globos. De izquierda a derecha: uno rojo, uno amarillo, uno azul y uno verde.",
    catLabel: "El gato Bigotes",
    catText: "«¡Miau!» Bigotes parece muy contento… ¡y tiene crema de chocolate en los bigotes!",
    presentLabel: "Regalo grande cerrado con un candado de colores",
    toyBoxLabel: "Baúl de juguetes",
    doorLabel: "Puerta del jardín",
    doorShut: "La puerta del jardín está cerrada con llave. Por el cristal se ven huellas de patas en el césped…",
    owlLabel: "Búho en el árbol",
    chestLabel: "Cofre del tesoro medio enterrado",
    backLabel: "Volver al salón",
    mapName: "Mapa del tesoro",
    mapDescription: "Un mapa dibujado con rotuladores, con un árbol grande y una cruz roja.",
    mapDetail: "«Para abrir el cofre, empieza en el árbol grande: sube dos veces ↑ ↑, ve una vez a la derecha → y baja una vez ↓».",
    keyName: "Llave dorada",
    keyDescription: "Una llave dorada muy bonita con un lazo. Seguro que abre alguna puerta.",
    presentName: "El regalo grande",
    presentPrompt: "En la etiqueta pone: «¡Los mismos colores que los globos, de izquierda a derecha!»",
    presentSolved: "¡El candado se abre! Dentro del regalo hay… una llave dorada con un lazo.",
    presentHints: ["Mira los globos que cuelgan arriba.", "De izquierda a derecha: rojo, amarillo, azul, verde."],
    openName: "Abrir la puerta del jardín",
    openSolved: "La llave dorada gira: ¡la puerta se abre y sales al jardín!",
    openHints: ["La puerta del jardín está cerrada… ¡y tú tienes una llave!", "Elige la llave dorada y haz clic en la puerta del jardín."],
    riddleName: "La adivinanza del búho",
    riddlePrompt: "«¡Uh, uh! Soy redondo y ligero, subo hasta el techo y, si me pinchan, hago ¡PUM! ¿Quién soy?»",
    riddleAnswers: ["globo", "un globo"],
    riddleSolved: "«¡Muy bien!», dice el búho. «He visto a Bigotes cavando junto al seto. Mira, ¡ahí hay un cofre!»",
    riddleHints: ["En el salón hay muchos, colgados de la guirnalda.", "¡Es un globo!"],
    chestName: "El cofre del tesoro",
    chestPrompt: "En la tapa del cofre hay cuatro flechas. ¿En qué orden hay que pulsarlas?",
    chestSolved: "El cofre se abre… ¡y ahí está la tarta de cumpleaños, enterita! Bigotes solo ha lamido un poquito de crema.",
    chestHints: ["Mira bien el mapa del tesoro en tu inventario.", "Arriba, arriba, derecha, abajo."],
    generalHint: "Haz clic en todo lo que veas: los globos, el gato, los juguetes…",
    won: "¡Feliz cumpleaños, Lucía! Ya tenemos la tarta: es hora de encender las velas.",
    achievementName: "Detective sin ayuda",
    achievementDescription: "Encontrar la tarta sin pedir ninguna pista.",
  },
  it: {
    title: "Dov'è la torta di Giulia?",
    summary:
      "Un gioco di compleanno per bambini dai 6 ai 10 anni: il gatto Micio ha nascosto la torta di Giulia. I colori dei palloncini aprono un regalo, il gufo fa un indovinello e la mappa del tesoro porta fino al forziere. Sostituisci Giulia con il nome del festeggiato e l'indovinello con una battuta di famiglia.",
    livingRoom: "Il salotto della festa",
    livingRoomDescription:
      "Un salotto addobbato per una festa: una ghirlanda di palloncini al soffitto, il gatto Micio su un cuscino, un grande regalo con un lucchetto, una cesta dei giochi e una porta sul giardino.",
    garden: "Il giardino",
    gardenDescription: "Il giardino soleggiato: un grande albero con un gufo, l'erba, i fiori e, vicino alla siepe, un mucchietto di terra appena smossa.",
    garlandLabel: "Ghirlanda di palloncini",
    garlandText: "Dalla ghirlanda pendono quattro palloncini. Da sinistra a destra: uno rosso, uno giallo, uno blu e uno verde.",
    catLabel: "Il gatto Micio",
    catText: "«Miao!» Micio sembra molto soddisfatto… e ha della crema al cioccolato sui baffi!",
    presentLabel: "Grande regalo chiuso con un lucchetto a colori",
    toyBoxLabel: "Cesta dei giochi",
    doorLabel: "Porta del giardino",
    doorShut: "La porta del giardino è chiusa a chiave. Dal vetro si vedono delle impronte di zampe sull'erba…",
    owlLabel: "Gufo sull'albero",
    chestLabel: "Forziere del tesoro mezzo sepolto",
    backLabel: "Tornare in salotto",
    mapName: "Mappa del tesoro",
    mapDescription: "Una mappa disegnata con i pennarelli, con un grande albero e una croce rossa.",
    mapDetail: "«Per aprire il forziere, parti dal grande albero: sali due volte ↑ ↑, vai una volta a destra →, poi scendi una volta ↓.»",
    keyName: "Chiave dorata",
    keyDescription: "Una bella chiave dorata con un fiocco. Di sicuro apre una porta.",
    presentName: "Il grande regalo",
    presentPrompt: "Sul biglietto c'è scritto: «Gli stessi colori dei palloncini, da sinistra a destra!»",
    presentSolved: "Il lucchetto si apre! Nel regalo c'è… una chiave dorata con un fiocco.",
    presentHints: ["Guarda i palloncini appesi in alto.", "Da sinistra a destra: rosso, giallo, blu, verde."],
    openName: "Aprire la porta del giardino",
    openSolved: "La chiave dorata gira: la porta si apre sul giardino!",
    openHints: ["La porta del giardino è chiusa… e tu hai una chiave!", "Scegli la chiave dorata, poi clicca sulla porta del giardino."],
    riddleName: "L'indovinello del gufo",
    riddlePrompt: "«Uh uh! Sono tondo e leggero, volo fino al soffitto e, se mi pungi, faccio BUM! Chi sono?»",
    riddleAnswers: ["palloncino", "un palloncino"],
    riddleSolved: "«Bravo!» dice il gufo. «Ho visto Micio scavare vicino alla siepe. Guarda, c'è un forziere!»",
    riddleHints: ["In salotto ce ne sono tanti, appesi alla ghirlanda.", "È un palloncino!"],
    chestName: "Il forziere del tesoro",
    chestPrompt: "Sul coperchio del forziere ci sono quattro frecce. In che ordine bisogna premerle?",
    chestSolved: "Il forziere si apre… ed ecco la torta di compleanno, intatta! Micio ha leccato solo un pochino di crema.",
    chestHints: ["Guarda bene la mappa del tesoro nel tuo inventario.", "Su, su, destra, giù."],
    generalHint: "Clicca su tutto quello che vedi: i palloncini, il gatto, i giochi…",
    won: "Buon compleanno, Giulia! La torta è tornata: è ora di accendere le candeline.",
    achievementName: "Detective senza aiuti",
    achievementDescription: "Ritrovare la torta senza chiedere nemmeno un indizio.",
  },
};

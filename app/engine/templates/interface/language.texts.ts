import type { BaseLanguage } from "../../../i18n/locales";

/**
 * The language lesson's words in each site language. The words to learn are in another language:
 * English for French, German, Spanish and Italian speakers, French for English speakers. The parrot's
 * answer is that foreign word, so each language's walkthrough types its own.
 */
type LanguageTexts = {
  title: string;
  summary: string;
  kitchen: string;
  kitchenDescription: string;
  garden: string;
  gardenDescription: string;
  fridgeLabel: string;
  fridgeText: string;
  tableLabel: string;
  cupboardLabel: string;
  doorLabel: string;
  doorShut: string;
  parrotLabel: string;
  shedLabel: string;
  backLabel: string;
  dictionaryName: string;
  dictionaryDescription: string;
  dictionaryDetail: string;
  keyName: string;
  keyDescription: string;
  cardName: string;
  cardDescription: string;
  cardDetail: string;
  cupboardName: string;
  cupboardPrompt: string;
  cupboardSolved: string;
  cupboardHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  parrotName: string;
  parrotPrompt: string;
  parrotAnswers: [string, ...string[]];
  parrotSolved: string;
  parrotHints: string[];
  shedName: string;
  shedPrompt: string;
  shedSolved: string;
  shedHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const LANGUAGE_TEXTS: Record<BaseLanguage, LanguageTexts> = {
  fr: {
    title: "Une journée à Londres",
    summary:
      "Une leçon d'anglais en jeu, dès 9 ans : chez Mrs Brown, à Londres, les nombres écrits en anglais ouvrent le placard, le perroquet demande un mot et les couleurs ouvrent l'abri du jardin. Remplacez les mots par le vocabulaire de votre leçon, et l'imagier par votre propre lexique.",
    kitchen: "La cuisine de Mrs Brown",
    kitchenDescription:
      "Une cuisine anglaise : un frigo couvert de magnets avec un mot, une table où traîne un imagier, un placard fermé par un cadenas à chiffres et une porte vitrée vers le jardin.",
    garden: "Le jardin",
    gardenDescription: "Un petit jardin anglais : un perroquet sur son perchoir, une pelouse bien tondue et un abri de jardin fermé par un cadenas à boutons de couleur.",
    fridgeLabel: "Frigo avec un mot de Mrs Brown",
    fridgeText: "Sur le frigo, un mot de Mrs Brown, en anglais : « Hello! The cupboard code is four, eight, one, five. See you later! »",
    tableLabel: "Table de la cuisine avec un imagier",
    cupboardLabel: "Placard fermé par un cadenas à chiffres",
    doorLabel: "Porte vitrée du jardin",
    doorShut: "La porte du jardin est fermée. Sa clé doit être rangée quelque part dans la cuisine.",
    parrotLabel: "Perroquet sur son perchoir",
    shedLabel: "Abri de jardin avec un cadenas de couleurs",
    backLabel: "Retourner dans la cuisine",
    dictionaryName: "Imagier anglais",
    dictionaryDescription: "Un petit imagier anglais-français, très utile pour comprendre Mrs Brown.",
    dictionaryDetail:
      "Les nombres : one = 1, two = 2, three = 3, four = 4, five = 5, six = 6, seven = 7, eight = 8, nine = 9, ten = 10.\nLes couleurs : red = rouge, blue = bleu, green = vert, yellow = jaune, white = blanc, black = noir.\nLes fruits : pear = poire, banana = banane, strawberry = fraise.",
    keyName: "Clé du jardin",
    keyDescription: "Une clé avec un porte-clés en forme de bus rouge.",
    cardName: "Carte du perroquet",
    cardDescription: "Une carte un peu mâchouillée, écrite en anglais.",
    cardDetail: "« The shed: GREEN, then WHITE, then RED. »",
    cupboardName: "Le placard",
    cupboardPrompt: "Un cadenas à quatre chiffres sur la porte du placard.",
    cupboardSolved: "Le cadenas s'ouvre. Derrière les boîtes de thé, la clé du jardin !",
    cupboardHints: [
      "Le mot de Mrs Brown sur le frigo donne le code, en anglais.",
      "Cherchez les nombres dans l'imagier : four, eight, one, five.",
      "Le code est 4815.",
    ],
    openName: "Ouvrir la porte du jardin",
    openSolved: "La clé tourne : vous voilà dans le jardin de Mrs Brown.",
    openHints: ["La porte du jardin attend sa clé.", "Utilisez la clé du jardin sur la porte vitrée."],
    parrotName: "La question du perroquet",
    parrotPrompt: "Le perroquet vous montre une pomme avec sa patte : « Squawk! What is it? » Répondez-lui en anglais.",
    parrotAnswers: ["apple", "an apple"],
    parrotSolved: "« Yes! An apple! » Ravi, le perroquet laisse tomber une carte à vos pieds.",
    parrotHints: ["Le perroquet veut le mot anglais pour « pomme ».", "Une pomme se dit « apple » en anglais."],
    shedName: "L'abri de jardin",
    shedPrompt: "Un cadenas à boutons de couleur. Une étiquette : « Press the colours on the parrot's card. »",
    shedSolved: "L'abri s'ouvre : Mrs Brown et toute sa famille vous attendent avec du thé et des scones. « Well done! »",
    shedHints: ["Lisez la carte du perroquet dans votre inventaire.", "Green = vert, white = blanc, red = rouge.", "Vert, blanc, rouge."],
    generalHint: "Quand un mot anglais vous échappe, regardez dans l'imagier.",
    won: "Well done! Vous avez compris tous les messages de Mrs Brown. Prêts pour la leçon suivante ?",
    achievementName: "Bilingue",
    achievementDescription: "Finir la leçon sans demander d'indice.",
  },
  de: {
    title: "Ein Tag in London",
    summary:
      "Eine Englischstunde als Spiel, ab 9 Jahren: Bei Mrs Brown in London öffnen englisch geschriebene Zahlen den Schrank, der Papagei fragt nach einem Wort und Farben öffnen den Gartenschuppen. Ersetze die Wörter durch den Wortschatz deiner Stunde und das Bildwörterbuch durch deine eigene Vokabelliste.",
    kitchen: "Die Küche von Mrs Brown",
    kitchenDescription:
      "Eine englische Küche: ein Kühlschrank voller Magnete mit einem Zettel, ein Tisch mit einem Bildwörterbuch, ein Schrank mit Zahlenschloss und eine Glastür zum Garten.",
    garden: "Der Garten",
    gardenDescription: "Ein kleiner englischer Garten: ein Papagei auf seiner Stange, ein gepflegter Rasen und ein Gartenschuppen mit einem Schloss aus Farbknöpfen.",
    fridgeLabel: "Kühlschrank mit einem Zettel von Mrs Brown",
    fridgeText: "Am Kühlschrank hängt ein Zettel von Mrs Brown, auf Englisch: „Hello! The cupboard code is four, eight, one, five. See you later!“",
    tableLabel: "Küchentisch mit einem Bildwörterbuch",
    cupboardLabel: "Schrank mit Zahlenschloss",
    doorLabel: "Glastür zum Garten",
    doorShut: "Die Gartentür ist abgeschlossen. Der Schlüssel muss irgendwo in der Küche sein.",
    parrotLabel: "Papagei auf seiner Stange",
    shedLabel: "Gartenschuppen mit Farbschloss",
    backLabel: "Zurück in die Küche",
    dictionaryName: "Englisches Bildwörterbuch",
    dictionaryDescription: "Ein kleines Bildwörterbuch Englisch–Deutsch, sehr praktisch, um Mrs Brown zu verstehen.",
    dictionaryDetail:
      "Zahlen: one = 1, two = 2, three = 3, four = 4, five = 5, six = 6, seven = 7, eight = 8, nine = 9, ten = 10.\nFarben: red = rot, blue = blau, green = grün, yellow = gelb, white = weiß, black = schwarz.\nObst: pear = Birne, banana = Banane, strawberry = Erdbeere.",
    keyName: "Gartenschlüssel",
    keyDescription: "Ein Schlüssel mit einem Anhänger in Form eines roten Doppeldeckerbusses.",
    cardName: "Karte des Papageis",
    cardDescription: "Eine etwas angeknabberte Karte, auf Englisch geschrieben.",
    cardDetail: "„The shed: GREEN, then WHITE, then RED.“",
    cupboardName: "Der Schrank",
    cupboardPrompt: "Ein Zahlenschloss mit vier Ziffern an der Schranktür.",
    cupboardSolved: "Das Schloss springt auf. Hinter den Teedosen liegt der Gartenschlüssel!",
    cupboardHints: [
      "Der Zettel von Mrs Brown am Kühlschrank verrät den Code, auf Englisch.",
      "Such die Zahlen im Bildwörterbuch: four, eight, one, five.",
      "Der Code ist 4815.",
    ],
    openName: "Die Gartentür aufschließen",
    openSolved: "Der Schlüssel dreht sich: Du stehst im Garten von Mrs Brown.",
    openHints: ["Die Gartentür wartet auf ihren Schlüssel.", "Benutze den Gartenschlüssel an der Glastür."],
    parrotName: "Die Frage des Papageis",
    parrotPrompt: "Der Papagei zeigt mit der Kralle auf einen Apfel: „Squawk! What is it?“ Antworte ihm auf Englisch.",
    parrotAnswers: ["apple", "an apple"],
    parrotSolved: "„Yes! An apple!“ Der Papagei freut sich und lässt eine Karte vor deine Füße fallen.",
    parrotHints: ["Der Papagei will das englische Wort für „Apfel“ hören.", "Apfel heißt auf Englisch „apple“."],
    shedName: "Der Gartenschuppen",
    shedPrompt: "Ein Schloss mit Farbknöpfen. Auf einem Schild: „Press the colours on the parrot's card.“",
    shedSolved: "Der Schuppen geht auf: Mrs Brown und ihre ganze Familie warten mit Tee und Scones auf dich. „Well done!“",
    shedHints: ["Lies die Karte des Papageis in deinem Inventar.", "Green = grün, white = weiß, red = rot.", "Grün, Weiß, Rot."],
    generalHint: "Wenn dir ein englisches Wort fehlt, schau ins Bildwörterbuch.",
    won: "Well done! Du hast alle Nachrichten von Mrs Brown verstanden. Bereit für die nächste Stunde?",
    achievementName: "Zweisprachig",
    achievementDescription: "Die Stunde schaffen, ohne einen Tipp zu holen.",
  },
  en: {
    title: "A Day in Paris",
    summary:
      "A French lesson as a game, for ages 9 and up: at Madame Martin's in Paris, numbers written in French open the cupboard, the parrot asks for a word and colours open the garden shed. Replace the words with the vocabulary of your own lesson, and the picture dictionary with your own word list.",
    kitchen: "Madame Martin's kitchen",
    kitchenDescription:
      "A French kitchen: a fridge covered in magnets with a note on it, a table with a picture dictionary, a cupboard locked with a number padlock and a glass door to the garden.",
    garden: "The garden",
    gardenDescription: "A little French garden: a parrot on its perch, a neat lawn and a garden shed locked with a colour-button padlock.",
    fridgeLabel: "Fridge with a note from Madame Martin",
    fridgeText: "On the fridge, a note from Madame Martin, in French: \"Bonjour ! Le code du placard : quatre, huit, un, cinq. À tout à l'heure !\"",
    tableLabel: "Kitchen table with a picture dictionary",
    cupboardLabel: "Cupboard locked with a number padlock",
    doorLabel: "Glass door to the garden",
    doorShut: "The garden door is locked. Its key must be somewhere in the kitchen.",
    parrotLabel: "Parrot on its perch",
    shedLabel: "Garden shed with a colour padlock",
    backLabel: "Go back to the kitchen",
    dictionaryName: "French picture dictionary",
    dictionaryDescription: "A little French–English picture dictionary, very handy for understanding Madame Martin.",
    dictionaryDetail:
      "Numbers: un = 1, deux = 2, trois = 3, quatre = 4, cinq = 5, six = 6, sept = 7, huit = 8, neuf = 9, dix = 10.\nColours: rouge = red, bleu = blue, vert = green, jaune = yellow, blanc = white, noir = black.\nFruit: poire = pear, banane = banana, fraise = strawberry.",
    keyName: "Garden key",
    keyDescription: "A key on an Eiffel Tower key ring.",
    cardName: "The parrot's card",
    cardDescription: "A slightly chewed card, written in French.",
    cardDetail: "\"L'abri : VERT, puis BLANC, puis ROUGE.\"",
    cupboardName: "The cupboard",
    cupboardPrompt: "A four-digit padlock on the cupboard door.",
    cupboardSolved: "The padlock opens. Behind the jars of jam: the garden key!",
    cupboardHints: [
      "Madame Martin's note on the fridge gives the code, in French.",
      "Look the numbers up in the picture dictionary: quatre, huit, un, cinq.",
      "The code is 4815.",
    ],
    openName: "Open the garden door",
    openSolved: "The key turns: you're in Madame Martin's garden.",
    openHints: ["The garden door is waiting for its key.", "Use the garden key on the glass door."],
    parrotName: "The parrot's question",
    parrotPrompt: "The parrot points at an apple with its claw: \"Coco ! Qu'est-ce que c'est ?\" Answer it in French.",
    parrotAnswers: ["pomme", "une pomme", "la pomme"],
    parrotSolved: "\"Oui ! Une pomme !\" Delighted, the parrot drops a card at your feet.",
    parrotHints: ["The parrot wants the French word for \"apple\".", "Apple is \"pomme\" in French."],
    shedName: "The garden shed",
    shedPrompt: "A padlock with colour buttons. A label reads: \"Appuie sur les couleurs de la carte du perroquet.\"",
    shedSolved: "The shed opens: Madame Martin and her whole family are waiting for you with croissants and hot chocolate. \"Bravo !\"",
    shedHints: ["Read the parrot's card in your inventory.", "Vert = green, blanc = white, rouge = red.", "Green, white, red."],
    generalHint: "When a French word escapes you, look it up in the picture dictionary.",
    won: "Bravo ! You understood every one of Madame Martin's messages. Ready for the next lesson?",
    achievementName: "Bilingual",
    achievementDescription: "Finish the lesson without asking for a hint.",
  },
  es: {
    title: "Un día en Londres",
    summary:
      "Una clase de inglés en forma de juego, a partir de 9 años: en casa de Mrs Brown, en Londres, los números escritos en inglés abren el armario, el loro pide una palabra y los colores abren el cobertizo del jardín. Cambia las palabras por el vocabulario de tu clase y el diccionario ilustrado por tu propio glosario.",
    kitchen: "La cocina de Mrs Brown",
    kitchenDescription:
      "Una cocina inglesa: una nevera llena de imanes con una nota, una mesa con un diccionario ilustrado, un armario cerrado con un candado de números y una puerta de cristal que da al jardín.",
    garden: "El jardín",
    gardenDescription: "Un pequeño jardín inglés: un loro en su percha, un césped bien cortado y un cobertizo cerrado con un candado de botones de colores.",
    fridgeLabel: "Nevera con una nota de Mrs Brown",
    fridgeText: "En la nevera hay una nota de Mrs Brown, en inglés: «Hello! The cupboard code is four, eight, one, five. See you later!»",
    tableLabel: "Mesa de la cocina con un diccionario ilustrado",
    cupboardLabel: "Armario cerrado con un candado de números",
    doorLabel: "Puerta de cristal del jardín",
    doorShut: "La puerta del jardín está cerrada. Su llave tiene que estar en algún sitio de la cocina.",
    parrotLabel: "Loro en su percha",
    shedLabel: "Cobertizo con un candado de colores",
    backLabel: "Volver a la cocina",
    dictionaryName: "Diccionario ilustrado de inglés",
    dictionaryDescription: "Un pequeño diccionario ilustrado inglés-español, muy útil para entender a Mrs Brown.",
    dictionaryDetail:
      "Los números: one = 1, two = 2, three = 3, four = 4, five = 5, six = 6, seven = 7, eight = 8, nine = 9, ten = 10.\nLos colores: red = rojo, blue = azul, green = verde, yellow = amarillo, white = blanco, black = negro.\nLas frutas: pear = pera, banana = plátano, strawberry = fresa.",
    keyName: "Llave del jardín",
    keyDescription: "Una llave con un llavero en forma de autobús rojo de dos pisos.",
    cardName: "Tarjeta del loro",
    cardDescription: "Una tarjeta algo mordisqueada, escrita en inglés.",
    cardDetail: "«The shed: GREEN, then WHITE, then RED.»",
    cupboardName: "El armario",
    cupboardPrompt: "Un candado de cuatro cifras en la puerta del armario.",
    cupboardSolved: "El candado se abre. Detrás de las latas de té: ¡la llave del jardín!",
    cupboardHints: [
      "La nota de Mrs Brown en la nevera da el código, en inglés.",
      "Busca los números en el diccionario ilustrado: four, eight, one, five.",
      "El código es 4815.",
    ],
    openName: "Abrir la puerta del jardín",
    openSolved: "La llave gira: ya estás en el jardín de Mrs Brown.",
    openHints: ["La puerta del jardín espera su llave.", "Usa la llave del jardín en la puerta de cristal."],
    parrotName: "La pregunta del loro",
    parrotPrompt: "El loro señala una manzana con la pata: «Squawk! What is it?» Contéstale en inglés.",
    parrotAnswers: ["apple", "an apple"],
    parrotSolved: "«Yes! An apple!» Encantado, el loro deja caer una tarjeta a tus pies.",
    parrotHints: ["El loro quiere la palabra inglesa para «manzana».", "Manzana se dice «apple» en inglés."],
    shedName: "El cobertizo",
    shedPrompt: "Un candado con botones de colores. Una etiqueta dice: «Press the colours on the parrot's card.»",
    shedSolved: "El cobertizo se abre: Mrs Brown y toda su familia te esperan con té y scones. «Well done!»",
    shedHints: ["Lee la tarjeta del loro en tu inventario.", "Green = verde, white = blanco, red = rojo.", "Verde, blanco, rojo."],
    generalHint: "Si no entiendes una palabra en inglés, búscala en el diccionario ilustrado.",
    won: "Well done! Has entendido todos los mensajes de Mrs Brown. ¿Preparados para la próxima clase?",
    achievementName: "Bilingüe",
    achievementDescription: "Terminar la clase sin pedir ninguna pista.",
  },
  it: {
    title: "Una giornata a Londra",
    summary:
      "Una lezione d'inglese sotto forma di gioco, dai 9 anni in su: a casa di Mrs Brown, a Londra, i numeri scritti in inglese aprono la credenza, il pappagallo chiede una parola e i colori aprono la casetta del giardino. Sostituisci le parole con il lessico della tua lezione e il dizionario illustrato con il tuo glossario.",
    kitchen: "La cucina di Mrs Brown",
    kitchenDescription:
      "Una cucina inglese: un frigorifero pieno di calamite con un biglietto, un tavolo con un dizionario illustrato, una credenza chiusa da un lucchetto a numeri e una porta a vetri che dà sul giardino.",
    garden: "Il giardino",
    gardenDescription: "Un piccolo giardino inglese: un pappagallo sul suo trespolo, un prato ben curato e una casetta degli attrezzi chiusa da un lucchetto a pulsanti colorati.",
    fridgeLabel: "Frigorifero con un biglietto di Mrs Brown",
    fridgeText: "Sul frigorifero c'è un biglietto di Mrs Brown, in inglese: «Hello! The cupboard code is four, eight, one, five. See you later!»",
    tableLabel: "Tavolo della cucina con un dizionario illustrato",
    cupboardLabel: "Credenza chiusa da un lucchetto a numeri",
    doorLabel: "Porta a vetri del giardino",
    doorShut: "La porta del giardino è chiusa. La sua chiave dev'essere da qualche parte in cucina.",
    parrotLabel: "Pappagallo sul trespolo",
    shedLabel: "Casetta degli attrezzi con un lucchetto a colori",
    backLabel: "Tornare in cucina",
    dictionaryName: "Dizionario illustrato d'inglese",
    dictionaryDescription: "Un piccolo dizionario illustrato inglese-italiano, utilissimo per capire Mrs Brown.",
    dictionaryDetail:
      "I numeri: one = 1, two = 2, three = 3, four = 4, five = 5, six = 6, seven = 7, eight = 8, nine = 9, ten = 10.\nI colori: red = rosso, blue = blu, green = verde, yellow = giallo, white = bianco, black = nero.\nLa frutta: pear = pera, banana = banana, strawberry = fragola.",
    keyName: "Chiave del giardino",
    keyDescription: "Una chiave con un portachiavi a forma di autobus rosso a due piani.",
    cardName: "Biglietto del pappagallo",
    cardDescription: "Un biglietto un po' mordicchiato, scritto in inglese.",
    cardDetail: "«The shed: GREEN, then WHITE, then RED.»",
    cupboardName: "La credenza",
    cupboardPrompt: "Un lucchetto a quattro cifre sull'anta della credenza.",
    cupboardSolved: "Il lucchetto si apre. Dietro le scatole di tè: la chiave del giardino!",
    cupboardHints: [
      "Il biglietto di Mrs Brown sul frigorifero dà il codice, in inglese.",
      "Cerca i numeri nel dizionario illustrato: four, eight, one, five.",
      "Il codice è 4815.",
    ],
    openName: "Aprire la porta del giardino",
    openSolved: "La chiave gira: eccoti nel giardino di Mrs Brown.",
    openHints: ["La porta del giardino aspetta la sua chiave.", "Usa la chiave del giardino sulla porta a vetri."],
    parrotName: "La domanda del pappagallo",
    parrotPrompt: "Il pappagallo indica una mela con la zampa: «Squawk! What is it?» Rispondigli in inglese.",
    parrotAnswers: ["apple", "an apple"],
    parrotSolved: "«Yes! An apple!» Contento, il pappagallo lascia cadere un biglietto ai tuoi piedi.",
    parrotHints: ["Il pappagallo vuole la parola inglese per «mela».", "Mela in inglese si dice «apple»."],
    shedName: "La casetta degli attrezzi",
    shedPrompt: "Un lucchetto con pulsanti colorati. Un'etichetta dice: «Press the colours on the parrot's card.»",
    shedSolved: "La casetta si apre: Mrs Brown e tutta la sua famiglia ti aspettano con tè e scones. «Well done!»",
    shedHints: ["Leggi il biglietto del pappagallo nel tuo inventario.", "Green = verde, white = bianco, red = rosso.", "Verde, bianco, rosso."],
    generalHint: "Se non capisci una parola inglese, cercala nel dizionario illustrato.",
    won: "Well done! Hai capito tutti i messaggi di Mrs Brown. Pronti per la prossima lezione?",
    achievementName: "Bilingue",
    achievementDescription: "Finire la lezione senza chiedere nemmeno un indizio.",
  },
};

import type { BaseLanguage } from "../../../i18n/locales";
import type { Texts } from "./kit";

/**
 * The language lesson's texts, in two layers: the lesson in the language being learnt (English on the
 * French, German, Spanish and Italian sites, French on the English one), and the instructions in the
 * player's own language. The answers the locks want do not depend on either: colours, arrows, 342.
 */

type Lesson = {
  suitcase: string;
  directions: string;
  booking: string;
  receptionist: string;
  guestBook: string;
  pastTense: string[];
  thanks: string;
};

const ENGLISH: Lesson = {
  suitcase:
    "\"The code is easy: it's the colours of my things! My scarf is green, my hat is yellow, my umbrella is black and my bag is blue. Have a nice trip! Sam\"",
  directions:
    "\"Excuse me, where is the Hotel Bellevue?\" \"Go straight on, then turn left at the bank. Turn right at the bakery and go straight on again: the hotel is in front of you.\"",
  booking:
    "Hotel Bellevue, 12 Baker Street, London. Booking: one single room, two nights. Your room number is three hundred and forty-two. Breakfast is served from seven to ten.",
  receptionist: "\"Good evening and welcome to the Hotel Bellevue! Your key card is ready. Please enter your room number on the machine.\"",
  guestBook: "\"Before you go up, could you write a line in our guest book? Complete the sentence: Yesterday, I … (to go) to the museum.\"",
  pastTense: ["went", "I went", "Yesterday I went to the museum", "Yesterday, I went to the museum"],
  thanks: "\"Thank you very much! Enjoy your stay in London!\"",
};

const FRENCH: Lesson = {
  suitcase:
    "« Le code, c'est facile : ce sont les couleurs de mes affaires ! Mon écharpe est verte, mon chapeau est jaune, mon parapluie est noir et mon sac est bleu. Bon voyage ! Sam »",
  directions:
    "« Pardon, où est l'hôtel Bellevue ? » « Allez tout droit, puis tournez à gauche à la banque. Tournez à droite à la boulangerie et continuez tout droit : l'hôtel est en face de vous. »",
  booking:
    "Hôtel Bellevue, 12 rue des Martyrs, Paris. Réservation : une chambre simple, deux nuits. Votre numéro de chambre : trois cent quarante-deux. Le petit-déjeuner est servi de sept heures à dix heures.",
  receptionist: "« Bonsoir et bienvenue à l'hôtel Bellevue ! Votre carte est prête. Tapez votre numéro de chambre sur la machine, s'il vous plaît. »",
  guestBook: "« Avant de monter, vous voulez bien écrire une phrase dans notre livre d'or ? Complétez : Hier, je … (aller) au musée. »",
  pastTense: ["suis allé", "suis allée", "je suis allé", "je suis allée", "Hier, je suis allé au musée", "Hier, je suis allée au musée"],
  thanks: "« Merci beaucoup ! Bon séjour à Paris ! »",
};

/** The lesson a site's learners get: English for everyone but the English site, which learns French. */
export const lessonOf = (language: BaseLanguage): Lesson => (language === "en" ? FRENCH : ENGLISH);

const fr = {
  title: "Un week-end à Londres (anglais)",
  summary:
    "Une leçon d'anglais en escape game pour les collégiens : les couleurs, les directions, les nombres et le prétérit, le temps d'un week-end à Londres. Remplacez les phrases en anglais par le vocabulaire et la grammaire de votre propre leçon.",
  finishedName: "Week-end réussi",
  stationRoom: "La gare de King's Cross",
  hotelRoom: "L'hôtel Bellevue",
  intro: "Vous arrivez à Londres pour un week-end. Ici, tout est en anglais : lisez bien, vous comprendrez plus de choses que vous ne le pensez !",
  stationAlt: "Le hall de la gare : une grande horloge, un panneau des départs, une valise à roulettes fermée par un cadenas à couleurs et, au fond, la sortie vers la rue.",
  suitcase: "Vous avez emprunté la valise de votre ami anglais Sam, qui a réglé son cadenas à couleurs. Il vous a envoyé un message en anglais :",
  suitcaseName: "Le cadenas de la valise",
  suitcasePrompt: "La couleur du sac, puis celle du chapeau, puis du parapluie, puis de l'écharpe.",
  suitcaseSolved: "La valise s'ouvre. Sur vos affaires, la confirmation de réservation de l'hôtel, en anglais bien sûr.",
  bookingName: "Réservation d'hôtel",
  bookingDescription: "La confirmation de réservation de l'hôtel Bellevue, imprimée en anglais.",
  passerBy: "Vous demandez votre chemin à une passante, qui vous répond en anglais :",
  wayName: "Le chemin de l'hôtel",
  wayPrompt: "Le chemin, une flèche par indication (tout droit, c'est la flèche vers le haut).",
  wayFound: "Vous suivez les indications… et voici l'hôtel Bellevue, juste en face de vous !",
  street: "La sortie de la gare donne sur une rue animée. L'hôtel est quelque part par là.",
  streetShut: "Sans connaître le chemin, vous allez vous perdre. Demandez-le d'abord.",
  reception: "À l'accueil, le réceptionniste ne parle qu'anglais :",
  hotelAlt: "L'accueil de l'hôtel : un comptoir avec une sonnette, un tableau de clés et, à côté, la machine à cartes-clés avec trois molettes.",
  keyCardName: "La machine à cartes-clés",
  keyCardPrompt: "Votre numéro de chambre, en chiffres.",
  keyCardSolved: "Bip ! La machine vous donne votre carte-clé.",
  guestBook: "Puis il vous tend le livre d'or de l'hôtel :",
  guestBookName: "Le livre d'or",
  guestBookPrompt: "Le verbe qui manque, en anglais.",
  won: "Vous montez dans votre chambre, la carte-clé à la main. Week-end réussi : vous avez compris les couleurs, les directions, les nombres et le prétérit. Well done!",
  hints: {
    suitcase: ["Cherchez chaque mot dans le message de Sam : bag, hat, umbrella, scarf.", "Bag, c'est le sac : il est blue, bleu. Hat, c'est le chapeau, umbrella le parapluie et scarf l'écharpe."],
    way: ["Straight on veut dire tout droit, left à gauche et right à droite.", "Tout droit, à gauche, à droite, puis encore tout droit."],
    keyCard: ["Le numéro de chambre est écrit en toutes lettres sur la réservation, dans votre inventaire.", "Three hundred, c'est trois cents, et forty-two, quarante-deux."],
    guestBook: ["Yesterday veut dire hier : il faut le prétérit de to go.", "To go est un verbe irrégulier : go, went, gone."],
  },
};

export type LanguageTexts = typeof fr;

const de: LanguageTexts = {
  title: "Ein Wochenende in London (Englisch)",
  summary:
    "Eine Englischstunde als Escape-Game für die Mittelstufe: Farben, Wegbeschreibungen, Zahlen und das Simple Past, bei einem Wochenende in London. Ersetze die englischen Sätze durch den Wortschatz und die Grammatik deiner eigenen Stunde.",
  finishedName: "Wochenende geschafft",
  stationRoom: "Der Bahnhof King's Cross",
  hotelRoom: "Das Hotel Bellevue",
  intro: "Du kommst für ein Wochenende in London an. Hier ist alles auf Englisch: Lies genau, du verstehst mehr, als du denkst!",
  stationAlt: "Die Bahnhofshalle: eine große Uhr, eine Abfahrtstafel, ein Rollkoffer mit einem Farbschloss und hinten der Ausgang zur Straße.",
  suitcase: "Du hast dir den Koffer deines englischen Freundes Sam geliehen, und Sam hat das Farbschloss eingestellt. Er hat dir eine Nachricht auf Englisch geschickt:",
  suitcaseName: "Das Schloss des Koffers",
  suitcasePrompt: "Die Farbe der Tasche, dann die des Huts, dann die des Regenschirms, dann die des Schals.",
  suitcaseSolved: "Der Koffer geht auf. Auf deinen Sachen liegt die Hotelbuchung, natürlich auf Englisch.",
  bookingName: "Hotelbuchung",
  bookingDescription: "Die Buchungsbestätigung des Hotels Bellevue, auf Englisch gedruckt.",
  passerBy: "Du fragst eine Passantin nach dem Weg, und sie antwortet auf Englisch:",
  wayName: "Der Weg zum Hotel",
  wayPrompt: "Der Weg, ein Pfeil pro Angabe (geradeaus ist der Pfeil nach oben).",
  wayFound: "Du folgst der Wegbeschreibung … und da ist das Hotel Bellevue, genau vor dir!",
  street: "Der Ausgang des Bahnhofs führt auf eine belebte Straße. Das Hotel ist irgendwo dort.",
  streetShut: "Ohne den Weg zu kennen, verläufst du dich. Frag zuerst danach.",
  reception: "An der Rezeption spricht der Portier nur Englisch:",
  hotelAlt: "Die Hotelrezeption: ein Tresen mit einer Klingel, ein Schlüsselbrett und daneben der Automat für Schlüsselkarten mit drei Rädchen.",
  keyCardName: "Der Schlüsselkarten-Automat",
  keyCardPrompt: "Deine Zimmernummer, in Ziffern.",
  keyCardSolved: "Piep! Der Automat gibt dir deine Schlüsselkarte.",
  guestBook: "Dann reicht er dir das Gästebuch des Hotels:",
  guestBookName: "Das Gästebuch",
  guestBookPrompt: "Das fehlende Verb, auf Englisch.",
  won: "Du gehst mit der Schlüsselkarte in der Hand auf dein Zimmer. Wochenende geschafft: Du hast Farben, Wegbeschreibungen, Zahlen und das Simple Past verstanden. Well done!",
  hints: {
    suitcase: ["Such jedes Wort in Sams Nachricht: bag, hat, umbrella, scarf.", "Bag ist die Tasche: Sie ist blue, also blau. Hat ist der Hut, umbrella der Regenschirm und scarf der Schal."],
    way: ["Straight on heißt geradeaus, left links und right rechts.", "Geradeaus, links, rechts und dann wieder geradeaus."],
    keyCard: ["Die Zimmernummer steht ausgeschrieben auf der Buchung in deinem Inventar.", "Three hundred heißt dreihundert, forty-two zweiundvierzig."],
    guestBook: ["Yesterday heißt gestern: Du brauchst das Simple Past von to go.", "To go ist unregelmäßig: go, went, gone."],
  },
};

const en: LanguageTexts = {
  title: "A weekend in Paris (French)",
  summary:
    "A French lesson as an escape game for secondary school pupils: colours, directions, numbers and the perfect tense, over a weekend in Paris. Replace the French sentences with the vocabulary and grammar of your own lesson.",
  finishedName: "Weekend complete",
  stationRoom: "The Gare du Nord",
  hotelRoom: "The Hôtel Bellevue",
  intro: "You arrive in Paris for the weekend. Everything here is in French: read carefully, you will understand more than you think!",
  stationAlt: "The station concourse: a big clock, a departures board, a wheeled suitcase closed with a colour lock and, at the back, the way out to the street.",
  suitcase: "You borrowed the suitcase of your French friend Sam, who set its colour lock. Sam sent you a message in French:",
  suitcaseName: "The suitcase lock",
  suitcasePrompt: "The colour of the bag, then the hat, then the umbrella, then the scarf.",
  suitcaseSolved: "The suitcase opens. On top of your things lies the hotel booking, in French of course.",
  bookingName: "Hotel booking",
  bookingDescription: "The booking confirmation from the Hôtel Bellevue, printed in French.",
  passerBy: "You ask a passer-by the way, and she answers in French:",
  wayName: "The way to the hotel",
  wayPrompt: "The way, one arrow per instruction (straight on is the up arrow).",
  wayFound: "You follow the directions… and there is the Hôtel Bellevue, right in front of you!",
  street: "The station exit opens onto a busy street. The hotel is somewhere out there.",
  streetShut: "Without knowing the way, you will get lost. Ask for directions first.",
  reception: "At the front desk, the receptionist only speaks French:",
  hotelAlt: "The hotel front desk: a counter with a bell, a key board and, next to it, the key-card machine with three dials.",
  keyCardName: "The key-card machine",
  keyCardPrompt: "Your room number, in digits.",
  keyCardSolved: "Beep! The machine gives you your key card.",
  guestBook: "Then he hands you the hotel's guest book:",
  guestBookName: "The guest book",
  guestBookPrompt: "The missing verb, in French.",
  won: "You go up to your room, key card in hand. Weekend complete: you understood colours, directions, numbers and the perfect tense. Bravo !",
  hints: {
    suitcase: ["Find each word in Sam's message: sac, chapeau, parapluie, écharpe.", "Sac is the bag: it is bleu, blue. Chapeau is the hat, parapluie the umbrella and écharpe the scarf."],
    way: ["Tout droit means straight on, à gauche left and à droite right.", "Straight on, left, right, then straight on again."],
    keyCard: ["The room number is written in words on the booking in your inventory.", "Trois cent means three hundred, and quarante-deux forty-two."],
    guestBook: ["Hier means yesterday: you need the passé composé of aller.", "Aller takes être in the passé composé: je suis allé (or allée)."],
  },
};

const es: LanguageTexts = {
  title: "Un fin de semana en Londres (inglés)",
  summary:
    "Una clase de inglés en forma de escape game para secundaria: los colores, las direcciones, los números y el pasado simple, durante un fin de semana en Londres. Sustituye las frases en inglés por el vocabulario y la gramática de tu propia clase.",
  finishedName: "Fin de semana superado",
  stationRoom: "La estación de King's Cross",
  hotelRoom: "El hotel Bellevue",
  intro: "Llegas a Londres para pasar el fin de semana. Aquí todo está en inglés: lee con atención, ¡entenderás más de lo que crees!",
  stationAlt: "El vestíbulo de la estación: un gran reloj, un panel de salidas, una maleta de ruedas cerrada con un candado de colores y, al fondo, la salida a la calle.",
  suitcase: "Le has pedido prestada la maleta a tu amigo inglés Sam, que ha puesto la combinación del candado de colores. Te ha enviado un mensaje en inglés:",
  suitcaseName: "El candado de la maleta",
  suitcasePrompt: "El color de la bolsa, luego el del sombrero, luego el del paraguas y luego el de la bufanda.",
  suitcaseSolved: "La maleta se abre. Encima de tus cosas está la reserva del hotel, en inglés, claro.",
  bookingName: "Reserva de hotel",
  bookingDescription: "La confirmación de reserva del hotel Bellevue, impresa en inglés.",
  passerBy: "Le preguntas el camino a una transeúnte, que te contesta en inglés:",
  wayName: "El camino al hotel",
  wayPrompt: "El camino, una flecha por indicación (todo recto es la flecha hacia arriba).",
  wayFound: "Sigues las indicaciones… ¡y ahí está el hotel Bellevue, justo enfrente!",
  street: "La salida de la estación da a una calle muy animada. El hotel está por ahí.",
  streetShut: "Si no conoces el camino, te vas a perder. Pregúntalo primero.",
  reception: "En la recepción, el recepcionista solo habla inglés:",
  hotelAlt: "La recepción del hotel: un mostrador con un timbre, un tablero de llaves y, al lado, la máquina de tarjetas con tres ruedas.",
  keyCardName: "La máquina de tarjetas",
  keyCardPrompt: "Tu número de habitación, en cifras.",
  keyCardSolved: "¡Bip! La máquina te da tu tarjeta de la habitación.",
  guestBook: "Luego te pasa el libro de visitas del hotel:",
  guestBookName: "El libro de visitas",
  guestBookPrompt: "El verbo que falta, en inglés.",
  won: "Subes a tu habitación con la tarjeta en la mano. Fin de semana superado: has entendido los colores, las direcciones, los números y el pasado simple. Well done!",
  hints: {
    suitcase: ["Busca cada palabra en el mensaje de Sam: bag, hat, umbrella, scarf.", "Bag es la bolsa: es blue, azul. Hat es el sombrero, umbrella el paraguas y scarf la bufanda."],
    way: ["Straight on quiere decir todo recto, left a la izquierda y right a la derecha.", "Todo recto, izquierda, derecha y otra vez todo recto."],
    keyCard: ["El número de habitación está escrito en letras en la reserva de tu inventario.", "Three hundred es trescientos y forty-two, cuarenta y dos."],
    guestBook: ["Yesterday significa ayer: hace falta el pasado simple de to go.", "To go es irregular: go, went, gone."],
  },
};

const it: LanguageTexts = {
  title: "Un weekend a Londra (inglese)",
  summary:
    "Una lezione d'inglese in forma di escape game per la scuola media: i colori, le indicazioni stradali, i numeri e il simple past, durante un weekend a Londra. Sostituisci le frasi in inglese con il lessico e la grammatica della tua lezione.",
  finishedName: "Weekend riuscito",
  stationRoom: "La stazione di King's Cross",
  hotelRoom: "L'hotel Bellevue",
  intro: "Arrivi a Londra per un weekend. Qui è tutto in inglese: leggi con attenzione, capirai più di quanto pensi!",
  stationAlt: "L'atrio della stazione: un grande orologio, il tabellone delle partenze, una valigia a rotelle chiusa da un lucchetto a colori e, in fondo, l'uscita verso la strada.",
  suitcase: "Hai preso in prestito la valigia del tuo amico inglese Sam, che ha impostato il lucchetto a colori. Ti ha mandato un messaggio in inglese:",
  suitcaseName: "Il lucchetto della valigia",
  suitcasePrompt: "Il colore della borsa, poi quello del cappello, poi dell'ombrello, poi della sciarpa.",
  suitcaseSolved: "La valigia si apre. Sopra le tue cose c'è la prenotazione dell'hotel, in inglese naturalmente.",
  bookingName: "Prenotazione dell'hotel",
  bookingDescription: "La conferma di prenotazione dell'hotel Bellevue, stampata in inglese.",
  passerBy: "Chiedi la strada a una passante, che ti risponde in inglese:",
  wayName: "La strada per l'hotel",
  wayPrompt: "La strada, una freccia per indicazione (sempre dritto è la freccia verso l'alto).",
  wayFound: "Segui le indicazioni… ed ecco l'hotel Bellevue, proprio davanti a te!",
  street: "L'uscita della stazione dà su una strada affollata. L'hotel è da quelle parti.",
  streetShut: "Senza conoscere la strada ti perderai. Chiedila prima.",
  reception: "Alla reception, il receptionist parla solo inglese:",
  hotelAlt: "La reception dell'hotel: un bancone con un campanello, un quadro delle chiavi e, accanto, la macchinetta delle tessere con tre rotelle.",
  keyCardName: "La macchinetta delle tessere",
  keyCardPrompt: "Il tuo numero di camera, in cifre.",
  keyCardSolved: "Bip! La macchinetta ti dà la tessera della camera.",
  guestBook: "Poi ti porge il libro degli ospiti dell'hotel:",
  guestBookName: "Il libro degli ospiti",
  guestBookPrompt: "Il verbo che manca, in inglese.",
  won: "Sali in camera con la tessera in mano. Weekend riuscito: hai capito i colori, le indicazioni, i numeri e il simple past. Well done!",
  hints: {
    suitcase: ["Cerca ogni parola nel messaggio di Sam: bag, hat, umbrella, scarf.", "Bag è la borsa: è blue, blu. Hat è il cappello, umbrella l'ombrello e scarf la sciarpa."],
    way: ["Straight on vuol dire sempre dritto, left a sinistra e right a destra.", "Dritto, sinistra, destra e poi di nuovo dritto."],
    keyCard: ["Il numero della camera è scritto in lettere sulla prenotazione, nel tuo inventario.", "Three hundred vuol dire trecento e forty-two quarantadue."],
    guestBook: ["Yesterday vuol dire ieri: serve il simple past di to go.", "To go è irregolare: go, went, gone."],
  },
};

export const LANGUAGE_TEXTS: Texts<LanguageTexts> = { fr, de, en, es, it };

import type { BaseLanguage } from "../../../i18n/locales";

/** The onboarding game's words in each site language. The answers (colours, a name, a drawn L) are the same in all. */
type OnboardingTexts = {
  title: string;
  summary: string;
  reception: string;
  receptionDescription: string;
  openSpace: string;
  openSpaceDescription: string;
  posterLabel: string;
  posterText: string;
  lockerLabel: string;
  tableLabel: string;
  doorLabel: string;
  doorShut: string;
  boardLabel: string;
  boardText: string;
  laptopLabel: string;
  tabletLabel: string;
  backLabel: string;
  bookletName: string;
  bookletDescription: string;
  bookletDetail: string;
  badgeName: string;
  badgeDescription: string;
  lockerName: string;
  lockerPrompt: string;
  lockerSolved: string;
  lockerHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  askName: string;
  askPrompt: string;
  askSolved: string;
  askHints: string[];
  tabletName: string;
  tabletPrompt: string;
  tabletSolved: string;
  tabletHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const ONBOARDING_TEXTS: Record<BaseLanguage, OnboardingTexts> = {
  fr: {
    title: "Premier jour chez Horizon",
    summary:
      "Un escape game d'intégration pour une nouvelle recrue ou toute une équipe : les valeurs de l'entreprise ouvrent le casier d'accueil, le livret dit qui fait quoi, et l'outil de messagerie déverrouille la tablette de l'équipe. Remplacez Horizon, ses valeurs, ses collègues et ses outils par les vôtres.",
    reception: "L'accueil",
    receptionDescription:
      "L'accueil lumineux d'Horizon : une affiche des valeurs au mur, un casier d'accueil à boutons de couleur, une table basse où attend un livret, et une porte vitrée avec un lecteur de badge.",
    openSpace: "L'open space",
    openSpaceDescription:
      "L'open space de l'équipe : un tableau blanc qui présente les outils, un bureau avec un ordinateur portable neuf et, sur le bureau voisin, la tablette de l'équipe.",
    posterLabel: "Affiche des valeurs d'Horizon",
    posterText:
      "« Nos valeurs » — en bleu, l'Engagement : on tient parole. En vert, la Bienveillance : on s'écoute. En orange, l'Audace : on ose. Et en bas, notre devise : « On s'écoute, on ose, on tient parole. »",
    lockerLabel: "Casier d'accueil à boutons de couleur",
    tableLabel: "Table basse avec un livret d'accueil",
    doorLabel: "Porte vitrée de l'open space, avec lecteur de badge",
    doorShut: "Le lecteur de badge clignote en rouge. Sans badge, la porte reste fermée.",
    boardLabel: "Tableau blanc des outils",
    boardText:
      "« Nos outils » — Lumen pour discuter entre nous, Agenda pour les réunions, Drive pour les documents partagés. En dessous : « La tablette de l'équipe se déverrouille en traçant la première lettre de notre messagerie, en commençant en haut. »",
    laptopLabel: "Ordinateur portable neuf, avec un post-it",
    tabletLabel: "Tablette de l'équipe",
    backLabel: "Retourner à l'accueil",
    bookletName: "Livret d'accueil",
    bookletDescription: "« Bienvenue chez Horizon ! » Un livret rempli par toute l'équipe.",
    bookletDetail:
      "Qui fait quoi ?\n— Nora : les congés, la paie et les mutuelles.\n— Sam : l'informatique, les ordinateurs et les accès aux outils.\n— Léo : les clients et les devis.\nEt pour tout le reste, le café est au fond à droite.",
    badgeName: "Badge d'accès",
    badgeDescription: "Votre badge tout neuf, avec votre photo et le logo d'Horizon.",
    lockerName: "Le casier d'accueil",
    lockerPrompt: "Une étiquette : « Ton badge t'attend ici. Entre les couleurs de nos valeurs, dans l'ordre de notre devise. »",
    lockerSolved: "Le casier s'ouvre : votre badge d'accès vous attend, avec un mot « Bienvenue dans l'équipe ! »",
    lockerHints: [
      "L'affiche des valeurs donne une couleur à chaque valeur… et une devise en bas.",
      "La devise suit l'ordre : s'écouter (Bienveillance), oser (Audace), tenir parole (Engagement).",
      "Vert, orange, bleu.",
    ],
    openName: "Entrer dans l'open space",
    openSolved: "Bip ! Le lecteur passe au vert et la porte s'ouvre sur l'open space.",
    openHints: ["Le lecteur de badge attend… un badge.", "Sélectionnez le badge dans l'inventaire et utilisez-le sur la porte vitrée."],
    askName: "Le post-it de l'ordinateur",
    askPrompt: "Sur le post-it : « Ton ordinateur ne démarre pas ? Va voir la bonne personne. » Qui allez-vous voir ?",
    askSolved: "Sam arrive avec un sourire : « Je m'en occupe ! En attendant, prends la tablette de l'équipe, sur le bureau d'à côté. »",
    askHints: ["Le livret d'accueil dit qui fait quoi : examinez-le dans l'inventaire.", "C'est la personne chargée de l'informatique : Sam."],
    tabletName: "La tablette de l'équipe",
    tabletPrompt: "Un écran de verrouillage : neuf points à relier d'un seul trait.",
    tabletSolved: "La tablette se déverrouille sur une vidéo de toute l'équipe : « Bienvenue chez Horizon ! On est ravis de t'avoir avec nous. »",
    tabletHints: [
      "Le tableau blanc des outils explique comment déverrouiller la tablette.",
      "Notre messagerie s'appelle Lumen : tracez un L.",
      "Un L : de haut en bas sur la colonne de gauche, puis vers la droite sur la ligne du bas (1, 4, 7, 8, 9).",
    ],
    generalHint: "Cliquez partout et lisez bien ce que l'équipe a laissé pour vous : l'affiche, le livret, le tableau.",
    won: "Vous connaissez maintenant nos valeurs, qui fait quoi et nos outils. Bienvenue chez Horizon !",
    achievementName: "Intégration express",
    achievementDescription: "Terminer son premier jour en moins de quinze minutes.",
  },
  de: {
    title: "Erster Tag bei Horizon",
    summary:
      "Ein Onboarding-Escape-Game für neue Kolleginnen und Kollegen oder ein ganzes Team: Die Werte der Firma öffnen das Willkommensfach, die Broschüre erklärt, wer was macht, und das Chat-Tool entsperrt das Team-Tablet. Ersetze Horizon, seine Werte, Kollegen und Tools durch deine eigenen.",
    reception: "Der Empfang",
    receptionDescription:
      "Der helle Empfang von Horizon: ein Plakat mit den Werten an der Wand, ein Willkommensfach mit Farbknöpfen, ein Couchtisch mit einer Broschüre und eine Glastür mit Badge-Leser.",
    openSpace: "Das Großraumbüro",
    openSpaceDescription:
      "Das Großraumbüro des Teams: ein Whiteboard, das die Tools vorstellt, ein Schreibtisch mit einem neuen Laptop und auf dem Nachbartisch das Tablet des Teams.",
    posterLabel: "Plakat mit den Werten von Horizon",
    posterText:
      "„Unsere Werte“ – in Blau Verbindlichkeit: Wir halten Wort. In Grün Wertschätzung: Wir hören einander zu. In Orange Mut: Wir trauen uns was. Und unten unser Motto: „Zuhören, etwas wagen, Wort halten.“",
    lockerLabel: "Willkommensfach mit Farbknöpfen",
    tableLabel: "Couchtisch mit einer Willkommensbroschüre",
    doorLabel: "Glastür zum Großraumbüro, mit Badge-Leser",
    doorShut: "Der Badge-Leser blinkt rot. Ohne Badge bleibt die Tür zu.",
    boardLabel: "Whiteboard mit den Tools",
    boardText:
      "„Unsere Tools“ – Lumen zum Chatten, Agenda für Termine, Drive für gemeinsame Dokumente. Darunter: „Das Team-Tablet entsperrst du, indem du den ersten Buchstaben unseres Chat-Tools zeichnest, oben angefangen.“",
    laptopLabel: "Neuer Laptop mit einem Haftzettel",
    tabletLabel: "Tablet des Teams",
    backLabel: "Zurück zum Empfang",
    bookletName: "Willkommensbroschüre",
    bookletDescription: "„Willkommen bei Horizon!“ Eine Broschüre, an der das ganze Team mitgeschrieben hat.",
    bookletDetail:
      "Wer macht was?\n– Nora: Urlaub, Gehalt und Versicherungen.\n– Sam: IT, Laptops und Zugänge zu den Tools.\n– Leo: Kunden und Angebote.\nUnd für alles andere: Die Kaffeemaschine steht hinten rechts.",
    badgeName: "Zugangsbadge",
    badgeDescription: "Dein nagelneuer Badge mit deinem Foto und dem Logo von Horizon.",
    lockerName: "Das Willkommensfach",
    lockerPrompt: "Ein Schild: „Dein Badge wartet hier. Gib die Farben unserer Werte in der Reihenfolge unseres Mottos ein.“",
    lockerSolved: "Das Fach geht auf: Darin liegt dein Zugangsbadge mit einem Zettel: „Willkommen im Team!“",
    lockerHints: [
      "Das Plakat gibt jedem Wert eine Farbe … und unten steht ein Motto.",
      "Das Motto folgt der Reihenfolge: zuhören (Wertschätzung), etwas wagen (Mut), Wort halten (Verbindlichkeit).",
      "Grün, Orange, Blau.",
    ],
    openName: "Ins Großraumbüro gehen",
    openSolved: "Piep! Der Leser springt auf Grün und die Tür öffnet sich zum Großraumbüro.",
    openHints: ["Der Badge-Leser wartet auf … einen Badge.", "Wähle den Badge im Inventar aus und benutze ihn an der Glastür."],
    askName: "Der Haftzettel am Laptop",
    askPrompt: "Auf dem Zettel: „Dein Laptop startet nicht? Geh zur richtigen Person.“ Zu wem gehst du?",
    askSolved: "Sam kommt lächelnd vorbei: „Ich kümmere mich drum! Nimm so lange das Team-Tablet vom Tisch nebenan.“",
    askHints: ["Die Willkommensbroschüre erklärt, wer was macht: Sieh sie dir im Inventar genauer an.", "Es ist die Person, die für die IT zuständig ist: Sam."],
    tabletName: "Das Team-Tablet",
    tabletPrompt: "Ein Sperrbildschirm: neun Punkte, die in einem Zug verbunden werden.",
    tabletSolved: "Das Tablet entsperrt sich und spielt ein Video des ganzen Teams ab: „Willkommen bei Horizon! Schön, dass du da bist.“",
    tabletHints: [
      "Das Whiteboard mit den Tools erklärt, wie man das Tablet entsperrt.",
      "Unser Chat-Tool heißt Lumen: Zeichne ein L.",
      "Ein L: in der linken Spalte von oben nach unten, dann in der unteren Reihe nach rechts (1, 4, 7, 8, 9).",
    ],
    generalHint: "Klick überall hin und lies gut, was das Team für dich hinterlassen hat: das Plakat, die Broschüre, das Whiteboard.",
    won: "Jetzt kennst du unsere Werte, weißt, wer was macht, und kennst unsere Tools. Willkommen bei Horizon!",
    achievementName: "Blitzstart",
    achievementDescription: "Den ersten Tag in weniger als fünfzehn Minuten schaffen.",
  },
  en: {
    title: "First Day at Horizon",
    summary:
      "An onboarding escape game for a new starter or a whole team: the company's values open the welcome locker, the booklet tells who does what, and the chat tool unlocks the team tablet. Replace Horizon, its values, colleagues and tools with your own.",
    reception: "Reception",
    receptionDescription:
      "Horizon's bright reception: a values poster on the wall, a welcome locker with coloured buttons, a coffee table with a booklet on it, and a glass door with a badge reader.",
    openSpace: "The open-plan office",
    openSpaceDescription:
      "The team's open-plan office: a whiteboard introducing the tools, a desk with a brand-new laptop and, on the next desk, the team tablet.",
    posterLabel: "Horizon's values poster",
    posterText:
      "\"Our values\" — in blue, Commitment: we keep our word. In green, Care: we listen to each other. In orange, Boldness: we dare. And at the bottom, our motto: \"We listen, we dare, we deliver.\"",
    lockerLabel: "Welcome locker with coloured buttons",
    tableLabel: "Coffee table with a welcome booklet",
    doorLabel: "Glass door to the office, with a badge reader",
    doorShut: "The badge reader blinks red. Without a badge, the door stays shut.",
    boardLabel: "Tools whiteboard",
    boardText:
      "\"Our tools\" — Lumen to chat with each other, Agenda for meetings, Drive for shared documents. Underneath: \"To unlock the team tablet, draw the first letter of our chat tool, starting at the top.\"",
    laptopLabel: "Brand-new laptop with a sticky note",
    tabletLabel: "Team tablet",
    backLabel: "Go back to reception",
    bookletName: "Welcome booklet",
    bookletDescription: "\"Welcome to Horizon!\" A booklet the whole team helped to write.",
    bookletDetail:
      "Who does what?\n— Nora: holidays, payroll and benefits.\n— Sam: IT, laptops and access to our tools.\n— Leo: clients and quotes.\nAnd for everything else, the coffee machine is at the back on the right.",
    badgeName: "Access badge",
    badgeDescription: "Your brand-new badge, with your photo and the Horizon logo.",
    lockerName: "The welcome locker",
    lockerPrompt: "A label: \"Your badge is waiting in here. Enter the colours of our values, in the order of our motto.\"",
    lockerSolved: "The locker opens: your access badge is inside, with a note saying \"Welcome to the team!\"",
    lockerHints: [
      "The values poster gives each value a colour… and there's a motto at the bottom.",
      "The motto goes: listen (Care), dare (Boldness), deliver (Commitment).",
      "Green, orange, blue.",
    ],
    openName: "Go into the office",
    openSolved: "Beep! The reader turns green and the door opens onto the open-plan office.",
    openHints: ["The badge reader is waiting for… a badge.", "Select the badge in your inventory and use it on the glass door."],
    askName: "The sticky note on the laptop",
    askPrompt: "The sticky note says: \"Laptop won't start? Go and see the right person.\" Who do you go and see?",
    askSolved: "Sam comes over with a smile: \"I'll sort it out! In the meantime, grab the team tablet from the next desk.\"",
    askHints: ["The welcome booklet says who does what: take a closer look at it in your inventory.", "It's the person in charge of IT: Sam."],
    tabletName: "The team tablet",
    tabletPrompt: "A lock screen: nine dots to join in a single stroke.",
    tabletSolved: "The tablet unlocks and plays a video of the whole team: \"Welcome to Horizon! We're so glad to have you with us.\"",
    tabletHints: [
      "The tools whiteboard explains how to unlock the tablet.",
      "Our chat tool is called Lumen: draw an L.",
      "An L: down the left-hand column from the top, then right along the bottom row (1, 4, 7, 8, 9).",
    ],
    generalHint: "Click everywhere and read what the team left for you: the poster, the booklet, the whiteboard.",
    won: "You now know our values, who does what and which tools we use. Welcome to Horizon!",
    achievementName: "Quick starter",
    achievementDescription: "Finish your first day in under fifteen minutes.",
  },
  es: {
    title: "Primer día en Horizon",
    summary:
      "Un escape game de bienvenida para una nueva incorporación o todo un equipo: los valores de la empresa abren la taquilla de bienvenida, el folleto explica quién hace qué y la herramienta de chat desbloquea la tableta del equipo. Sustituye Horizon, sus valores, compañeros y herramientas por los tuyos.",
    reception: "La recepción",
    receptionDescription:
      "La luminosa recepción de Horizon: un cartel con los valores en la pared, una taquilla de bienvenida con botones de colores, una mesita con un folleto y una puerta de cristal con lector de tarjetas.",
    openSpace: "La oficina",
    openSpaceDescription:
      "La oficina abierta del equipo: una pizarra blanca que presenta las herramientas, una mesa con un portátil nuevo y, en la mesa de al lado, la tableta del equipo.",
    posterLabel: "Cartel con los valores de Horizon",
    posterText:
      "«Nuestros valores»: en azul, el Compromiso: cumplimos lo que decimos. En verde, la Empatía: nos escuchamos. En naranja, la Audacia: nos atrevemos. Y abajo, nuestro lema: «Escuchamos, nos atrevemos, cumplimos».",
    lockerLabel: "Taquilla de bienvenida con botones de colores",
    tableLabel: "Mesita con un folleto de bienvenida",
    doorLabel: "Puerta de cristal de la oficina, con lector de tarjetas",
    doorShut: "El lector de tarjetas parpadea en rojo. Sin tarjeta, la puerta no se abre.",
    boardLabel: "Pizarra de las herramientas",
    boardText:
      "«Nuestras herramientas»: Lumen para chatear, Agenda para las reuniones, Drive para los documentos compartidos. Debajo: «La tableta del equipo se desbloquea dibujando la primera letra de nuestro chat, empezando por arriba».",
    laptopLabel: "Portátil nuevo con un pósit",
    tabletLabel: "Tableta del equipo",
    backLabel: "Volver a la recepción",
    bookletName: "Folleto de bienvenida",
    bookletDescription: "«¡Bienvenido a Horizon!» Un folleto que ha escrito todo el equipo.",
    bookletDetail:
      "¿Quién hace qué?\n— Nora: vacaciones, nóminas y seguros.\n— Sam: informática, portátiles y accesos a las herramientas.\n— Leo: clientes y presupuestos.\nY para todo lo demás, la cafetera está al fondo a la derecha.",
    badgeName: "Tarjeta de acceso",
    badgeDescription: "Tu tarjeta nueva, con tu foto y el logo de Horizon.",
    lockerName: "La taquilla de bienvenida",
    lockerPrompt: "Una etiqueta: «Tu tarjeta te espera aquí. Introduce los colores de nuestros valores en el orden de nuestro lema».",
    lockerSolved: "La taquilla se abre: dentro está tu tarjeta de acceso, con una nota: «¡Bienvenido al equipo!»",
    lockerHints: [
      "El cartel da un color a cada valor… y abajo hay un lema.",
      "El lema sigue este orden: escuchar (Empatía), atreverse (Audacia), cumplir (Compromiso).",
      "Verde, naranja, azul.",
    ],
    openName: "Entrar en la oficina",
    openSolved: "¡Pip! El lector se pone en verde y la puerta se abre a la oficina.",
    openHints: ["El lector espera… una tarjeta.", "Selecciona la tarjeta en el inventario y úsala en la puerta de cristal."],
    askName: "El pósit del portátil",
    askPrompt: "En el pósit: «¿No arranca tu portátil? Ve a ver a la persona adecuada». ¿A quién vas a ver?",
    askSolved: "Sam llega sonriendo: «¡Yo me encargo! Mientras tanto, coge la tableta del equipo de la mesa de al lado».",
    askHints: ["El folleto de bienvenida explica quién hace qué: examínalo en el inventario.", "Es la persona que se ocupa de la informática: Sam."],
    tabletName: "La tableta del equipo",
    tabletPrompt: "Una pantalla de bloqueo: nueve puntos que hay que unir de un solo trazo.",
    tabletSolved: "La tableta se desbloquea con un vídeo de todo el equipo: «¡Bienvenido a Horizon! Nos alegra mucho tenerte con nosotros».",
    tabletHints: [
      "La pizarra de las herramientas explica cómo desbloquear la tableta.",
      "Nuestro chat se llama Lumen: dibuja una L.",
      "Una L: de arriba abajo por la columna de la izquierda y luego hacia la derecha por la fila de abajo (1, 4, 7, 8, 9).",
    ],
    generalHint: "Haz clic en todas partes y lee lo que el equipo te ha dejado: el cartel, el folleto, la pizarra.",
    won: "Ya conoces nuestros valores, quién hace qué y nuestras herramientas. ¡Bienvenido a Horizon!",
    achievementName: "Incorporación exprés",
    achievementDescription: "Terminar el primer día en menos de quince minutos.",
  },
  it: {
    title: "Primo giorno da Horizon",
    summary:
      "Un escape game di benvenuto per un nuovo arrivato o per tutto un team: i valori dell'azienda aprono l'armadietto di benvenuto, il libretto spiega chi fa cosa e lo strumento di chat sblocca il tablet del team. Sostituisci Horizon, i suoi valori, i colleghi e gli strumenti con i tuoi.",
    reception: "La reception",
    receptionDescription:
      "La reception luminosa di Horizon: un manifesto dei valori alla parete, un armadietto di benvenuto con pulsanti colorati, un tavolino con un libretto e una porta a vetri con lettore di badge.",
    openSpace: "L'open space",
    openSpaceDescription:
      "L'open space del team: una lavagna bianca che presenta gli strumenti, una scrivania con un portatile nuovo e, sulla scrivania accanto, il tablet del team.",
    posterLabel: "Manifesto dei valori di Horizon",
    posterText:
      "«I nostri valori»: in blu l'Impegno, manteniamo la parola. In verde la Gentilezza, ci ascoltiamo. In arancione il Coraggio, osiamo. E in fondo il nostro motto: «Ascoltiamo, osiamo, manteniamo la parola.»",
    lockerLabel: "Armadietto di benvenuto con pulsanti colorati",
    tableLabel: "Tavolino con un libretto di benvenuto",
    doorLabel: "Porta a vetri dell'open space, con lettore di badge",
    doorShut: "Il lettore di badge lampeggia di rosso. Senza badge la porta resta chiusa.",
    boardLabel: "Lavagna degli strumenti",
    boardText:
      "«I nostri strumenti»: Lumen per chattare, Agenda per le riunioni, Drive per i documenti condivisi. Sotto: «Il tablet del team si sblocca disegnando la prima lettera della nostra chat, partendo dall'alto.»",
    laptopLabel: "Portatile nuovo con un post-it",
    tabletLabel: "Tablet del team",
    backLabel: "Tornare alla reception",
    bookletName: "Libretto di benvenuto",
    bookletDescription: "«Benvenuto da Horizon!» Un libretto scritto da tutto il team.",
    bookletDetail:
      "Chi fa cosa?\n— Nora: ferie, buste paga e assicurazioni.\n— Sam: informatica, portatili e accessi agli strumenti.\n— Leo: clienti e preventivi.\nPer tutto il resto, la macchinetta del caffè è in fondo a destra.",
    badgeName: "Badge di accesso",
    badgeDescription: "Il tuo badge nuovo di zecca, con la tua foto e il logo di Horizon.",
    lockerName: "L'armadietto di benvenuto",
    lockerPrompt: "Un'etichetta: «Il tuo badge ti aspetta qui. Inserisci i colori dei nostri valori nell'ordine del nostro motto.»",
    lockerSolved: "L'armadietto si apre: dentro c'è il tuo badge di accesso, con un biglietto: «Benvenuto nel team!»",
    lockerHints: [
      "Il manifesto dà un colore a ogni valore… e in fondo c'è un motto.",
      "Il motto segue quest'ordine: ascoltare (Gentilezza), osare (Coraggio), mantenere la parola (Impegno).",
      "Verde, arancione, blu.",
    ],
    openName: "Entrare nell'open space",
    openSolved: "Bip! Il lettore diventa verde e la porta si apre sull'open space.",
    openHints: ["Il lettore di badge aspetta… un badge.", "Seleziona il badge nell'inventario e usalo sulla porta a vetri."],
    askName: "Il post-it sul portatile",
    askPrompt: "Sul post-it: «Il portatile non si accende? Vai dalla persona giusta.» Da chi vai?",
    askSolved: "Sam arriva sorridendo: «Ci penso io! Intanto prendi il tablet del team, sulla scrivania accanto.»",
    askHints: ["Il libretto di benvenuto spiega chi fa cosa: esaminalo nell'inventario.", "È la persona che si occupa dell'informatica: Sam."],
    tabletName: "Il tablet del team",
    tabletPrompt: "Una schermata di blocco: nove punti da unire con un solo tratto.",
    tabletSolved: "Il tablet si sblocca su un video di tutto il team: «Benvenuto da Horizon! Siamo felicissimi di averti con noi.»",
    tabletHints: [
      "La lavagna degli strumenti spiega come sbloccare il tablet.",
      "La nostra chat si chiama Lumen: disegna una L.",
      "Una L: giù lungo la colonna di sinistra partendo dall'alto, poi verso destra lungo la riga in basso (1, 4, 7, 8, 9).",
    ],
    generalHint: "Clicca dappertutto e leggi bene quello che il team ti ha lasciato: il manifesto, il libretto, la lavagna.",
    won: "Ora conosci i nostri valori, chi fa cosa e i nostri strumenti. Benvenuto da Horizon!",
    achievementName: "Inserimento lampo",
    achievementDescription: "Finire il primo giorno in meno di quindici minuti.",
  },
};

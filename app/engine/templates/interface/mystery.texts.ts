import type { BaseLanguage } from "../../../i18n/locales";

/** The whodunit's words in each site language; the culprit is named by his first name, or his trade in the language. */
type MysteryTexts = {
  title: string;
  summary: string;
  drawingRoom: string;
  drawingRoomDescription: string;
  study: string;
  studyDescription: string;
  clockLabel: string;
  clockText: string;
  hostessLabel: string;
  hostessText: string;
  sideTableLabel: string;
  deskLabel: string;
  doorLabel: string;
  doorShut: string;
  windowLabel: string;
  windowText: string;
  safeLabel: string;
  safeText: string;
  filesLabel: string;
  filesText: string;
  phoneLabel: string;
  backLabel: string;
  magnifierName: string;
  magnifierDescription: string;
  keyName: string;
  keyDescription: string;
  deskName: string;
  deskPrompt: string;
  deskSolved: string;
  deskHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  footprintsName: string;
  footprintsSolved: string;
  footprintsHints: string[];
  accusationName: string;
  accusationPrompt: string;
  accusationAnswers: [string, ...string[]];
  accusationSolved: string;
  accusationHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const MYSTERY_TEXTS: Record<BaseLanguage, MysteryTexts> = {
  fr: {
    title: "Le collier de Mme de Valmont",
    summary:
      "Une enquête à résoudre : pendant un dîner au manoir, le collier de Mme de Valmont a disparu. La pendule arrêtée ouvre le secrétaire, la loupe révèle les empreintes, et les dossiers des suspects désignent le coupable. Remplacez les suspects, leurs alibis et les indices par ceux de votre propre intrigue.",
    drawingRoom: "Le grand salon",
    drawingRoomDescription:
      "Le grand salon du manoir après le dîner : Mme de Valmont dans son fauteuil, une pendule renversée sur la cheminée, un guéridon avec une loupe, un secrétaire fermé par des molettes et la porte du bureau.",
    study: "Le bureau",
    studyDescription:
      "Le bureau de Mme de Valmont : une fenêtre grande ouverte, de la boue sur le parquet, un coffre-fort vide, des dossiers sur le bureau et un téléphone.",
    clockLabel: "Pendule renversée sur la cheminée",
    clockText: "La pendule est couchée sur le côté, arrêtée : la petite aiguille juste avant le 11, la grande sur le 8. C'était le soir.",
    hostessLabel: "Mme de Valmont dans son fauteuil",
    hostessText:
      "« Mon collier ! J'ai découvert le vol à l'instant où j'ai renversé la pendule, de frayeur : elle s'est arrêtée net. J'ai aussitôt fermé le bureau et caché la clé dans mon secrétaire. Ses molettes sont réglées sur cette heure-là, en heures de 0 à 23 : je ne l'oublierai jamais. »",
    sideTableLabel: "Guéridon avec une loupe",
    deskLabel: "Secrétaire fermé par quatre molettes",
    doorLabel: "Porte du bureau",
    doorShut: "La porte du bureau est fermée à clé. Mme de Valmont dit l'avoir cachée dans son secrétaire.",
    windowLabel: "Fenêtre grande ouverte",
    windowText: "La fenêtre donne sur le parc. Il y a de la boue sur le rebord et sur le parquet, mais à l'œil nu, impossible d'en tirer quoi que ce soit.",
    safeLabel: "Coffre-fort vide",
    safeText: "Le coffre-fort est ouvert et vide. Il n'a pas été forcé : le voleur connaissait bien la maison.",
    filesLabel: "Dossiers des suspects",
    filesText:
      "Trois dossiers. Rose, la cuisinière : a servi le café à tous les invités au salon de 22 h 30 à 23 h. Hugo, le neveu : fluet, chausse du 38. Victor, le jardinier : porte des bottes en 44 et a repeint la serre en vert tout l'après-midi.",
    phoneLabel: "Téléphone du bureau",
    backLabel: "Retourner au grand salon",
    magnifierName: "Loupe",
    magnifierDescription: "Une loupe à manche d'ivoire. Parfaite pour examiner les détails.",
    keyName: "Clé du bureau",
    keyDescription: "Une clé en fer forgé, cachée par Mme de Valmont dans son secrétaire.",
    deskName: "Le secrétaire",
    deskPrompt: "Un secrétaire en acajou fermé par quatre molettes de 0 à 9.",
    deskSolved: "Les molettes s'alignent et l'abattant s'ouvre : la clé du bureau est là.",
    deskHints: [
      "Mme de Valmont a réglé les molettes sur l'heure où la pendule s'est arrêtée.",
      "La pendule s'est arrêtée à 11 heures moins 20, le soir : comptez les heures de 0 à 23.",
      "22 h 40 : 2, 2, 4, 0.",
    ],
    openName: "Ouvrir le bureau",
    openSolved: "La clé tourne dans la serrure. Le bureau est glacial : la fenêtre est restée ouverte.",
    openHints: ["La porte du bureau attend sa clé.", "Utilisez la clé du bureau sur la porte."],
    footprintsName: "Examiner les empreintes",
    footprintsSolved: "À la loupe : de grandes empreintes de bottes, pointure 44, qui vont jusqu'à la fenêtre. Dans la boue, des écailles de peinture verte toute fraîche.",
    footprintsHints: ["À l'œil nu, la boue ne dit rien. Il vous faut un instrument.", "Utilisez la loupe sur la fenêtre ouverte."],
    accusationName: "L'accusation",
    accusationPrompt: "L'inspecteur est en ligne : « Alors, qui a volé le collier ? »",
    accusationAnswers: ["Victor", "le jardinier", "jardinier"],
    accusationSolved: "« Victor ? Nous l'arrêtons à la serre… Bravo, le collier était caché dans un pot de peinture ! »",
    accusationHints: [
      "Comparez ce que montrent les empreintes avec les dossiers des suspects.",
      "Rose était au salon devant tout le monde, Hugo a de trop petits pieds.",
      "Bottes en 44 et peinture verte : c'est Victor, le jardinier.",
    ],
    generalHint: "Interrogez Mme de Valmont et regardez chaque détail du salon.",
    won: "Affaire classée ! Mme de Valmont retrouve son collier, et vous, votre réputation de fin limier.",
    achievementName: "Fin limier",
    achievementDescription: "Résoudre l'enquête sans une seule erreur.",
  },
  de: {
    title: "Die Kette der Gräfin",
    summary:
      "Ein Krimi zum Lösen: Während eines Abendessens im Herrenhaus ist die Kette der Gräfin von Falkenberg verschwunden. Die stehengebliebene Uhr öffnet den Sekretär, die Lupe zeigt die Fußspuren und die Akten der Verdächtigen verraten den Täter. Ersetze Verdächtige, Alibis und Hinweise durch die deiner eigenen Geschichte.",
    drawingRoom: "Der große Salon",
    drawingRoomDescription:
      "Der große Salon des Herrenhauses nach dem Abendessen: die Gräfin in ihrem Sessel, eine umgekippte Uhr auf dem Kamin, ein Beistelltisch mit einer Lupe, ein Sekretär mit Zahlenrädchen und die Tür zum Arbeitszimmer.",
    study: "Das Arbeitszimmer",
    studyDescription:
      "Das Arbeitszimmer der Gräfin: ein weit offenes Fenster, Schlamm auf dem Parkett, ein leerer Tresor, Akten auf dem Schreibtisch und ein Telefon.",
    clockLabel: "Umgekippte Uhr auf dem Kamin",
    clockText: "Die Uhr liegt auf der Seite und steht still: der kleine Zeiger kurz vor der 11, der große auf der 8. Es war am Abend.",
    hostessLabel: "Die Gräfin in ihrem Sessel",
    hostessText:
      "„Meine Kette! Ich habe den Diebstahl genau in dem Moment entdeckt, als ich vor Schreck die Uhr umgestoßen habe: Sie ist sofort stehen geblieben. Dann habe ich das Arbeitszimmer abgeschlossen und den Schlüssel in meinem Sekretär versteckt. Seine Rädchen stehen auf genau dieser Uhrzeit, von 0 bis 23 Uhr gezählt. Die vergesse ich nie.“",
    sideTableLabel: "Beistelltisch mit einer Lupe",
    deskLabel: "Sekretär mit vier Zahlenrädchen",
    doorLabel: "Tür zum Arbeitszimmer",
    doorShut: "Die Tür zum Arbeitszimmer ist abgeschlossen. Die Gräfin sagt, sie habe den Schlüssel in ihrem Sekretär versteckt.",
    windowLabel: "Weit offenes Fenster",
    windowText: "Das Fenster geht auf den Park hinaus. Auf dem Sims und dem Parkett ist Schlamm, aber mit bloßem Auge erkennst du nichts Genaues.",
    safeLabel: "Leerer Tresor",
    safeText: "Der Tresor steht offen und ist leer. Er wurde nicht aufgebrochen: Der Dieb kannte sich im Haus gut aus.",
    filesLabel: "Akten der Verdächtigen",
    filesText:
      "Drei Akten. Rose, die Köchin: hat allen Gästen von 22:30 bis 23 Uhr im Salon den Kaffee serviert. Hugo, der Neffe: schmächtig, Schuhgröße 38. Victor, der Gärtner: trägt Stiefel in Größe 44 und hat den ganzen Nachmittag das Gewächshaus grün gestrichen.",
    phoneLabel: "Telefon im Arbeitszimmer",
    backLabel: "Zurück in den großen Salon",
    magnifierName: "Lupe",
    magnifierDescription: "Eine Lupe mit Elfenbeingriff. Perfekt, um Details zu untersuchen.",
    keyName: "Schlüssel zum Arbeitszimmer",
    keyDescription: "Ein schmiedeeiserner Schlüssel, den die Gräfin in ihrem Sekretär versteckt hat.",
    deskName: "Der Sekretär",
    deskPrompt: "Ein Sekretär aus Mahagoni mit vier Zahlenrädchen von 0 bis 9.",
    deskSolved: "Die Rädchen rasten ein und die Klappe öffnet sich: Da liegt der Schlüssel zum Arbeitszimmer.",
    deskHints: [
      "Die Gräfin hat die Rädchen auf die Uhrzeit gestellt, zu der die Uhr stehen geblieben ist.",
      "Die Uhr blieb um zwanzig vor elf am Abend stehen: Zähl die Stunden von 0 bis 23.",
      "22:40 Uhr: 2, 2, 4, 0.",
    ],
    openName: "Das Arbeitszimmer aufschließen",
    openSolved: "Der Schlüssel dreht sich im Schloss. Im Arbeitszimmer ist es eiskalt: Das Fenster steht noch offen.",
    openHints: ["Die Tür zum Arbeitszimmer wartet auf ihren Schlüssel.", "Benutze den Schlüssel zum Arbeitszimmer an der Tür."],
    footprintsName: "Die Fußspuren untersuchen",
    footprintsSolved: "Durch die Lupe: große Stiefelabdrücke, Größe 44, die bis zum Fenster führen. Im Schlamm kleben Splitter von frischer grüner Farbe.",
    footprintsHints: ["Mit bloßem Auge verrät der Schlamm nichts. Du brauchst ein Hilfsmittel.", "Benutze die Lupe am offenen Fenster."],
    accusationName: "Die Anklage",
    accusationPrompt: "Der Kommissar ist am Apparat: „Also, wer hat die Kette gestohlen?“",
    accusationAnswers: ["Victor", "der Gärtner", "Gärtner"],
    accusationSolved: "„Victor? Wir nehmen ihn im Gewächshaus fest … Gut gemacht, die Kette steckte in einem Farbeimer!“",
    accusationHints: [
      "Vergleiche, was die Fußspuren zeigen, mit den Akten der Verdächtigen.",
      "Rose war vor allen Gästen im Salon, Hugo hat zu kleine Füße.",
      "Stiefel in Größe 44 und grüne Farbe: Es war Victor, der Gärtner.",
    ],
    generalHint: "Sprich mit der Gräfin und schau dir jedes Detail im Salon an.",
    won: "Fall gelöst! Die Gräfin bekommt ihre Kette zurück und du hast deinen Ruf als Spürnase weg.",
    achievementName: "Spürnase",
    achievementDescription: "Den Fall ohne einen einzigen Fehler lösen.",
  },
  en: {
    title: "Lady Ravenwood's Necklace",
    summary:
      "A whodunit to solve: during a dinner party at the manor, Lady Ravenwood's necklace has vanished. The stopped clock opens the writing desk, the magnifying glass reveals the footprints, and the suspects' files point to the culprit. Replace the suspects, their alibis and the clues with those of your own plot.",
    drawingRoom: "The drawing room",
    drawingRoomDescription:
      "The manor's drawing room after dinner: Lady Ravenwood in her armchair, a clock knocked over on the mantelpiece, a side table with a magnifying glass, a writing desk with number dials and the door to the study.",
    study: "The study",
    studyDescription:
      "Lady Ravenwood's study: a wide-open window, mud on the floorboards, an empty safe, files on the desk and a telephone.",
    clockLabel: "Clock knocked over on the mantelpiece",
    clockText: "The clock lies on its side, stopped: the hour hand just before 11, the minute hand on the 8. It was evening.",
    hostessLabel: "Lady Ravenwood in her armchair",
    hostessText:
      "\"My necklace! I discovered the theft at the very moment I knocked the clock over in fright: it stopped dead. I locked the study at once and hid the key in my writing desk. Its dials are set to that very time, on the 24-hour clock. I shall never forget it.\"",
    sideTableLabel: "Side table with a magnifying glass",
    deskLabel: "Writing desk locked by four dials",
    doorLabel: "Study door",
    doorShut: "The study door is locked. Lady Ravenwood says she hid the key in her writing desk.",
    windowLabel: "Wide-open window",
    windowText: "The window looks out onto the grounds. There's mud on the sill and on the floor, but you can't make anything out with the naked eye.",
    safeLabel: "Empty safe",
    safeText: "The safe is open and empty. It wasn't forced: the thief knew the house well.",
    filesLabel: "The suspects' files",
    filesText:
      "Three files. Rose, the cook: served coffee to all the guests in the drawing room from 10:30 to 11 pm. Hugo, the nephew: slight, shoe size 5. Victor, the gardener: wears size 10 boots and spent the whole afternoon painting the greenhouse green.",
    phoneLabel: "Telephone in the study",
    backLabel: "Go back to the drawing room",
    magnifierName: "Magnifying glass",
    magnifierDescription: "A magnifying glass with an ivory handle. Perfect for examining details.",
    keyName: "Study key",
    keyDescription: "A wrought-iron key Lady Ravenwood hid in her writing desk.",
    deskName: "The writing desk",
    deskPrompt: "A mahogany writing desk locked by four dials from 0 to 9.",
    deskSolved: "The dials line up and the flap falls open: there's the study key.",
    deskHints: [
      "Lady Ravenwood set the dials to the time the clock stopped.",
      "The clock stopped at twenty to eleven in the evening: write it on the 24-hour clock.",
      "22:40: 2, 2, 4, 0.",
    ],
    openName: "Open the study",
    openSolved: "The key turns in the lock. The study is freezing: the window has been left open.",
    openHints: ["The study door is waiting for its key.", "Use the study key on the door."],
    footprintsName: "Examine the footprints",
    footprintsSolved: "Through the magnifying glass: large boot prints, size 10, leading to the window. In the mud, flakes of fresh green paint.",
    footprintsHints: ["With the naked eye, the mud tells you nothing. You need an instrument.", "Use the magnifying glass on the open window."],
    accusationName: "The accusation",
    accusationPrompt: "The inspector is on the line: \"So, who stole the necklace?\"",
    accusationAnswers: ["Victor", "the gardener", "gardener"],
    accusationSolved: "\"Victor? We're arresting him in the greenhouse… Well done, the necklace was hidden in a paint pot!\"",
    accusationHints: [
      "Compare what the footprints show with the suspects' files.",
      "Rose was in the drawing room in front of everyone, and Hugo's feet are too small.",
      "Size 10 boots and green paint: it was Victor, the gardener.",
    ],
    generalHint: "Talk to Lady Ravenwood and look at every detail of the drawing room.",
    won: "Case closed! Lady Ravenwood gets her necklace back, and you've earned your name as a fine detective.",
    achievementName: "Sharp eye",
    achievementDescription: "Solve the case without a single mistake.",
  },
  es: {
    title: "El collar de doña Águeda",
    summary:
      "Un misterio por resolver: durante una cena en la mansión, ha desaparecido el collar de doña Águeda. El reloj parado abre el secreter, la lupa revela las huellas y los expedientes de los sospechosos señalan al culpable. Cambia los sospechosos, sus coartadas y las pistas por los de tu propia intriga.",
    drawingRoom: "El gran salón",
    drawingRoomDescription:
      "El gran salón de la mansión después de la cena: doña Águeda en su sillón, un reloj volcado sobre la chimenea, una mesita con una lupa, un secreter cerrado con ruedas de números y la puerta del despacho.",
    study: "El despacho",
    studyDescription:
      "El despacho de doña Águeda: una ventana abierta de par en par, barro en el parqué, una caja fuerte vacía, expedientes sobre la mesa y un teléfono.",
    clockLabel: "Reloj volcado sobre la chimenea",
    clockText: "El reloj está tumbado de lado, parado: la aguja pequeña justo antes del 11 y la grande en el 8. Era de noche.",
    hostessLabel: "Doña Águeda en su sillón",
    hostessText:
      "«¡Mi collar! Descubrí el robo justo cuando, del susto, volqué el reloj: se paró en seco. Enseguida cerré el despacho y escondí la llave en mi secreter. Sus ruedas marcan esa misma hora, contando de 0 a 23. Nunca la olvidaré».",
    sideTableLabel: "Mesita con una lupa",
    deskLabel: "Secreter cerrado con cuatro ruedas de números",
    doorLabel: "Puerta del despacho",
    doorShut: "La puerta del despacho está cerrada con llave. Doña Águeda dice que la escondió en su secreter.",
    windowLabel: "Ventana abierta de par en par",
    windowText: "La ventana da al parque. Hay barro en el alféizar y en el suelo, pero a simple vista no se distingue nada.",
    safeLabel: "Caja fuerte vacía",
    safeText: "La caja fuerte está abierta y vacía. No la han forzado: el ladrón conocía bien la casa.",
    filesLabel: "Expedientes de los sospechosos",
    filesText:
      "Tres expedientes. Rose, la cocinera: sirvió el café a todos los invitados en el salón de 22:30 a 23:00. Hugo, el sobrino: menudo, calza un 38. Victor, el jardinero: lleva botas del 44 y se pasó la tarde pintando el invernadero de verde.",
    phoneLabel: "Teléfono del despacho",
    backLabel: "Volver al gran salón",
    magnifierName: "Lupa",
    magnifierDescription: "Una lupa con mango de marfil. Perfecta para examinar los detalles.",
    keyName: "Llave del despacho",
    keyDescription: "Una llave de hierro forjado que doña Águeda escondió en su secreter.",
    deskName: "El secreter",
    deskPrompt: "Un secreter de caoba cerrado con cuatro ruedas del 0 al 9.",
    deskSolved: "Las ruedas encajan y la tapa se abre: ahí está la llave del despacho.",
    deskHints: [
      "Doña Águeda puso las ruedas en la hora en que se paró el reloj.",
      "El reloj se paró a las once menos veinte de la noche: cuenta las horas de 0 a 23.",
      "22:40: 2, 2, 4, 0.",
    ],
    openName: "Abrir el despacho",
    openSolved: "La llave gira en la cerradura. En el despacho hace un frío helador: la ventana se ha quedado abierta.",
    openHints: ["La puerta del despacho espera su llave.", "Usa la llave del despacho en la puerta."],
    footprintsName: "Examinar las huellas",
    footprintsSolved: "Con la lupa: grandes huellas de botas, del 44, que llegan hasta la ventana. En el barro, escamas de pintura verde recién aplicada.",
    footprintsHints: ["A simple vista, el barro no dice nada. Necesitas un instrumento.", "Usa la lupa en la ventana abierta."],
    accusationName: "La acusación",
    accusationPrompt: "El inspector está al teléfono: «Entonces, ¿quién robó el collar?»",
    accusationAnswers: ["Victor", "el jardinero", "jardinero"],
    accusationSolved: "«¿Victor? Lo detenemos en el invernadero… ¡Bien hecho, el collar estaba escondido en un bote de pintura!»",
    accusationHints: [
      "Compara lo que muestran las huellas con los expedientes de los sospechosos.",
      "Rose estaba en el salón delante de todos y Hugo tiene los pies demasiado pequeños.",
      "Botas del 44 y pintura verde: fue Victor, el jardinero.",
    ],
    generalHint: "Habla con doña Águeda y fíjate en cada detalle del salón.",
    won: "¡Caso cerrado! Doña Águeda recupera su collar y tú te ganas fama de gran detective.",
    achievementName: "Olfato de sabueso",
    achievementDescription: "Resolver el caso sin cometer ni un error.",
  },
  it: {
    title: "La collana della contessa",
    summary:
      "Un giallo da risolvere: durante una cena in villa è sparita la collana della contessa Valmonte. L'orologio fermo apre lo scrittoio, la lente rivela le impronte e i fascicoli dei sospettati indicano il colpevole. Sostituisci i sospettati, i loro alibi e gli indizi con quelli della tua trama.",
    drawingRoom: "Il salone",
    drawingRoomDescription:
      "Il salone della villa dopo cena: la contessa nella sua poltrona, un orologio rovesciato sul camino, un tavolino con una lente d'ingrandimento, uno scrittoio chiuso da rotelle numerate e la porta dello studio.",
    study: "Lo studio",
    studyDescription:
      "Lo studio della contessa: una finestra spalancata, fango sul parquet, una cassaforte vuota, dei fascicoli sulla scrivania e un telefono.",
    clockLabel: "Orologio rovesciato sul camino",
    clockText: "L'orologio è rovesciato su un fianco, fermo: la lancetta piccola poco prima delle 11, quella grande sull'8. Era sera.",
    hostessLabel: "La contessa nella sua poltrona",
    hostessText:
      "«La mia collana! Ho scoperto il furto proprio nell'istante in cui, per lo spavento, ho rovesciato l'orologio: si è fermato di colpo. Ho subito chiuso lo studio e nascosto la chiave nel mio scrittoio. Le rotelle sono impostate su quell'ora, contando da 0 a 23. Non la dimenticherò mai.»",
    sideTableLabel: "Tavolino con una lente d'ingrandimento",
    deskLabel: "Scrittoio chiuso da quattro rotelle",
    doorLabel: "Porta dello studio",
    doorShut: "La porta dello studio è chiusa a chiave. La contessa dice di averla nascosta nello scrittoio.",
    windowLabel: "Finestra spalancata",
    windowText: "La finestra dà sul parco. C'è del fango sul davanzale e sul pavimento, ma a occhio nudo non si capisce nulla.",
    safeLabel: "Cassaforte vuota",
    safeText: "La cassaforte è aperta e vuota. Non è stata forzata: il ladro conosceva bene la casa.",
    filesLabel: "Fascicoli dei sospettati",
    filesText:
      "Tre fascicoli. Rose, la cuoca: ha servito il caffè a tutti gli ospiti in salone dalle 22:30 alle 23. Hugo, il nipote: mingherlino, porta il 38. Victor, il giardiniere: porta stivali numero 44 e ha passato il pomeriggio a dipingere di verde la serra.",
    phoneLabel: "Telefono dello studio",
    backLabel: "Tornare al salone",
    magnifierName: "Lente d'ingrandimento",
    magnifierDescription: "Una lente con il manico d'avorio. Perfetta per esaminare i dettagli.",
    keyName: "Chiave dello studio",
    keyDescription: "Una chiave in ferro battuto che la contessa ha nascosto nel suo scrittoio.",
    deskName: "Lo scrittoio",
    deskPrompt: "Uno scrittoio di mogano chiuso da quattro rotelle da 0 a 9.",
    deskSolved: "Le rotelle scattano e la ribalta si apre: ecco la chiave dello studio.",
    deskHints: [
      "La contessa ha impostato le rotelle sull'ora in cui si è fermato l'orologio.",
      "L'orologio si è fermato alle undici meno venti di sera: conta le ore da 0 a 23.",
      "22:40: 2, 2, 4, 0.",
    ],
    openName: "Aprire lo studio",
    openSolved: "La chiave gira nella serratura. Nello studio fa un freddo gelido: la finestra è rimasta aperta.",
    openHints: ["La porta dello studio aspetta la sua chiave.", "Usa la chiave dello studio sulla porta."],
    footprintsName: "Esaminare le impronte",
    footprintsSolved: "Con la lente: grandi impronte di stivali, numero 44, che arrivano fino alla finestra. Nel fango, scaglie di vernice verde fresca.",
    footprintsHints: ["A occhio nudo il fango non dice niente. Ti serve uno strumento.", "Usa la lente d'ingrandimento sulla finestra aperta."],
    accusationName: "L'accusa",
    accusationPrompt: "L'ispettore è al telefono: «Allora, chi ha rubato la collana?»",
    accusationAnswers: ["Victor", "il giardiniere", "giardiniere"],
    accusationSolved: "«Victor? Lo arrestiamo nella serra… Ottimo lavoro, la collana era nascosta in un barattolo di vernice!»",
    accusationHints: [
      "Confronta quello che mostrano le impronte con i fascicoli dei sospettati.",
      "Rose era in salone davanti a tutti, Hugo ha i piedi troppo piccoli.",
      "Stivali numero 44 e vernice verde: è stato Victor, il giardiniere.",
    ],
    generalHint: "Parla con la contessa e guarda ogni dettaglio del salone.",
    won: "Caso chiuso! La contessa ritrova la sua collana e tu ti guadagni la fama di grande investigatore.",
    achievementName: "Fiuto da segugio",
    achievementDescription: "Risolvere il caso senza nemmeno un errore.",
  },
};

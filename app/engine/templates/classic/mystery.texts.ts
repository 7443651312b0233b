import type { Texts } from "./kit";

/**
 * The whodunit's texts. Each guest wears a colour (the study's lock), the invitation gives the
 * countess's birthday (the drawer: 12 October, "1210"), the tuner's invoice breaks the niece's alibi.
 */

const fr = {
  title: "Le diamant de la comtesse",
  summary:
    "Une enquête à lire : un diamant volé pendant une panne de courant, quatre suspects, des témoignages et des documents à confronter. Remplacez l'histoire, les suspects et les documents par les vôtres, en gardant un indice qui contredit le coupable.",
  finishedName: "Fin limier",
  loungeRoom: "Le grand salon",
  studyRoom: "Le bureau de la comtesse",
  intro:
    "Samedi soir, la comtesse de Valmont fêtait son anniversaire. À 21 h 47, l'électricité a été coupée pendant deux minutes. Quand la lumière est revenue, le diamant « Étoile bleue » avait disparu de sa vitrine. Personne n'a quitté le manoir : le voleur est l'un des quatre invités. Lisez les documents et trouvez le coupable.",
  loungeAlt: "Le grand salon : une vitrine vide au centre, une horloge arrêtée, un piano à queue, une table d'entrée et, au fond, la porte du bureau de la comtesse.",
  invitation:
    "# L'invitation\n« La comtesse de Valmont vous prie de lui faire l'honneur de dîner au manoir le samedi 12 octobre, pour fêter son soixante-dixième anniversaire. »",
  statements:
    "# Les témoignages\n- **Le colonel Armand** (écharpe rouge) : « Au moment de la panne, je fumais un cigare sur la terrasse. Il pleuvait à verse, je suis rentré trempé. »\n- **Béatrice**, la nièce (robe verte) : « J'étais au piano, je jouais du Chopin. J'ai continué dans le noir : je connais le morceau par cœur. »\n- **Le docteur Lenoir** (manteau noir) : « Je lisais au coin du feu, dans la bibliothèque. Je n'ai rien entendu. »\n- **Madame Violette**, la voisine (chapeau violet) : « Je bavardais avec le majordome dans le hall. Il vous le confirmera. »",
  hallTable: "Sur la table de l'entrée, le livre d'or de la soirée est resté ouvert.",
  bookName: "Livre d'or",
  bookDescription: "Le livre d'or du manoir, relié de cuir rouge.",
  bookText:
    "Le majordome y a noté l'heure d'arrivée de chaque invité : « Béatrice, 19 h 34. Le colonel Armand, 19 h 20. Madame Violette, 19 h 12. Le docteur Lenoir, 19 h 05. »",
  studyDoor:
    "La porte du bureau de la comtesse a une serrure à couleurs. Le majordome vous glisse : « Madame change la combinaison chaque soir : ce sont les couleurs de ses invités, dans l'ordre de leur arrivée. »",
  studyShut: "La serrure à couleurs reste bloquée.",
  lockName: "La serrure du bureau",
  lockPrompt: "Les couleurs des invités, dans l'ordre de leur arrivée.",
  lockSolved: "La serrure se déverrouille : vous entrez dans le bureau de la comtesse.",
  study:
    "Des papiers partout et un secrétaire dont le tiroir est fermé par un cadenas à quatre molettes. Une étiquette, de la main de la comtesse : « Mon tiroir s'ouvre avec mon anniversaire : le jour, puis le mois. »",
  studyAlt: "Le bureau de la comtesse : un secrétaire en bois avec un tiroir cadenassé, une lampe, une pile de factures et le portrait d'une dame âgée coiffée d'un diadème.",
  drawerName: "Le cadenas du tiroir",
  drawerPrompt: "Le jour puis le mois de l'anniversaire de la comtesse, en quatre chiffres.",
  drawerSolved: "Le tiroir s'ouvre. Dedans, une loupe à manche d'ivoire.",
  magnifierName: "Loupe",
  magnifierDescription: "Une loupe à manche d'ivoire, idéale pour les petits caractères.",
  invoice: "Sur le secrétaire, une facture de l'accordeur de piano, datée de lundi. Tout en bas, une ligne en caractères minuscules, illisible à l'œil nu.",
  smallPrint: "Les petits caractères de la facture, lus à la loupe : « Piano du salon : marteaux démontés pour réparation. Instrument muet jusqu'au retour des pièces, lundi prochain. »",
  readName: "Lire les petits caractères",
  readMessage: "Sous la loupe, les petits caractères deviennent lisibles : le piano du salon est en réparation depuis lundi. Il ne peut pas jouer une seule note !",
  accuse: "# L'accusation\nQui a menti dans son témoignage ? Donnez le nom du coupable.",
  accusationName: "Désigner le coupable",
  accusationPrompt: "Le nom du coupable.",
  culprit: ["Béatrice", "la nièce", "nièce"],
  accusationSolved:
    "Béatrice pâlit, puis avoue : elle a coupé le courant au compteur et pris le diamant pendant la panne. Personne ne pouvait l'entendre jouer… puisque le piano était muet !",
  won: "Affaire résolue ! Le diamant « Étoile bleue » est retrouvé dans la doublure de la robe verte. La comtesse vous remercie : « Quel flair ! Vous serez toujours les bienvenus à mes anniversaires. »",
  hints: {
    lock: ["Prenez le livre d'or sur la table de l'entrée et lisez-le.", "Classez les invités par heure d'arrivée, puis remplacez chacun par la couleur de son vêtement.", "Le docteur Lenoir est arrivé le premier."],
    drawer: ["L'invitation dit quel jour la comtesse fête son anniversaire.", "Le samedi 12 octobre : le jour en deux chiffres, puis le mois en deux chiffres."],
    read: ["La facture cache quelque chose en tout petit.", "Utilisez la loupe du tiroir sur la facture."],
    accusation: ["Comparez chaque témoignage avec ce que disent les documents.", "Un des suspects dit avoir joué d'un instrument… qui ne pouvait pas jouer."],
  },
};

export type MysteryTexts = typeof fr;

const de: MysteryTexts = {
  title: "Der Diamant der Gräfin",
  summary:
    "Ein Krimi zum Lesen: ein Diamant, gestohlen während eines Stromausfalls, vier Verdächtige, Aussagen und Dokumente, die verglichen werden wollen. Ersetze die Geschichte, die Verdächtigen und die Dokumente durch deine eigenen und behalte einen Hinweis, der den Täter widerlegt.",
  finishedName: "Spürnase",
  loungeRoom: "Der große Salon",
  studyRoom: "Das Arbeitszimmer der Gräfin",
  intro:
    "Am Samstagabend feierte die Gräfin von Valmont ihren Geburtstag. Um 21:47 Uhr fiel der Strom für zwei Minuten aus. Als das Licht wiederkam, war der Diamant „Blauer Stern“ aus seiner Vitrine verschwunden. Niemand hat das Herrenhaus verlassen: Der Dieb ist einer der vier Gäste. Lies die Dokumente und finde den Täter.",
  loungeAlt: "Der große Salon: in der Mitte eine leere Vitrine, eine stehengebliebene Uhr, ein Flügel, ein Tisch in der Eingangshalle und hinten die Tür zum Arbeitszimmer der Gräfin.",
  invitation:
    "# Die Einladung\n„Die Gräfin von Valmont lädt am Samstag, dem 12. Oktober, zum Abendessen ins Herrenhaus ein, um ihren siebzigsten Geburtstag zu feiern.“",
  statements:
    "# Die Aussagen\n- **Oberst Armand** (roter Schal): „Als der Strom ausfiel, rauchte ich auf der Terrasse eine Zigarre. Es goss in Strömen, ich kam klatschnass zurück.“\n- **Beatrice**, die Nichte (grünes Kleid): „Ich saß am Flügel und spielte Chopin. Im Dunkeln habe ich weitergespielt, ich kann das Stück auswendig.“\n- **Doktor Lenoir** (schwarzer Mantel): „Ich las am Kamin in der Bibliothek. Ich habe nichts gehört.“\n- **Frau Violetta**, die Nachbarin (violetter Hut): „Ich habe mich in der Halle mit dem Butler unterhalten. Er wird es bestätigen.“",
  hallTable: "Auf dem Tisch in der Eingangshalle liegt noch das aufgeschlagene Gästebuch des Abends.",
  bookName: "Gästebuch",
  bookDescription: "Das Gästebuch des Herrenhauses, in rotes Leder gebunden.",
  bookText:
    "Der Butler hat die Ankunftszeit jedes Gastes notiert: „Beatrice, 19:34 Uhr. Oberst Armand, 19:20 Uhr. Frau Violetta, 19:12 Uhr. Doktor Lenoir, 19:05 Uhr.“",
  studyDoor:
    "Die Tür zum Arbeitszimmer der Gräfin hat ein Farbschloss. Der Butler raunt dir zu: „Die gnädige Frau ändert die Kombination jeden Abend: Es sind die Farben ihrer Gäste, in der Reihenfolge ihrer Ankunft.“",
  studyShut: "Das Farbschloss bleibt zu.",
  lockName: "Das Schloss des Arbeitszimmers",
  lockPrompt: "Die Farben der Gäste, in der Reihenfolge ihrer Ankunft.",
  lockSolved: "Das Schloss entriegelt sich: Du betrittst das Arbeitszimmer der Gräfin.",
  study:
    "Überall liegen Papiere, und am Sekretär ist die Schublade mit einem Schloss mit vier Rädchen gesichert. Ein Zettel in der Handschrift der Gräfin: „Meine Schublade öffnet sich mit meinem Geburtstag: erst der Tag, dann der Monat.“",
  studyAlt: "Das Arbeitszimmer der Gräfin: ein hölzerner Sekretär mit einer abgeschlossenen Schublade, eine Lampe, ein Stapel Rechnungen und das Porträt einer älteren Dame mit Diadem.",
  drawerName: "Das Schloss der Schublade",
  drawerPrompt: "Tag und Monat des Geburtstags der Gräfin, in vier Ziffern.",
  drawerSolved: "Die Schublade geht auf. Darin liegt eine Lupe mit Elfenbeingriff.",
  magnifierName: "Lupe",
  magnifierDescription: "Eine Lupe mit Elfenbeingriff, wie gemacht für das Kleingedruckte.",
  invoice: "Auf dem Sekretär liegt eine Rechnung des Klavierstimmers vom Montag. Ganz unten steht eine Zeile in winziger Schrift, mit bloßem Auge nicht zu lesen.",
  smallPrint: "Das Kleingedruckte der Rechnung, mit der Lupe gelesen: „Flügel im Salon: Hämmer zur Reparatur ausgebaut. Das Instrument bleibt stumm, bis die Teile nächsten Montag zurückkommen.“",
  readName: "Das Kleingedruckte lesen",
  readMessage: "Unter der Lupe wird das Kleingedruckte lesbar: Der Flügel im Salon ist seit Montag in Reparatur. Er kann keinen einzigen Ton spielen!",
  accuse: "# Die Anklage\nWer hat in seiner Aussage gelogen? Nenne den Namen des Täters.",
  accusationName: "Den Täter benennen",
  accusationPrompt: "Der Name des Täters.",
  culprit: ["Beatrice", "die Nichte", "Nichte"],
  accusationSolved:
    "Beatrice wird blass und gesteht: Sie hat am Zähler den Strom abgeschaltet und den Diamanten im Dunkeln genommen. Niemand konnte sie spielen hören … denn der Flügel war stumm!",
  won: "Fall gelöst! Der „Blaue Stern“ steckt im Futter des grünen Kleides. Die Gräfin bedankt sich: „Was für eine Spürnase! Bei meinen Geburtstagen bist du immer willkommen.“",
  hints: {
    lock: ["Nimm das Gästebuch vom Tisch in der Eingangshalle und lies es.", "Ordne die Gäste nach ihrer Ankunftszeit und ersetze jeden durch die Farbe seiner Kleidung.", "Doktor Lenoir kam als Erster."],
    drawer: ["Die Einladung verrät, an welchem Tag die Gräfin Geburtstag feiert.", "Samstag, der 12. Oktober: der Tag mit zwei Ziffern, dann der Monat mit zwei Ziffern."],
    read: ["Auf der Rechnung steht etwas sehr klein geschrieben.", "Benutze die Lupe aus der Schublade an der Rechnung."],
    accusation: ["Vergleiche jede Aussage mit dem, was in den Dokumenten steht.", "Eine Verdächtige sagt, sie habe ein Instrument gespielt … das gar nicht spielen konnte."],
  },
};

const en: MysteryTexts = {
  title: "The countess's diamond",
  summary:
    "A mystery to read: a diamond stolen during a power cut, four suspects, statements and documents to compare. Replace the story, the suspects and the documents with your own, keeping one clue that gives the culprit away.",
  finishedName: "Master sleuth",
  loungeRoom: "The drawing room",
  studyRoom: "The countess's study",
  intro:
    "On Saturday evening, the Countess of Valmont was celebrating her birthday. At 9:47 pm the power went off for two minutes. When the lights came back on, the Blue Star diamond had vanished from its display case. Nobody left the manor: the thief is one of the four guests. Read the documents and find the culprit.",
  loungeAlt: "The drawing room: an empty display case in the middle, a stopped clock, a grand piano, a hall table and, at the back, the door to the countess's study.",
  invitation:
    "# The invitation\n\"The Countess of Valmont requests the pleasure of your company for dinner at the manor on Saturday 12 October, to celebrate her seventieth birthday.\"",
  statements:
    "# The statements\n- **Colonel Armand** (red scarf): \"When the power went off, I was smoking a cigar on the terrace. It was pouring, I came back in soaked.\"\n- **Beatrice**, the niece (green dress): \"I was at the piano, playing Chopin. I kept playing in the dark: I know the piece by heart.\"\n- **Doctor Lenoir** (black coat): \"I was reading by the fire in the library. I didn't hear a thing.\"\n- **Mrs Violet**, the neighbour (purple hat): \"I was chatting with the butler in the hall. He'll confirm it.\"",
  hallTable: "On the hall table, the evening's guest book still lies open.",
  bookName: "Guest book",
  bookDescription: "The manor's guest book, bound in red leather.",
  bookText:
    "The butler noted each guest's time of arrival: \"Beatrice, 7:34 pm. Colonel Armand, 7:20 pm. Mrs Violet, 7:12 pm. Doctor Lenoir, 7:05 pm.\"",
  studyDoor:
    "The door to the countess's study has a colour lock. The butler whispers: \"Madam changes the combination every evening: it is the colours of her guests, in the order they arrived.\"",
  studyShut: "The colour lock stays shut.",
  lockName: "The study lock",
  lockPrompt: "The guests' colours, in the order they arrived.",
  lockSolved: "The lock clicks open: you step into the countess's study.",
  study:
    "Papers everywhere, and a writing desk whose drawer is closed with a four-dial padlock. A label in the countess's hand: \"My drawer opens with my birthday: the day, then the month.\"",
  studyAlt: "The countess's study: a wooden writing desk with a padlocked drawer, a lamp, a pile of invoices and the portrait of an elderly lady wearing a tiara.",
  drawerName: "The drawer padlock",
  drawerPrompt: "The day then the month of the countess's birthday, in four digits.",
  drawerSolved: "The drawer opens. Inside lies a magnifying glass with an ivory handle.",
  magnifierName: "Magnifying glass",
  magnifierDescription: "A magnifying glass with an ivory handle, just right for small print.",
  invoice: "On the desk lies an invoice from the piano tuner, dated Monday. At the very bottom runs a line of tiny print, impossible to read with the naked eye.",
  smallPrint: "The invoice's small print, read through the magnifying glass: \"Drawing-room piano: hammers removed for repair. The instrument will stay silent until the parts come back next Monday.\"",
  readName: "Read the small print",
  readMessage: "Under the magnifying glass, the small print becomes readable: the drawing-room piano has been under repair since Monday. It cannot play a single note!",
  accuse: "# The accusation\nWho lied in their statement? Give the culprit's name.",
  accusationName: "Name the culprit",
  accusationPrompt: "The culprit's name.",
  culprit: ["Beatrice", "the niece", "niece"],
  accusationSolved:
    "Beatrice turns pale, then confesses: she switched off the power at the meter and took the diamond in the dark. Nobody could have heard her play… since the piano was silent!",
  won: "Case closed! The Blue Star is found sewn into the lining of the green dress. The countess thanks you: \"What a nose for clues! You will always be welcome at my birthdays.\"",
  hints: {
    lock: ["Pick up the guest book on the hall table and read it.", "Sort the guests by time of arrival, then swap each one for the colour they are wearing.", "Doctor Lenoir arrived first."],
    drawer: ["The invitation says on which day the countess celebrates her birthday.", "Saturday 12 October: the day in two digits, then the month in two digits."],
    read: ["The invoice hides something written very small.", "Use the magnifying glass from the drawer on the invoice."],
    accusation: ["Compare each statement with what the documents say.", "One suspect says she played an instrument… that could not play."],
  },
};

const es: MysteryTexts = {
  title: "El diamante de la condesa",
  summary:
    "Una investigación para leer: un diamante robado durante un apagón, cuatro sospechosos, declaraciones y documentos que comparar. Sustituye la historia, los sospechosos y los documentos por los tuyos, y conserva una pista que delate al culpable.",
  finishedName: "Gran detective",
  loungeRoom: "El gran salón",
  studyRoom: "El despacho de la condesa",
  intro:
    "El sábado por la noche, la condesa de Valmont celebraba su cumpleaños. A las 21:47 se fue la luz durante dos minutos. Cuando volvió, el diamante «Estrella Azul» había desaparecido de su vitrina. Nadie ha salido de la mansión: el ladrón es uno de los cuatro invitados. Lee los documentos y encuentra al culpable.",
  loungeAlt: "El gran salón: una vitrina vacía en el centro, un reloj parado, un piano de cola, una mesa en la entrada y, al fondo, la puerta del despacho de la condesa.",
  invitation:
    "# La invitación\n«La condesa de Valmont tiene el placer de invitarle a cenar en la mansión el sábado 12 de octubre, para celebrar su septuagésimo cumpleaños».",
  statements:
    "# Las declaraciones\n- **El coronel Armand** (bufanda roja): «Cuando se fue la luz, estaba fumando un puro en la terraza. Llovía a cántaros y volví empapado».\n- **Beatriz**, la sobrina (vestido verde): «Estaba al piano, tocando a Chopin. Seguí tocando a oscuras: me sé la pieza de memoria».\n- **El doctor Lenoir** (abrigo negro): «Leía junto a la chimenea de la biblioteca. No oí nada».\n- **La señora Violeta**, la vecina (sombrero morado): «Estaba charlando con el mayordomo en el vestíbulo. Él se lo confirmará».",
  hallTable: "Sobre la mesa de la entrada sigue abierto el libro de visitas de la velada.",
  bookName: "Libro de visitas",
  bookDescription: "El libro de visitas de la mansión, encuadernado en piel roja.",
  bookText:
    "El mayordomo anotó la hora de llegada de cada invitado: «Beatriz, 19:34. El coronel Armand, 19:20. La señora Violeta, 19:12. El doctor Lenoir, 19:05».",
  studyDoor:
    "La puerta del despacho de la condesa tiene una cerradura de colores. El mayordomo te susurra: «La señora cambia la combinación cada noche: son los colores de sus invitados, en el orden en que llegaron».",
  studyShut: "La cerradura de colores sigue bloqueada.",
  lockName: "La cerradura del despacho",
  lockPrompt: "Los colores de los invitados, en el orden en que llegaron.",
  lockSolved: "La cerradura se abre: entras en el despacho de la condesa.",
  study:
    "Papeles por todas partes y un escritorio cuyo cajón está cerrado con un candado de cuatro ruedas. Una etiqueta escrita por la condesa: «Mi cajón se abre con mi cumpleaños: el día y luego el mes».",
  studyAlt: "El despacho de la condesa: un escritorio de madera con un cajón cerrado con candado, una lámpara, un montón de facturas y el retrato de una señora mayor con diadema.",
  drawerName: "El candado del cajón",
  drawerPrompt: "El día y luego el mes del cumpleaños de la condesa, en cuatro cifras.",
  drawerSolved: "El cajón se abre. Dentro hay una lupa con mango de marfil.",
  magnifierName: "Lupa",
  magnifierDescription: "Una lupa con mango de marfil, ideal para la letra pequeña.",
  invoice: "Sobre el escritorio hay una factura del afinador de pianos, fechada el lunes. Abajo del todo, una línea en letra diminuta, imposible de leer a simple vista.",
  smallPrint: "La letra pequeña de la factura, leída con la lupa: «Piano del salón: martillos desmontados para su reparación. El instrumento estará mudo hasta que lleguen las piezas, el lunes que viene».",
  readName: "Leer la letra pequeña",
  readMessage: "Con la lupa, la letra pequeña se puede leer: el piano del salón está en reparación desde el lunes. ¡No puede tocar ni una sola nota!",
  accuse: "# La acusación\n¿Quién ha mentido en su declaración? Escribe el nombre del culpable.",
  accusationName: "Señalar al culpable",
  accusationPrompt: "El nombre del culpable.",
  culprit: ["Beatriz", "la sobrina", "sobrina"],
  accusationSolved:
    "Beatriz palidece y confiesa: cortó la luz en el contador y se llevó el diamante a oscuras. Nadie pudo oírla tocar… ¡porque el piano estaba mudo!",
  won: "¡Caso resuelto! La «Estrella Azul» aparece cosida en el forro del vestido verde. La condesa te lo agradece: «¡Qué olfato! Siempre serás bienvenido a mis cumpleaños».",
  hints: {
    lock: ["Coge el libro de visitas de la mesa de la entrada y léelo.", "Ordena a los invitados por hora de llegada y cambia a cada uno por el color de su ropa.", "El doctor Lenoir llegó el primero."],
    drawer: ["La invitación dice qué día celebra la condesa su cumpleaños.", "El sábado 12 de octubre: el día con dos cifras y luego el mes con dos cifras."],
    read: ["La factura esconde algo escrito muy pequeño.", "Usa la lupa del cajón en la factura."],
    accusation: ["Compara cada declaración con lo que dicen los documentos.", "Una sospechosa dice que tocaba un instrumento… que no podía sonar."],
  },
};

const it: MysteryTexts = {
  title: "Il diamante della contessa",
  summary:
    "Un giallo da leggere: un diamante rubato durante un blackout, quattro sospettati, testimonianze e documenti da confrontare. Sostituisci la storia, i sospettati e i documenti con i tuoi, tenendo un indizio che smascheri il colpevole.",
  finishedName: "Gran segugio",
  loungeRoom: "Il grande salone",
  studyRoom: "Lo studio della contessa",
  intro:
    "Sabato sera la contessa di Valmont festeggiava il suo compleanno. Alle 21:47 è saltata la corrente per due minuti. Quando la luce è tornata, il diamante «Stella Blu» era sparito dalla sua vetrina. Nessuno ha lasciato la villa: il ladro è uno dei quattro invitati. Leggi i documenti e trova il colpevole.",
  loungeAlt: "Il grande salone: una vetrina vuota al centro, un orologio fermo, un pianoforte a coda, un tavolino all'ingresso e, in fondo, la porta dello studio della contessa.",
  invitation:
    "# L'invito\n«La contessa di Valmont ha il piacere di invitarLa a cena in villa sabato 12 ottobre, per festeggiare il suo settantesimo compleanno.»",
  statements:
    "# Le testimonianze\n- **Il colonnello Armand** (sciarpa rossa): «Quando è saltata la luce fumavo un sigaro sulla terrazza. Pioveva a dirotto, sono rientrato fradicio.»\n- **Beatrice**, la nipote (vestito verde): «Ero al pianoforte e suonavo Chopin. Ho continuato al buio: conosco il pezzo a memoria.»\n- **Il dottor Lenoir** (cappotto nero): «Leggevo accanto al camino, in biblioteca. Non ho sentito niente.»\n- **La signora Violetta**, la vicina (cappello viola): «Chiacchieravo con il maggiordomo nell'atrio. Ve lo confermerà.»",
  hallTable: "Sul tavolino dell'ingresso è rimasto aperto il libro degli ospiti della serata.",
  bookName: "Libro degli ospiti",
  bookDescription: "Il libro degli ospiti della villa, rilegato in pelle rossa.",
  bookText:
    "Il maggiordomo ha annotato l'ora di arrivo di ogni invitato: «Beatrice, 19:34. Il colonnello Armand, 19:20. La signora Violetta, 19:12. Il dottor Lenoir, 19:05.»",
  studyDoor:
    "La porta dello studio della contessa ha una serratura a colori. Il maggiordomo ti sussurra: «La signora cambia la combinazione ogni sera: sono i colori dei suoi ospiti, nell'ordine in cui sono arrivati.»",
  studyShut: "La serratura a colori resta bloccata.",
  lockName: "La serratura dello studio",
  lockPrompt: "I colori degli ospiti, nell'ordine in cui sono arrivati.",
  lockSolved: "La serratura si sblocca: entri nello studio della contessa.",
  study:
    "Carte dappertutto e uno scrittoio il cui cassetto è chiuso da un lucchetto a quattro rotelle. Un'etichetta scritta dalla contessa: «Il mio cassetto si apre con il mio compleanno: prima il giorno, poi il mese.»",
  studyAlt: "Lo studio della contessa: uno scrittoio di legno con un cassetto chiuso da un lucchetto, una lampada, una pila di fatture e il ritratto di un'anziana signora con un diadema.",
  drawerName: "Il lucchetto del cassetto",
  drawerPrompt: "Il giorno e poi il mese del compleanno della contessa, in quattro cifre.",
  drawerSolved: "Il cassetto si apre. Dentro c'è una lente d'ingrandimento con il manico d'avorio.",
  magnifierName: "Lente d'ingrandimento",
  magnifierDescription: "Una lente con il manico d'avorio, perfetta per le scritte piccole.",
  invoice: "Sullo scrittoio c'è una fattura dell'accordatore di pianoforti, datata lunedì. In fondo, una riga scritta piccolissima, illeggibile a occhio nudo.",
  smallPrint: "Le scritte piccole della fattura, lette con la lente: «Pianoforte del salone: martelletti smontati per la riparazione. Lo strumento resterà muto fino all'arrivo dei pezzi, lunedì prossimo.»",
  readName: "Leggere le scritte piccole",
  readMessage: "Con la lente, le scritte piccole diventano leggibili: il pianoforte del salone è in riparazione da lunedì. Non può suonare nemmeno una nota!",
  accuse: "# L'accusa\nChi ha mentito nella sua testimonianza? Scrivi il nome del colpevole.",
  accusationName: "Indicare il colpevole",
  accusationPrompt: "Il nome del colpevole.",
  culprit: ["Beatrice", "la nipote", "nipote"],
  accusationSolved:
    "Beatrice impallidisce, poi confessa: ha staccato la corrente al contatore e ha preso il diamante al buio. Nessuno poteva sentirla suonare… perché il pianoforte era muto!",
  won: "Caso risolto! La «Stella Blu» è cucita nella fodera del vestito verde. La contessa ti ringrazia: «Che fiuto! Sarai sempre il benvenuto ai miei compleanni.»",
  hints: {
    lock: ["Prendi il libro degli ospiti sul tavolino dell'ingresso e leggilo.", "Metti in ordine gli ospiti per ora di arrivo, poi sostituisci ognuno con il colore del suo abito.", "Il dottor Lenoir è arrivato per primo."],
    drawer: ["L'invito dice in che giorno la contessa festeggia il compleanno.", "Sabato 12 ottobre: il giorno con due cifre, poi il mese con due cifre."],
    read: ["Sulla fattura c'è qualcosa scritto molto piccolo.", "Usa la lente del cassetto sulla fattura."],
    accusation: ["Confronta ogni testimonianza con quello che dicono i documenti.", "Una sospettata dice di aver suonato uno strumento… che non poteva suonare."],
  },
};

export const MYSTERY_TEXTS: Texts<MysteryTexts> = { fr, de, en, es, it };

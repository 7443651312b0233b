import type { Texts } from "./kit";

/**
 * The onboarding game's texts. The login (amartin) and the password (horizon305: the word horizon and
 * the IT support's extension) are the same in every language.
 */

const fr = {
  title: "Premier jour chez Horizon",
  summary:
    "Un escape game d'intégration pour les nouveaux arrivants : les valeurs de l'entreprise, qui fait quoi, les outils et les règles de sécurité. Remplacez Horizon par votre entreprise, puis les valeurs, l'annuaire et le quiz de sécurité par les vôtres.",
  finishedName: "Bienvenue à bord",
  receptionRoom: "L'accueil",
  openSpaceRoom: "L'open space",
  laptopPage: "Ton ordinateur",
  intro:
    "Bienvenue chez Horizon, Alex ! C'est ton premier jour. À l'accueil, un coffret à ton nom t'attend : ton badge est dedans. Pour l'ouvrir, il faut connaître nos valeurs.",
  posterAlt: "L'affiche des valeurs d'Horizon : quatre pastilles de couleur, une oreille sur la verte, une fusée sur l'orange, une poignée de main sur la bleue et deux mains qui se tendent un paquet sur la violette.",
  values:
    "# Nos valeurs\n- **Écoute** (vert) : on prend le temps de comprendre avant de répondre.\n- **Audace** (orange) : on ose proposer, essayer et se tromper.\n- **Engagement** (bleu) : on tient parole, envers les clients comme entre collègues.\n- **Partage** (violet) : ce que l'on sait sert à toute l'équipe.",
  desk: "Sur le comptoir de l'accueil, une enveloppe porte ton prénom.",
  door: "La porte vitrée de l'open space s'ouvre avec un badge.",
  doorShut: "Le lecteur de badge clignote en rouge : il te faut ton badge.",
  letterName: "Lettre de bienvenue",
  letterDescription: "Une enveloppe à ton nom, avec le logo d'Horizon.",
  letterText:
    "« Bienvenue Alex ! Chez Horizon, nous nous engageons, nous nous écoutons, nous partageons et nous osons : c'est aussi l'ordre des couleurs du coffret. Ton identifiant informatique : amartin. Ton mot de passe provisoire : le mot horizon, en minuscules, suivi du numéro de poste de la personne qui gère les accès informatiques. À tout de suite ! Camille, RH »",
  boxName: "Le coffret de bienvenue",
  boxPrompt: "Les couleurs des valeurs, dans l'ordre de la lettre de bienvenue.",
  boxSolved: "Le coffret s'ouvre : ton badge est dedans, avec ta photo (pas la meilleure, mais bon).",
  badgeName: "Badge",
  badgeDescription: "Ton badge Horizon, avec ta photo et ton nom : Alex Martin.",
  readerName: "Le lecteur de badge",
  doorOpened: "Bip, le voyant passe au vert : la porte de l'open space s'ouvre.",
  openSpace:
    "L'open space : des bureaux en îlots, des plantes, une machine à café très sollicitée. Au mur, l'annuaire interne et l'affiche des règles de sécurité. Dans le coin, les casiers : le tien est fermé par un cadenas à molettes.",
  directory:
    "# Qui fait quoi\n- **Camille Roux**, ressources humaines : contrats, congés, mutuelle. Poste 214.\n- **Malik Benali**, support informatique : ordinateurs, logiciels, accès et mots de passe. Poste 305.\n- **Inès Duval**, comptabilité : notes de frais et factures. Poste 118.\n- **Paul Weber**, services généraux : salles de réunion, fournitures, courrier. Poste 422.",
  security:
    "# Les règles de sécurité\nLe code de ton casier, ce sont les numéros des phrases vraies, du plus petit au plus grand :\n1. Je peux noter mon mot de passe sur un post-it s'il est caché sous le clavier.\n2. Je verrouille mon écran chaque fois que je quitte mon bureau.\n3. Un courriel « du service informatique » qui demande mon mot de passe, c'est normal.\n4. Je signale tout courriel suspect au support informatique.\n5. Une clé USB trouvée sur le parking ne se branche pas.\n6. Je peux prêter mon badge à un collègue qui a oublié le sien.",
  lockerName: "Le cadenas du casier",
  lockerPrompt: "Les numéros des phrases vraies, du plus petit au plus grand.",
  lockerSolved: "Le cadenas cède : ton ordinateur portable t'attend dans le casier.",
  laptopName: "Ordinateur portable",
  laptopDescription: "Un ordinateur portable tout neuf, avec un autocollant Horizon.",
  yourDesk: "Ton bureau, près de la fenêtre : une chaise, un écran, une plante. Il ne manque que ton ordinateur.",
  deskEmpty: "Sans ordinateur, difficile de commencer. Il t'attend dans ton casier.",
  laptopScreen: "Tu poses l'ordinateur sur ton bureau et tu l'allumes. L'écran de connexion demande ton identifiant et ton mot de passe.",
  loginAlt: "L'écran de connexion de l'ordinateur : le logo d'Horizon, un champ identifiant, un champ mot de passe et un bouton pour se connecter.",
  loginName: "La connexion",
  loginPrompt: "Ton identifiant et ton mot de passe provisoire.",
  loggedIn: "Connexion réussie ! Le premier message de ta boîte de réception : « Pense à changer ton mot de passe provisoire dès aujourd'hui. Malik, support informatique »",
  won: "Te voilà installé(e), Alex : tu connais nos valeurs, tu sais qui appeler et tu appliques déjà les règles de sécurité. Bienvenue dans l'équipe !",
  hints: {
    box: ["Ramasse l'enveloppe sur le comptoir et lis la lettre.", "La lettre cite les valeurs dans cet ordre : engagement, écoute, partage, audace. Retrouve leurs couleurs sur l'affiche."],
    reader: ["Le coffret contenait quelque chose pour ouvrir les portes.", "Utilise ton badge sur la porte de l'open space."],
    locker: ["Lis les six phrases : lesquelles sont de bonnes pratiques ?", "Trois phrases sont vraies. Un post-it, un faux courriel et un badge prêté sont trois erreurs."],
    login: ["La lettre de bienvenue donne ton identifiant et la règle du mot de passe.", "Qui gère les accès informatiques ? Cherche son poste dans l'annuaire de l'open space.", "Le mot de passe s'écrit en un seul mot, en minuscules : horizon, puis le poste de Malik."],
  },
};

export type OnboardingTexts = typeof fr;

const de: OnboardingTexts = {
  title: "Erster Tag bei Horizon",
  summary:
    "Ein Onboarding-Escape-Game für neue Kolleginnen und Kollegen: die Werte des Unternehmens, wer was macht, die Werkzeuge und die Sicherheitsregeln. Ersetze Horizon durch dein Unternehmen und die Werte, das Telefonverzeichnis und das Sicherheitsquiz durch deine eigenen.",
  finishedName: "Willkommen an Bord",
  receptionRoom: "Der Empfang",
  openSpaceRoom: "Das Großraumbüro",
  laptopPage: "Dein Laptop",
  intro:
    "Willkommen bei Horizon, Alex! Heute ist dein erster Tag. Am Empfang wartet eine Box mit deinem Namen: Darin ist dein Ausweis. Um sie zu öffnen, musst du unsere Werte kennen.",
  posterAlt: "Das Werte-Plakat von Horizon: vier farbige Kreise, ein Ohr auf dem grünen, eine Rakete auf dem orangen, ein Handschlag auf dem blauen und zwei Hände, die sich ein Päckchen reichen, auf dem violetten.",
  values:
    "# Unsere Werte\n- **Zuhören** (grün): Wir nehmen uns Zeit zu verstehen, bevor wir antworten.\n- **Mut** (orange): Wir trauen uns, etwas vorzuschlagen, auszuprobieren und Fehler zu machen.\n- **Verbindlichkeit** (blau): Wir halten Wort, gegenüber Kunden wie im Team.\n- **Teilen** (violett): Was einer weiß, hilft dem ganzen Team.",
  desk: "Auf dem Empfangstresen liegt ein Umschlag mit deinem Vornamen.",
  door: "Die Glastür zum Großraumbüro öffnet sich mit einem Ausweis.",
  doorShut: "Das Kartenlesegerät blinkt rot: Du brauchst deinen Ausweis.",
  letterName: "Willkommensbrief",
  letterDescription: "Ein Umschlag mit deinem Namen und dem Logo von Horizon.",
  letterText:
    "„Willkommen, Alex! Bei Horizon sind wir verbindlich, wir hören einander zu, wir teilen und wir haben Mut: Das ist auch die Reihenfolge der Farben an der Box. Dein Benutzername: amartin. Dein vorläufiges Passwort: das Wort horizon in Kleinbuchstaben, gefolgt von der Durchwahl der Person, die die IT-Zugänge verwaltet. Bis gleich! Camille, Personalabteilung“",
  boxName: "Die Willkommensbox",
  boxPrompt: "Die Farben der Werte, in der Reihenfolge des Willkommensbriefs.",
  boxSolved: "Die Box geht auf: Darin liegt dein Ausweis mit deinem Foto (nicht das beste, aber egal).",
  badgeName: "Mitarbeiterausweis",
  badgeDescription: "Dein Horizon-Ausweis mit Foto und Namen: Alex Martin.",
  readerName: "Das Kartenlesegerät",
  doorOpened: "Piep, die Lampe wird grün: Die Tür zum Großraumbüro geht auf.",
  openSpace:
    "Das Großraumbüro: Schreibtischinseln, Pflanzen und eine viel genutzte Kaffeemaschine. An der Wand hängen das interne Telefonverzeichnis und das Plakat mit den Sicherheitsregeln. In der Ecke stehen die Spinde: Deiner ist mit einem Zahlenschloss mit Rädchen verschlossen.",
  directory:
    "# Wer macht was\n- **Camille Roux**, Personalabteilung: Verträge, Urlaub, Krankenversicherung. Durchwahl 214.\n- **Malik Benali**, IT-Support: Computer, Software, Zugänge und Passwörter. Durchwahl 305.\n- **Inès Duval**, Buchhaltung: Spesenabrechnungen und Rechnungen. Durchwahl 118.\n- **Paul Weber**, Facility-Management: Besprechungsräume, Büromaterial, Post. Durchwahl 422.",
  security:
    "# Die Sicherheitsregeln\nDer Code deines Spinds besteht aus den Nummern der richtigen Sätze, von der kleinsten zur größten:\n1. Ich darf mein Passwort auf einen Klebezettel schreiben, wenn er unter der Tastatur versteckt ist.\n2. Ich sperre meinen Bildschirm jedes Mal, wenn ich meinen Platz verlasse.\n3. Eine E-Mail „von der IT“, die nach meinem Passwort fragt, ist normal.\n4. Ich melde jede verdächtige E-Mail dem IT-Support.\n5. Einen USB-Stick, der auf dem Parkplatz gefunden wurde, stecke ich nicht ein.\n6. Ich darf meinen Ausweis einer Kollegin leihen, die ihren vergessen hat.",
  lockerName: "Das Schloss des Spinds",
  lockerPrompt: "Die Nummern der richtigen Sätze, von der kleinsten zur größten.",
  lockerSolved: "Das Schloss springt auf: Im Spind wartet dein Laptop.",
  laptopName: "Laptop",
  laptopDescription: "Ein nagelneuer Laptop mit einem Horizon-Aufkleber.",
  yourDesk: "Dein Schreibtisch am Fenster: ein Stuhl, ein Bildschirm, eine Pflanze. Nur dein Laptop fehlt noch.",
  deskEmpty: "Ohne Laptop kannst du schlecht anfangen. Er wartet in deinem Spind.",
  laptopScreen: "Du stellst den Laptop auf deinen Schreibtisch und schaltest ihn ein. Der Anmeldebildschirm fragt nach Benutzername und Passwort.",
  loginAlt: "Der Anmeldebildschirm des Laptops: das Horizon-Logo, ein Feld für den Benutzernamen, ein Feld für das Passwort und ein Knopf zum Anmelden.",
  loginName: "Die Anmeldung",
  loginPrompt: "Dein Benutzername und dein vorläufiges Passwort.",
  loggedIn: "Anmeldung erfolgreich! Die erste Nachricht in deinem Posteingang: „Denk daran, dein vorläufiges Passwort noch heute zu ändern. Malik, IT-Support“",
  won: "Jetzt bist du startklar, Alex: Du kennst unsere Werte, weißt, wen du anrufen kannst, und hältst dich schon an die Sicherheitsregeln. Willkommen im Team!",
  hints: {
    box: ["Nimm den Umschlag vom Tresen und lies den Brief.", "Der Brief nennt die Werte in dieser Reihenfolge: Verbindlichkeit, Zuhören, Teilen, Mut. Such ihre Farben auf dem Plakat."],
    reader: ["In der Box war etwas, das Türen öffnet.", "Benutze deinen Ausweis an der Tür zum Großraumbüro."],
    locker: ["Lies die sechs Sätze: Welche beschreiben gutes Verhalten?", "Drei Sätze sind richtig. Ein Klebezettel, eine falsche E-Mail und ein verliehener Ausweis sind drei Fehler."],
    login: ["Der Willkommensbrief nennt deinen Benutzernamen und die Regel für das Passwort.", "Wer verwaltet die IT-Zugänge? Such die Durchwahl im Telefonverzeichnis des Großraumbüros.", "Das Passwort ist ein Wort in Kleinbuchstaben: horizon, dann Maliks Durchwahl."],
  },
};

const en: OnboardingTexts = {
  title: "First day at Horizon",
  summary:
    "An onboarding escape game for new starters: the company's values, who does what, the tools and the security rules. Replace Horizon with your company, then the values, the staff directory and the security quiz with your own.",
  finishedName: "Welcome aboard",
  receptionRoom: "Reception",
  openSpaceRoom: "The open-plan office",
  laptopPage: "Your laptop",
  intro:
    "Welcome to Horizon, Alex! It's your first day. At reception, a box with your name on it is waiting: your badge is inside. To open it, you need to know our values.",
  posterAlt: "Horizon's values poster: four coloured circles, an ear on the green one, a rocket on the orange one, a handshake on the blue one and two hands passing a parcel on the purple one.",
  values:
    "# Our values\n- **Listening** (green): we take the time to understand before we answer.\n- **Boldness** (orange): we dare to suggest, to try and to get things wrong.\n- **Commitment** (blue): we keep our word, to clients and to each other.\n- **Sharing** (purple): what one of us knows helps the whole team.",
  desk: "On the reception desk, an envelope bears your first name.",
  door: "The glass door of the open-plan office opens with a badge.",
  doorShut: "The badge reader blinks red: you need your badge.",
  letterName: "Welcome letter",
  letterDescription: "An envelope with your name and the Horizon logo.",
  letterText:
    "\"Welcome, Alex! At Horizon we commit, we listen, we share and we dare: that is also the order of the colours on the box. Your username: amartin. Your temporary password: the word horizon, in lower case, followed by the extension of the person who manages IT access. See you soon! Camille, HR\"",
  boxName: "The welcome box",
  boxPrompt: "The colours of the values, in the order of the welcome letter.",
  boxSolved: "The box opens: your badge is inside, with your photo (not your best, but never mind).",
  badgeName: "Badge",
  badgeDescription: "Your Horizon badge, with your photo and your name: Alex Martin.",
  readerName: "The badge reader",
  doorOpened: "Beep, the light turns green: the door of the open-plan office opens.",
  openSpace:
    "The open-plan office: clusters of desks, plants and a very busy coffee machine. On the wall hang the staff directory and the security rules poster. In the corner stand the lockers: yours is closed with a dial padlock.",
  directory:
    "# Who does what\n- **Camille Roux**, human resources: contracts, leave, health insurance. Extension 214.\n- **Malik Benali**, IT support: computers, software, access and passwords. Extension 305.\n- **Inès Duval**, accounts: expenses and invoices. Extension 118.\n- **Paul Weber**, facilities: meeting rooms, supplies, post. Extension 422.",
  security:
    "# The security rules\nYour locker code is made of the numbers of the true sentences, from the smallest to the largest:\n1. I may write my password on a sticky note if I hide it under the keyboard.\n2. I lock my screen every time I leave my desk.\n3. An email \"from IT\" asking for my password is normal.\n4. I report any suspicious email to IT support.\n5. I never plug in a USB stick found in the car park.\n6. I may lend my badge to a colleague who forgot theirs.",
  lockerName: "The locker padlock",
  lockerPrompt: "The numbers of the true sentences, from the smallest to the largest.",
  lockerSolved: "The padlock gives way: your laptop is waiting in the locker.",
  laptopName: "Laptop",
  laptopDescription: "A brand-new laptop with a Horizon sticker.",
  yourDesk: "Your desk by the window: a chair, a screen, a plant. Only your laptop is missing.",
  deskEmpty: "Hard to get started without a laptop. It is waiting in your locker.",
  laptopScreen: "You put the laptop on your desk and switch it on. The login screen asks for your username and password.",
  loginAlt: "The laptop's login screen: the Horizon logo, a username field, a password field and a sign-in button.",
  loginName: "Signing in",
  loginPrompt: "Your username and your temporary password.",
  loggedIn: "Signed in! The first message in your inbox: \"Remember to change your temporary password today. Malik, IT support\"",
  won: "You're all set, Alex: you know our values, you know who to call and you already follow the security rules. Welcome to the team!",
  hints: {
    box: ["Pick up the envelope on the desk and read the letter.", "The letter names the values in this order: commitment, listening, sharing, boldness. Find their colours on the poster."],
    reader: ["The box held something that opens doors.", "Use your badge on the door of the open-plan office."],
    locker: ["Read the six sentences: which ones are good habits?", "Three sentences are true. A sticky note, a fake email and a lent badge are three mistakes."],
    login: ["The welcome letter gives your username and the password rule.", "Who manages IT access? Find their extension in the staff directory in the open-plan office.", "The password is one word in lower case: horizon, then Malik's extension."],
  },
};

const es: OnboardingTexts = {
  title: "Primer día en Horizon",
  summary:
    "Un escape game de bienvenida para las nuevas incorporaciones: los valores de la empresa, quién hace qué, las herramientas y las normas de seguridad. Sustituye Horizon por tu empresa y los valores, el directorio y el cuestionario de seguridad por los tuyos.",
  finishedName: "Bienvenido a bordo",
  receptionRoom: "La recepción",
  openSpaceRoom: "La oficina diáfana",
  laptopPage: "Tu ordenador",
  intro:
    "¡Bienvenido a Horizon, Alex! Hoy es tu primer día. En recepción te espera una caja con tu nombre: dentro está tu tarjeta de acceso. Para abrirla, tienes que conocer nuestros valores.",
  posterAlt: "El cartel de valores de Horizon: cuatro círculos de colores, una oreja en el verde, un cohete en el naranja, un apretón de manos en el azul y dos manos que se pasan un paquete en el morado.",
  values:
    "# Nuestros valores\n- **Escucha** (verde): nos tomamos el tiempo de entender antes de responder.\n- **Audacia** (naranja): nos atrevemos a proponer, a probar y a equivocarnos.\n- **Compromiso** (azul): cumplimos nuestra palabra, con los clientes y entre compañeros.\n- **Compartir** (morado): lo que sabe uno sirve a todo el equipo.",
  desk: "En el mostrador de recepción hay un sobre con tu nombre.",
  door: "La puerta de cristal de la oficina se abre con una tarjeta de acceso.",
  doorShut: "El lector de tarjetas parpadea en rojo: necesitas tu tarjeta.",
  letterName: "Carta de bienvenida",
  letterDescription: "Un sobre con tu nombre y el logotipo de Horizon.",
  letterText:
    "«¡Bienvenido, Alex! En Horizon nos comprometemos, nos escuchamos, compartimos y nos atrevemos: ese es también el orden de los colores de la caja. Tu usuario: amartin. Tu contraseña provisional: la palabra horizon, en minúsculas, seguida de la extensión de la persona que gestiona los accesos informáticos. ¡Hasta ahora! Camille, Recursos Humanos»",
  boxName: "La caja de bienvenida",
  boxPrompt: "Los colores de los valores, en el orden de la carta de bienvenida.",
  boxSolved: "La caja se abre: dentro está tu tarjeta, con tu foto (no es la mejor, pero bueno).",
  badgeName: "Tarjeta de acceso",
  badgeDescription: "Tu tarjeta de Horizon, con tu foto y tu nombre: Alex Martin.",
  readerName: "El lector de tarjetas",
  doorOpened: "Bip, la luz se pone verde: la puerta de la oficina se abre.",
  openSpace:
    "La oficina diáfana: mesas agrupadas, plantas y una cafetera muy solicitada. En la pared, el directorio interno y el cartel de las normas de seguridad. En un rincón, las taquillas: la tuya está cerrada con un candado de ruedas.",
  directory:
    "# Quién hace qué\n- **Camille Roux**, recursos humanos: contratos, vacaciones, seguro médico. Extensión 214.\n- **Malik Benali**, soporte informático: ordenadores, programas, accesos y contraseñas. Extensión 305.\n- **Inès Duval**, contabilidad: gastos y facturas. Extensión 118.\n- **Paul Weber**, servicios generales: salas de reuniones, material, correo. Extensión 422.",
  security:
    "# Las normas de seguridad\nEl código de tu taquilla son los números de las frases verdaderas, de menor a mayor:\n1. Puedo apuntar mi contraseña en un pósit si lo escondo debajo del teclado.\n2. Bloqueo la pantalla cada vez que me levanto de mi mesa.\n3. Un correo «de informática» que me pide la contraseña es normal.\n4. Aviso al soporte informático de cualquier correo sospechoso.\n5. Nunca conecto una memoria USB encontrada en el aparcamiento.\n6. Puedo prestar mi tarjeta a una compañera que ha olvidado la suya.",
  lockerName: "El candado de la taquilla",
  lockerPrompt: "Los números de las frases verdaderas, de menor a mayor.",
  lockerSolved: "El candado cede: tu ordenador portátil te espera en la taquilla.",
  laptopName: "Ordenador portátil",
  laptopDescription: "Un portátil nuevo con una pegatina de Horizon.",
  yourDesk: "Tu mesa junto a la ventana: una silla, una pantalla, una planta. Solo falta tu ordenador.",
  deskEmpty: "Sin ordenador es difícil empezar. Te espera en tu taquilla.",
  laptopScreen: "Pones el portátil en tu mesa y lo enciendes. La pantalla de inicio de sesión te pide el usuario y la contraseña.",
  loginAlt: "La pantalla de inicio de sesión del portátil: el logotipo de Horizon, un campo de usuario, un campo de contraseña y un botón para entrar.",
  loginName: "El inicio de sesión",
  loginPrompt: "Tu usuario y tu contraseña provisional.",
  loggedIn: "¡Sesión iniciada! El primer mensaje de tu bandeja de entrada: «Acuérdate de cambiar hoy mismo tu contraseña provisional. Malik, soporte informático»",
  won: "Ya estás instalado, Alex: conoces nuestros valores, sabes a quién llamar y ya aplicas las normas de seguridad. ¡Bienvenido al equipo!",
  hints: {
    box: ["Coge el sobre del mostrador y lee la carta.", "La carta nombra los valores en este orden: compromiso, escucha, compartir, audacia. Busca sus colores en el cartel."],
    reader: ["La caja contenía algo para abrir puertas.", "Usa tu tarjeta en la puerta de la oficina."],
    locker: ["Lee las seis frases: ¿cuáles son buenas prácticas?", "Hay tres frases verdaderas. Un pósit, un correo falso y una tarjeta prestada son tres errores."],
    login: ["La carta de bienvenida da tu usuario y la regla de la contraseña.", "¿Quién gestiona los accesos informáticos? Busca su extensión en el directorio de la oficina.", "La contraseña es una sola palabra en minúsculas: horizon y la extensión de Malik."],
  },
};

const it: OnboardingTexts = {
  title: "Primo giorno da Horizon",
  summary:
    "Un escape game di inserimento per i nuovi arrivati: i valori dell'azienda, chi fa cosa, gli strumenti e le regole di sicurezza. Sostituisci Horizon con la tua azienda e i valori, la rubrica e il quiz sulla sicurezza con i tuoi.",
  finishedName: "Benvenuto a bordo",
  receptionRoom: "La reception",
  openSpaceRoom: "L'open space",
  laptopPage: "Il tuo computer",
  intro:
    "Benvenuto da Horizon, Alex! Oggi è il tuo primo giorno. Alla reception ti aspetta una scatola con il tuo nome: dentro c'è il tuo badge. Per aprirla devi conoscere i nostri valori.",
  posterAlt: "Il manifesto dei valori di Horizon: quattro cerchi colorati, un orecchio su quello verde, un razzo su quello arancione, una stretta di mano su quello blu e due mani che si passano un pacco su quello viola.",
  values:
    "# I nostri valori\n- **Ascolto** (verde): ci prendiamo il tempo di capire prima di rispondere.\n- **Coraggio** (arancione): osiamo proporre, provare e sbagliare.\n- **Impegno** (blu): manteniamo la parola data, con i clienti e tra colleghi.\n- **Condivisione** (viola): ciò che sa uno serve a tutta la squadra.",
  desk: "Sul bancone della reception c'è una busta con il tuo nome.",
  door: "La porta a vetri dell'open space si apre con un badge.",
  doorShut: "Il lettore di badge lampeggia rosso: ti serve il tuo badge.",
  letterName: "Lettera di benvenuto",
  letterDescription: "Una busta con il tuo nome e il logo di Horizon.",
  letterText:
    "«Benvenuto, Alex! Da Horizon ci impegniamo, ci ascoltiamo, condividiamo e abbiamo coraggio: è anche l'ordine dei colori della scatola. Il tuo nome utente: amartin. La tua password provvisoria: la parola horizon, in minuscolo, seguita dall'interno della persona che gestisce gli accessi informatici. A presto! Camille, Risorse umane»",
  boxName: "La scatola di benvenuto",
  boxPrompt: "I colori dei valori, nell'ordine della lettera di benvenuto.",
  boxSolved: "La scatola si apre: dentro c'è il tuo badge, con la tua foto (non la migliore, ma pazienza).",
  badgeName: "Badge",
  badgeDescription: "Il tuo badge Horizon, con la foto e il nome: Alex Martin.",
  readerName: "Il lettore di badge",
  doorOpened: "Bip, la spia diventa verde: la porta dell'open space si apre.",
  openSpace:
    "L'open space: isole di scrivanie, piante e una macchinetta del caffè molto frequentata. Al muro, la rubrica interna e il manifesto delle regole di sicurezza. In un angolo gli armadietti: il tuo è chiuso da un lucchetto a rotelle.",
  directory:
    "# Chi fa cosa\n- **Camille Roux**, risorse umane: contratti, ferie, assicurazione sanitaria. Interno 214.\n- **Malik Benali**, supporto informatico: computer, programmi, accessi e password. Interno 305.\n- **Inès Duval**, contabilità: note spese e fatture. Interno 118.\n- **Paul Weber**, servizi generali: sale riunioni, forniture, posta. Interno 422.",
  security:
    "# Le regole di sicurezza\nIl codice del tuo armadietto è formato dai numeri delle frasi vere, dal più piccolo al più grande:\n1. Posso scrivere la password su un post-it se lo nascondo sotto la tastiera.\n2. Blocco lo schermo ogni volta che lascio la scrivania.\n3. Un'e-mail «dell'ufficio informatico» che mi chiede la password è normale.\n4. Segnalo al supporto informatico ogni e-mail sospetta.\n5. Non collego mai una chiavetta USB trovata nel parcheggio.\n6. Posso prestare il mio badge a una collega che ha dimenticato il suo.",
  lockerName: "Il lucchetto dell'armadietto",
  lockerPrompt: "I numeri delle frasi vere, dal più piccolo al più grande.",
  lockerSolved: "Il lucchetto cede: nell'armadietto ti aspetta il tuo portatile.",
  laptopName: "Computer portatile",
  laptopDescription: "Un portatile nuovo di zecca con un adesivo di Horizon.",
  yourDesk: "La tua scrivania vicino alla finestra: una sedia, uno schermo, una pianta. Manca solo il tuo computer.",
  deskEmpty: "Senza computer è difficile cominciare. Ti aspetta nel tuo armadietto.",
  laptopScreen: "Appoggi il portatile sulla scrivania e lo accendi. La schermata di accesso chiede nome utente e password.",
  loginAlt: "La schermata di accesso del portatile: il logo di Horizon, un campo per il nome utente, un campo per la password e un pulsante per accedere.",
  loginName: "L'accesso",
  loginPrompt: "Il tuo nome utente e la tua password provvisoria.",
  loggedIn: "Accesso riuscito! Il primo messaggio nella tua casella: «Ricordati di cambiare oggi stesso la password provvisoria. Malik, supporto informatico»",
  won: "Eccoti sistemato, Alex: conosci i nostri valori, sai chi chiamare e applichi già le regole di sicurezza. Benvenuto nella squadra!",
  hints: {
    box: ["Prendi la busta sul bancone e leggi la lettera.", "La lettera cita i valori in quest'ordine: impegno, ascolto, condivisione, coraggio. Trova i loro colori sul manifesto."],
    reader: ["Nella scatola c'era qualcosa che apre le porte.", "Usa il tuo badge sulla porta dell'open space."],
    locker: ["Leggi le sei frasi: quali sono buone abitudini?", "Le frasi vere sono tre. Un post-it, un'e-mail falsa e un badge prestato sono tre errori."],
    login: ["La lettera di benvenuto indica il tuo nome utente e la regola della password.", "Chi gestisce gli accessi informatici? Cerca il suo interno nella rubrica dell'open space.", "La password è una sola parola in minuscolo: horizon, poi l'interno di Malik."],
  },
};

export const ONBOARDING_TEXTS: Texts<OnboardingTexts> = { fr, de, en, es, it };

// Blog posts per site language (category: 0 product, 1 escape game, 2 ideas, 3 games, 4 rooms), published; bodies are markdown.
const day = 86_400_000;
const base = Date.UTC(2026, 9, 1);

export const blogPosts = [
  {
    id: "bienvenue-sur-escaplay", language: "fr", category: 0, cover_path: "/images/covers/manoir.svg", status: "published", published_at: base + 2 * day, updated_at: base + 2 * day,
    title: "Bienvenue sur Escaplay",
    excerpt: "Une plateforme pour jouer, créer et partager des escape games en ligne, en solo ou à plusieurs.",
    body: "Escaplay réunit trois façons de créer un escape game : des scènes illustrées en point-and-click, des panoramas à 360° et des jeux classiques faits de contenus et d'énigmes.\n\nChaque jeu publié se joue dans le navigateur, sans installation, seul ou à plusieurs avec un simple code numérique.\n\nCette première version pose les fondations : le catalogue, les pages de chaque public et les sites dans sept langues. Les comptes, le studio de création et les parties à distance arrivent dans les prochaines versions.",
  },
  {
    id: "cinq-idees-enigmes-en-classe", language: "fr", category: 2, cover_path: "/images/covers/labo.svg", status: "published", published_at: base + 12 * day, updated_at: base + 12 * day,
    title: "Cinq idées d'énigmes pour la classe",
    excerpt: "Cadenas à code, message chiffré, objet à assembler : des mécaniques simples qui font réfléchir vos élèves.",
    body: "1. Le cadenas à code : la réponse d'un exercice devient la combinaison d'un coffre.\n\n2. Le message chiffré : un alphabet décalé à décoder avec une roue imprimée.\n\n3. L'objet à assembler : deux moitiés de carte trouvées dans deux salles différentes.\n\n4. L'identifiant et le mot de passe : un faux ordinateur à déverrouiller à partir d'indices dispersés.\n\n5. Le code à téléverser : une photo d'expérience qui valide une étape.\n\nDans tous les cas, prévoyez des indices progressifs : le premier oriente, le deuxième précise, le dernier donne presque la solution.",
  },
  {
    id: "welcome-to-escaplay", language: "en", category: 0, cover_path: "/images/covers/manoir.svg", status: "published", published_at: base + 2 * day, updated_at: base + 2 * day,
    title: "Welcome to Escaplay",
    excerpt: "A platform to play, create and share online escape games, alone or together.",
    body: "Escaplay brings together three ways to build an escape game: illustrated point-and-click scenes, 360° panoramas and classic games made of content and puzzles.\n\nEvery published game plays in the browser with nothing to install, alone or together with a simple numeric code.\n\nThis first release lays the foundations: the catalogue, a page for each audience and sites in seven languages. Accounts, the creation studio and remote sessions arrive in the next releases.",
  },
  {
    id: "willkommen-bei-escaplay", language: "de", category: 0, cover_path: "/images/covers/manoir.svg", status: "published", published_at: base + 2 * day, updated_at: base + 2 * day,
    title: "Willkommen bei Escaplay",
    excerpt: "Eine Plattform, um Online-Escape-Games zu spielen, zu erstellen und zu teilen – allein oder gemeinsam.",
    body: "Escaplay vereint drei Arten, ein Escape Game zu bauen: illustrierte Point-and-Click-Szenen, 360°-Panoramen und klassische Spiele aus Inhalten und Rätseln.\n\nJedes veröffentlichte Spiel läuft im Browser, ohne Installation, allein oder gemeinsam mit einem einfachen Zahlencode.\n\nDiese erste Version legt die Grundlagen: den Katalog, eine Seite für jede Zielgruppe und Websites in sieben Sprachen. Konten, das Studio und Fernpartien folgen in den nächsten Versionen.",
  },
  {
    id: "bienvenidos-a-escaplay", language: "es", category: 0, cover_path: "/images/covers/manoir.svg", status: "published", published_at: base + 2 * day, updated_at: base + 2 * day,
    title: "Bienvenidos a Escaplay",
    excerpt: "Una plataforma para jugar, crear y compartir escape games en línea, solo o en grupo.",
    body: "Escaplay reúne tres formas de crear un escape game: escenas ilustradas de point-and-click, panoramas de 360° y juegos clásicos hechos de contenidos y enigmas.\n\nCada juego publicado se juega en el navegador, sin instalar nada, solo o en grupo con un simple código numérico.\n\nEsta primera versión sienta las bases: el catálogo, una página para cada público y sitios en siete idiomas. Las cuentas, el estudio de creación y las partidas a distancia llegarán en las próximas versiones.",
  },
  {
    id: "benvenuti-su-escaplay", language: "it", category: 0, cover_path: "/images/covers/manoir.svg", status: "published", published_at: base + 2 * day, updated_at: base + 2 * day,
    title: "Benvenuti su Escaplay",
    excerpt: "Una piattaforma per giocare, creare e condividere escape game online, da soli o insieme.",
    body: "Escaplay riunisce tre modi di creare un escape game: scene illustrate punta e clicca, panorami a 360° e giochi classici fatti di contenuti ed enigmi.\n\nOgni gioco pubblicato si gioca nel browser, senza installare nulla, da soli o insieme con un semplice codice numerico.\n\nQuesta prima versione getta le basi: il catalogo, una pagina per ogni pubblico e siti in sette lingue. Account, studio di creazione e partite a distanza arriveranno nelle prossime versioni.",
  },
];

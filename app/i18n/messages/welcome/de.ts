import type fr from "./fr";

const de: typeof fr = {
  title: "Willkommen",
  description: "Deine ersten Schritte auf Escaplay: Profil, erste Partie, Fernpartie und Code.",
  heroTitle: "Willkommen bei Escaplay, {{name}}!",
  heroText: "Dein Konto ist bestätigt. Hier sind vier erste Schritte, um gleich loszulegen: Du entscheidest, womit du anfängst.",
  stepsTitle: "Deine ersten Schritte",
  steps: [
    { title: "Vervollständige dein Profil", text: "Füg ein Profilbild, eine Vorstellung und deine sozialen Netzwerke hinzu: Sie erscheinen auf deinem öffentlichen Profil, zusammen mit deinen veröffentlichten Spielen und Erfolgen.", action: "Mein Konto" },
    { title: "Spiel ein erstes Spiel", text: "Nichts erklärt die Mechanik besser als eine Partie: Such dir ein leichtes Spiel im Katalog aus. Deine Erfolge werden in deinem Konto gespeichert.", action: "Spiele ansehen" },
    { title: "Organisiere eine Fernpartie", text: "Wähl ein Mehrspieler-Spiel, erstelle eine Fernpartie und teile ihren Code: Alle spielen am eigenen Bildschirm.", action: "Zusammen spielen" },
    { title: "Tritt einer Partie bei", text: "Jemand hat dir einen Code gegeben? Gib ihn ein, um der Partie beizutreten.", action: "Code eingeben" },
  ],
  profileLink: "Mein öffentliches Profil ansehen",
  creatorText: "Du bist Creator? Dein Studio wartet auf dich: Leg ein leeres Projekt oder eines aus einer Vorlage an und bau dein Spiel im Editor.",
  creatorAction: "Meine Projekte öffnen",
  studioLink: "Lust auf ein eigenes Spiel? Das Kreativstudio öffnen",
  planTitle: "Dein Tarif",
  planIntro: "Du startest mit dem Basic-Tarif, kostenlos und ohne zeitliche Begrenzung.",
  planName: "Basic",
  upgradeText: "Du möchtest Spieler ohne Konto zu deinen Fernpartien einladen?",
  upgradeLink: "Zu Pro wechseln",
  helpTitle: "Brauchst du Hilfe?",
  help: [
    { title: "Erstellen lernen", text: "Die Schritt-für-Schritt-Anleitung, um dein erstes Spiel im Studio zu bauen." },
    { title: "Gut spielen", text: "Die goldenen Regeln, bevor die Uhr läuft." },
    { title: "Schreib uns", text: "Eine Frage, ein Fehler, eine Idee: Wir antworten." },
  ],
};

export default de;

import type fr from "./fr";

const de: typeof fr = {
  title: "Willkommen",
  description: "Ihre ersten Schritte auf Escaplay: Profil, erste Partie, erstes Projekt und erste Session.",
  heroTitle: "Willkommen bei Escaplay, {{name}}!",
  heroText: "Ihr Konto ist bestätigt. Hier sind vier erste Schritte, um gleich loszulegen: Sie entscheiden, womit Sie anfangen.",
  stepsTitle: "Ihre ersten Schritte",
  steps: [
    { title: "Profil vervollständigen", text: "Fügen Sie ein Profilbild und ein paar Worte über sich hinzu. Ihr öffentliches Profil zeigt Ihre Spiele und Partien.", action: "Mein Konto" },
    { title: "Ein erstes Spiel spielen", text: "Nichts erklärt die Spielmechanik besser als eine Partie: Wählen Sie ein leichtes Spiel aus dem Katalog.", action: "Spiele durchsuchen" },
    { title: "Erstes Projekt anlegen", text: "Interface 2D, 360° oder Klassisch: Öffnen Sie das Studio und legen Sie den Grundstein für Ihr Abenteuer.", action: "Neues Projekt" },
    { title: "Einer Session beitreten", text: "Sie haben einen Code bekommen? Geben Sie ihn ein, um der laufenden Partie beizutreten.", action: "Code eingeben" },
  ],
  profileLink: "Mein öffentliches Profil ansehen",
  guideLink: "Anleitung zum Erstellen lesen",
  planTitle: "Ihr Angebot",
  planIntro: "Sie starten mit dem Basic-Angebot: kostenlos und zeitlich unbegrenzt.",
  planName: "Basic",
  upgradeText: "Lust auf privates Teilen, Gäste ohne Konto und unbegrenzte Projekte?",
  upgradeLink: "Zu Pro wechseln",
  helpTitle: "Brauchen Sie Hilfe?",
  help: [
    { title: "Erstellen lernen", text: "Die Schritt-für-Schritt-Anleitung, von der Geschichte bis zum Teilen." },
    { title: "Gut spielen", text: "Die goldenen Regeln, bevor die Uhr läuft." },
    { title: "Schreiben Sie uns", text: "Eine Frage, ein Fehler, eine Idee: Wir antworten." },
  ],
};

export default de;

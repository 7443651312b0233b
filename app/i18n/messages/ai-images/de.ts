import type fr from "./fr";

const de: typeof fr = {
  title: "Bild erzeugen",
  intro: "Beschreibe das Bild, das die KI erstellen soll: Es kommt zu den Dateien des Projekts und zählt zu deinem Speicherplatz.",
  remaining: "Dir bleiben diesen Monat noch {{count}} Bilder (von {{limit}}).",
  remainingOne: "Dir bleibt diesen Monat noch 1 Bild (von {{limit}}).",
  remainingNone: "Du hast die {{limit}} Bilder dieses Monats verbraucht: Der Zähler beginnt am 1. des nächsten Monats wieder bei null.",
  local: "Auf dieser Installation gibt es keinen KI-Dienst: Stattdessen entsteht ein lokales Bild mit der Aufschrift „Lokales Bild (ohne KI)“ und deiner Beschreibung, damit du den Ablauf ausprobieren kannst. Es wird wie ein echtes gezählt.",
  localLabel: "Lokales Bild (ohne KI)",
  unavailable: "Die Bilderzeugung ist gerade nicht verfügbar.",
  planNotice: "Dein Angebot enthält keine KI-Bilder: Pro (50 pro Monat), Bildung (40) und Unternehmen (100) enthalten sie.",
  upgrade: "Angebote ansehen",
  promptLabel: "Beschreibung des Bildes",
  promptHint: "{{min}} bis {{max}} Zeichen, zum Beispiel: ein staubiger Dachboden, durch ein Dachfenster beleuchtet.",
  formatLegend: "Format",
  formats: { scene: "Szene (16:9)", panorama: "360°-Panorama (2:1)", object: "Objekt (quadratisch)" },
  submit: "Bild erzeugen",
  generating: "Das Bild wird erzeugt …",
  generated: "Bild „{{name}}“ zu den Dateien hinzugefügt.",
  errors: {
    plan: "Dein Angebot enthält keine KI-Bilder: Wechsle zu Pro, Bildung oder Unternehmen, um welche zu erzeugen.",
    quota: "Du hast die {{limit}} KI-Bilder deines Angebots in diesem Monat verbraucht: Der Zähler beginnt am 1. des nächsten Monats wieder bei null.",
    refused: "Der Sicherheitsfilter des Dienstes hat diese Beschreibung abgelehnt: Formuliere sie um. Es wurde kein Bild gezählt.",
    unavailable: "Die Bilderzeugung ist gerade nicht verfügbar: Versuche es später noch einmal. Es wurde kein Bild gezählt.",
    storage: "Dein Speicherplatz ist voll: Lösche Dateien oder wechsle zu einem größeren Angebot. Es wurde kein Bild gezählt.",
    prompt: "Beschreibe das Bild mit {{min}} bis {{max}} Zeichen.",
    format: "Wähle ein Format: Szene, Panorama oder Objekt.",
    folder: "Dieser Ordner ist ungültig.",
    invalid: "Diese Anfrage ist ungültig: Lade die Seite neu.",
    network: "Die Anfrage ist nicht durchgekommen: Prüfe deine Verbindung und versuche es noch einmal.",
  },
};

export default de;

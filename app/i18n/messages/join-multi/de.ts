import type fr from "./fr";

const de: typeof fr = {
  title: "Einer Mehrspieler-Partie beitreten",
  description: "Gib den Zahlencode der Session ein, um einer laufenden Mehrspieler-Partie auf Escaplay beizutreten.",
  eyebrow: "Mehrspieler",
  heroTitle: "Einer Mehrspieler-Partie beitreten",
  heroText: "Gib den Zahlencode ein, den du von der Spielleitung erhalten hast: Du landest direkt im Warteraum der Session.",
  formTitle: "Dein Session-Code",
  whereTitle: "Wo finde ich den Code?",
  where: [
    "Auf dem Bildschirm der Spielleitung: Er erscheint, sobald die Session erstellt ist.",
    "In der Nachricht, die du bekommen hast. Hast du einen Link erhalten, genügt ein Klick darauf.",
    "Auf einem angezeigten oder ausgedruckten QR-Code: Scanne ihn, und die Session öffnet sich von selbst.",
  ],
  accountText: "Zum Beitreten brauchst du ein Konto, außer die Spielleitung lädt Spielende ohne Konto ein (Tarife Pro, Education und Unternehmen): Dann genügt ein Spielername.",
  devNotice: "Der Mehrspielermodus befindet sich noch in Entwicklung und kann Fehler aufweisen.",
  multiLink: "Wie funktioniert der Mehrspielermodus?",
  soloLink: "Kein Code? Entdecke Spiele für allein",
};

export default de;

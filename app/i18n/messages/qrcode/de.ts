import type fr from "./fr";

const de: typeof fr = {
  title: "Kostenloser QR-Code-Generator",
  description:
    "Erstelle kostenlos einen QR-Code für einen Link oder Text, wähle Größe, Farbe und Fehlerkorrektur und lade ihn als SVG oder PNG herunter.",
  heroTitle: "QR-Code-Generator",
  heroText:
    "Verwandle einen Link oder einen Text in einen druckfertigen QR-Code: ideal, um einen Hinweis im Raum zu verstecken, einer Klasse den Spielcode zu zeigen oder deine Mitspieler einzuladen. Kostenlos, ohne Anmeldung und ohne Wasserzeichen.",
  formTitle: "Dein QR-Code",
  text: "Text oder Webadresse",
  textHint: "{{n}} von höchstens {{max}} Zeichen.",
  size: "Bildgröße",
  sizeOption: "{{n}} × {{n}} Pixel",
  ecc: "Fehlerkorrektur",
  eccHint: "Je höher sie ist, desto besser lässt sich der Code lesen, wenn er beschädigt oder teilweise verdeckt ist, aber desto dichter wird er.",
  levels: {
    L: "L – niedrig (7 %)",
    M: "M – mittel (15 %)",
    Q: "Q – hoch (25 %)",
    H: "H – maximal (30 %)",
  },
  color: "Farbe des Musters",
  submit: "QR-Code aktualisieren",
  liveNote: "Die Vorschau aktualisiert sich während der Eingabe.",
  previewTitle: "Vorschau",
  previewAlt: "QR-Code, der zu folgendem Inhalt führt: {{text}}",
  empty: "Gib einen Text oder eine Adresse ein, um deinen QR-Code zu sehen.",
  tooLong: "Dieser Text ist zu lang für einen QR-Code: Kürze ihn auf höchstens {{max}} Zeichen oder senke die Fehlerkorrektur.",
  lowContrast: "Diese Farbe ist zu hell: Viele Smartphones können den Code dann nicht lesen. Wähle einen dunkleren Farbton.",
  downloadSvg: "Als SVG herunterladen",
  downloadPng: "Als PNG herunterladen",
  downloadHint: "Das SVG bleibt in jeder Größe scharf, ideal zum Drucken. Das PNG hat {{n}} × {{n}} Pixel.",
  privacy: "Es wird nichts gespeichert: Der Code wird direkt berechnet und nicht auf unseren Servern abgelegt.",
  ideasTitle: "QR-Codes in deinen Escape Games",
  ideas: [
    {
      title: "Ein versteckter Hinweis",
      text: "Drucke einen QR-Code, der zu einem Bild, einem Ton oder einem Text führt, und verstecke ihn unter einer Schublade oder hinter einem Bilderrahmen.",
    },
    {
      title: "Dem Spiel beitreten",
      text: "Zeig an der Tafel einen QR-Code zur Code-Seite: Deine Schülerinnen und Schüler treten der Mehrspieler-Sitzung im Handumdrehen bei.",
    },
    {
      title: "Das letzte Passwort",
      text: "Codiere einen Text statt eines Links: Der QR-Code wird selbst zum Rätsel, das man scannen muss, um die Lösung zu finden.",
    },
  ],
};

export default de;

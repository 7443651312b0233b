import type fr from "./fr";

const de: typeof fr = {
  title: "Anleitung: das erste Escape Game erstellen",
  description: "Die Schritt-für-Schritt-Anleitung für dein erstes Online-Escape-Game: Handlung, Spieltyp, Räume, Gegenstände, Rätsel, Hinweise, Test, Veröffentlichung und Teilen.",
  eyebrow: "Schritt für Schritt",
  heroTitle: "Dein erstes Escape Game in acht Schritten",
  heroText: "Von der Idee bis zur ersten Partie begleitet dich diese Anleitung bei jedem Schritt. Rechne mit ein bis zwei Stunden für ein erstes Spiel mit fünf bis acht Rätseln.",
  ctaJoin: "Kostenloses Konto erstellen",
  ctaStudio: "Das Studio entdecken",
  notice: "Das Kreativstudio ist offen: Jeder Schritt dieser Anleitung findet in deinem Projektbereich und im Editor deines Projekts statt (Interface 2D, 360° oder Klassisch), allein oder mit deinen Mitwirkenden.",
  beforeTitle: "Bevor du loslegst",
  before: [
    "Ein kostenloses Escaplay-Konto: Mit dem Basic-Tarif sind bis zu drei Projekte möglich.",
    "Eine Ausgangsidee, auch wenn sie noch vage ist: ein Ort, eine Figur, ein Geheimnis.",
    "Ein paar Bilder, eigene oder aus der Bibliothek freier Medien im Studio, wenn du ein Spiel in Interface 2D oder 360° planst. Mit den Tarifen Pro, Education und Unternehmen kannst du sie auch per KI erzeugen, bei den Dateien des Projekts.",
    "Papier und Stift, um den Ablauf der Rätsel zu skizzieren; die Rätselkarte im Editor zeichnet ihn danach und prüft, ob das Spiel lösbar ist.",
  ],
  tocTitle: "Die Schritte",
  stepsTitle: "Die Anleitung",
  tipLabel: "Tipp:",
  steps: [
    { title: "Die Geschichte ausdenken", text: "Ein gutes Spiel beginnt mit einer klaren Ausgangslage und einem Ziel: „Ihr habt 45 Minuten, um die Formel zu finden, bevor der Professor zurückkommt.“ Notiere Schauplatz, Rolle der Spieler, was auf dem Spiel steht und das Ende. Bau den Ablauf dann rückwärts: Beginne bei der letzten Tür und frag dich, was man braucht, um sie zu öffnen, dann, was man dafür braucht, und so weiter.", tip: "Plane fünf bis acht Rätsel für eine Partie von 30 bis 45 Minuten." },
    { title: "Den Spieltyp wählen", text: "Klassisch, wenn dein Spiel auf Texten, Dokumenten und Fragen beruht; Interface 2D, wenn du Illustrationen zum Durchsuchen hast; 360°, wenn du Panoramafotos eines echten Ortes besitzt. Der Typ wird beim Anlegen des Projekts gewählt.", tip: "Keine Illustrationen zur Hand? Starte mit Klassisch, das ist am schnellsten gebaut." },
    { title: "Die Räume bauen", text: "Leg das Projekt in deinem Bereich an, leer oder aus einer Vorlage (Wiederholung im Unterricht, Onboarding im Team, Geburtstag, Krimi, Museumsbesuch, Sprachunterricht), gib ihm einen Namen und füge die Räume (oder Szenen) hinzu. Jeder Raum hat ein Hintergrundbild und kann verschlossen bleiben, bis ein Rätsel gelöst ist. Ergänze Hintergrundmusik, für das ganze Spiel oder pro Raum, untertitelte Soundeffekte (Objekt aufgenommen, Rätsel gelöst, falsche Antwort, Sieg) und eine Schriftart, die zum Thema passt.", tip: "Ein Raum, ein Abschnitt der Geschichte: Drei Räume reichen für ein erstes Spiel oft aus." },
    { title: "Gegenstände und Rätsel platzieren", text: "Verstecke Gegenstände in der Kulisse und leg fest, was man damit tun kann: untersuchen, um ein Detail zu entdecken, kombinieren, um einen neuen Gegenstand zu erhalten. Füge dann die Rätsel hinzu: Zahlenschloss, Richtungs-, Farben- oder Formenschloss, Muster auf einem Raster, Zahlenräder, gesuchte Antwort, Anmeldemaske mit Benutzername und Passwort, Code zum Hochladen. Jedes gelöste Rätsel sollte etwas freischalten: einen Gegenstand, einen Raum, den nächsten Teil der Geschichte.", tip: "Wähle eindeutige Antworten: lieber eine Zahl als einen Satz, lieber ein Wort als eine Wendung." },
    { title: "Hinweise schreiben", text: "Plane zwei bis drei Hinweise pro Rätsel, vom dezentesten bis zum deutlichsten: zuerst „wo suchen“, dann „was tun“, zuletzt fast die Lösung. Jede Anfrage startet eine Wartezeit bis zum nächsten Hinweis: Stell sie so ein, dass Hinweise eine Hilfe bleiben und keine Abkürzung werden.", tip: "Schreib die Hinweise zuletzt, nachdem du echte Spieler beim Feststecken beobachtet hast." },
    { title: "Unter echten Bedingungen testen", text: "Starte im Editor den Testmodus und spiel dein Spiel von Anfang bis Ende. Lass es dann von jemandem spielen, der es nicht kennt, sag nichts und notiere jedes Zögern. Korrigieren und erneut testen: Jede Änderung kann einen Ablauf zerstören.", tip: "Hängt jemand länger als fünf Minuten an derselben Stelle fest, fehlt ein Hinweis oder ein optischer Anhaltspunkt." },
    { title: "Veröffentlichen", text: "Füll den Steckbrief des Spiels aus: Titel, Kurzbeschreibung, Titelbild, Thema (Abenteuer, Fantasy, Horror, Krimi), Schwierigkeit, Spieldauer, Altersempfehlung, Spielerzahl und erlaubte Modi (allein, Mehrspieler). Veröffentlichen, und das Spiel erscheint im Katalog. Mit einem kostenpflichtigen Angebot kannst du es per privater Freigabe auch nur deinen Gästen zugänglich machen.", tip: "Ein gut lesbares Titelbild und eine Beschreibung, die in zwei Sätzen die Spannung aufbaut, machen im Katalog den Unterschied." },
    { title: "Mit einem Code teilen", text: "Verschick den Link zur Spielseite oder starte eine Mehrspieler-Session: Du erhältst einen Zahlencode, den die Spieler auf der Seite „Code eingeben“ eintippen. Der QR-Code-Generator macht aus jedem Link ein Bild zum Anzeigen oder Ausdrucken. Der Mehrspielermodus ist noch in Entwicklung und kann Fehler aufweisen.", tip: "Zeig den Code bei einer Klasse oder Veranstaltung groß an und lass ihn die ganze Zeit sichtbar." },
  ],
  designTitle: "Sechs Tipps für gelungene Rätsel",
  design: [
    { title: "Ein Rätsel, eine Idee", text: "Jedes Rätsel sollte auf einem klaren Gedankengang beruhen. Zwei vermischte Ideen verdoppeln die Gefahr, die Spieler zu verlieren." },
    { title: "Fair bleiben", text: "Alles Nötige steckt im Spiel. Verlang kein Vorwissen, außer genau das ist das Ziel eines Lernspiels." },
    { title: "Mechaniken abwechseln", text: "Beobachten, kombinieren, Gegenstände nutzen, entschlüsseln: Abwechslung hält die Aufmerksamkeit hoch und lässt alle glänzen." },
    { title: "An Teams denken", text: "Biete mehreren Spielern zwei oder drei Rätsel parallel an, damit niemand untätig danebensteht." },
    { title: "Schwierigkeit dosieren", text: "Leicht beginnen, um Selbstvertrauen zu schaffen, dann steigern, und ein denkwürdiges Rätsel für den Schluss aufheben." },
    { title: "Belohnen", text: "Lass die Geschichte nach jedem Erfolg weitergehen: eine Tür, die aufgeht, eine Nachricht, ein freigeschalteter Erfolg." },
  ],
  mistakesTitle: "Die typischen Fallen",
  mistakes: [
    "Ein unverzichtbarer Gegenstand, versteckt in einer winzigen Bildecke.",
    "Zehn vierstellige Codes hintereinander: Da kommt schnell Langeweile auf.",
    "Eine Antwort, die man unterschiedlich schreiben kann, obwohl nur eine Schreibweise akzeptiert wird.",
    "Vergessen, das Spiel nach der letzten Änderung noch einmal durchzuspielen.",
  ],
  togetherTitle: "Gemeinsam gestalten",
  together: [
    "Ein Projekt lässt sich auch gemeinsam bauen. Öffne in seinem Editor die Ansicht „Mitwirkende“ und lade jemanden über den Benutzernamen oder die E-Mail-Adresse ein: Wer noch kein Konto hat, bekommt einen Link, um eines anzulegen. Wähle die Rolle: Bearbeiter ändern das Projekt, seine Dateien und Versionen und testen das Spiel; Leser öffnen den Editor, ohne etwas ändern zu können. Veröffentlichen bleibt Sache des Eigentümers. Der Basic-Tarif erlaubt 2 Mitwirkende pro Projekt, die Tarife Pro, Education und Unternehmen 10, offene Einladungen mitgezählt.",
    "Die Einladung wird im Projektbereich angenommen; dort erscheint das Projekt danach unter „Mit mir geteilt“. Im Editor sieht jede Person live, wer da ist, worauf die anderen zeigen und was sie ändern. Teilt euch die Arbeit auf, zum Beispiel einen Raum pro Person: Alle Änderungen bleiben erhalten, und ändern zwei Personen dasselbe Feld, erfährt die Person, deren Eingabe ersetzt wurde, davon.",
  ],
  ctaTitle: "Bereit loszulegen?",
  ctaText: "Jetzt kostenlos ein Konto erstellen: Dein erstes Projekt kannst du schon heute anlegen, und diese Anleitung bleibt jederzeit abrufbar.",
};

export default de;

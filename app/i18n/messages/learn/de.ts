import type fr from "./fr";

const de: typeof fr = {
  title: "Anleitung: das erste Escape Game erstellen",
  description: "Die Schritt-für-Schritt-Anleitung für Ihr erstes Online-Escape-Game: Handlung, Spieltyp, Räume, Gegenstände, Rätsel, Hinweise, Test, Veröffentlichung und Teilen.",
  eyebrow: "Schritt für Schritt",
  heroTitle: "Ihr erstes Escape Game in acht Schritten",
  heroText: "Von der Idee bis zur ersten Partie begleitet Sie diese Anleitung bei jedem Schritt. Rechnen Sie mit ein bis zwei Stunden für ein erstes Spiel mit fünf bis acht Rätseln.",
  ctaJoin: "Kostenloses Konto erstellen",
  ctaStudio: "Das Studio entdecken",
  notice: "Das Kreativstudio ist noch nicht geöffnet: Diese Anleitung bereitet auf das erste eigene Spiel vor; ihre Schritte im Editor gelten, sobald das Studio öffnet. Das kündigen wir auf der Seite Neuigkeiten an.",
  beforeTitle: "Bevor Sie loslegen",
  before: [
    "Ein kostenloses Escaplay-Konto: Mit dem Basic-Angebot werden bis zu drei Projekte möglich sein, sobald das Studio öffnet.",
    "Eine Ausgangsidee, auch wenn sie noch vage ist: ein Ort, eine Figur, ein Geheimnis.",
    "Ein paar Bilder, eigene oder lizenzfreie, wenn Sie ein Spiel in Interface 2D oder 360° planen.",
    "Papier und Stift, um den Ablauf der Rätsel zu skizzieren.",
  ],
  tocTitle: "Die Schritte",
  stepsTitle: "Die Anleitung",
  tipLabel: "Tipp:",
  steps: [
    { title: "Die Geschichte ausdenken", text: "Ein gutes Spiel beginnt mit einer klaren Ausgangslage und einem Ziel: „Ihr habt 45 Minuten, um die Formel zu finden, bevor der Professor zurückkommt.“ Notieren Sie Schauplatz, Rolle der Spieler, was auf dem Spiel steht und das Ende. Bauen Sie den Ablauf dann rückwärts: Beginnen Sie bei der letzten Tür und fragen Sie, was man braucht, um sie zu öffnen, dann, was man dafür braucht, und so weiter.", tip: "Planen Sie fünf bis acht Rätsel für eine Partie von 30 bis 45 Minuten." },
    { title: "Den Spieltyp wählen", text: "Klassisch, wenn Ihr Spiel auf Texten, Dokumenten und Fragen beruht; Interface 2D, wenn Sie Illustrationen zum Durchsuchen haben; 360°, wenn Sie Panoramafotos eines echten Ortes besitzen. Der Typ wird beim Anlegen des Projekts gewählt.", tip: "Keine Illustrationen zur Hand? Starten Sie mit Klassisch, das ist am schnellsten gebaut." },
    { title: "Die Räume bauen", text: "Legen Sie das Projekt in Ihrem Bereich an, geben Sie ihm einen Namen und fügen Sie die Räume (oder Szenen) hinzu. Jeder Raum hat ein Hintergrundbild und kann verschlossen bleiben, bis ein Rätsel gelöst ist. Ergänzen Sie Hintergrundmusik und eine Schriftart, die zum Thema passt.", tip: "Ein Raum, ein Abschnitt der Geschichte: Drei Räume reichen für ein erstes Spiel oft aus." },
    { title: "Gegenstände und Rätsel platzieren", text: "Verstecken Sie Gegenstände in der Kulisse und legen Sie fest, was man damit tun kann: untersuchen, um ein Detail zu entdecken, kombinieren, um einen neuen Gegenstand zu erhalten. Fügen Sie dann die Rätsel hinzu: Zahlenschloss, gesuchte Antwort, Anmeldemaske mit Benutzername und Passwort, Code zum Hochladen. Jedes gelöste Rätsel sollte etwas freischalten: einen Gegenstand, einen Raum, den nächsten Teil der Geschichte.", tip: "Wählen Sie eindeutige Antworten: lieber eine Zahl als einen Satz, lieber ein Wort als eine Wendung." },
    { title: "Hinweise schreiben", text: "Planen Sie zwei bis drei Hinweise pro Rätsel, vom dezentesten bis zum deutlichsten: zuerst „wo suchen“, dann „was tun“, zuletzt fast die Lösung. Jede Anfrage startet eine Wartezeit bis zum nächsten Hinweis: Stellen Sie sie so ein, dass Hinweise eine Hilfe bleiben und keine Abkürzung werden.", tip: "Schreiben Sie die Hinweise zuletzt, nachdem Sie echte Spieler beim Feststecken beobachtet haben." },
    { title: "Unter echten Bedingungen testen", text: "Starten Sie im Editor den Testmodus und spielen Sie Ihr Spiel von Anfang bis Ende. Lassen Sie es dann von jemandem spielen, der es nicht kennt, sagen Sie nichts und notieren Sie jedes Zögern. Korrigieren und erneut testen: Jede Änderung kann einen Ablauf zerstören.", tip: "Hängt jemand länger als fünf Minuten an derselben Stelle fest, fehlt ein Hinweis oder ein optischer Anhaltspunkt." },
    { title: "Veröffentlichen", text: "Füllen Sie den Steckbrief des Spiels aus: Titel, Kurzbeschreibung, Titelbild, Thema (Abenteuer, Fantasy, Horror, Krimi), Schwierigkeit, Spieldauer, Altersempfehlung, Spielerzahl und erlaubte Modi (allein, Mehrspieler). Veröffentlichen, und das Spiel erscheint im Katalog. Mit einem kostenpflichtigen Angebot können Sie es per privater Freigabe auch nur Ihren Gästen zugänglich machen.", tip: "Ein gut lesbares Titelbild und eine Beschreibung, die in zwei Sätzen die Spannung aufbaut, machen im Katalog den Unterschied." },
    { title: "Mit einem Code teilen", text: "Verschicken Sie den Link zur Spielseite oder starten Sie eine Mehrspieler-Session: Sie erhalten einen Zahlencode, den die Spieler auf der Seite „Code eingeben“ eintippen. Der QR-Code-Generator macht aus jedem Link ein Bild zum Anzeigen oder Ausdrucken. Der Mehrspielermodus ist noch in Entwicklung und kann Fehler aufweisen.", tip: "Zeigen Sie den Code bei einer Klasse oder Veranstaltung groß an und lassen Sie ihn die ganze Zeit sichtbar." },
  ],
  designTitle: "Sechs Tipps für gelungene Rätsel",
  design: [
    { title: "Ein Rätsel, eine Idee", text: "Jedes Rätsel sollte auf einem klaren Gedankengang beruhen. Zwei vermischte Ideen verdoppeln die Gefahr, die Spieler zu verlieren." },
    { title: "Fair bleiben", text: "Alles Nötige steckt im Spiel. Verlangen Sie kein Vorwissen, außer genau das ist das Ziel eines Lernspiels." },
    { title: "Mechaniken abwechseln", text: "Beobachten, kombinieren, Gegenstände nutzen, entschlüsseln: Abwechslung hält die Aufmerksamkeit hoch und lässt alle glänzen." },
    { title: "An Teams denken", text: "Bieten Sie mehreren Spielern zwei oder drei Rätsel parallel an, damit niemand untätig danebensteht." },
    { title: "Schwierigkeit dosieren", text: "Leicht beginnen, um Selbstvertrauen zu schaffen, dann steigern, und ein denkwürdiges Rätsel für den Schluss aufheben." },
    { title: "Belohnen", text: "Lassen Sie die Geschichte nach jedem Erfolg weitergehen: eine Tür, die aufgeht, eine Nachricht, ein freigeschalteter Erfolg." },
  ],
  mistakesTitle: "Die typischen Fallen",
  mistakes: [
    "Ein unverzichtbarer Gegenstand, versteckt in einer winzigen Bildecke.",
    "Zehn vierstellige Codes hintereinander: Da kommt schnell Langeweile auf.",
    "Eine Antwort, die man unterschiedlich schreiben kann, obwohl nur eine Schreibweise akzeptiert wird.",
    "Vergessen, das Spiel nach der letzten Änderung noch einmal durchzuspielen.",
  ],
  ctaTitle: "Bereit loszulegen?",
  ctaText: "Jetzt kostenlos ein Konto erstellen: Das erste Projekt folgt, sobald das Studio öffnet, und diese Anleitung bleibt jederzeit abrufbar.",
};

export default de;

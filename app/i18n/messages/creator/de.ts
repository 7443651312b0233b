import type fr from "./fr";

const de: typeof fr = {
  title: "Ein Online-Escape-Game erstellen",
  description: "Das Escaplay-Studio, in Arbeit: drei Editoren (Interface 2D, 360°, Klassisch), Gegenstände, Rezepte, Rätsel, Hinweise und Erfolge, dann Veröffentlichen und Teilen.",
  eyebrow: "Kreative",
  heroTitle: "Bald: das Studio, mit dem du Escape Games baust, ganz ohne Programmieren",
  heroText: "Kulissen, Gegenstände, Rätsel, Hinweise, Erfolge: Mit dem Studio wirst du dein Abenteuer im Browser zusammenstellen, testen und mit der ganzen Welt oder nur mit deinen Spielern teilen.",
  notice: "Das Kreativstudio öffnet Schritt für Schritt: Dein Projektbereich ist offen (ein leeres Projekt oder eines aus einer Vorlage anlegen, umbenennen, duplizieren, löschen und wiederherstellen, im Rahmen deines Tarifs). Editoren, Veröffentlichen und Teilen kommen mit den nächsten Versionen, angekündigt auf der Seite Neuigkeiten. Heute kannst du außerdem die Demospiele spielen, allein oder zu mehreren.",
  ctaJoin: "Kostenloses Konto erstellen",
  ctaLearn: "Zur Anleitung",
  ctaWorkspace: "Meinen Projektbereich öffnen",
  editorsTitle: "Drei Editoren, ein Studio",
  editorsIntro: "Du wirst das Format wählen, das zu deiner Geschichte passt. Alle drei lassen sich schon im Browser spielen: Unsere Demospiele geben einen Vorgeschmack.",
  editors: [
    { title: "Interface 2D", text: "Du legst klickbare Bereiche auf deine Illustrationen, verbindest die Szenen miteinander und versteckst Gegenstände in jedem Winkel." },
    { title: "360°", text: "Du lädst Panoramafotos hoch und setzt Interessenpunkte: Die Spieler erkunden den Raum, als wären sie dort." },
    { title: "Klassisch", text: "Du reihst Inhaltsseiten und Rätsel aneinander: der schnellste Weg zu einem Quiz mit Geschichte, einer Schnitzeljagd oder einer Unterrichtsstunde." },
  ],
  blocksTitle: "Alles, was gute Rätsel brauchen",
  blocks: [
    { title: "Gegenstände und Inventar", text: "Aufgehobene Gegenstände landen im Inventar; ein Hauptgegenstand kann die ganze Handlung tragen." },
    { title: "Rezepte", text: "Zwei Aktionen zum Nachdenken: einen Gegenstand untersuchen, um ein Detail zu entdecken, und zwei Gegenstände zu einem neuen kombinieren." },
    { title: "Rätsel", text: "Schlosscodes, freie Antworten, Login- und Passwortbildschirme, Upload-Codes: reichlich Abwechslung." },
    { title: "Hinweise", text: "Gestufte Hinweise, Rätsel für Rätsel. Jede Anfrage startet eine Wartezeit bis zum nächsten, die der Ersteller festlegt." },
    { title: "Erfolge", text: "Belohne Tempo, Neugier oder das Spielen ohne Hinweise. Manche Erfolge können verborgen bleiben, bis sie freigeschaltet sind." },
    { title: "Räume und Atmosphäre", text: "Räume, die sich im Spielverlauf öffnen, Hintergrundmusik und Soundeffekte." },
  ],
  shareTitle: "Veröffentlichen, teilen, gemeinsam spielen",
  share: [
    { title: "Veröffentlichen (bald)", text: "Du wirst dein Spiel mit Thema, Schwierigkeit, Dauer und Altersempfehlung im Katalog online stellen." },
    { title: "Privat teilen (bald)", text: "Mit einem kostenpflichtigen Tarif wirst du dein Spiel für ausgewählte Personen reservieren können: eine Klasse, einen Kunden, eine Familie." },
    { title: "Fernpartien", text: "Schon verfügbar: Spiele, die es erlauben, werden zu mehreren gespielt, jede und jeder am eigenen Bildschirm. Du erstellst die Partie und teilst ihren Code, ihren Link oder ihren QR-Code." },
    { title: "Öffentliches Profil", text: "Eine Seite mit deinem Namen, deinem Bild und deinen veröffentlichten Spielen, überall teilbar." },
  ],
  communityText: "Die Bewertungen lassen sich schon auf der Seite jedes Spiels lesen. Bewertungen schreiben, Spiele zu Sammlungen bündeln und ein veröffentlichtes Projekt weiterverwenden gehören zu den nächsten Schritten: Sie sind noch nicht verfügbar.",
  planTitle: "Kostenlos starten",
  planIntro: "Der Basic-Tarif wird genügen, um deine ersten Spiele zu erstellen und zu veröffentlichen, sobald das Studio öffnet.",
  planName: "Basic (kostenlos)",
  planFeatures: [
    "Die drei Editoren, Interface 2D, 360° und Klassisch, sobald das Studio öffnet",
    "Das Veröffentlichen deiner Spiele im Katalog, sobald das Studio öffnet",
    "Schon heute: die Erfolge deiner Partien in deinem Konto gespeichert",
    "Schon heute: eigene Fernpartien mit einem Code",
  ],
  proText: "Du brauchst mehr? Mit dem Pro-Tarif lädst du schon heute Spieler ohne Konto zu deinen Fernpartien ein; mit dem Studio kommen unbegrenzte Projekte, 1 GB Speicher, 10 Mitwirkende pro Projekt und privates Teilen dazu.",
  proLink: "Angebote vergleichen",
  ctaTitle: "Bereite dein erstes Rätsel vor",
  ctaText: "Erstelle in einer Minute dein Konto und lies die Anleitung: So bist du bereit, wenn das Studio öffnet.",
};

export default de;

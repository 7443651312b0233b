import type fr from "./fr";

const de: typeof fr = {
  title: "Ein Online-Escape-Game erstellen",
  description: "Das Escaplay-Studio: ein Editor für jedes der drei Formate (Interface 2D, 360°, Klassisch), mit Gegenständen, Rezepten, Rätseln, Hinweisen und Erfolgen, dazu Testen, Veröffentlichen und Teilen deiner Spiele.",
  eyebrow: "Kreative",
  heroTitle: "Das Studio, mit dem du Escape Games ganz ohne Programmieren baust",
  heroText: "Kulissen, Gegenstände, Rätsel, Hinweise, Erfolge: Mit dem Studio stellst du dein Abenteuer im Browser zusammen, testest es und teilst es mit der ganzen Welt oder nur mit deinen Spielern.",
  notice: "Das Kreativstudio ist offen: Lege in deinem Projektbereich ein leeres Projekt an, eines aus einer Vorlage (sechs pro Spieltyp: Wiederholung im Unterricht, Onboarding im Team, Geburtstag, Krimi, Museumsbesuch, Sprachunterricht) oder aus einem Demospiel und baue es in seinem Editor (Interface 2D, 360° oder Klassisch) – mit dem Projektbaum, der Liste der Probleme, Rückgängig und einem Speichern, das deine Änderungen auch offline behält. Lade Dateien hoch, benenne Versionen, teste, veröffentliche und teile per Link. Und gestalte gemeinsam: Lade Mitwirkende zu einem Projekt ein und bearbeite es live mit ihnen – du siehst, wer da ist und was jede Person gerade ändert. Die Bilder eines Spiels kannst du auch per KI aus einer Beschreibung erzeugen, bei den Dateien des Projekts (Tarife Pro, Education und Unternehmen) oder aus der Bibliothek freier Medien im Studio wählen, mit Objekten, Symbolen und Tönen.",
  ctaJoin: "Kostenloses Konto erstellen",
  ctaLearn: "Zur Anleitung",
  ctaProjects: "Meine Projekte öffnen",
  ctaWorkspace: "Meinen Projektbereich öffnen",
  editorsTitle: "Drei Editoren, ein Studio",
  editorsIntro: "Wähle das Format, das zu deiner Geschichte passt: Jedes hat seinen eigenen Editor, und alle drei lassen sich im Browser spielen. Unsere Demospiele geben einen Vorgeschmack.",
  editors: [
    { title: "Interface 2D", text: "Du legst klickbare Bereiche mit der Maus, der Tastatur oder über ihre Koordinaten auf deine Illustrationen, verbindest die Szenen miteinander und versteckst Gegenstände in jedem Winkel; die Vorschau zeigt die Szene so, wie die Spieler sie sehen." },
    { title: "360°", text: "Du lädst Panoramafotos hoch und setzt Interessenpunkte per Klick oder über ihre Blickrichtung: Die Spieler erkunden den Raum, als wären sie dort, und wechseln von Panorama zu Panorama." },
    { title: "Klassisch", text: "Du reihst Inhaltsseiten (formatierter Text, Bilder, Töne mit Transkript, Videos) und Rätsel aneinander: der schnellste Weg zu einem Quiz mit Geschichte, einer Schnitzeljagd oder einer Unterrichtsstunde." },
  ],
  blocksTitle: "Alles, was gute Rätsel brauchen",
  blocks: [
    { title: "Gegenstände und Inventar", text: "Aufgehobene Gegenstände landen im Inventar; ein Hauptgegenstand kann die ganze Handlung tragen." },
    { title: "Rezepte", text: "Zwei Aktionen zum Nachdenken: einen Gegenstand untersuchen, um ein Detail zu entdecken, und zwei Gegenstände zu einem neuen kombinieren." },
    { title: "Rätsel", text: "Schlosscodes, Richtungs-, Farben- und Formenschlösser, Muster zum Nachzeichnen, Zahlenräder, freie Antworten, Login- und Passwortbildschirme, Upload-Codes: reichlich Abwechslung, und eine Rätselkarte, die prüft, ob das Spiel lösbar ist." },
    { title: "Hinweise", text: "Gestufte Hinweise, Rätsel für Rätsel. Jede Anfrage startet eine Wartezeit bis zum nächsten, die der Ersteller festlegt." },
    { title: "Erfolge", text: "Belohne Tempo, Neugier oder das Spielen ohne Hinweise. Manche Erfolge können verborgen bleiben, bis sie freigeschaltet sind." },
    { title: "Räume und Atmosphäre", text: "Räume, die sich im Spielverlauf öffnen, Hintergrundmusik pro Spiel, Raum, Szene oder Seite mit Überblendung zwischen den Orten und untertitelte Soundeffekte für gehörlose und schwerhörige Spielende." },
  ],
  shareTitle: "Veröffentlichen, teilen, gemeinsam spielen",
  share: [
    { title: "Veröffentlichen", text: "Stell dein Spiel in den Katalog; jede neue Veröffentlichung ist eine eigene Version, und du kannst sie jederzeit zurückziehen." },
    { title: "Privat teilen", text: "Mit den Tarifen Pro, Education und Unternehmen stellst du dein Spiel privat: Es bleibt außerhalb des Katalogs und lässt sich nur über seinen Link spielen." },
    { title: "Fernpartien", text: "Schon verfügbar: Spiele, die es erlauben, werden zu mehreren gespielt, jede und jeder am eigenen Bildschirm. Du erstellst die Partie und teilst ihren Code, ihren Link oder ihren QR-Code." },
    { title: "Öffentliches Profil", text: "Eine Seite mit deinem Namen: dein Bild, deine Vorstellung, Links zu deinen Netzwerken, deine veröffentlichten Spiele und Erfolge, und deine Partien, wenn du willst. Überall teilbar." },
  ],
  communityText: "Spieler lesen die Bewertungen auf der Seite jedes Spiels und schreiben selbst eine, sobald sie eine Partie beendet haben (veröffentlicht nach der Moderation), und Kreative können ein veröffentlichtes Projekt weiterverwenden, wenn es das erlaubt. Mit den Tarifen Pro, Education und Unternehmen verbinden sie ihre Spiele außerdem zu Kapitel-Sammlungen (Beta), in denen die Spieler ihren Fortschritt sehen.",
  planTitle: "Kostenlos starten",
  planIntro: "Der Basic-Tarif genügt, um deine ersten Spiele zu erstellen und zu veröffentlichen.",
  planName: "Basic (kostenlos)",
  planFeatures: [
    "Die drei Editoren, Interface 2D, 360° und Klassisch, schon heute",
    "Das Veröffentlichen deiner Spiele im Katalog, schon heute",
    "Schon heute: die Erfolge deiner Partien in deinem Konto gespeichert",
    "Schon heute: eigene Fernpartien mit einem Code",
  ],
  proText: "Du brauchst mehr? Mit dem Pro-Tarif lädst du Spieler ohne Konto zu deinen Fernpartien ein und stellst deine Spiele privat; dazu kommen unbegrenzte Projekte, 1 GB Speicher und 10 Mitwirkende pro Projekt statt 2.",
  proLink: "Angebote vergleichen",
  ctaTitle: "Baue dein erstes Rätsel",
  ctaText: "Erstelle in einer Minute dein Konto, öffne das Studio und folge der Anleitung: Dein erstes Spiel kann noch heute online sein.",
};

export default de;

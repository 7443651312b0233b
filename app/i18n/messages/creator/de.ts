import type fr from "./fr";

const de: typeof fr = {
  title: "Online-Escape-Game erstellen",
  description: "Das Escaplay-Studio: drei Editoren (Interface 2D, 360°, Klassisch), Gegenstände, Rezepte, Rätsel, Hinweise und Erfolge, dann veröffentlichen und teilen. Kostenlos starten.",
  eyebrow: "Kreative",
  heroTitle: "Das Studio für Escape Games, ganz ohne Programmieren",
  heroText: "Szenen, Gegenstände, Rätsel, Hinweise, Erfolge: Bauen Sie Ihr Abenteuer im Browser, testen Sie es mit einem Klick und teilen Sie es mit der ganzen Welt oder nur mit Ihren Spielern.",
  ctaJoin: "Kostenloses Konto erstellen",
  ctaLearn: "Zur Anleitung",
  editorsTitle: "Drei Editoren, ein Studio",
  editorsIntro: "Wählen Sie das Format, das Ihre Geschichte am besten erzählt. Von Projekt zu Projekt können Sie wechseln.",
  editors: [
    { title: "Interface 2D", text: "Legen Sie klickbare Bereiche auf Ihre Illustrationen, verbinden Sie die Szenen und verstecken Sie Gegenstände in jedem Winkel." },
    { title: "360°", text: "Laden Sie Panoramafotos hoch und setzen Sie Hotspots: Die Spieler erkunden den Raum, als stünden sie mittendrin." },
    { title: "Klassisch", text: "Reihen Sie Inhaltsseiten und Rätsel aneinander: der schnellste Weg zu einem Quiz mit Handlung, einer Schnitzeljagd oder einer Unterrichtsstunde." },
  ],
  blocksTitle: "Alles, was gute Rätsel brauchen",
  blocks: [
    { title: "Gegenstände und Inventar", text: "Aufgehobene Gegenstände landen im Inventar; ein Hauptgegenstand kann die ganze Handlung tragen." },
    { title: "Rezepte", text: "Zwei Aktionen, die zum Nachdenken bringen: einen Gegenstand untersuchen, um ein Detail zu entdecken, zwei Gegenstände kombinieren, um einen neuen zu erhalten." },
    { title: "Rätsel", text: "Zahlenschlösser, freie Antworten, Anmeldemasken mit Benutzername und Passwort, Codes zum Hochladen: für reichlich Abwechslung." },
    { title: "Hinweise", text: "Schreiben Sie aufeinander aufbauende Hinweise. Jede Anfrage startet eine Wartezeit bis zum nächsten, die Sie selbst festlegen." },
    { title: "Erfolge", text: "Belohnen Sie Tempo, Neugier oder Spielen ohne Hinweise. Manche Erfolge bleiben verborgen, bis sie freigeschaltet werden." },
    { title: "Räume und Atmosphäre", text: "Räume, die sich im Spielverlauf öffnen, Musik und Geräusche, rund 85 Schriftarten und eigene Mauszeiger." },
  ],
  shareTitle: "Veröffentlichen, teilen, Publikum gewinnen",
  share: [
    { title: "Veröffentlichung", text: "Ein Klick bringt Ihr Spiel in den Katalog, mit Thema, Schwierigkeit, Spieldauer und Altersempfehlung." },
    { title: "Privates Teilen", text: "Mit einem kostenpflichtigen Angebot machen Sie Ihr Spiel nur für ausgewählte Personen zugänglich: eine Klasse, einen Kunden, eine Familie." },
    { title: "Sammlungen von Kapiteln", text: "Teilen Sie ein großes Abenteuer in mehrere Kapitel auf, die nacheinander gespielt werden (Beta)." },
    { title: "Öffentliches Profil", text: "Ihre Spiele, Ihre Partien und Ihre Vorstellung auf einer Seite unter Ihrem Namen, überall teilbar." },
  ],
  communityText: "Spieler bewerten und kommentieren Ihre Spiele nach dem Spielen; andere Kreative können ein veröffentlichtes Projekt sogar übernehmen, um daraus zu lernen.",
  planTitle: "Kostenlos starten",
  planIntro: "Das Basic-Angebot reicht, um Ihre ersten Spiele zu erstellen und zu veröffentlichen.",
  planName: "Basic (kostenlos)",
  planFeatures: [
    "Veröffentlichung Ihrer Spiele im Katalog",
    "Gespeicherter Fortschritt und Erfolge für angemeldete Spieler",
    "Alle drei Editoren: Interface 2D, 360° und Klassisch",
    "Jede Bewertung, die Sie zu einem Spiel schreiben, bringt Ihnen 0,05 MB zusätzlichen Speicher",
  ],
  proText: "Sie brauchen mehr? Das Pro-Angebot bietet unbegrenzte Projekte, 1 GB Speicher, 10 Mitwirkende pro Projekt, privates Teilen und Gäste ohne Konto.",
  proLink: "Angebote vergleichen",
  ctaTitle: "Ihr erstes Rätsel wartet",
  ctaText: "Erstellen Sie Ihr Konto in einer Minute und lassen Sie sich Schritt für Schritt bis zur Veröffentlichung begleiten.",
};

export default de;

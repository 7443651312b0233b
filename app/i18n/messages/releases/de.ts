import type fr from "./fr";

const de: typeof fr = {
  title: "Neuigkeiten",
  description: "Die Versionshinweise von Escaplay: was Version für Version auf die Plattform gekommen ist und was als Nächstes kommt.",
  eyebrow: "Versionshinweise",
  heroTitle: "Neu bei Escaplay",
  heroText: "Jede Version, was sie bringt und woran wir als Nächstes arbeiten. Wir kündigen lieber an, was fertig ist, als Termine zu versprechen.",
  ctaContact: "Idee vorschlagen",
  upcomingTitle: "In Arbeit",
  upcomingIntro: "Die nächsten Schritte, in der Reihenfolge, in der wir daran arbeiten. Sie sind noch nicht verfügbar.",
  upcoming: [
    { title: "Das Kreativstudio", text: "Die drei Editoren (Interface 2D, 360° und Klassisch), mit denen du eigene Spiele baust: Räume, Gegenstände, Rezepte, Rätsel, Hinweise und Erfolge, um die Inhalte deiner Projekte zu bearbeiten." },
    { title: "Gemeinsam gestalten", text: "Mitwirkende zu einem Projekt einladen und es zusammen live bearbeiten." },
    { title: "Die Community", text: "Nach dem Spielen eine Bewertung schreiben, ein Spiel melden, das öffentliche Profil vorstellen, Spiele zu Kapitel-Sammlungen bündeln." },
  ],
  releasedTitle: "Veröffentlichte Versionen",
  notes: {
    multi: {
      title: "Mehrspieler per Code",
      summary: "Gemeinsam aus der Ferne spielen, jede und jeder am eigenen Bildschirm, in derselben Partie.",
      items: [
        "Wer angemeldet ist, erstellt auf dem Startbildschirm eines Mehrspieler-Spiels eine Fernpartie und legt fest, wie viele Spieler zum Start nötig sind und wie viele höchstens mitspielen",
        "Die Spieler treten mit dem neunstelligen Code (Seite „Code eingeben“), dem Link oder dem QR-Code bei",
        "Ein Warteraum mit der Spielerliste, danach eine gemeinsame Partie: dieselbe Szene, dasselbe Inventar, Chat, Schnellnachrichten und „Den anderen zeigen“",
        "Wer die Partie erstellt hat, startet, pausiert und beendet sie und kann Spieler entfernen",
        "Ohne Konto trittst du einer Partie nur bei, wenn ihre Spielleitung mit Pro, Education oder Unternehmen Spielende ohne Konto einlädt; sonst melden sich alle an",
        "Der Mehrspielermodus ist noch jung: Es kann zu Fehlern kommen, melde sie uns gern",
      ],
    },
    play: {
      title: "Die Spiel-Engine und Solo-Partien",
      summary: "Alle drei Formate lassen sich im Browser von Anfang bis Ende spielen, dazu fünf Demospiele.",
      items: [
        "Interface 2D (illustrierte Szenen), 360° (Panoramen) und Klassisch (Inhaltsseiten und Rätsel)",
        "Inventar, Gegenstände zum Untersuchen und Kombinieren, Codes, Antworten, Logins und Upload-Codes",
        "Hinweise mit Wartezeit, Zeitstrafe bei falschen Antworten, Pause und bei abgelaufener Zeit die Wahl: aufhören oder weiterspielen",
        "Der Fortschritt bleibt 24 Stunden lang erhalten: Nach dem Neuladen der Seite oder einem Verbindungsabbruch geht es dort weiter, wo du warst",
        "Abschlussbildschirm mit Zeit, Hinweisen, Fehlern und Erfolgen; die Erfolge angemeldeter Spieler werden gespeichert",
      ],
    },
    accounts: {
      title: "Die Konten",
      summary: "Ein kostenloses Konto, um Erfolge zu behalten und Partien zu organisieren.",
      items: [
        "Registrierung mit Bestätigung durch einen 6-stelligen Code per E-Mail, Anmeldung, Anmeldung mit Google, wo sie angeboten wird",
        "Konto per E-Mail wiederherstellen",
        "Persönlicher Bereich: Profilbild, E-Mail-Adresse, Passwort, E-Mail-Einstellungen, Tarif und Rechnungen",
      ],
    },
    foundation: {
      title: "Das Fundament",
      summary: "Der erste Baustein von Escaplay: die Websites, der Katalog und die Seiten, die die Plattform vorstellen.",
      items: [
        "Sieben Websites in ihrer Sprache: Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und Europa auf Englisch, gewählt nach der Adresse der Website",
        "Der Spielekatalog mit Suche, Filtern, Sortierung und Themen sowie eine ausführliche Seite für jedes Spiel mit den Bewertungen der Spieler",
        "Die Startseite mit den Zahlen der Community",
        "Die Seiten für Spieler, Kreative, Lehrkräfte und Unternehmen, die Anleitung zum Erstellen und dieses Versionsprotokoll",
        "Die Eingabe eines Partie-Codes, das Cookie-Banner mit ausdrücklicher Zustimmung und eine klare Fehlerseite bei defekten Links",
      ],
    },
  },
  ctaTitle: "Eine Idee für die Zukunft?",
  ctaText: "Die nächsten Versionen entstehen mit deinem Feedback. Sag uns, was dir fehlt.",
};

export default de;

import type fr from "./fr";

const de: typeof fr = {
  title: "Neuigkeiten",
  description: "Die Versionshinweise von Escaplay: was gerade neu auf der Plattform ist und was als Nächstes kommt.",
  eyebrow: "Versionshinweise",
  heroTitle: "Neu bei Escaplay",
  heroText: "Jede Version, was sie bringt und woran wir als Nächstes arbeiten. Wir kündigen lieber an, was fertig ist, als Termine zu versprechen.",
  ctaContact: "Idee vorschlagen",
  upcomingTitle: "In Arbeit",
  upcomingIntro: "Die nächsten Schritte, in der Reihenfolge, in der wir daran arbeiten. Sie sind noch nicht verfügbar.",
  upcoming: [
    { title: "Benutzerkonten", text: "Registrierung, Anmeldung, Bestätigung mit einem 6-stelligen Code per E-Mail, Passwort-Wiederherstellung und ein persönlicher Bereich mit öffentlichem Profil." },
    { title: "Die Spiel-Engine und Einzelspieler-Partien", text: "Alle drei Formate von Anfang bis Ende spielbar: Inventar, Rezepte, Rätsel, Hinweise mit Wartezeit, Erfolge, Abschlussbildschirme und danach Spielerbewertungen." },
    { title: "Mehrspieler per Code", text: "Sessions auf Distanz, denen man mit einem Zahlencode, einem Link oder einem QR-Code beitritt, mit Spielerliste sowie Mindest- und Höchstzahl an Teilnehmenden." },
  ],
  releasedTitle: "Veröffentlichte Versionen",
  notes: {
    foundation: {
      title: "Das Fundament",
      summary: "Der erste Baustein von Escaplay: die Websites, der Katalog und die Seiten, die die Plattform vorstellen.",
      items: [
        "Sieben Websites in ihrer Sprache: Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und Europa auf Englisch, gewählt anhand der Adresse",
        "Der Spielekatalog mit Suche, Filtern, Sortierung und Themen sowie eine ausführliche Seite für jedes Spiel",
        "Die Startseite mit den Zahlen der Community",
        "Seiten für Spielende, Kreative, Lehrkräfte und Unternehmen, die Anleitung zum Erstellen und diese Versionshinweise",
        "Eingabe eines Spielcodes, ein Cookie-Hinweis mit ausdrücklicher Zustimmung und eine verständliche Fehlerseite bei defekten Links",
      ],
    },
  },
  ctaTitle: "Eine Idee für die nächsten Schritte?",
  ctaText: "Die kommenden Versionen entstehen mit Ihren Rückmeldungen. Sagen Sie uns, was Ihnen fehlt.",
};

export default de;

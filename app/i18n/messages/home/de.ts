import type fr from "./fr";

const de: typeof fr = {
  title: "Online-Escape-Games zum Spielen und Selbermachen",
  heroTitle: "Online-Escape-Games spielen, erstellen und teilen",
  heroText: "Allein, mit Familie oder Freunden, in der Klasse oder im Team: Lösen Sie Rätsel in illustrierten Szenen, 360°-Panoramen oder klassischen Spielen, und bauen Sie dann Ihre eigenen, ganz ohne Programmierkenntnisse.",
  ctaPlay: "Ein Spiel finden",
  ctaCreate: "Mein Escape Game erstellen",
  ctaCode: "Ich habe einen Spielcode",
  heroAlt: "Ein geheimnisvoller Raum mit einer Truhe, einer Uhr und einer Schatzkarte",
  statsTitle: "Die Community in Zahlen",
  statsPlayed: "gespielte Partien",
  statsOnline: "Spiele online",
  statsProjects: "erstellte Projekte",
  statsReviews: "Bewertungen",
  typesTitle: "Drei Arten zu gestalten",
  types: [
    { key: "interface", title: "2D-Oberfläche", text: "Illustrierte Point-and-Click-Szenen: Bereiche durchsuchen, Gegenstände aufheben, untersuchen und kombinieren." },
    { key: "360", title: "360°", text: "Eindrucksvolle Panoramen, in denen man sich umsieht, um die Hinweise hinter jedem Hotspot zu finden." },
    { key: "classic", title: "Klassisch", text: "Inhalte und Rätsel nacheinander: Codes, Antworten, Zugangsdaten. Ideal für den Unterricht." },
  ],
  audiencesTitle: "Für wen?",
  audiences: [
    { to: "/letsplay", title: "Spieler", text: "Kostenlose Spiele allein, gemeinsam an einem Bildschirm oder aus der Ferne mit einem Code." },
    { to: "/education", title: "Lehrkräfte", text: "Lern-Escape-Games für Ihre Schüler, spielbar in der Klasse oder zu Hause." },
    { to: "/business", title: "Unternehmen", text: "Teambuilding, Schulungen und interaktive Inhalte, als White Label auf Ihrer eigenen Domain." },
    { to: "/creator", title: "Autoren", text: "Ein komplettes Studio, um Spiele zu veröffentlichen, zu teilen und die Ergebnisse zu verfolgen." },
  ],
  latestTitle: "Neueste Spiele",
  seeAll: "Alle Spiele ansehen",
  noGames: "Noch wurde kein Spiel veröffentlicht. Seien Sie die Ersten!",
};

export default de;

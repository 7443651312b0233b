import type fr from "./fr";

const de: typeof fr = {
  title: "Online-Escape-Games zum Spielen und Selbermachen",
  heroTitle: "Online-Escape-Games spielen, erstellen und teilen",
  heroText: "Allein, mit Familie oder Freunden, in der Klasse oder im Team: Löse Rätsel in illustrierten Szenen, 360°-Panoramen oder klassischen Spielen, gemeinsam an einem Bildschirm oder auf Distanz mit einem Code. Und im Studio baust du deine eigenen, ganz ohne Programmieren.",
  ctaPlay: "Ein Spiel finden",
  ctaCreate: "Das Kreativstudio",
  ctaCode: "Ich habe einen Spielcode",
  heroAlt: "Ein geheimnisvoller Raum mit einer Truhe, einer Uhr und einer Schatzkarte",
  statsTitle: "Die Community in Zahlen",
  statsPlayed: "gespielte Partien",
  statsOnline: "Spiele online",
  statsProjects: "erstellte Projekte",
  statsReviews: "Bewertungen",
  typesTitle: "Drei Arten zu spielen",
  types: [
    { key: "interface", text: "Illustrierte Point-and-Click-Szenen: Bereiche durchsuchen, Gegenstände aufheben, untersuchen und kombinieren." },
    { key: "360", text: "Eindrucksvolle Panoramen, in denen man sich umsieht, um die Hinweise hinter jedem Hotspot zu finden." },
    { key: "classic", text: "Inhalte und Rätsel nacheinander: Codes, Antworten, Zugangsdaten. Ideal für den Unterricht." },
  ],
  audiencesTitle: "Für wen?",
  audiences: [
    { to: "/letsplay", title: "Spieler", text: "Kostenlose Spiele allein, gemeinsam an einem Bildschirm oder aus der Ferne mit einem Code." },
    { to: "/education", title: "Lehrkräfte", text: "Escape Games für die Klasse, als Gruppe an einem Bildschirm oder jede und jeder am eigenen mit einem Code, dazu das Studio, um eigene Spiele zu bauen und sie privat nur mit deinen Schülerinnen und Schülern zu teilen." },
    { to: "/business", title: "Unternehmen", text: "Teambuilding auf Distanz mit einem einfachen Code, dazu das Studio für eigene Spiele, und deine White-Label-Spiele auf deiner eigenen Domain." },
    { to: "/creator", title: "Autoren", text: "Das Studio ist offen: ein Editor für jedes Format, um dein Spiel zu bauen, zu testen, zu veröffentlichen und zu teilen." },
  ],
  gamesTitle: "Spiele, die gerade gefragt sind",
  seeAll: "Alle Spiele ansehen",
};

export default de;

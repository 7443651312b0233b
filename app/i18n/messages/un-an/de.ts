import type fr from "./fr";

const de: typeof fr = {
  title: "Der erste Geburtstag von Escaplay",
  description: "Escaplay ist im März 2026 gestartet: der Countdown bis zum ersten Geburtstag, die Zahlen der Plattform bis heute, die veröffentlichten Versionen und die kommenden.",
  eyebrow: "Erster Geburtstag",
  ctaPlay: "Eine Partie spielen",
  ctaCreate: "Mein Spiel erstellen",
  figuresTitle: "Bis heute",
  figuresIntro: "Seit dem Start am {{launch}}. Diese Zahlen werden live aus der Plattform berechnet.",
  statsPlayed: "gespielte Partien",
  statsOnline: "Spiele online",
  statsProjects: "erstellte Projekte",
  statsReviews: "Spielerbewertungen",
  milestonesTitle: "Veröffentlichte Versionen",
  nextIntro: "Die nächsten Schritte, in der Reihenfolge, in der wir daran arbeiten. Sie sind noch nicht verfügbar.",
  nextLink: "Alle Neuigkeiten ansehen",
  ctaText: "Ein Escape Game feierst du am besten, indem du es spielst. Oder eines erstellst.",
  coming: {
    heroTitle: "Bald ein Jahr",
    heroText: "Escaplay ist am {{launch}} gestartet. Der erste Geburtstag ist am {{date}}, {{when}}: Hier steht, ohne etwas zu erfinden, was schon da ist und was das Jahr noch bringen soll.",
    nextTitle: "Bis zum ersten Geburtstag und danach",
    ctaTitle: "Bis zum Geburtstag schon mal spielen?",
  },
  reached: {
    heroTitle: "Escaplay ist ein Jahr alt",
    heroText: "Escaplay ist am {{launch}} gestartet und feiert seit dem {{date}} seinen ersten Geburtstag: Hier ist das erste Jahr, Version für Version.",
    nextTitle: "Und jetzt?",
    ctaTitle: "Pusten wir die Kerze gemeinsam aus?",
  },
};

export default de;

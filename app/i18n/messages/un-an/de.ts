import type fr from "./fr";

const de: typeof fr = {
  title: "Escaplay wird ein Jahr alt",
  description: "Ein Jahr voller Rätsel, Partien und Kreationen: die Zahlen der Escaplay-Community, die Höhepunkte des Jahres und unser Dank.",
  eyebrow: "Jubiläum",
  heroTitle: "Ein Jahr voller Rätsel: Danke!",
  heroText: "Vor einem Jahr öffnete Escaplay seine Türen mit einer einfachen Idee: dass alle, überall, Escape Games spielen und erstellen können. Das habt ihr daraus gemacht.",
  ctaPlay: "Zur Feier eine Partie spielen",
  ctaCreate: "Mein Spiel erstellen",
  figuresTitle: "Das Jahr in Zahlen",
  figuresIntro: "Diese Zahlen werden live aus der Plattform berechnet.",
  statsPlayed: "gespielte Partien",
  statsOnline: "Spiele online",
  statsProjects: "erstellte Projekte",
  statsReviews: "Spielerbewertungen",
  milestonesTitle: "Die Höhepunkte",
  milestones: [
    { when: "Der Anfang", title: "Die Türen öffnen sich", text: "Die ersten Kreativen veröffentlichen ihre Spiele, die ersten Spieler beißen sich daran die Zähne aus und schicken uns ihre Rückmeldungen." },
    { when: "Drei Formate", title: "Interface 2D, 360° und Klassisch", text: "Die Spiel-Engine lässt drei Formate im Browser lebendig werden: illustrierte Szenen, immersive Panoramen und Rätselpfade. Das Studio, um sie zu erstellen, ist in Arbeit." },
    { when: "Im Unterricht", title: "Lehrkräfte entdecken es für sich", text: "Wiederholung, virtuelle Besuche, Ermittlungen in der Fremdsprache: Das Bildungsangebot für Lehrkräfte und Vereine entsteht." },
    { when: "Im Team", title: "Auch Unternehmen spielen", text: "Teambuilding auf Distanz, Schulungen, interaktive Inhalte im eigenen Branding auf der eigenen Domain." },
    { when: "Sieben Websites", title: "Escaplay spricht sechs Sprachen", text: "Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und Europa: Alle spielen und erstellen in ihrer Sprache." },
  ],
  thanksTitle: "Danke an euch",
  thanks: [
    { title: "An die Spielenden", text: "Für jede Partie, jede Bewertung, jedes „Nur noch einen Hinweis!“. Euretwegen gibt es die Plattform." },
    { title: "An die ersten Testenden", text: "Für die Probepartien, die zu schnell oder gar nicht gelösten Rätsel und jede Rückmeldung, die die Plattform vorangebracht hat." },
    { title: "An Lehrkräfte und Vereine", text: "Dafür, dass ihr Escape Games ins Klassenzimmer gebracht und uns offen gesagt habt, was funktioniert und was nicht." },
    { title: "An alle, die uns schreiben", text: "Meldungen, Ideen, Ermutigung: Jede Nachricht hat bei den Entscheidungen dieses Jahres gezählt." },
  ],
  nextTitle: "Und jetzt?",
  nextText: "Das zweite Jahr beginnt mit großen Vorhaben: das Kreativstudio, gemeinsames Gestalten und die Community (Bewertungen, Sammlungen). Konten, Solo-Partien und Mehrspieler per Code sind schon da: Wie es weitergeht, steht in den Neuigkeiten.",
  nextLink: "Neuigkeiten ansehen",
  ctaTitle: "Pusten wir gemeinsam die Kerze aus?",
  ctaText: "Ein Escape Game feiert man am besten, indem man eins spielt. Oder eins erstellt.",
};

export default de;

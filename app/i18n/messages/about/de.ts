import type fr from "./fr";

const de: typeof fr = {
  title: "Über Escaplay",
  description: "Wer wir sind, warum wir Escaplay gebaut haben und was unsere Entscheidungen leitet: Barrierefreiheit, Datenschutz und Bildung.",
  eyebrow: "Über uns",
  heroTitle: "Wir bauen Rätsel, die Menschen zusammenbringen",
  heroText: "Escaplay ist eine Plattform, auf der man Online-Escape-Games spielt, erstellt und teilt. Unsere Überzeugung: Jeder kann ein Abenteuer erfinden, und jeder soll es spielen können, egal wo.",
  ctaPlay: "Spiele entdecken",
  ctaContact: "Schreib uns",
  missionTitle: "Unsere Mission",
  mission: [
    "Ein gutes Escape Game ist eine Geschichte, die man gemeinsam erlebt: Man sucht, irrt sich, jubelt, und am Ende geht die Tür auf. Diesen Moment wollen wir überall möglich machen, im Wohnzimmer, im Klassenzimmer oder im Teammeeting, ohne Material und ohne Installation.",
    "Außerdem soll das Erstellen eines Spiels so einfach sein wie eine Präsentation. Programmierkenntnisse braucht es nicht: Das Escaplay-Studio stellt Räume, Gegenstände, Rätsel und Hinweise bereit. Dann bleibt nur noch das Erzählen.",
  ],
  typesTitle: "Drei Arten zu spielen und zu erstellen",
  typesIntro: "Jedes Projekt wählt sein Format. Alle laufen im Browser, am Computer wie auf dem Tablet.",
  types: [
    { title: "Interface 2D", text: "Point-and-Click in der Tradition klassischer Adventures: illustrierte Szenen zum Durchsuchen, Gegenstände zum Aufheben, Untersuchen und Kombinieren." },
    { title: "360°", text: "Eindrucksvolle Panoramen: Die Spieler sehen sich rundum und klicken auf Hotspots, um herauszufinden, was der Raum verbirgt." },
    { title: "Klassisch", text: "Eine Abfolge von Inhalten und Rätseln (Texte, Bilder, Videos, Codes zum Knacken): das am schnellsten erstellte Format und der Favorit vieler Lehrkräfte." },
  ],
  valuesTitle: "Was unsere Entscheidungen leitet",
  values: [
    { title: "Barrierefreiheit", text: "Unsere Seiten orientieren sich an WCAG-Stufe AA: Bedienung per Tastatur, gut lesbare Kontraste, Alternativtexte. Die Spiele laufen in einem normalen Browser, ohne Download." },
    { title: "Datenschutz", text: "Keine personalisierte Werbung, kein Verkauf von Daten. Die Reichweitenmessung läuft nur mit deiner Zustimmung, und viele Spiele lassen sich ohne Konto spielen." },
    { title: "Bildung", text: "Ein eigenes Angebot für Lehrkräfte und Vereine, Formate für den Unterricht und eine Ergebnisübersicht, die aus Spielen Lernen macht." },
  ],
  storyTitle: "Unsere Geschichte",
  story: [
    "Escaplay entstand aus einer einfachen Beobachtung: Echte Escape Rooms sind großartig, aber teuer, Wochen im Voraus ausgebucht und nur für wenige Leute an einem Ort. Wir wollten den Zauber behalten und die Hürden abschaffen.",
    "Im Team arbeiten Spieleentwickler, Programmierer und ehemalige Lehrkräfte. Wir testen unsere Werkzeuge mit Schulklassen, Familien und Firmenteams, und jede Rückmeldung prägt die Plattform.",
    "Escaplay wird in Frankreich entwickelt und erscheint in sechs Sprachen auf sieben Websites: Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und eine europäische Website auf Englisch.",
  ],
  figuresTitle: "Escaplay auf einen Blick",
  figures: [
    { title: "7 Websites", text: "Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und Europa (auf Englisch)." },
    { title: "3 Formate", text: "Interface 2D, 360° und Klassisch, spielbar im Browser und im Studio zu erstellen, jedes mit seinem eigenen Editor." },
    { title: "0 Installationen", text: "Alles passiert im Browser, für Spielende wie für Kreative." },
  ],
  contactTitle: "Eine Frage, eine Idee, eine Partnerschaft?",
  contactText: "Wir lesen jede Nachricht: Vorschläge für Funktionen, Projekte für eine Klasse oder ein Unternehmen, Presseanfragen.",
  contactCta: "Team kontaktieren",
  contactSecondary: "Neuigkeiten ansehen",
};

export default de;

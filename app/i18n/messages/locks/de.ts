import type fr from "./fr";

const de: typeof fr = {
  labels: {
    directional: "Richtungsschloss",
    colours: "Farbschloss",
    shapes: "Symbolschloss",
    pattern: "Muster zum Verbinden",
    dial: "Zahlenschloss",
  },
  directions: { up: "Pfeil hoch", down: "Pfeil runter", left: "Pfeil links", right: "Pfeil rechts" },
  colours: { red: "Rot", orange: "Orange", yellow: "Gelb", green: "Grün", blue: "Blau", purple: "Lila", black: "Schwarz", white: "Weiß" },
  shapes: { circle: "Kreis", square: "Quadrat", triangle: "Dreieck", star: "Stern", heart: "Herz", moon: "Mond", diamond: "Raute", cross: "Kreuz" },
  entry: "Eingegeben ({{n}}): {{list}}",
  entryEmpty: "Noch nichts eingegeben.",
  patternEntry: "Verbundene Punkte ({{n}}): {{list}}",
  dot: "Punkt {{n}}",
  dotJoined: "Punkt {{n}}, verbunden an Stelle {{order}}",
  dial: "Rad {{n}} von {{total}}",
  dialUp: "{{name}}: nach oben drehen",
  dialDown: "{{name}}: nach unten drehen",
  erase: "Letztes löschen",
  clear: "Alles löschen",
  help: {
    directional: "Drück die Knöpfe oder die Pfeiltasten deiner Tastatur; die Rücktaste löscht den letzten.",
    symbols: "Drück die Knöpfe der Reihe nach; die Rücktaste löscht das letzte.",
    pattern: "Mit den Pfeiltasten gehst du von Punkt zu Punkt, die Leertaste verbindet den Punkt.",
    dial: "Mit den Pfeiltasten hoch und runter drehst du ein Rad (oder tipp eine Ziffer), Tab springt zum nächsten.",
  },
};

export default de;

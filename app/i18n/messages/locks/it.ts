import type fr from "./fr";

const it: typeof fr = {
  labels: {
    directional: "Lucchetto direzionale",
    colours: "Lucchetto a colori",
    shapes: "Lucchetto a simboli",
    pattern: "Sequenza da unire",
    dial: "Lucchetto a rotelle",
  },
  directions: { up: "Freccia su", down: "Freccia giù", left: "Freccia sinistra", right: "Freccia destra" },
  colours: { red: "Rosso", orange: "Arancione", yellow: "Giallo", green: "Verde", blue: "Blu", purple: "Viola", black: "Nero", white: "Bianco" },
  shapes: { circle: "Cerchio", square: "Quadrato", triangle: "Triangolo", star: "Stella", heart: "Cuore", moon: "Luna", diamond: "Rombo", cross: "Croce" },
  entry: "Inserito ({{n}}): {{list}}",
  entryEmpty: "Ancora niente di inserito.",
  patternEntry: "Punti uniti ({{n}}): {{list}}",
  dot: "Punto {{n}}",
  dotJoined: "Punto {{n}}, unito in posizione {{order}}",
  dial: "Rotella {{n}} di {{total}}",
  dialUp: "{{name}}: gira in su",
  dialDown: "{{name}}: gira in giù",
  erase: "Cancella l'ultimo",
  clear: "Cancella tutto",
  help: {
    directional: "Premi i pulsanti o le frecce della tastiera; Backspace cancella l'ultima.",
    symbols: "Premi i pulsanti in ordine; Backspace cancella l'ultimo.",
    pattern: "Le frecce della tastiera passano da un punto all'altro, Spazio unisce il punto.",
    dial: "Le frecce su e giù girano una rotella (o digita una cifra), Tab passa alla successiva.",
  },
};

export default it;

import type fr from "./fr";

const en: typeof fr = {
  labels: {
    directional: "Directional lock",
    colours: "Colour lock",
    shapes: "Symbol lock",
    pattern: "Pattern to join",
    dial: "Dial lock",
  },
  directions: { up: "Arrow up", down: "Arrow down", left: "Arrow left", right: "Arrow right" },
  colours: { red: "Red", orange: "Orange", yellow: "Yellow", green: "Green", blue: "Blue", purple: "Purple", black: "Black", white: "White" },
  shapes: { circle: "Circle", square: "Square", triangle: "Triangle", star: "Star", heart: "Heart", moon: "Moon", diamond: "Diamond", cross: "Cross" },
  entry: "Entered ({{n}}): {{list}}",
  entryEmpty: "Nothing entered yet.",
  patternEntry: "Dots joined ({{n}}): {{list}}",
  dot: "Dot {{n}}",
  dotJoined: "Dot {{n}}, joined in position {{order}}",
  dial: "Dial {{n}} of {{total}}",
  dialUp: "{{name}}: turn up",
  dialDown: "{{name}}: turn down",
  erase: "Erase the last one",
  clear: "Clear all",
  help: {
    directional: "Press the buttons, or the arrow keys on your keyboard; Backspace erases the last one.",
    symbols: "Press the buttons in order; Backspace erases the last one.",
    pattern: "The arrow keys move from dot to dot, Space joins the dot.",
    dial: "Up and down arrows turn a dial (or type a digit), Tab moves to the next one.",
  },
};

export default en;

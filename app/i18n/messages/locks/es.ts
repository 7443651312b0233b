import type fr from "./fr";

const es: typeof fr = {
  labels: {
    directional: "Candado direccional",
    colours: "Candado de colores",
    shapes: "Candado de símbolos",
    pattern: "Patrón para unir",
    dial: "Candado de ruedas",
  },
  directions: { up: "Flecha arriba", down: "Flecha abajo", left: "Flecha izquierda", right: "Flecha derecha" },
  colours: { red: "Rojo", orange: "Naranja", yellow: "Amarillo", green: "Verde", blue: "Azul", purple: "Morado", black: "Negro", white: "Blanco" },
  shapes: { circle: "Círculo", square: "Cuadrado", triangle: "Triángulo", star: "Estrella", heart: "Corazón", moon: "Luna", diamond: "Rombo", cross: "Cruz" },
  entry: "Introducido ({{n}}): {{list}}",
  entryEmpty: "Todavía no hay nada introducido.",
  patternEntry: "Puntos unidos ({{n}}): {{list}}",
  dot: "Punto {{n}}",
  dotJoined: "Punto {{n}}, unido en la posición {{order}}",
  dial: "Rueda {{n}} de {{total}}",
  dialUp: "{{name}}: girar hacia arriba",
  dialDown: "{{name}}: girar hacia abajo",
  erase: "Borrar el último",
  clear: "Borrar todo",
  help: {
    directional: "Pulsa los botones o las flechas del teclado; Retroceso borra la última.",
    symbols: "Pulsa los botones en orden; Retroceso borra el último.",
    pattern: "Las flechas del teclado pasan de un punto a otro, Espacio une el punto.",
    dial: "Las flechas arriba y abajo giran una rueda (o escribe una cifra), Tab pasa a la siguiente.",
  },
};

export default es;

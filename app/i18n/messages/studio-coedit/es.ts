import type fr from "./fr";

const es: typeof fr = {
  presence: {
    label: "Quién está en el proyecto",
    summary: "También en el proyecto: {{names}}",
    tabs: "{{n}} pestañas",
    viewer: "solo lectura",
    you: "Tú",
    joined: "{{name}} se ha unido al proyecto",
    left: "{{name}} ha salido del proyecto",
  },
  tree: {
    selectedBy: "seleccionado por {{names}}",
  },
  inspector: {
    alsoHereOne: "{{names}} también está editando este elemento",
    alsoHereMany: "{{names}} también están editando este elemento",
    typing: "{{name}} está escribiendo aquí",
  },
  overwrite: {
    field: "{{name}} ha sustituido tu cambio de «{{field}}»",
    noField: "{{name}} ha sustituido uno de tus cambios",
    someone: "otro editor",
    dismiss: "Cerrar",
    restore: "Volver a poner mi valor",
    restored: "Tu valor ha vuelto: «Deshacer» lo retira.",
  },
  readOnly: {
    banner: "Solo lectura: puedes ver este proyecto, pero no modificarlo.",
  },
};

export default es;

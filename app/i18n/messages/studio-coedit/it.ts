import type fr from "./fr";

const it: typeof fr = {
  presence: {
    label: "Chi è nel progetto",
    summary: "Anche nel progetto: {{names}}",
    tabs: "{{n}} schede",
    viewer: "sola lettura",
    you: "Tu",
    joined: "{{name}} è entrato nel progetto",
    left: "{{name}} ha lasciato il progetto",
  },
  tree: {
    selectedBy: "selezionato da {{names}}",
  },
  inspector: {
    alsoHereOne: "Anche {{names}} sta modificando questo elemento",
    alsoHereMany: "Anche {{names}} stanno modificando questo elemento",
    typing: "{{name}} sta scrivendo qui",
  },
  overwrite: {
    field: "{{name}} ha sostituito la tua modifica di «{{field}}»",
    noField: "{{name}} ha sostituito una delle tue modifiche",
    someone: "un altro editor",
    dismiss: "Chiudi",
    restore: "Rimetti il mio valore",
    restored: "Il tuo valore è tornato: «Annulla» lo toglie.",
  },
  readOnly: {
    banner: "Sola lettura: puoi guardare questo progetto, non modificarlo.",
  },
};

export default it;

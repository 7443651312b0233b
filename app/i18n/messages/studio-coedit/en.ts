import type fr from "./fr";

const en: typeof fr = {
  presence: {
    label: "Who is in the project",
    summary: "Also in the project: {{names}}",
    tabs: "{{n}} tabs",
    viewer: "view only",
    you: "You",
    joined: "{{name}} joined the project",
    left: "{{name}} left the project",
  },
  tree: {
    selectedBy: "selected by {{names}}",
  },
  inspector: {
    alsoHereOne: "{{names}} is also editing this item",
    alsoHereMany: "{{names}} are also editing this item",
    typing: "{{name}} is typing here",
  },
  overwrite: {
    field: "{{name}} replaced your change to “{{field}}”",
    noField: "{{name}} replaced one of your changes",
    someone: "another editor",
    dismiss: "Close",
    restore: "Put my value back",
    restored: "Your value is back: “Undo” takes it away again.",
  },
  readOnly: {
    banner: "Read only: you can look at this project, not change it.",
  },
};

export default en;

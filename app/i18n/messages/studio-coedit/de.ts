import type fr from "./fr";

const de: typeof fr = {
  presence: {
    label: "Wer im Projekt ist",
    summary: "Auch im Projekt: {{names}}",
    tabs: "{{n}} Tabs",
    viewer: "nur lesen",
    you: "Du",
    joined: "{{name}} ist dem Projekt beigetreten",
    left: "{{name}} hat das Projekt verlassen",
  },
  tree: {
    selectedBy: "ausgewählt von {{names}}",
  },
  inspector: {
    alsoHereOne: "{{names}} bearbeitet dieses Element auch",
    alsoHereMany: "{{names}} bearbeiten dieses Element auch",
    typing: "{{name}} schreibt hier",
  },
  overwrite: {
    field: "{{name}} hat deine Änderung von „{{field}}“ ersetzt",
    noField: "{{name}} hat eine deiner Änderungen ersetzt",
    someone: "jemand anderes",
    dismiss: "Schließen",
    restore: "Meinen Wert zurücksetzen",
    restored: "Dein Wert ist wieder da: „Rückgängig“ nimmt ihn zurück.",
  },
  readOnly: {
    banner: "Nur lesen: Du kannst dir dieses Projekt ansehen, aber nicht ändern.",
  },
};

export default de;

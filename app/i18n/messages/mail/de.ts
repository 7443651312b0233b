import type fr from "./fr";

const de: typeof fr = {
  signature: "Dein Escaplay-Team",
  footer: "Du erhältst diese Nachricht, weil auf Escaplay etwas mit dieser Adresse gemacht wurde. Falls du das nicht warst, ignoriere sie.",
  verification: {
    subject: "Dein Escaplay-Bestätigungscode: {{code}}",
    greeting: "Hallo {{name}},",
    intro: "Hier ist der Code, der dein Escaplay-Konto aktiviert. Gib ihn auf der Bestätigungsseite ein:",
    expiry: "Dieser Code ist 30 Minuten gültig.",
  },
  reset: {
    subject: "Ein neues Escaplay-Passwort wählen",
    greeting: "Hallo {{name}},",
    intro: "Du möchtest dein Konto wiederherstellen. Mit diesem Link wählst du ein neues Passwort:",
    button: "Neues Passwort wählen",
    expiry: "Der Link funktioniert einmal und läuft nach einer Stunde ab. Alle anderen Sitzungen werden beendet.",
  },
};

export default de;

import type fr from "./fr";

const de: typeof fr = {
  signature: "Ihr Escaplay-Team",
  footer: "Sie erhalten diese Nachricht, weil auf Escaplay etwas mit dieser Adresse gemacht wurde. Falls Sie das nicht waren, ignorieren Sie sie.",
  verification: {
    subject: "Ihr Escaplay-Bestätigungscode: {{code}}",
    greeting: "Hallo {{name}},",
    intro: "Hier ist der Code, der Ihr Escaplay-Konto aktiviert. Geben Sie ihn auf der Bestätigungsseite ein:",
    expiry: "Dieser Code ist 30 Minuten gültig.",
  },
  reset: {
    subject: "Ein neues Escaplay-Passwort wählen",
    greeting: "Hallo {{name}},",
    intro: "Sie möchten Ihr Konto wiederherstellen. Mit diesem Link wählen Sie ein neues Passwort:",
    button: "Neues Passwort wählen",
    expiry: "Der Link funktioniert einmal und läuft nach einer Stunde ab. Alle anderen Sitzungen werden beendet.",
  },
};

export default de;

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
  emailChange: {
    subject: "Bestätige deine neue Escaplay-Adresse: {{code}}",
    greeting: "Hallo {{name}},",
    intro: "Du möchtest diese Adresse für dein Escaplay-Konto verwenden. Gib diesen Code auf der Seite deines Kontos ein, um die Änderung zu bestätigen:",
    expiry: "Dieser Code ist 24 Stunden gültig. Solange du ihn nicht eingibst, behält dein Konto seine bisherige Adresse.",
  },
  emailChangeRequested: {
    subject: "Änderung der E-Mail-Adresse deines Escaplay-Kontos angefragt",
    greeting: "Hallo {{name}},",
    intro: "Jemand möchte die E-Mail-Adresse deines Escaplay-Kontos durch {{email}} ersetzen. An diese neue Adresse wurde ein Code geschickt; die Änderung gilt erst, wenn dieser Code eingegeben wurde.",
    notYou: "Warst du das, musst du nichts weiter tun. Falls nicht, ändere dein Passwort und brich die Änderung in deinem Konto ab:",
    button: "Mein Konto öffnen",
    after: "Bis dahin bleibt diese Adresse die deines Kontos: Mit ihr meldest du dich an.",
  },
  emailChanged: {
    subject: "Die E-Mail-Adresse deines Escaplay-Kontos wurde geändert",
    greeting: "Hallo {{name}},",
    intro: "Die E-Mail-Adresse deines Escaplay-Kontos ist jetzt {{email}}. Mit ihr meldest du dich an, und unsere Nachrichten gehen an sie.",
    notYou: "Falls du diese Änderung nicht selbst vorgenommen hast, schreib uns sofort:",
    button: "Escaplay kontaktieren",
    after: "Das ist die letzte Nachricht zu deinem Konto an diese Adresse.",
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

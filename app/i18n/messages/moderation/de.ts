import type fr from "./fr";

const de: typeof fr = {
  title: "Moderation",
  intro: "Wartende Bewertungen, die ältesten zuerst, dann gemeldete Spiele. Über deine eigenen Inhalte entscheidest du nie.",
  catalogue: "Zurück zum Katalog",
  reviewsTitle: "Wartende Bewertungen ({{n}})",
  noReviews: "Keine wartenden Bewertungen.",
  guest: "Gast",
  rating: "{{n}} von 5",
  edited: "geändert",
  noComment: "Ohne Kommentar.",
  own: "Das ist deine Bewertung: Eine andere Moderatorin oder ein anderer Moderator entscheidet.",
  approve: "Freigeben",
  reject: "Ablehnen",
  rejectReason: "Grund der Ablehnung",
  rejectHint: "Der Grund ist Pflicht: Die Person liest ihn auf der Seite des Spiels und per E-Mail.",
  reasons: {
    offTopic: "Themenfremd: Die Bewertung spricht nicht über das Spiel",
    abusive: "Beleidigende oder respektlose Worte",
    personal: "Persönliche Daten",
    spoiler: "Verrät die Lösungen des Spiels",
    advertising: "Werbung oder Werbelink",
  },
  reportsTitle: "Gemeldete Spiele ({{n}})",
  noReports: "Keine offenen Meldungen.",
  ownGame: "Das ist dein Spiel: Eine andere Moderatorin oder ein anderer Moderator entscheidet.",
  hideNote: "Notiz für die Person, die das Spiel erstellt hat (Pflicht zum Ausblenden)",
  hide: "Spiel ausblenden",
  dismiss: "Ohne Folgen schließen",
  done: {
    approve: "Bewertung freigegeben: Sie ist auf der Seite des Spiels sichtbar.",
    reject: "Bewertung abgelehnt: Die Person wird informiert.",
    hide: "Spiel ausgeblendet: Die Person, die es erstellt hat, wird informiert.",
    dismiss: "Meldungen ohne Folgen geschlossen.",
  },
  errors: {
    own: "Du kannst nicht über deine eigenen Inhalte entscheiden.",
    gone: "Dieser Eintrag wurde schon bearbeitet.",
    reason: "Gib den Grund der Ablehnung an.",
    note: "Schreibe eine Notiz, bevor du das Spiel ausblendest.",
  },
  mail: {
    rejected: {
      subject: "Deine Bewertung von „{{title}}“ wurde nicht veröffentlicht",
      greeting: "Hallo {{name}},",
      intro: "Die Moderation hat deine Bewertung des Spiels „{{title}}“ nicht veröffentlicht.",
      reason: "Grund: {{reason}}",
      button: "Meine Bewertung ansehen",
      after: "Du kannst sie auf der Seite des Spiels ändern: Sie geht dann erneut in die Moderation.",
    },
    hidden: {
      subject: "Dein Spiel „{{title}}“ wurde ausgeblendet",
      greeting: "Hallo {{name}},",
      intro: "Nach Meldungen hat die Moderation dein Spiel „{{title}}“ ausgeblendet: Es erscheint nicht mehr im Katalog und seine Seite ist nicht mehr erreichbar.",
      reason: "Grund: {{reason}}",
      button: "Meine Projekte öffnen",
      after: "Wenn du die Entscheidung anfechten willst, schreib dem Support über die Kontaktseite.",
    },
  },
};

export default de;

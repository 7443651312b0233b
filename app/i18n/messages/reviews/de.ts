import type fr from "./fr";

const de: typeof fr = {
  write: "Dieses Spiel bewerten",
  mine: "Deine Bewertung",
  login: "Anmelden",
  rejectedBecause: "Begründung der Moderation: {{reason}}",
  status: {
    pending: "Gesendet: sichtbar nach der Moderation",
    approved: "Veröffentlicht",
    rejected: "Von der Moderation abgelehnt",
  },
  done: {
    sent: "Danke! Deine Bewertung ist gesendet: Sie wird nach der Moderation sichtbar.",
    edited: "Bewertung geändert: Sie geht vor der Veröffentlichung erneut in die Moderation.",
    deleted: "Deine Bewertung ist gelöscht. Du kannst eine neue schreiben.",
  },
  form: {
    rating: "Deine Note (Pflichtfeld)",
    stars: "{{n}} von 5",
    comment: "Kommentar (freiwillig)",
    hint: "Höchstens {{max}} Zeichen. Die Moderation liest deine Bewertung vor der Veröffentlichung.",
    bonus: "Deine erste veröffentlichte Bewertung dieses Spiels schenkt dir 0,05 MB Speicher.",
    guest: "Ohne Konto wird deine Bewertung mit „Gast“ unterschrieben.",
    send: "Bewertung senden",
    update: "Bewertung ändern",
    delete: "Bewertung löschen",
  },
  errors: {
    notPlayed: "Beende eine Partie dieses Spiels, um es bewerten zu können.",
    guestsOff: "Dieses Spiel nimmt nur Bewertungen angemeldeter Spieler an.",
    own: "Du kannst dein eigenes Spiel nicht bewerten.",
    rating: "Wähle eine Note von 1 bis 5.",
    comment: "Der Kommentar ist länger als 1000 Zeichen.",
    exists: "Du hast dieses Spiel schon bewertet: Ändere lieber deine Bewertung.",
    notFound: "Dieses Spiel nimmt keine Bewertungen mehr an.",
    rateLimited: "Zu viele Sendungen in kurzer Zeit: Versuche es in ein paar Minuten erneut.",
  },
  pager: {
    label: "Seiten der Bewertungen",
    newer: "Neuere Bewertungen",
    older: "Ältere Bewertungen",
    page: "Seite {{n}}",
  },
};

export default de;

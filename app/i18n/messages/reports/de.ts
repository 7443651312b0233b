import type fr from "./fr";

const de: typeof fr = {
  title: "Dieses Spiel melden",
  intro: "Unangemessene Inhalte oder ein unspielbares Spiel? Beschreibe, was du gesehen hast: Die Moderation prüft jede Meldung.",
  login: "Melde dich an, um dieses Spiel zu melden.",
  reason: "Grund (Pflichtfeld)",
  choose: "Wähle einen Grund",
  description: "Beschreibung des Vorfalls (Pflichtfeld)",
  hint: "{{min}} bis {{max}} Zeichen: was das Problem ist und wo im Spiel.",
  send: "Meldung senden",
  done: "Danke: Deine Meldung ist an die Moderation weitergeleitet.",
  handled: "Deine frühere Meldung dieses Spiels wurde von der Moderation bearbeitet.",
  reasons: {
    unplayable: "Unspielbares oder defektes Spiel",
    sexual: "Sexuelle Inhalte",
    violent: "Gewalttätige oder verstörende Inhalte",
    hateful: "Hassvolle oder diskriminierende Inhalte",
    harassment: "Belästigung oder Einschüchterung",
    dangerous: "Gefährliche Handlungen",
    child_abuse: "Kindesmissbrauch",
    spam: "Spam oder irreführende Inhalte",
  },
  errors: {
    login: "Melde dich an, um dieses Spiel zu melden.",
    reason: "Wähle den Grund der Meldung.",
    description: "Beschreibe den Vorfall in {{min}} bis {{max}} Zeichen.",
    open: "Du hast dieses Spiel schon gemeldet: Die Moderation prüft deine Meldung.",
    notFound: "Dieses Spiel ist nicht mehr verfügbar.",
    rateLimited: "Zu viele Meldungen in kurzer Zeit: Versuche es später erneut.",
  },
};

export default de;

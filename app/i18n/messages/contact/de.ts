import type fr from "./fr";

const de: typeof fr = {
  title: "Kontakt",
  description:
    "Eine Frage, ein technisches Problem, ein Projekt für deine Klasse oder dein Unternehmen? Schreib dem Escaplay-Team: Wir antworten innerhalb von zwei Werktagen.",
  heroTitle: "Schreib uns",
  heroText:
    "Eine Frage zu einem Spiel, ein technisches Problem, ein Projekt für deine Klasse oder dein Unternehmen? Ein echter Mensch aus unserem Team antwortet dir, meist innerhalb von zwei Werktagen.",
  formTitle: "Deine Nachricht",
  required: "Alle Felder sind Pflichtfelder.",
  name: "Dein Name",
  email: "Deine E-Mail-Adresse",
  emailHint: "Wir verwenden sie nur für unsere Antwort.",
  topic: "Thema",
  topics: {
    general: "Allgemeine Frage",
    support: "Technischer Support",
    education: "Tarif Education (Lehrkräfte, Vereine)",
    company: "Tarif Unternehmen",
    press: "Presse",
    partnership: "Partnerschaft",
  },
  message: "Deine Nachricht",
  messageHint: "Zwischen {{min}} und {{max}} Zeichen.",
  honeypot: "Dieses Feld bitte leer lassen",
  submit: "Nachricht senden",
  sending: "Wird gesendet …",
  errorSummary: "Die Nachricht konnte nicht gesendet werden. Bitte korrigiere diese Felder:",
  errors: {
    nameRequired: "Bitte gib deinen Namen ein.",
    nameTooLong: "Dein Name darf höchstens {{max}} Zeichen lang sein.",
    emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
    emailInvalid: "Diese E-Mail-Adresse scheint ungültig zu sein, zum Beispiel: alex@beispiel.de.",
    topicInvalid: "Bitte wähle ein Thema aus der Liste.",
    messageTooShort: "Deine Nachricht muss mindestens {{min}} Zeichen lang sein.",
    messageTooLong: "Deine Nachricht darf höchstens {{max}} Zeichen lang sein.",
    tooMany: "Du hast in letzter Zeit bereits mehrere Nachrichten gesendet. Bitte warte etwas oder schreib uns direkt per E-Mail.",
  },
  sentTitle: "Nachricht gesendet, vielen Dank!",
  sentText: "Wir haben sie erhalten und antworten dir per E-Mail, meist innerhalb von zwei Werktagen.",
  sendAnother: "Weitere Nachricht senden",
  asideTitle: "Weitere Kontaktmöglichkeiten",
  emailUs: "Per E-Mail",
  emailUsText: "Schreib direkt an das Team:",
  hoursTitle: "Antwortzeit",
  hoursText: "Montag bis Freitag, innerhalb von zwei Werktagen.",
  quickTitle: "Bevor du schreibst",
  quick: [
    { to: "/plans", text: "Tarife und Preise findest du auf der Tarifseite." },
    { to: "/code", text: "Ein Spielcode funktioniert nicht? Prüf ihn auf der Code-Seite." },
    { to: "/learn", text: "Neu im Editor? Folge unseren Anleitungen." },
  ],
  reportNote: "Um ein Spiel zu melden, nutze bitte die Schaltfläche „Melden“ auf seiner Seite: Die Meldung geht direkt an die Moderation.",
  privacy: "Deine Angaben dienen nur der Beantwortung deiner Nachricht und werden 3 Jahre aufbewahrt. Mehr dazu im {{link}}.",
  privacyLink: "Impressum",
};

export default de;

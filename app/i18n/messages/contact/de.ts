import type fr from "./fr";

const de: typeof fr = {
  title: "Kontakt",
  description:
    "Eine Frage, ein technisches Problem, ein Projekt für Ihre Klasse oder Ihr Unternehmen? Schreiben Sie dem Escaplay-Team: Wir antworten innerhalb von zwei Werktagen.",
  heroTitle: "Schreiben Sie uns",
  heroText:
    "Eine Frage zu einem Spiel, ein technisches Problem, ein Projekt für Ihre Klasse oder Ihr Unternehmen? Ein echter Mensch aus unserem Team antwortet Ihnen, meist innerhalb von zwei Werktagen.",
  formTitle: "Ihre Nachricht",
  required: "Alle Felder sind Pflichtfelder.",
  name: "Ihr Name",
  email: "Ihre E-Mail-Adresse",
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
  message: "Ihre Nachricht",
  messageHint: "Zwischen {{min}} und {{max}} Zeichen.",
  honeypot: "Dieses Feld bitte leer lassen",
  submit: "Nachricht senden",
  sending: "Wird gesendet …",
  errorSummary: "Die Nachricht konnte nicht gesendet werden. Bitte korrigieren Sie diese Felder:",
  errors: {
    nameRequired: "Bitte geben Sie Ihren Namen ein.",
    nameTooLong: "Ihr Name darf höchstens {{max}} Zeichen lang sein.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailInvalid: "Diese E-Mail-Adresse scheint ungültig zu sein, zum Beispiel: alex@beispiel.de.",
    topicInvalid: "Bitte wählen Sie ein Thema aus der Liste.",
    messageTooShort: "Ihre Nachricht muss mindestens {{min}} Zeichen lang sein.",
    messageTooLong: "Ihre Nachricht darf höchstens {{max}} Zeichen lang sein.",
    tooMany: "Sie haben in letzter Zeit bereits mehrere Nachrichten gesendet. Bitte warten Sie etwas oder schreiben Sie uns direkt per E-Mail.",
  },
  sentTitle: "Nachricht gesendet, vielen Dank!",
  sentText: "Wir haben sie erhalten und antworten Ihnen per E-Mail, meist innerhalb von zwei Werktagen.",
  sendAnother: "Weitere Nachricht senden",
  asideTitle: "Weitere Kontaktmöglichkeiten",
  emailUs: "Per E-Mail",
  emailUsText: "Schreiben Sie direkt an das Team:",
  hoursTitle: "Antwortzeit",
  hoursText: "Montag bis Freitag, innerhalb von zwei Werktagen.",
  quickTitle: "Bevor Sie schreiben",
  quick: [
    { to: "/plans", text: "Tarife und Preise finden Sie auf der Tarifseite." },
    { to: "/code", text: "Ein Spielcode funktioniert nicht? Prüfen Sie ihn auf der Code-Seite." },
    { to: "/learn", text: "Neu im Editor? Folgen Sie unseren Anleitungen." },
  ],
  reportNote: "Um ein Spiel zu melden, nutzen Sie bitte die Schaltfläche „Melden“ auf seiner Seite: Die Meldung geht direkt an die Moderation.",
  privacy: "Ihre Angaben dienen nur der Beantwortung Ihrer Nachricht und werden 3 Jahre aufbewahrt. Mehr dazu im {{link}}.",
  privacyLink: "Impressum",
};

export default de;

import type fr from "./fr";

const de: typeof fr = {
  title: "Partnerprogramm",
  description: "Empfehlen Sie Escaplay weiter und erhalten Sie 20 % des ersten Abonnementjahres jeder geworbenen Kundin und jedes geworbenen Kunden mit kostenpflichtigem Angebot.",
  eyebrow: "Partnerprogramm",
  heroTitle: "Escaplay empfehlen und 20 % des ersten Jahres erhalten",
  heroText: "Sie sprechen über Escape Games, Didaktik oder Teambuilding? Teilen Sie Ihren persönlichen Link: Für jedes kostenpflichtige Abonnement, das darüber zustande kommt, erhalten Sie eine Provision.",
  ctaApply: "Partner werden",
  whoTitle: "Wer kann Partner werden?",
  whoIntro: "Alle Personen und Organisationen, deren Publikum sich für Spiele, Lernen oder Teamgeist interessiert.",
  who: [
    { title: "Spieleautoren", text: "Sie veröffentlichen schon auf Escaplay? Vielleicht werden Ihre Spieler selbst zu Kreativen." },
    { title: "Blogger und Videomacher", text: "Kanäle, Podcasts, Blogs und Newsletter über Brettspiele, Rätsel oder digitale Bildung." },
    { title: "Trainer und Lehrkräfte", text: "Sie leiten Workshops oder teilen Ihre Unterrichtsmaterialien mit Kolleginnen und Kollegen." },
    { title: "Agenturen und Berater", text: "Events, Personalwesen, Weiterbildung: Sie beraten Unternehmen bei der Wahl ihrer Werkzeuge." },
  ],
  howTitle: "So funktioniert es",
  how: [
    { title: "Stellen Sie sich vor", text: "Schreiben Sie uns über die Kontaktseite: wer Sie sind, wer Ihr Publikum ist und wo Sie über Escaplay sprechen möchten." },
    { title: "Link erhalten", text: "Nach der Freigabe senden wir Ihnen Ihren persönlichen Empfehlungslink und den Partnervertrag." },
    { title: "Teilen", text: "Artikel, Video, Workshop, Newsletter: Platzieren Sie Ihren Link dort, wo Ihr Publikum Ihnen bereits folgt." },
    { title: "Provision erhalten", text: "Für jede Person, die über Ihren Link ein kostenpflichtiges Angebot abschließt, erhalten Sie 20 % des im ersten Jahr gezahlten Betrags." },
  ],
  exampleTitle: "Ein konkretes Beispiel",
  example: "Ein von Ihnen empfohlenes Unternehmen bucht das Unternehmensangebot für {{price}} pro Jahr: Sie erhalten {{commission}}.",
  rulesTitle: "Die Regeln des Programms",
  rules: [
    "Die Provision gilt für die kostenpflichtigen Angebote Pro und Unternehmen; vergünstigte Angebote (Bildung, Lehrkräfte-Angebot) sind ausgenommen.",
    "Eine Kundin oder ein Kunde wird Ihrem Link zugeordnet, wenn das Abonnement innerhalb von 30 Tagen nach dem ersten Klick abgeschlossen wird.",
    "Die Provision wird fällig, sobald die Zahlung eingegangen und die 14-tägige Widerrufsfrist abgelaufen ist; eine Erstattung hebt sie auf.",
    "Keine Eigenwerbung: Ihre eigenen Konten und die Ihrer Organisation sind nicht provisionsberechtigt.",
    "Keine bezahlte Werbung auf den Namen „Escaplay“, keine unerwünschten Massensendungen, keine Versprechen, die wir nicht halten.",
    "Kennzeichnen Sie den Link gegenüber Ihrem Publikum deutlich als Partnerlink.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Kostet die Teilnahme etwas?", a: "Nein. Die Teilnahme ist kostenlos und unverbindlich; Sie können jederzeit aussteigen." },
    { q: "Brauche ich ein Escaplay-Konto?", a: "Ja, ein kostenloses Konto genügt: So können wir Ihren Link Ihrem Profil zuordnen." },
    { q: "Wie werde ich bezahlt?", a: "Per Banküberweisung. Der Partnervertrag, den Sie bei der Anmeldung erhalten, regelt die Auszahlungsintervalle und die je nach Status nötigen Nachweise." },
  ],
  ctaTitle: "Lust, uns zu empfehlen?",
  ctaText: "Stellen Sie sich in ein paar Zeilen vor: Wir beantworten jede Bewerbung.",
};

export default de;

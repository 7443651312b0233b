import type fr from "./fr";

const de: typeof fr = {
  title: "Partnerprogramm",
  description: "Empfiehl Escaplay weiter und erhalte 20 % des ersten Abonnementjahres jeder geworbenen Kundin und jedes geworbenen Kunden mit kostenpflichtigem Angebot.",
  eyebrow: "Partnerprogramm",
  heroTitle: "Escaplay empfehlen und 20 % des ersten Jahres erhalten",
  heroText: "Du sprichst über Escape Games, Didaktik oder Teambuilding? Teile deinen persönlichen Link: Für jedes kostenpflichtige Abonnement, das darüber zustande kommt, erhältst du eine Provision.",
  ctaApply: "Partner werden",
  whoTitle: "Wer kann Partner werden?",
  whoIntro: "Alle Personen und Organisationen, deren Publikum sich für Spiele, Lernen oder Teamgeist interessiert.",
  who: [
    { title: "Spieleautoren", text: "Du veröffentlichst schon auf Escaplay? Vielleicht werden deine Spieler selbst zu Kreativen." },
    { title: "Blogger und Videomacher", text: "Kanäle, Podcasts, Blogs und Newsletter über Brettspiele, Rätsel oder digitale Bildung." },
    { title: "Trainer und Lehrkräfte", text: "Du leitest Workshops oder teilst deine Unterrichtsmaterialien mit Kolleginnen und Kollegen." },
    { title: "Agenturen und Berater", text: "Events, Personalwesen, Weiterbildung: Du berätst Unternehmen bei der Wahl ihrer Werkzeuge." },
  ],
  howTitle: "So funktioniert es",
  how: [
    { title: "Stell dich vor", text: "Schreib uns über die Kontaktseite: wer du bist, wer dein Publikum ist und wo du über Escaplay sprechen möchtest." },
    { title: "Link erhalten", text: "Nach der Freigabe senden wir dir deinen persönlichen Empfehlungslink und den Partnervertrag." },
    { title: "Teilen", text: "Artikel, Video, Workshop, Newsletter: Platziere deinen Link dort, wo dein Publikum dir bereits folgt." },
    { title: "Provision erhalten", text: "Für jede Person, die über deinen Link ein kostenpflichtiges Angebot abschließt, erhältst du 20 % des im ersten Jahr gezahlten Betrags." },
  ],
  exampleTitle: "Ein konkretes Beispiel",
  example: "Ein von dir empfohlenes Unternehmen bucht das Unternehmensangebot für {{price}} pro Jahr: Du erhältst {{commission}}.",
  rulesTitle: "Die Regeln des Programms",
  rules: [
    "Die Provision gilt für die kostenpflichtigen Angebote Pro und Unternehmen; vergünstigte Angebote (Bildung, Lehrkräfte-Angebot) sind ausgenommen.",
    "Eine Kundin oder ein Kunde wird deinem Link zugeordnet, wenn das Abonnement innerhalb von 30 Tagen nach dem ersten Klick abgeschlossen wird.",
    "Die Provision wird fällig, sobald die Zahlung eingegangen und die 14-tägige Widerrufsfrist abgelaufen ist; eine Erstattung hebt sie auf.",
    "Keine Eigenwerbung: Deine eigenen Konten und die deiner Organisation sind nicht provisionsberechtigt.",
    "Keine bezahlte Werbung auf den Namen „Escaplay“, keine unerwünschten Massensendungen, keine Versprechen, die wir nicht halten.",
    "Kennzeichne den Link gegenüber deinem Publikum deutlich als Partnerlink.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Kostet die Teilnahme etwas?", a: "Nein. Die Teilnahme ist kostenlos und unverbindlich; du kannst jederzeit aussteigen." },
    { q: "Brauche ich ein Escaplay-Konto?", a: "Ja, ein kostenloses Konto genügt: So können wir deinen Link deinem Profil zuordnen." },
    { q: "Wie werde ich bezahlt?", a: "Per Banküberweisung. Der Partnervertrag, den du bei der Anmeldung erhältst, regelt die Auszahlungsintervalle und die je nach Status nötigen Nachweise." },
  ],
  ctaTitle: "Lust, uns zu empfehlen?",
  ctaText: "Stell dich in ein paar Zeilen vor: Wir beantworten jede Bewerbung.",
};

export default de;

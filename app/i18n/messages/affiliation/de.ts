import type fr from "./fr";

const de: typeof fr = {
  title: "Partnerprogramm",
  description: "Empfiehl Escaplay weiter und erhalte 20 % des ersten Abonnementjahres jeder geworbenen Kundin und jedes geworbenen Kunden mit kostenpflichtigem Angebot.",
  eyebrow: "Partnerprogramm",
  heroTitle: "Escaplay empfehlen und 20 % des ersten Jahres erhalten",
  heroText: "Du sprichst über Escape Games, Didaktik oder Teambuilding? Jedes Escaplay-Konto hat seinen persönlichen Empfehlungslink: Teile ihn, und für jedes kostenpflichtige Abonnement, das darüber zustande kommt, erhältst du eine Provision.",
  ctaApply: "Meinen Link holen",
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
    { title: "Erstelle dein Konto", text: "Ein kostenloses Konto genügt: Dein persönlicher Empfehlungslink wartet unter Mein Konto, Reiter Empfehlungen." },
    { title: "Kopiere deinen Link", text: "Ein Knopf kopiert ihn; im selben Reiter steht die Übersicht deiner Provisionen mit ihrem Status." },
    { title: "Teile ihn", text: "Artikel, Video, Workshop, Newsletter: Setze deinen Link dort ein, wo dein Publikum dir bereits folgt." },
    { title: "Erhalte deine Provision", text: "Für jede Person, die über deinen Link ein Konto erstellt und dann einen Pro- oder Unternehmenstarif bezahlt, erhältst du 20 % jeder Rechnung, die sie in ihrem ersten Jahr bezahlt." },
  ],
  exampleTitle: "Ein konkretes Beispiel",
  example: "Ein von dir empfohlenes Unternehmen bucht das Unternehmensangebot für {{price}} pro Jahr: Du erhältst {{commission}}.",
  rulesTitle: "Die Regeln des Programms",
  rules: [
    "Die Provision gilt für die kostenpflichtigen Tarife Pro und Unternehmen: 20 % des bezahlten Betrags inklusive MwSt. auf jede Rechnung des ersten Jahres (zwölf Monate ab der ersten Zahlung). Das Lehrkräfteangebot (Bildung) gibt keinen Anspruch darauf.",
    "Eine Person wird deinem Link zugeordnet, wenn sie innerhalb von 30 Tagen nach ihrem Besuch über diesen Link ihr Konto erstellt (per E-Mail oder mit Google) und dabei die Cookies akzeptiert hat: Ohne ihre Einwilligung wird nichts gespeichert und niemand zugeordnet. Ein später abgeschlossenes Abonnement zählt ebenfalls.",
    "Jede Provision wird 14 Tage nach Bezahlung der Rechnung auszahlbar (Widerrufsfrist); eine erstattete Zahlung storniert ihre Provision oder verringert sie entsprechend, wenn nur ein Teil erstattet wird.",
    "Keine Selbstempfehlung: Dein Link ordnet weder dein eigenes Konto noch eine andere Adresse deines eigenen E-Mail-Postfachs zu.",
    "Keine bezahlte Werbung auf den Namen „Escaplay“, kein unerwünschter Massenversand, keine Versprechen, die wir nicht halten.",
    "Weise dein Publikum deutlich darauf hin, dass es sich um einen Partnerlink handelt.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Muss ich mich für das Programm anmelden?", a: "Nein. Jedes Konto hat seinen Link, kostenlos und unverbindlich: Teile ihn einfach und hör auf, wann du willst." },
    { q: "Brauche ich ein Escaplay-Konto?", a: "Ja, ein kostenloses Konto genügt: Dein Link und die Übersicht deiner Provisionen stehen unter Mein Konto, Reiter Empfehlungen." },
    { q: "Wie werde ich bezahlt?", a: "Per Banküberweisung, für die auszuzahlenden Provisionen. Schreib uns über die Kontaktseite mit deiner Bankverbindung und, je nach deinem Status, den verlangten Nachweisen; jede ausgezahlte Provision erscheint als solche in deinem Konto." },
    { q: "Wer sieht was?", a: "Du siehst für jede Rechnung, die eine geworbene Person bezahlt, das Datum, die Höhe deiner Provision und ihren Status; die Person erscheint nur unter einer anonymen Kennung." },
  ],
  ctaTitle: "Lust, uns zu empfehlen?",
  ctaText: "Dein Link wartet in deinem Konto: Kopiere ihn und teile ihn.",
};

export default de;

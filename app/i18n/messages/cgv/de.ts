import type fr from "./fr";

const de: typeof fr = {
  title: "Allgemeine Verkaufsbedingungen",
  description:
    "Tarife, Preise, monatliche oder jährliche Abrechnung, Zahlung, Verlängerung, Kündigung, Widerrufsrecht und Erstattungen der Escaplay-Abonnements.",
  intro:
    "Diese Bedingungen gelten, wenn du einen kostenpflichtigen Escaplay-Tarif abschließt. Sie ergänzen unsere [Nutzungsbedingungen](/cgu). Das Wichtigste: Du zahlst per Karte auf der sicheren Seite von Stripe, Pro ist ohne Mindestlaufzeit, du kündigst jederzeit in deinem Konto, und die Rechnungen stehen dort jederzeit bereit.",
  updated: "Zuletzt aktualisiert:",
  tocTitle: "Inhalt",
  numbering: "§ {{n}}",
  backToToc: "Zurück zum Inhalt",
  seeAlso: "Siehe auch",
  articles: {
    scope: {
      title: "Geltungsbereich",
      body: [
        "Verkäuferin ist die Escaplay SAS, 14 rue Childebert, 69002 Lyon, Frankreich, eingetragen im Handels- und Gesellschaftsregister (RCS) Lyon unter der Nummer 912 345 678 (siehe [Impressum](/mentions-legales)).",
        "Diese Allgemeinen Verkaufsbedingungen (die „AVB“) gelten für kostenpflichtige Abonnements, die Verbraucher oder Unternehmen auf der Plattform abschließen. Es gelten die am Tag des Abschlusses gültigen Bedingungen für den gesamten bezahlten Zeitraum.",
      ],
    },
    plans: {
      title: "Die Tarife",
      body: [
        "Escaplay bietet vier Tarife an, die auf der Seite [Tarife und Preise](/plans) ausführlich verglichen werden:",
        [
          "Basic (kostenlos): 3 Projekte, 10 MB Speicher, 2 Mitwirkende pro Projekt, Veröffentlichung von Spielen und Speichern des Fortschritts.",
          "Pro: unbegrenzte Projekte, 1 GB Speicher, 10 Mitwirkende pro Projekt, 50 KI-generierte Bilder pro Monat, private Veröffentlichung und Freigabe, Einladung von Spielern ohne Konto, Spielergebnisse (Beta) und Sammlungen (Beta).",
          "Education: die Funktionen von Pro mit 250 MB Speicher und 40 Bildern pro Monat, für Lehrkräfte und gemeinnützige Vereine. Der Zugang wird auf der Seite [Education](/education#request) beantragt; wir prüfen deinen Status, bevor wir ihn freischalten.",
          "Unternehmen: die Grenzen von Pro, 100 Bilder pro Monat, White-Label-Projekte und eigene Domain, als Jahresabonnement.",
        ],
        "Mit „Beta“ gekennzeichnete Funktionen befinden sich noch in Entwicklung: Sie können sich ändern und Fehler aufweisen.",
        "KI-generierte Bilder erstellst du im Editor bei den Dateien eines Projekts: Jedes zählt zum monatlichen Kontingent des Angebots der Person, der das Projekt gehört (Kalendermonat, Weltzeit), und zu ihrem Speicherplatz; eine abgelehnte oder fehlgeschlagene Erzeugung wird nicht gezählt, und nicht genutzte Bilder eines Monats verfallen.",
      ],
    },
    prices: {
      title: "Preise",
      body: [
        "Alle Preise sind in Euro angegeben und enthalten die Steuern:",
        [
          "Pro: {{proMonthly}} pro Monat oder {{proYearly}} pro Jahr.",
          "Angebot für Lehrkräfte: der Tarif Education für {{teacherMonthly}} pro Monat, sobald deine Education-Anfrage angenommen ist.",
          "Education kostenlos: Nach Prüfung deiner Anfrage kann das Team dir den Tarif Education ohne Zahlung geben, bis zu einem Datum, das es dir nennt.",
          "Unternehmen: {{companyYearly}} pro Jahr.",
        ],
        "Die Mehrwertsteuer berechnet bei der Zahlung Stripe Tax, der Steuerdienst unseres Zahlungsdienstleisters, nach dem Land und der Adresse, die du angibst; der gezahlte Preis bleibt der angezeigte.",
        "Ein Unternehmen, das bei der Zahlung eine gültige USt-IdNr. aus einem anderen EU-Mitgliedstaat angibt, erhält eine Rechnung im Reverse-Charge-Verfahren: ohne Mehrwertsteuer.",
        "Wir können unsere Preise ändern. Ein neuer Preis gilt nie für einen bereits bezahlten Zeitraum: Wir informieren dich mindestens 30 Tage vor der nächsten Verlängerung, und du kannst vorher kündigen, wenn er dir nicht zusagt.",
      ],
    },
    billing: {
      title: "Monatliche oder jährliche Abrechnung",
      body: [
        "Pro kannst du wahlweise monatlich oder jährlich bezahlen. Bei jährlicher Zahlung sparst du 16 % gegenüber zwölf Monatszahlungen.",
        "Pro hat keine Mindestlaufzeit: Ob monatlich oder jährlich, du kannst jederzeit kündigen; die Kündigung wird zum Ende des laufenden Zeitraums wirksam.",
        "Der Tarif Unternehmen ist ein Jahresabonnement, das per Karte für zwölf Monate im Voraus bezahlt wird.",
      ],
    },
    payment: {
      title: "Vertragsschluss und Zahlung",
      body: [
        "Du schließt den Tarif auf der Seite [Tarife und Preise](/plans) ab, angemeldet in deinem Konto: Die Schaltfläche des gewählten Tarifs führt dich zu Stripe Checkout, der sicheren Zahlungsseite unseres Zahlungsdienstleisters Stripe, die Tarif, Abrechnungszeitraum und Gesamtpreis zusammenfasst. Dort gibst du dein Land, deine Rechnungsadresse und, wenn du für ein Unternehmen zahlst, deine USt-IdNr. an. Der Vertrag kommt zustande, wenn du die Zahlung bestätigst; dein Tarif wird freigeschaltet, sobald Stripe uns die Zahlung bestätigt.",
        "Die Zahlung erfolgt per Karte, belastet beim Abschluss und bei jeder Verlängerung. Stripe verarbeitet deine Karte; die Kartennummer sehen und speichern wir nicht.",
        "Schlägt eine Zahlung fehl, informieren wir dich per E-Mail, und Stripe versucht erneut, deine Karte zu belasten. Dein Tarif bleibt ab dem ersten Fehlschlag {{graceDays}} Tage aktiv, damit du deine Zahlungsmethode aktualisieren kannst; ohne Zahlung bis dahin wechselt dein Konto in den Tarif Basic.",
      ],
    },
    renewal: {
      title: "Verlängerung und Kündigung",
      body: [
        "Ohne Kündigung verlängert sich das Abonnement automatisch um denselben Zeitraum: einen Monat oder ein Jahr. Das Datum der nächsten Zahlung steht im Tab [Abo](/account?tab=subscription) deines Kontos.",
        "Du kündigst jederzeit und kostenlos im Tab [Abo](/account?tab=subscription) deines Kontos mit der Schaltfläche „Abo verwalten“: Sie öffnet das Kundenportal von Stripe, wo du auch deine Karte wechseln oder, bei Pro, zwischen monatlicher und jährlicher Zahlung wechseln kannst. Die Kündigung wird zum Ende des bezahlten Zeitraums wirksam; bis dahin bleibt dein Tarif aktiv, und du kannst das Abonnement vorher fortsetzen.",
        "Nach Ende des Abonnements wechselt dein Konto in den Tarif Basic. Deine Projekte bleiben erhalten; solange du die Grenzen von Basic überschreitest, kannst du jedoch keine neuen Projekte anlegen und keine Dateien hinzufügen, und privat geteilte Spiele sind nicht mehr zugänglich.",
      ],
    },
    withdrawal: {
      title: "Widerrufsrecht",
      body: [
        "Wenn du Verbraucher bist, kannst du den Vertrag binnen 14 Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen.",
        "Dazu genügt eine eindeutige Erklärung vor Ablauf der Frist: per E-Mail an {{supportEmail}}, über das [Kontaktformular](/contact) (Thema „Support“) oder per Post. Du kannst, musst aber nicht, schreiben: „Hiermit widerrufe ich den Vertrag über das am […] abgeschlossene Escaplay-Abonnement“, mit deinem Namen und der E-Mail-Adresse deines Kontos.",
        "Dein Tarif beginnt mit dem Abschluss. Widerrufst du, zahlst du nur den Anteil für die bereits verstrichenen Tage: Unser Team erstattet den Rest innerhalb von 14 Tagen auf die verwendete Karte, ohne Gebühren, und beendet das Abonnement.",
        "Das Widerrufsrecht gilt nicht für Unternehmer und damit nicht für einen Tarif Unternehmen, der für gewerbliche Zwecke abgeschlossen wird.",
      ],
    },
    invoices: {
      title: "Rechnungen",
      body: [
        "Für jede Zahlung wird eine Rechnung ausgestellt. Alle Rechnungen stehen dir jederzeit in deinem Konto unter [Rechnungen](/account/invoices) als PDF zur Verfügung.",
        "Wenn der Name eines Unternehmens oder einer Schule oder eine USt-IdNr. auf der Rechnung stehen soll, gib sie auf der Zahlungsseite von Stripe an: Sie werden in die folgenden Rechnungen übernommen.",
      ],
    },
    refunds: {
      title: "Erstattungen",
      body: [
        "Außer im Fall des Widerrufs wird ein begonnener Zeitraum nicht erstattet: Du behältst den Zugang zu den kostenpflichtigen Funktionen bis zu seinem Ende.",
        "Bei einer fehlerhaften oder doppelten Abbuchung erstatten wir den Betrag vollständig. Ist die Plattform durch unser Verschulden mehr als 72 Stunden am Stück nicht erreichbar, verlängern wir dein Abonnement entsprechend oder erstatten auf Wunsch den betroffenen Zeitraum.",
      ],
    },
    liability: {
      title: "Haftung",
      body: [
        "Wir verpflichten uns, die Funktionen deines Tarifs sorgfältig bereitzustellen. Wir haften nicht für Schäden durch unsachgemäße Nutzung der Plattform, durch von Nutzern veröffentlichte Inhalte oder durch höhere Gewalt.",
        "Gegenüber Unternehmern ist unsere Haftung auf die in den letzten zwölf Monaten gezahlten Beträge begrenzt. Für Verbraucher gelten die gesetzlichen Gewährleistungsrechte für digitale Inhalte und Dienstleistungen uneingeschränkt.",
      ],
    },
    data: {
      title: "Personenbezogene Daten",
      body: [
        "Zur Verwaltung deines Abonnements verarbeiten wir deine Identifikations-, Rechnungs- und Zahlungsdaten. Einzelheiten (Zwecke, Speicherdauer, Rechte) findest du im [Abschnitt Datenschutz des Impressums](/mentions-legales#data).",
      ],
    },
    disputes: {
      title: "Beschwerden, Schlichtung und Streitigkeiten",
      body: [
        "Für Beschwerden schreib uns an {{supportEmail}}: Wir antworten innerhalb von 7 Werktagen.",
        "Als Verbraucher kannst du dich, wenn du mit unserer Antwort nicht zufrieden bist, kostenlos an die für uns zuständige Verbraucherschlichtungsstelle wenden: CM2C, 49 rue de Ponthieu, 75008 Paris, Frankreich, [www.cm2c.net](https://www.cm2c.net), innerhalb eines Jahres nach deiner schriftlichen Beschwerde.",
        "Diese AVB unterliegen französischem Recht; zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt. Kommt keine Einigung zustande, entscheidet das zuständige Gericht; für Unternehmer sind dies die Gerichte in Lyon.",
      ],
    },
  },
};

export default de;

import type fr from "./fr";

const de: typeof fr = {
  title: "Allgemeine Verkaufsbedingungen",
  description:
    "Tarife, Preise, monatliche oder jährliche Abrechnung, Zahlung, Verlängerung, Kündigung, Widerrufsrecht und Erstattungen der Escaplay-Abonnements.",
  intro:
    "Diese Bedingungen gelten, wenn du einen kostenpflichtigen Escaplay-Tarif abschließt. Sie ergänzen unsere [Nutzungsbedingungen](/cgu). Das Wichtigste: Pro ist ohne Mindestlaufzeit, eine Nachricht an uns genügt zur Kündigung, und die Rechnungen stehen jederzeit im Konto bereit. Online-Zahlung ist noch nicht möglich: Bis sie startet, werden bezahlte Tarife auf Anfrage freigeschaltet.",
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
          "Education: die Funktionen von Pro mit 250 MB Speicher und 40 Bildern pro Monat, für Lehrkräfte und gemeinnützige Vereine. Der Zugang wird per E-Mail beantragt; wir prüfen deinen Status, bevor wir ihn freischalten.",
          "Unternehmen: die Grenzen von Pro, 100 Bilder pro Monat, White-Label-Projekte und eigene Domain, als Jahresabonnement.",
        ],
        "Mit „Beta“ gekennzeichnete Funktionen befinden sich noch in Entwicklung: Sie können sich ändern und Fehler aufweisen.",
        "Einige der oben beschriebenen Funktionen sind noch nicht verfügbar: KI-generierte Bilder, White Label und eigene Domain. Sie sind auf der Seite [Tarife und Preise](/plans) mit „Demnächst“ gekennzeichnet und werden erst ab ihrem Start bereitgestellt. Heute bringen die bezahlten Tarife mehr Projekte, Speicher und Mitwirkende pro Projekt, private Spiele, die Einladung von Spielern ohne Konto zu Online-Partien und Kapitel-Sammlungen (Beta).",
      ],
    },
    prices: {
      title: "Preise",
      body: [
        "Alle Preise sind in Euro angegeben und enthalten die gesetzliche Mehrwertsteuer:",
        [
          "Pro: {{proMonthly}} pro Monat oder {{proYearly}} pro Jahr.",
          "Angebot für Lehrkräfte: Pro für {{teacherMonthly}} pro Monat, auf Anfrage.",
          "Education: auf Anfrage, je nach Größe der Schule oder des Vereins.",
          "Unternehmen: {{companyYearly}} pro Jahr.",
        ],
        "Unternehmen mit Sitz in einem anderen EU-Mitgliedstaat und gültiger USt-IdNr. erhalten Rechnungen ohne Mehrwertsteuer (Reverse-Charge-Verfahren).",
        "Wir können unsere Preise ändern. Ein neuer Preis gilt nie für einen bereits bezahlten Zeitraum: Wir informieren dich mindestens 30 Tage vor der nächsten Verlängerung, und du kannst vorher kündigen, wenn er dir nicht zusagt.",
      ],
    },
    billing: {
      title: "Monatliche oder jährliche Abrechnung",
      body: [
        "Pro kannst du wahlweise monatlich oder jährlich bezahlen. Bei jährlicher Zahlung sparst du 16 % gegenüber zwölf Monatszahlungen.",
        "Pro hat keine Mindestlaufzeit: Ob monatlich oder jährlich, du kannst jederzeit kündigen; die Kündigung wird zum Ende des laufenden Zeitraums wirksam.",
        "Der Tarif Unternehmen ist ein Jahresabonnement, das für zwölf Monate im Voraus bezahlt wird.",
      ],
    },
    payment: {
      title: "Vertragsschluss und Zahlung",
      body: [
        "Online-Zahlung ist noch nicht möglich. Bis sie startet, werden bezahlte Tarife auf Anfrage freigeschaltet: per [Kontaktformular](/contact) oder an {{supportEmail}}. Wir senden eine Übersicht mit Tarif, Abrechnungszeitraum und Gesamtpreis; der Vertrag kommt zustande, wenn diese Übersicht schriftlich angenommen wird. Die Freischaltung bestätigen wir per E-Mail.",
        "Sobald die Online-Zahlung startet, erfolgt sie per Karte über unseren sicheren Zahlungsdienstleister: Kartennummern sehen und speichern wir nicht. Der Tarif Unternehmen kann auch per Überweisung innerhalb von 30 Tagen nach Rechnungsdatum bezahlt werden.",
        "Schlägt eine Zahlung fehl, informieren wir dich und versuchen es 14 Tage lang erneut. Ohne Ausgleich wechselt dein Konto in den Tarif Basic.",
      ],
    },
    renewal: {
      title: "Verlängerung und Kündigung",
      body: [
        "Ohne Kündigung verlängert sich das Abonnement automatisch um denselben Zeitraum: einen Monat oder ein Jahr. Bei einem Jahresabonnement erinnern wir dich per E-Mail zwischen drei Monaten und einem Monat vor der Verlängerung.",
        "Eine Kündigung ist jederzeit per Nachricht an uns möglich. Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv. Der Tarif Unternehmen ist spätestens einen Monat vor Ende des Abonnementjahres zu kündigen.",
        "Nach Ende des Abonnements wechselt dein Konto in den Tarif Basic. Deine Projekte bleiben erhalten; solange du die Grenzen von Basic überschreitest, kannst du jedoch keine neuen Projekte anlegen und keine Dateien hinzufügen, und privat geteilte Spiele sind nicht mehr zugänglich.",
      ],
    },
    withdrawal: {
      title: "Widerrufsrecht",
      body: [
        "Wenn du Verbraucher bist, kannst du den Vertrag binnen 14 Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen.",
        "Dazu genügt eine eindeutige Erklärung vor Ablauf der Frist: per E-Mail an {{supportEmail}}, über das [Kontaktformular](/contact) (Thema „Support“) oder per Post. Du kannst, musst aber nicht, schreiben: „Hiermit widerrufe ich den Vertrag über das am […] abgeschlossene Escaplay-Abonnement“, mit deinem Namen und der E-Mail-Adresse deines Kontos.",
        "Da du dein Abonnement sofort nutzen kannst, fragen wir dich bei der Zahlung, ob es unmittelbar beginnen soll. Widerrufst du in diesem Fall, zahlst du nur den Anteil für die bereits verstrichenen Tage. Den Rest erstatten wir innerhalb von 14 Tagen über dasselbe Zahlungsmittel und ohne Gebühren.",
        "Das Widerrufsrecht gilt nicht für Unternehmer und damit nicht für einen Tarif Unternehmen, der für gewerbliche Zwecke abgeschlossen wird.",
      ],
    },
    invoices: {
      title: "Rechnungen",
      body: [
        "Für jede Zahlung wird eine Rechnung ausgestellt. Alle Rechnungen stehen dir jederzeit in deinem Konto unter [Rechnungen](/account/invoices) als PDF zur Verfügung.",
        "Wenn der Name eines Unternehmens oder einer Schule oder eine USt-IdNr. auf der Rechnung stehen soll, ergänze deine Rechnungsdaten vor der Zahlung.",
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

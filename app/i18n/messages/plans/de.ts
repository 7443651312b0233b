import type fr from "./fr";

const de: typeof fr = {
  title: "Tarife und Preise",
  description:
    "Basic kostenlos, Pro ohne Mindestlaufzeit, Education für Lehrkräfte und Unternehmen als White Label: alle Escaplay-Tarife im Vergleich.",
  heroTitle: "Der passende Tarif für jede Idee",
  heroText:
    "Spielen ist immer kostenlos. Zum Erstellen startest du mit Basic und wechselst zu Pro, wenn deine Projekte wachsen: ohne Mindestlaufzeit, monatlich oder jährlich.",
  billingLabel: "Abrechnungszeitraum",
  monthly: "Monatlich",
  yearly: "Jährlich",
  yearlyBadge: "−{{percent}} %",
  plansTitle: "Unsere Tarife",
  plans: {
    basic: { name: "Basic", tagline: "Um den Editor kennenzulernen und erste Spiele zu veröffentlichen.", cta: "Kostenlos registrieren" },
    pro: { name: "Pro", tagline: "Für alle, die regelmäßig Spiele erstellen und privat teilen.", cta: "Zu Pro wechseln" },
    education: { name: "Education", tagline: "Für Lehrkräfte und gemeinnützige Vereine.", cta: "Angebot für Lehrkräfte beantragen" },
    company: { name: "Unternehmen", tagline: "Für Teambuilding, Schulungen und Inhalte unter deiner eigenen Marke.", cta: "Unternehmen abonnieren", contact: "Eine Frage, ein Angebot? Team kontaktieren" },
  },
  free: "Kostenlos",
  onRequest: "Auf Anfrage",
  perMonth: "pro Monat",
  perYear: "pro Jahr",
  yearlyEquivalent: "entspricht {{price}} pro Monat",
  yearlySaving: "{{amount}} Ersparnis pro Jahr",
  forever: "Dauerhaft",
  noCommitment: "Ohne Mindestlaufzeit",
  annualOnly: "Jahresabonnement",
  teacherOffer: "Angebot für Lehrkräfte: {{price}} pro Monat, sobald deine Anfrage angenommen ist",
  popular: "Am beliebtesten",
  limits: {
    projects: "{{n}} Projekte",
    unlimitedProjects: "Unbegrenzte Projekte",
    storage: "{{size}} Speicher",
    collaborators: "{{n}} Mitwirkende pro Projekt",
    images: "{{n}} KI-Bilder pro Monat",
    noImages: "Keine KI-Bilderzeugung",
  },
  features: {
    publish: "Spiele veröffentlichen",
    saveProgress: "Fortschritt speichern",
    privateSharing: "Private Veröffentlichung und Freigabe",
    guestInvites: "Spieler ohne Konto einladen",
    results: "Spielergebnisse",
    collections: "Sammlungen mit Kapiteln",
    whiteLabel: "White-Label-Projekte",
    customDomain: "Eigene Domain",
  },
  beta: "Beta",
  compareTitle: "Tarife vergleichen",
  compareCaption: "Grenzen und Funktionen der Tarife, Preise bei {{period}} Zahlung",
  captionMonthly: "monatlicher",
  captionYearly: "jährlicher",
  featureColumn: "Funktion",
  rows: {
    price: "Preis",
    projects: "Projekte",
    storage: "Speicher",
    collaborators: "Mitwirkende pro Projekt",
    images: "KI-Bilder pro Monat",
    seats: "Teammitglieder (teilen das Angebot)",
    billing: "Abrechnung",
  },
  unlimited: "Unbegrenzt",
  none: "Keine",
  included: "Enthalten",
  notIncluded: "Nicht enthalten",
  billingModes: {
    free: "Kostenlos",
    flexible: "Monatlich oder jährlich, ohne Mindestlaufzeit",
    request: "Auf Anfrage, nach Prüfung",
    yearly: "Jahresabonnement",
  },
  paymentNote:
    "Zahlung per Karte auf der sicheren Seite von Stripe. Du kündigst jederzeit im {{link}}: Der Tarif bleibt bis zum Ende des bezahlten Zeitraums aktiv.",
  paymentLink: "Tab „Abo“ deines Kontos",
  taxNote: "Alle Preise inklusive Mehrwertsteuer. Einzelheiten findest du in unseren {{link}}.",
  taxLink: "Verkaufsbedingungen",
  faqTitle: "Häufige Fragen",
  faq: [
    {
      q: "Was ist schon verfügbar?",
      a: "Solo- und Fernpartien, die Konten und mit den Tarifen Pro, Education und Unternehmen die Einladung von Spielern ohne Konto zu eigenen Fernpartien. Das Kreativstudio: ein Projekt aus einer Vorlage oder einer leeren Seite anlegen, es in seinem Editor (Interface 2D, 360° oder Klassisch) bauen, testen, veröffentlichen, per Link teilen und mit den Tarifen Pro, Education und Unternehmen privat stellen. Gemeinsam gestalten: Mitwirkende zu einem Projekt einladen (2 mit dem Basic-Tarif, 10 mit den anderen) und es zusammen live bearbeiten. Kapitel-Sammlungen (Beta) mit den Tarifen Pro, Education und Unternehmen: deine veröffentlichten Spiele als Kapitel verbinden und den Fortschritt der Spieler verfolgen. Online-Zahlung per Karte: Pro monatlich oder jährlich, Unternehmen jährlich und, sobald deine Anfrage angenommen ist, das Angebot für Lehrkräfte. Mit dem Unternehmenstarif: White Label, eigene Domain und die Mitglieder des Teams. KI-generierte Bilder mit den Tarifen Pro (50 pro Monat), Education (40) und Unternehmen (100): in jedem Editor bei den Dateien des Projekts beschrieben und dort gespeichert. Für alle, in jedem Editor: Ton (Hintergrundmusik und untertitelte Soundeffekte), Richtungs-, Farben-, Formen-, Muster- und Zahlenradschlösser, die Rätselkarte, die prüft, ob das Spiel lösbar ist, sechs Vorlagen pro Spieltyp und die Bibliothek freier Medien, die nicht auf den Speicherplatz angerechnet wird.",
    },
    {
      q: "Muss ich zum Spielen bezahlen?",
      a: "Nein. Öffentliche Spiele sind kostenlos, mit oder ohne Konto. Die Tarife betreffen nur das Erstellen von Spielen.",
    },
    {
      q: "Kann ich Pro jederzeit beenden?",
      a: "Ja, Pro hat keine Mindestlaufzeit. Du kündigst jederzeit im Tab „Abo“ deines Kontos mit der Schaltfläche „Abo verwalten“: Der Tarif bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach wechselt dein Konto zu Basic.",
    },
    {
      q: "Was ist der Unterschied zwischen monatlicher und jährlicher Zahlung?",
      a: "Die Funktionen sind dieselben. Jährlich zahlst du 16 % weniger als bei zwölf Monatszahlungen, ebenfalls ohne Mindestlaufzeit.",
    },
    {
      q: "Wer kann den Tarif Education nutzen?",
      a: "Lehrkräfte und gemeinnützige Vereine. Stell deine Anfrage auf der Seite Education: Das Team prüft deinen Status und antwortet dir per E-Mail. Ist die Anfrage angenommen, schließt du das Angebot für Lehrkräfte für {{teacher}} pro Monat per Karte ab; das Team kann dir den Tarif Education auch kostenlos geben, bis zu einem Datum, das es dir nennt.",
    },
    {
      q: "Was passiert, wenn ich zu Basic zurückkehre?",
      a: "Deine Projekte bleiben erhalten. Solange du die Grenzen von Basic überschreitest, kannst du keine Projekte anlegen und keine Dateien hinzufügen, und deine privaten Spiele sind nicht mehr zugänglich.",
    },
    {
      q: "Wie bekomme ich ohne Bezahlung mehr Speicher?",
      a: "Sobald Bewertungen möglich sind, bringt jede veröffentlichte Bewertung zu einem gespielten Spiel {{bonus}} zusätzlichen Speicher.",
    },
    {
      q: "Brauchen meine Spieler ein Konto?",
      a: "Nicht zum Solospielen der Spiele, die allen offenstehen. Zum Erstellen einer Fernpartie brauchst du ein Konto und zum Beitreten ebenfalls, außer die Spielleitung lädt Spielende ohne Konto ein: Das ist den Tarifen Pro, Education und Unternehmen vorbehalten.",
    },
    {
      q: "Wie läuft die Zahlung ab?",
      a: "Per Karte, auf der sicheren Zahlungsseite von Stripe: Deine Kartennummer sehen wir nie. Die Preise enthalten die Steuern. Stripe fragt nach deinem Land und deiner Adresse, um die Mehrwertsteuer zu berechnen, und, wenn du für ein Unternehmen zahlst, nach deiner USt-IdNr. Der Tarif Unternehmen wird jährlich bezahlt.",
    },
    {
      q: "Was passiert, wenn eine Zahlung fehlschlägt?",
      a: "Wir sagen dir per E-Mail Bescheid, und Stripe versucht erneut, deine Karte zu belasten. Dein Tarif bleibt {{grace}} Tage aktiv, damit du deine Zahlungsmethode im Tab „Abo“ aktualisieren kannst; ohne Zahlung bis dahin wechselt dein Konto zu Basic, und deine Projekte bleiben alle erhalten.",
    },
    {
      q: "Wo finde ich meine Rechnungen?",
      a: "In deinem Konto unter „Rechnungen“: Jede Zahlung legt dort ihre Rechnung als PDF ab. Dort stehen sie jederzeit zur Verfügung.",
    },
  ],
  questions: "Noch eine Frage? {{link}}",
  questionsLink: "Schreib uns",
};

export default de;

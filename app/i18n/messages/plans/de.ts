import type fr from "./fr";

const de: typeof fr = {
  title: "Tarife und Preise",
  description:
    "Basic kostenlos, Pro ohne Mindestlaufzeit, Education für Lehrkräfte und Unternehmen als White Label: alle Escaplay-Tarife im Vergleich.",
  heroTitle: "Der passende Tarif für jede Idee",
  heroText:
    "Spielen ist immer kostenlos. Zum Erstellen starten Sie mit Basic und wechseln zu Pro, wenn Ihre Projekte wachsen: ohne Mindestlaufzeit, monatlich oder jährlich.",
  billingLabel: "Abrechnungszeitraum",
  monthly: "Monatlich",
  yearly: "Jährlich",
  yearlyBadge: "−{{percent}} %",
  plansTitle: "Unsere Tarife",
  plans: {
    basic: { name: "Basic", tagline: "Um den Editor kennenzulernen und erste Spiele zu veröffentlichen.", cta: "Kostenlos registrieren" },
    pro: { name: "Pro", tagline: "Für alle, die regelmäßig Spiele erstellen und privat teilen.", cta: "Zu Pro wechseln" },
    education: { name: "Education", tagline: "Für Lehrkräfte und gemeinnützige Vereine.", cta: "Zugang beantragen" },
    company: { name: "Unternehmen", tagline: "Für Teambuilding, Schulungen und Inhalte unter Ihrer eigenen Marke.", cta: "Team kontaktieren" },
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
  teacherOffer: "Angebot für Lehrkräfte: Pro für {{price}} pro Monat, auf Anfrage",
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
    billing: "Abrechnung",
  },
  unlimited: "Unbegrenzt",
  none: "Keine",
  included: "Enthalten",
  notIncluded: "Nicht enthalten",
  billingModes: {
    free: "Kostenlos",
    flexible: "Monatlich oder jährlich, ohne Mindestlaufzeit",
    request: "Nach Angebot",
    yearly: "Jahresabonnement",
  },
  taxNote: "Alle Preise inklusive Mehrwertsteuer. Einzelheiten finden Sie in unseren {{link}}.",
  taxLink: "Verkaufsbedingungen",
  faqTitle: "Häufige Fragen",
  faq: [
    {
      q: "Was ist schon verfügbar?",
      a: "Solo- und Fernpartien, die Konten und mit den Tarifen Pro, Education und Unternehmen die Einladung von Spielern ohne Konto zu eigenen Fernpartien. Kreativstudio, privates Veröffentlichen und Teilen, Mitwirkende, KI-generierte Bilder, Sammlungen, White Label und eigene Domain kommen mit den nächsten Versionen. Online-Zahlung ist noch nicht möglich: Eine Nachricht an uns genügt, um einen Tarif freizuschalten.",
    },
    {
      q: "Muss ich zum Spielen bezahlen?",
      a: "Nein. Öffentliche Spiele sind kostenlos, mit oder ohne Konto. Die Tarife betreffen nur das Erstellen von Spielen.",
    },
    {
      q: "Kann ich Pro jederzeit beenden?",
      a: "Ja, Pro hat keine Mindestlaufzeit. Eine Nachricht an uns genügt zur Kündigung; der Tarif bleibt bis zum Ende des bezahlten Zeitraums aktiv.",
    },
    {
      q: "Was ist der Unterschied zwischen monatlicher und jährlicher Zahlung?",
      a: "Die Funktionen sind dieselben. Jährlich zahlen Sie 16 % weniger als bei zwölf Monatszahlungen, ebenfalls ohne Mindestlaufzeit.",
    },
    {
      q: "Wer kann den Tarif Education nutzen?",
      a: "Lehrkräfte und gemeinnützige Vereine. Stellen Sie Ihre Anfrage über das Kontaktformular: Wir prüfen Ihren Status und schalten den Zugang frei. Lehrkräfte können außerdem Pro für {{teacher}} pro Monat beantragen.",
    },
    {
      q: "Was passiert, wenn ich zu Basic zurückkehre?",
      a: "Ihre Projekte bleiben erhalten. Solange Sie die Grenzen von Basic überschreiten, können Sie keine Projekte anlegen und keine Dateien hinzufügen, und Ihre privaten Spiele sind nicht mehr zugänglich.",
    },
    {
      q: "Wie bekomme ich ohne Bezahlung mehr Speicher?",
      a: "Sobald Bewertungen möglich sind, bringt jede veröffentlichte Bewertung zu einem gespielten Spiel {{bonus}} zusätzlichen Speicher.",
    },
    {
      q: "Brauchen meine Spieler ein Konto?",
      a: "Nicht zum Solospielen der Spiele, die allen offenstehen, und nicht zum Beitreten einer Fernpartie eines solchen Spiels: Ein Spielername genügt. Zum Erstellen einer Fernpartie braucht es ein Konto; mit Pro lassen sich auch Spieler ohne Konto zu jedem Spiel einladen.",
    },
    {
      q: "Wo finde ich meine Rechnungen?",
      a: "In Ihrem Konto unter „Rechnungen“. Dort stehen sie jederzeit zur Verfügung.",
    },
  ],
  questions: "Noch eine Frage? {{link}}",
  questionsLink: "Schreiben Sie uns",
};

export default de;
